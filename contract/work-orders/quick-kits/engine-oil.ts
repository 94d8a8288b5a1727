import { unitsToCover } from '../../catalogue/schemas';

/**
 * How many cans of each size a service takes (issue 42: "the quick service kit chooses oil to
 * cover the engine's capacity with the fewest, cheapest packs: 4.3 L → one 5 L or five 1 L,
 * whichever costs less, never both"). A mix is chosen only where it is cheaper than either size
 * alone: 6.2 litres is one 5 litre can and two 1 litre bottles when two bottles cost less than a
 * second can.
 *
 * Each size is costed at its cheapest priced brand, excluding VAT (the kit lists brands cheapest
 * first, so the first one the person sees). Ties go to fewer packs, then to less oil left over.
 */
export interface OilSize {
  litres: number;
  /** The cheapest priced brand's unit price, in minor units; null when no brand is priced. */
  price: number | null;
}

/** Cans by size in litres; only the sizes the plan uses. Empty when no size is priced. */
export type OilPlan = ReadonlyMap<number, number>;

interface Candidate {
  counts: Map<number, number>;
  cost: number;
  packs: number;
  litres: number;
}

function candidate(counts: Map<number, number>, sizes: readonly OilSize[]): Candidate {
  let cost = 0;
  let packs = 0;
  let litres = 0;
  for (const [size, count] of counts) {
    cost += count * (sizes.find((one) => one.litres === size)?.price ?? 0);
    packs += count;
    litres += count * size;
  }
  return { counts, cost, packs, litres };
}

const better = (a: Candidate, b: Candidate) =>
  a.cost !== b.cost ? a.cost < b.cost : a.packs !== b.packs ? a.packs < b.packs : a.litres < b.litres;

/** The cheapest cans that hold the capacity: each size alone, and each larger size topped up by a smaller. */
export function engineOilPlan(capacityLitres: number, sizes: readonly OilSize[]): OilPlan {
  const priced = sizes.filter((size) => size.price !== null && size.price > 0 && size.litres > 0);
  let best: Candidate | null = null;
  const consider = (counts: Map<number, number>) => {
    const next = candidate(counts, priced);
    if (!best || better(next, best)) best = next;
  };
  for (const large of priced) {
    const most = unitsToCover(capacityLitres, { covers: large.litres });
    consider(new Map([[large.litres, most]]));
    for (const small of priced) {
      if (small.litres >= large.litres) continue;
      for (let count = 1; count < most; count++) {
        const left = Math.round((capacityLitres - count * large.litres) * 1000) / 1000;
        if (left <= 0) break;
        consider(
          new Map([
            [large.litres, count],
            [small.litres, unitsToCover(left, { covers: small.litres })],
          ]),
        );
      }
    }
  }
  return best ? (best as Candidate).counts : new Map();
}
