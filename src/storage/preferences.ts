import {
  DEFAULT_INC_TAX,
  DEFAULT_PREFERRED_CURRENCY,
  INC_TAX_KEY,
  PREFERRED_CURRENCY_KEY,
  incTaxSchema,
  preferredCurrencySchema,
} from '../../contract/money/preferences';
import { localValue } from './local-value';

/** The tax display preference, 'inc-tax', including tax by default (storefront-core §3, §9). */
export const incTaxPreference = localValue(INC_TAX_KEY, incTaxSchema, DEFAULT_INC_TAX);

/** The preferred currency, 'preferred-currency', GBP by default (storefront-core §3). */
export const preferredCurrency = localValue(
  PREFERRED_CURRENCY_KEY,
  preferredCurrencySchema,
  DEFAULT_PREFERRED_CURRENCY,
);
