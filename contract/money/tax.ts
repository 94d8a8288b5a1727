/**
 * Tax display (storefront-core §3, §9): API prices exclude tax and carry a rate in basis points
 * (2000 = 20%). Including tax is integer arithmetic in minor units, rounded half up, so that the
 * server and every client agree to the penny.
 */
export function withTax(excTax: number, taxRateBasisPoints: number): number {
  return Math.floor((excTax * (10_000 + taxRateBasisPoints) + 5_000) / 10_000);
}

/** The figure to show for the 'inc-tax' toggle. */
export function displayPrice(excTax: number, taxRateBasisPoints: number, incTax: boolean): number {
  return incTax ? withTax(excTax, taxRateBasisPoints) : excTax;
}

/** A product with no price above zero is not priced: it shows "Price on request", never £0.00. */
export function isPriced(price: number | null | undefined): price is number {
  return typeof price === 'number' && price > 0;
}
