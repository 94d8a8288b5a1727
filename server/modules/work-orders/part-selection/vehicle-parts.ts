import type { PriceListCurrency } from '../../../../contract/money/price-list';

/**
 * A listed catalogue part that fits a vehicle, with what grouping it and suggesting it need: no
 * price and no stock (those are read fresh for what is shown).
 */
export interface CandidatePart {
  id: string;
  sku: string;
  categoryId: string;
  brandSlug: string;
  brandName: string;
  /** The catalogue's `position` attribute ('Front Axle'), or null. */
  position: string | null;
  /** What one unit of sale covers (contract/catalogue/unit-of-sale.ts): a pair's 2 discs, a can's 5 litres. */
  covers: number;
  /** Whether it has a price above 0 in each list (not "price on request"). */
  priced: Record<PriceListCurrency, boolean>;
}

/**
 * The parts that fit one vehicle through its fitments, by category id, each list in sku order.
 * Universal parts (fitting nothing in particular) are not in it: they fit every vehicle and are
 * read apart.
 */
export interface VehicleParts {
  tecdocId: number;
  byCategory: ReadonlyMap<string, readonly CandidatePart[]>;
}

/** How long a vehicle's parts are reused. */
export const VEHICLE_PARTS_MAX_AGE_MS = 60_000;
/** Vehicles kept: a few hundred kilobytes each (the busiest demo vehicle has 7,700 parts, 1.5 MB). */
const KEPT = 32;

type Load = (tecdocId: number) => Promise<VehicleParts | null>;

/**
 * A vehicle's parts, kept for a minute. Finding them joins the vehicle's fitments to their
 * products: 50 ms for a vehicle with 7,700 fitments at 200,000 products on PostgreSQL, more than
 * a part-selection call's whole budget, while the menu, a category and a job's parts all need
 * them one after the other as the mechanic goes through the screens. Kept, the calls read only
 * the products they show, by sku, so prices, stock, names and withdrawals are never older than
 * the request.
 *
 * How stale: a fitment or product added, withdrawn, moved or repriced in the last minute may be
 * missing from, or still counted in, a vehicle's counts and lists, and a price that left or reached
 * 0 may still rank a suggestion as before, for up to VEHICLE_PARTS_MAX_AGE_MS; a withdrawn or
 * hidden product is never shown (the reads by sku keep only listed products). Each instance keeps
 * its own, so two instances differ by that minute at most. An unknown vehicle (null) is kept the
 * same way. Kept per app (services.ts), like the product summaries.
 */
export function createVehiclePartsCache(load: Load, now: () => number, maxAgeMs = VEHICLE_PARTS_MAX_AGE_MS) {
  const kept = new Map<number, { at: number; parts: Promise<VehicleParts | null> }>();
  return {
    get(tecdocId: number): Promise<VehicleParts | null> {
      const entry = kept.get(tecdocId);
      if (entry && now() - entry.at <= maxAgeMs) return entry.parts;
      // One read for the calls that arrive meanwhile; a read that failed is forgotten.
      const parts = load(tecdocId).catch((error: unknown) => {
        if (kept.get(tecdocId)?.parts === parts) kept.delete(tecdocId);
        throw error;
      });
      // The oldest first out: a Map iterates in insertion order, and a key set again moves last.
      kept.delete(tecdocId);
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as number);
      kept.set(tecdocId, { at: now(), parts });
      return parts;
    },
  };
}

export type VehiclePartsCache = ReturnType<typeof createVehiclePartsCache>;
