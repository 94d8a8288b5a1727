/**
 * Money crosses the wire as whole pence (trade-features §5: "amount times 100, rounded"), while
 * people type pounds (an additional service price of 12.5 is 1250 pence).
 *
 * Rounding is half-up on the magnitude (half away from zero, Java's ROUND_HALF_UP): 0.005 → 1,
 * −0.005 → −1. It is done on the decimal digits of the amount, not on `amount * 100`, because
 * 1.005 * 100 is 100.49999999999999 in floating point and would lose the penny the person typed.
 * A number's shortest decimal form (`String(1.005)` is '1.005') is what they typed.
 */
export const PENCE_PER_POUND = 100;

/** Whole pence from the digits of a non-negative decimal: '12', '12.', '.5', '1.005'. */
function penceFromDigits(whole: string, fraction: string): number {
  const wholePence = Number(whole || '0') * PENCE_PER_POUND;
  const firstTwo = Number((fraction + '00').slice(0, 2));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  return wholePence + firstTwo + (roundsUp ? 1 : 0);
}

function checked(pence: number, what: unknown): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Too large to count in pence: ${String(what)}`);
  return pence === 0 ? 0 : pence; // never -0
}

/** Pounds (or euros) → whole pence, half-up. Throws a RangeError for NaN, ±Infinity or amounts past 2^53 pence. */
export function toPence(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  const text = Math.abs(amount).toString();
  let pence: number;
  if (/e/i.test(text)) {
    // Exponent form: below 1e-6 (rounds to 0) or at least 1e21 (refused below).
    pence = Math.round(Math.abs(amount) * PENCE_PER_POUND);
  } else {
    const [whole = '0', fraction = ''] = text.split('.');
    pence = penceFromDigits(whole, fraction);
  }
  return checked(amount < 0 ? -pence : pence, amount);
}

const TYPED_AMOUNT = /^([+-])?\s*[£€]?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * What a person typed → whole pence, or null when it is not an amount: '12.50', '£1,234.5',
 * '-3', '.99', ' 7 '. Grouping commas must be in threes; a comma as the decimal mark is refused
 * rather than guessed.
 */
export function parsePence(text: string): number | null {
  const match = TYPED_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (!whole && !fraction) return null;
  const pence = penceFromDigits(whole.replace(/,/g, ''), fraction);
  if (!Number.isSafeInteger(pence)) return null;
  return sign === '-' && pence !== 0 ? -pence : pence;
}

/** Whole pence → pounds, for a form field. Exact for every whole number of pence below 2^53. */
export function fromPence(pence: number): number {
  return pence / PENCE_PER_POUND;
}

/**
 * The sum of amounts in whole pence. Every value must be a safe integer (sum pounds by converting
 * each with toPence first: 0.1 + 0.2 is not 0.3, but 10 + 20 is 30); throws a RangeError otherwise
 * or when the total passes 2^53.
 */
export function sumPence(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of pence: ${value}`);
    total += value;
    if (!Number.isSafeInteger(total)) throw new RangeError('The total is too large to count in pence');
  }
  return total === 0 ? 0 : total;
}
