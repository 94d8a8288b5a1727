import { formatMoney } from '../../money/format-money';
import { parsePence, toPence } from '../../money/pence';

/**
 * Prices a person types on a work order (an additional service, a price typed over a part's):
 * pounds or euros on screen, whole pence to the API (trade-features §3 "pence to the API, pounds
 * in the UI"; §5 "Money is sent as whole pence (amount times 100, rounded)").
 *
 * The rounding is money/pence.ts's: half up on the digits typed, so '1.005' is 101 pence where
 * 1.005 × 100 in floating point would lose the penny. A work-order price is from 0 to £99,999.99
 * (the work-order schema's limit); anything else is not a price and reads as null, for the form
 * to say so rather than send it.
 */

/** The largest price a work-order line takes, in pence: £99,999.99. */
export const MAX_WORK_ORDER_PRICE = 9_999_999;

const inRange = (pence: number | null): number | null =>
  pence !== null && pence >= 0 && pence <= MAX_WORK_ORDER_PRICE ? pence : null;

/**
 * What a person typed → whole pence, or null: '12.50' → 1250, '12.5' → 1250, '£1,234' → 123400,
 * '0.125' → 13. Empty, negative, over £99,999.99 or with a comma as the decimal mark: null.
 */
export function penceOfTypedPrice(text: string): number | null {
  return inRange(parsePence(text));
}

/** A price held in pounds as a number (a number input's value) → whole pence, or null. */
export function penceOfPounds(pounds: number): number | null {
  // Far past the limit is refused before converting: toPence throws past 2^53 pence.
  if (!Number.isFinite(pounds) || Math.abs(pounds) > MAX_WORK_ORDER_PRICE) return null;
  return inRange(toPence(pounds));
}

/** Whole pence → the text for a price field: 1250 → '12.50' (two decimals, no symbol or grouping). */
export function typedPriceOfPence(pence: number): string {
  return formatMoney(pence, 'GBP', { raw: true });
}
