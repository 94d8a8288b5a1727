import { currencyOf, type Currency } from './currencies';

/**
 * Money on screen (storefront-core §9, trade-features §9). Amounts are integers in minor units,
 * and the specification fixes the scale: "prices are minor units divided by 100" whatever the
 * currency. They are shown with two decimals in the trade variant and with the currency's own
 * decimal digits in the basic variant (0 for yen, 3 for dinars); the currency's rounding step is
 * applied first (CHF to 0.05). Formatting can be switched to raw: the bare number, no symbol and
 * no grouping ('-1234.56'), for inputs and exports.
 *
 * Everything is integer arithmetic (BigInt), so 1.005-style float errors cannot appear and
 * amounts past 2^53 still format; the whole part is grouped in threes with commas, as en-GB writes it.
 * Rounding is half-up on the magnitude (half away from zero): −1.03 CHF shows as −CHF 1.05, the
 * mirror of 1.03 → 1.05. A negative amount that rounds to zero shows without its minus sign.
 */
export type PriceVariant = 'trade' | 'basic';

export interface MoneyFormat {
  /** 'trade' (default): always two decimals. 'basic': the currency's decimal digits. */
  variant?: PriceVariant;
  /** The bare number: no symbol, no thousands separators. */
  raw?: boolean;
}

/** The specification's scale: every currency's amounts are hundredths of its unit. */
export const MINOR_UNITS_PER_MAJOR = 100;

const NO_BREAK_SPACE = '\u00A0';

/**
 * A whole number grouped in threes with commas ('1,234,567'), as en-GB writes it. Not
 * `Intl.NumberFormat`: the first use of Intl loads the browser's locale data, about 100 ms of a
 * phone's main thread at start (issue 23), and this module is loaded before the first paint.
 */
export function groupThousands(whole: bigint | number): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole minor units as a magnitude and a sign; a fraction of a minor unit rounds half-up. */
function wholeMinorUnits(minorUnits: number): { negative: boolean; magnitude: bigint } {
  if (!Number.isFinite(minorUnits)) throw new RangeError(`Not an amount of money: ${minorUnits}`);
  return { negative: minorUnits < 0, magnitude: BigInt(Math.round(Math.abs(minorUnits))) };
}

/** Half-up division of non-negative integers. */
const divideHalfUp = (value: bigint, divisor: bigint) => (value * 2n + divisor) / (divisor * 2n);

/** The currency's rounding step in minor units: 5 for CHF (0.05), 0 for none. */
const stepOf = (currency: Currency) => BigInt(Math.round(currency.rounding * MINOR_UNITS_PER_MAJOR));

function roundMagnitudeToStep(magnitude: bigint, currency: Currency): bigint {
  const step = stepOf(currency);
  return step > 1n ? divideHalfUp(magnitude, step) * step : magnitude;
}

/**
 * Minor units rounded to the currency's cash step (CHF: the nearest 5, half-up on the
 * magnitude); other currencies are returned unchanged, as whole minor units.
 */
export function roundToCurrencyStep(minorUnits: number, currencyCode?: string | null): number {
  const { negative, magnitude } = wholeMinorUnits(minorUnits);
  const rounded = Number(roundMagnitudeToStep(magnitude, currencyOf(currencyCode)));
  return negative && rounded !== 0 ? -rounded : rounded;
}

/**
 * Minor units as a display string: '£1,234.56', '€0.99', '-£5.00', 'CHF 1.05', '¥1,235'
 * (basic variant), '1234.56' (raw). An unknown currency code is shown as pounds (currencyOf).
 * Throws a RangeError for NaN or infinities, which are never an amount of money.
 */
export function formatMoney(
  minorUnits: number,
  currencyCode = 'GBP',
  { variant = 'trade', raw = false }: MoneyFormat = {},
): string {
  const currency = currencyOf(currencyCode);
  const { negative, magnitude } = wholeMinorUnits(minorUnits);
  const hundredths = roundMagnitudeToStep(magnitude, currency);

  const digits = variant === 'trade' ? 2 : currency.decimal_digits;
  // The amount in units of 10^-digits of the major unit.
  const scaled =
    digits >= 2 ? hundredths * 10n ** BigInt(digits - 2) : divideHalfUp(hundredths, 10n ** BigInt(2 - digits));
  const unit = 10n ** BigInt(digits);
  const whole = scaled / unit;
  const fraction = digits > 0 ? `.${(scaled % unit).toString().padStart(digits, '0')}` : '';

  const sign = negative && scaled !== 0n ? '-' : '';
  if (raw) return `${sign}${whole.toString()}${fraction}`;
  return `${sign}${symbolPrefix(currency)}${groupThousands(whole)}${fraction}`;
}

/**
 * The symbol as written before the number. A symbol of two or more characters ending in a letter
 * ('CHF', 'KD', 'zł', 'Rs') is followed by a no-break space, as Intl writes currency codes; signs
 * and one-letter symbols ('£', '€', 'AU$', 'R') are not.
 */
function symbolPrefix(currency: Currency): string {
  const { symbol } = currency;
  return symbol.length > 1 && /\p{L}$/u.test(symbol) ? `${symbol}${NO_BREAK_SPACE}` : symbol;
}
