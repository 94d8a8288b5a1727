/**
 * Tax display (storefront-core §3 and §9): API prices exclude tax (price excTax) and carry the tax
 * rate in basis points (2000 = 20%, 2300 = 23%, 1350 = 13.5%). Including tax is
 *
 *   incTax = excTax × (10,000 + rate) / 10,000, rounded half-up to a whole penny,
 *
 * computed on integers only (BigInt past 2^53), so the server and every client agree to the
 * penny. Half-up is on the magnitude: a negative amount (a credit) is the mirror of the positive
 * one, so a refund of a line equals the line with its sign changed.
 */
export { isPriced } from './price-on-request';

export const BASIS_POINTS_PER_WHOLE = 10_000;

function assertWholeMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of minor units: ${value}`);
}

function assertRate(rateBasisPoints: number): void {
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(`A tax rate must be a whole, non-negative number of basis points: ${rateBasisPoints}`);
  }
}

/** excTax plus tax at the rate, rounded half-up to the penny. */
export function withTax(excTax: number, taxRateBasisPoints: number): number {
  assertWholeMinorUnits(excTax, 'A price');
  assertRate(taxRateBasisPoints);
  const magnitude = Math.abs(excTax);
  const scaled = magnitude * (BASIS_POINTS_PER_WHOLE + taxRateBasisPoints) + BASIS_POINTS_PER_WHOLE / 2;
  let result: number;
  if (Number.isSafeInteger(scaled)) {
    // Exact: the remainder of safe integers is exact, and so is dividing an exact multiple.
    result = (scaled - (scaled % BASIS_POINTS_PER_WHOLE)) / BASIS_POINTS_PER_WHOLE;
  } else {
    const big = (BigInt(magnitude) * BigInt(BASIS_POINTS_PER_WHOLE + taxRateBasisPoints) + 5_000n) / 10_000n;
    result = Number(big);
    if (!Number.isSafeInteger(result)) throw new RangeError(`The price with tax is too large: ${excTax}`);
  }
  return excTax < 0 && result !== 0 ? -result : result;
}

/** The tax on a price: withTax − excTax, so that the two always add up. */
export function taxOn(excTax: number, taxRateBasisPoints: number): number {
  return withTax(excTax, taxRateBasisPoints) - excTax;
}

/** The figure to show for the 'inc-tax' toggle: with tax when it is on, as the API gave it when off. */
export function displayPrice(excTax: number, taxRateBasisPoints: number, incTax: boolean): number {
  return incTax ? withTax(excTax, taxRateBasisPoints) : excTax;
}

/** What the shown figure is: 'inc. VAT' or 'ex. VAT' (VAT in both the UK and Ireland). */
export function taxLabel(incTax: boolean): 'inc. VAT' | 'ex. VAT' {
  return incTax ? 'inc. VAT' : 'ex. VAT';
}

/** A percentage → basis points, half-up: 20 → 2000, 13.5 → 1350, 4.8 → 480. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a tax rate: ${percent}`);
  // Through the decimal form, as in toPence: 4.8 * 100 is 479.99999999999994.
  return Math.round(Number((percent * 100).toPrecision(12)));
}
