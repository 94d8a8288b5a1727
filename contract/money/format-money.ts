import { currencyOf } from './currencies';

/**
 * Money on screen: minor units ÷ 100 with the currency's symbol (storefront-core §9). The trade
 * variant shows two decimals; the basic variant the currency's own digits (0 for yen, 3 for
 * dinars); `raw` leaves the symbol out. A currency with a rounding (CHF, 0.05) is rounded to it.
 */
export interface MoneyFormat {
  variant?: 'trade' | 'basic';
  raw?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(digits: number): Intl.NumberFormat {
  const key = String(digits);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}

export function formatMoney(minorUnits: number, currencyCode = 'GBP', { variant = 'trade', raw = false }: MoneyFormat = {}): string {
  const currency = currencyOf(currencyCode);
  let amount = minorUnits / 100;
  if (currency.rounding > 0) amount = Math.round(amount / currency.rounding) * currency.rounding;
  const digits = variant === 'trade' ? 2 : currency.decimal_digits;
  const number = numberFormat(digits).format(Math.abs(amount));
  if (raw) return `${amount < 0 ? '-' : ''}${number}`;
  return `${amount < 0 ? '-' : ''}${currency.symbol}${number}`;
}
