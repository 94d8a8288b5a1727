import { greatCircleMetres } from '../../../contract/locations/distance';
import type { Location } from '../../../contract/locations/schemas';

/** What a stock line names of its branch. */
export interface BranchRef {
  id: string;
  name: string;
  slug: string;
}

export const branchRef = ({ id, name, slug }: Location): BranchRef => ({ id, name, slug });

/** The active branches in the order stock is listed: the preferred one, then the nearest to it. */
export interface BranchOrder {
  /** The preferred branch when it is active; without one the order is by name. */
  preferred: Location | undefined;
  /** Each active branch's place in the order (0 first), by id; a branch not in it is not listed. */
  rank: Map<string, number>;
  byId: Map<string, Location>;
}

// Sorting the branches by distance (or by name with localeCompare) on every request was a large
// part of product information's own work, and every request for the same branch orders the same
// list the same way, so each order is kept with its list: at most one per active branch, plus the
// order by name. How stale: never staler than the list itself, which locations.service.ts keeps
// for a minute; a new list (a branch opened or closed, on any instance) is ordered afresh.
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
  const metres = (location: Location) => (preferred ? greatCircleMetres(preferred, location) : 0);
  const ordered = preferred
    ? [preferred, ...locations.filter((l) => l.id !== preferred.id).sort((a, b) => metres(a) - metres(b))]
    : [...locations].sort((a, b) => a.name.localeCompare(b.name));
  return {
    preferred,
    rank: new Map(ordered.map((location, index) => [location.id, index])),
    byId: new Map(ordered.map((location) => [location.id, location])),
  };
}
