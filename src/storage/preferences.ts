import { z } from 'zod';
import { localValue } from './local-value';

/** The tax display preference, 'inc-tax', including tax by default (storefront-core §3, §9). */
export const incTaxPreference = localValue('inc-tax', z.boolean(), true);

/** The preferred currency, 'preferred-currency', GBP by default (storefront-core §3). */
export const preferredCurrency = localValue('preferred-currency', z.string().regex(/^[A-Z]{3}$/), 'GBP');
