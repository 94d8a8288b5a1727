/**
 * The demo's one exchange rate. The catalogue holds one price list, in pence sterling; Irish
 * accounts trade in euro (storefront-core §9), so their prices are the sterling ones converted at
 * this rate, half-up to the cent. Client (provisional, offline) and server (authoritative) convert
 * with this same function, so a euro basket agrees to the cent on both sides.
 *
 * A real deployment would keep a euro price list; the rate is a stand-in, written as a whole
 * number of ten-thousandths so that the conversion is integer arithmetic.
 */
export type PriceListCurrency = 'GBP' | 'EUR';

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

/**
 * VAT follows the trading country, not the product row (which holds the UK rate): a euro basket
 * is an Irish sale, so the UK standard rate (20%) becomes the Irish one (23%), the reduced 5%
 * becomes 13.5%, and zero stays zero.
 */
export function vatRateFor(ukRateBasisPoints: number, currency: PriceListCurrency): number {
  if (currency === 'GBP') return ukRateBasisPoints;
  if (ukRateBasisPoints === 2000) return 2300;
  if (ukRateBasisPoints === 500) return 1350;
  return ukRateBasisPoints;
}
