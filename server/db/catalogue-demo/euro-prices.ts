/**
 * The demo's euro price list. A real Irish list is set per product (freight and the market differ
 * by line); the demo derives it from sterling by a rule that varies by sku, so that it reads like
 * a list of its own and not a conversion at one rate: sterling × 1.16–1.22, on a price point
 * ending in 49 or 99 cents, surcharges in whole euro. Migration 0008 backfills older catalogues
 * with this same rule, in SQL.
 */
function factor(sku: string): number {
  return /^[0-9]{1,15}$/.test(sku) ? 1.16 + (Number(BigInt(sku) % 7n) * 0.01) : 1.19;
}

/** Minor units: pence → cents on a price point. Zero stays zero ("Price on request"). */
export function demoEuroPrice(pence: number, sku: string): number {
  if (pence <= 0) return pence;
  return Math.max(49, Math.round((pence * factor(sku)) / 50) * 50 - 1);
}

export function demoEuroSurcharge(pence: number, sku: string): number {
  return Math.round((pence * factor(sku)) / 100) * 100;
}
