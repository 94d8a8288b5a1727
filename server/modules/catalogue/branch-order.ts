import { greatCircleMetres } from '../../../contract/locations/distance';
import type { Location } from '../../../contract/locations/schemas';
import { immutable } from '../../http/immutable-answers';

/** What a stock line names of its branch. */
export interface BranchRef {
  id: string;
  name: string;
  slug: string;
}

/** The active branches in the order stock is listed: the preferred one, then the nearest to it. */
export interface BranchOrder {
  /** The preferred branch when it is active; without one the order is by name. */
  preferred: Location | undefined;
  /** Each branch's place in the order, by id. */
  rank: Map<string, number>;
  byId: Map<string, Location>;
  /**
   * What an answer names of each branch, by rank: one object per branch and order, shared by
   * every answer, instead of one per stock line (300 for 20 parts).
   */
  refs: BranchRef[];
  /** The rank of each branch of the list the order was made from, by its place in that list. */
  rankAt: number[];
}

const listed = new WeakMap<Location[], string>();

/**
 * The list's branch ids as one PostgreSQL array literal, made once per list: a stock read numbers
 * each line's branch by its place in the list (array_position), so that the route looks each up
 * by number instead of hashing a UUID per stock line (720 of them for 20 parts).
 */
export function branchIdsLiteral(locations: Location[]): string {
  let literal = listed.get(locations);
  if (literal === undefined) listed.set(locations, (literal = `{${locations.map((location) => location.id).join(',')}}`));
  return literal;
}

// The active list is one array for a minute (locations.service.ts), and every request for the
// same branch orders it the same way: sorting the branches by distance (or by name with
// localeCompare) on each request was a large part of the route's own work, so each order is
// kept with its list. At most one per active branch, plus the order by name.
const orders = new WeakMap<Location[], Map<string, BranchOrder>>();

export function branchOrder(locations: Location[], preferredId: string | null): BranchOrder {
  let kept = orders.get(locations);
  if (!kept) orders.set(locations, (kept = new Map()));
  let byName = kept.get('');
  if (!byName) kept.set('', (byName = computeOrder(locations, undefined)));
  // An unknown or closed branch asked for orders by name, as no branch does.
  const preferred = preferredId ? byName.byId.get(preferredId) : undefined;
  if (!preferred) return byName;
  let order = kept.get(preferred.id);
  if (!order) kept.set(preferred.id, (order = computeOrder(locations, preferred)));
  return order;
}

function computeOrder(locations: Location[], preferred: Location | undefined): BranchOrder {
  const ordered = preferred
    ? [preferred, ...locations.filter((l) => l.id !== preferred.id).sort((a, b) => greatCircleMetres(preferred, a) - greatCircleMetres(preferred, b))]
    : [...locations].sort((a, b) => a.name.localeCompare(b.name));
  return {
    preferred,
    rank: new Map(ordered.map((location, index) => [location.id, index])),
    byId: new Map(ordered.map((location) => [location.id, location])),
    refs: ordered.map((location) => immutable({ id: location.id, name: location.name, slug: location.slug })),
    rankAt: locations.map((location) => ordered.indexOf(location)),
  };
}
