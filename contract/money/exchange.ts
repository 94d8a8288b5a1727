import type { PriceListCurrency } from './price-list';

/**
 * The one exchange rate, for the amounts that have no euro list of their own: shipping services'
 * prices and promotions' thresholds and fixed discounts are set in pence sterling, and a euro
 * basket converts them at this rate, half-up to the cent. Products have a euro price list
 * (contract/money/price-list.ts). Client (provisional, offline) and server (authoritative)
 * convert with this same function, so a euro basket agrees to the cent on both sides. Written as
 * a whole number of ten-thousandths so that the conversion is integer arithmetic.
 */
export type { PriceListCurrency };

/** €1.17 to the pound, in ten-thousandths. */
export const GBP_TO_EUR_RATE = 11_700;
const RATE_SCALE = 10_000;

/** Sterling minor units → the currency's minor units, half-up on the magnitude. */
export function fromSterling(pence: number, currency: PriceListCurrency): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Not a whole number of pence: ${pence}`);
  if (currency === 'GBP') return pence;
  const magnitude = (BigInt(Math.abs(pence)) * BigInt(GBP_TO_EUR_RATE) + BigInt(RATE_SCALE / 2)) / BigInt(RATE_SCALE);
  const result = Number(magnitude);
  return pence < 0 && result !== 0 ? -result : result;
}

/** The UK rates and the Irish rates they become, in basis points: standard, reduced, zero. */
const UK_TO_IRISH_VAT: readonly (readonly [number, number])[] = [
  [2000, 2300],
  [500, 1350],
  [0, 0],
];

/**
 * VAT follows the trading country, not the product row (which holds the UK rate): a euro price
 * is an Irish sale, so the UK standard rate (20%) becomes the Irish one (23%), the reduced 5%
 * becomes 13.5%, and zero stays zero. A rate already of the country asked for stays as it is, so
 * a rate read in one list can be turned into the other's either way.
 */
export function vatRateFor(rateBasisPoints: number, currency: PriceListCurrency): number {
  const pair = UK_TO_IRISH_VAT.find(([uk, irish]) => uk === rateBasisPoints || irish === rateBasisPoints);
  if (!pair) return rateBasisPoints;
  return currency === 'EUR' ? pair[1] : pair[0];
}
