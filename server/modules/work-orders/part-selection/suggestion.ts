import { leftOver, unitsToCover } from '../../../../contract/catalogue/unit-of-sale';
import type { PriceListCurrency } from '../../../../contract/money/price-list';
import type { CandidatePart } from './vehicle-parts';

/**
 * Which of the parts that fit to suggest for a repair-data job's generic article (trade-features
 * §3 haynesProJobParts), and how many of it the job takes. Pure: the caller reads the stock.
 *
 * - Units: repair data counts a part in its article's unit (2 discs, 4.3 litres of oil) and the
 *   catalogue sells it by its unit of sale (a disc pair, a 5 litre can): the job takes the units
 *   that cover its need (contract/catalogue/unit-of-sale.ts, as quick kits count them), so a disc
 *   job is one pair, not two, and 4 litres of oil one 5 litre can or four 1 litre bottles.
 * - Preferred, in order: one for the job's axle when the job names one ('Front brake pads' →
 *   'Front Axle'); one the account's branch holds enough of, else some of; one with a price
 *   (not "price on request"); the least left over (oil in the can, a disc of a pair); the
 *   catalogue's own (sku) order.
 * - Stock is asked for a shortlist only, the first SHORTLIST by the same order less the stock:
 *   a vehicle can have a thousand oil filters that fit, and a branch holds one in seven parts,
 *   so the shortlist holds stock whenever the branch has any to offer.
 */
export const SHORTLIST = 100;

export interface Need {
  /** The job's quantity in its article's unit: litres of a fluid, else pieces (or sets, for a set). */
  quantity: number;
  /** The job's axle as the catalogue names positions, or null. */
  position: string | null;
  currency: PriceListCurrency;
}

/** The axle a job is on, as the catalogue's `position` attribute names it: 'Front brake pads' → 'Front Axle'. */
export function axleOf(description: string): string | null {
  const axle = /^(front|rear)\b/i.exec(description.trim())?.[1];
  return axle ? `${axle.charAt(0).toUpperCase()}${axle.slice(1).toLowerCase()} Axle` : null;
}

/** How many of the part the job takes: the units of sale that cover its quantity. */
export function unitsOf(part: Pick<CandidatePart, 'covers'>, quantity: number): number {
  return unitsToCover(quantity, part);
}

/** Orders by the rules above, the stock's two first when it is known. */
function compare(need: Need, stock?: ReadonlyMap<string, number>) {
  const key = (part: CandidatePart): number[] => {
    const held = stock?.get(part.id) ?? 0;
    return [
      need.position !== null && part.position === need.position ? 0 : 1,
      ...(stock ? [held >= unitsOf(part, need.quantity) ? 0 : 1, held > 0 ? 0 : 1] : []),
      part.priced[need.currency] ? 0 : 1,
      leftOver(need.quantity, part),
    ];
  };
  return (a: CandidatePart, b: CandidatePart): number => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0;
  };
}

/** The parts whose stock is worth asking for. */
export function shortlist(parts: readonly CandidatePart[], need: Need, size = SHORTLIST): CandidatePart[] {
  return [...parts].sort(compare(need)).slice(0, size);
}

/** The part to suggest among the shortlist, with the stock the branch holds of each. */
export function suggest(
  candidates: readonly CandidatePart[],
  need: Need,
  stock: ReadonlyMap<string, number>,
): CandidatePart | undefined {
  return [...candidates].sort(compare(need, stock))[0];
}
