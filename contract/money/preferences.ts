import { z } from 'zod/mini';
import { DEFAULT_CURRENCY, isKnownCurrency } from './currencies';

/**
 * The two money preferences kept on the device (storefront-core §3): their localStorage keys,
 * defaults and the schemas their stored values are read through. A value that does not read (an
 * old client's, a hand edit, another app's) is the default, never an error.
 */

/** 'inc-tax': whether prices are shown including tax. Default true. */
export const INC_TAX_KEY = 'inc-tax';
export const DEFAULT_INC_TAX = true;

/** 'preferred-currency': a currency code of the table. Default GBP. */
export const PREFERRED_CURRENCY_KEY = 'preferred-currency';
export const DEFAULT_PREFERRED_CURRENCY = DEFAULT_CURRENCY;

/** A boolean; the strings 'true' and 'false' that older clients wrote are read too. */
export const incTaxSchema = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
]);

/** A code of the currency table, in any case and with spaces around; read as upper case. */
export const preferredCurrencySchema = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.refine((code) => isKnownCurrency(code), { message: 'Not a currency of the table' }),
);

/** A stored value as localStorage gives it (JSON text, or a bare string) or already parsed. */
function storedValue(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored);
  } catch {
    return stored;
  }
}

/** 'inc-tax' as read from storage: the stored boolean, or true. */
export function readIncTax(stored: unknown): boolean {
  const parsed = incTaxSchema.safeParse(storedValue(stored));
  return parsed.success ? parsed.data : DEFAULT_INC_TAX;
}

/** 'preferred-currency' as read from storage: a known code in upper case, or GBP. */
export function readPreferredCurrency(stored: unknown): string {
  const parsed = preferredCurrencySchema.safeParse(storedValue(stored));
  return parsed.success ? parsed.data : DEFAULT_PREFERRED_CURRENCY;
}
