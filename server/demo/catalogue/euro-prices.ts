/**
 * The demo's euro price list. A real Irish list is set per product (freight and the market differ
 * by line); the demo derives it from sterling by a rule that varies by sku, so that it reads like
 * a list of its own and not a conversion at one rate: sterling × 1.16–1.22, on a price point
 * ending in 49 or 99 cents, surcharges in whole euro. Migration 0008 backfills older catalogues
 * with this same rule in SQL; the arithmetic here is on integers (the factor in hundredths), so
 * both round the same exact quotients, half away from zero.
 */
function factorInHundredths(sku: string): number {
  return /^[0-9]{1,15}$/.test(sku) ? 116 + Number(BigInt(sku) % 7n) : 119;
}

/** Minor units: pence → cents on a price point. Zero stays zero ("Price on request"). */
export function demoEuroPrice(pence: number, sku: string): number {
  if (pence <= 0) return pence;
  return Math.max(49, Math.round((pence * factorInHundredths(sku)) / 5000) * 50 - 1);
}

export function demoEuroSurcharge(pence: number, sku: string): number {
  return Math.round((pence * factorInHundredths(sku)) / 10_000) * 100;
}
