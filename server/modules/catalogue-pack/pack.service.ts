import { cataloguePackMessages } from '../../../contract/catalogue-pack/messages';
import type { PackNearbyBranch, PackPage } from '../../../contract/catalogue-pack/schemas';
import { greatCircleMetres, metresToMiles } from '../../../contract/locations/distance';
import type { Location } from '../../../contract/locations/schemas';
import { formatPackVersion, parsePackVersion } from '../../../contract/catalogue-pack/version';
import { notFound } from '../../http/problem';
import { toPackItem } from './pack-items';
import type { PackRepository } from './pack.repository';

/** Stock shown beside the branch's own: what a counter can send for today or tomorrow. */
export const NEARBY_BRANCHES = 3;

interface Deps {
  packs: PackRepository;
  activeLocations: () => Promise<Location[]>;
  /** The most products one pack holds (CATALOGUE_PACK_CAP). */
  cap: number;
}

export interface PackRequest {
  branchId: string;
  since?: string;
  after?: string;
  limit: number;
}

/**
 * The branch catalogue pack (issue 8): a branch's range for the device to keep, then only what
 * changed. Pages run in sku order from `after`, so a download resumed from its last stored sku
 * gets the rest and nothing twice. A delta lists the changed products still in the range and the
 * skus that left it (withdrawn, hidden, or pushed past the cap).
 */
export function createPackService({ packs, activeLocations, cap }: Deps) {
  const branchAndNearby = async (branchId: string) => {
    const locations = await activeLocations();
    const branch = locations.find((location) => location.id === branchId);
    if (!branch) throw notFound(cataloguePackMessages.branchNotFound);
    const nearby: PackNearbyBranch[] = locations
      .filter((location) => location.id !== branch.id)
      .map((location) => ({ location, metres: greatCircleMetres(branch, location) }))
      .sort((a, b) => a.metres - b.metres)
      .slice(0, NEARBY_BRANCHES)
      .map(({ location, metres }) => ({
        id: location.id,
        name: location.name,
        slug: location.slug,
        distanceMiles: metresToMiles(metres),
      }));
    return { branch: { id: branch.id, name: branch.name, slug: branch.slug }, nearby };
  };

  return {
    async page({ branchId, since, after = '', limit }: PackRequest): Promise<PackPage> {
      const { branch, nearby } = await branchAndNearby(branchId);
      // The version the device keeps is the first page's; later pages read it without the lock.
      const current = await packs.currentVersion(after === '');
      const version = formatPackVersion(current);
      const range = { branchId, cap };
      const stockOrder = [branch.id, ...nearby.map((b) => b.id)];
      const nameByPath = new Map((await packs.categoryNames()).map((c) => [c.path, c.name]));
      // A version of another catalogue (rebuilt elsewhere: another epoch) or from its future
      // cannot be caught up: start over.
      const asked = since === undefined ? null : parsePackVersion(since);
      const delta =
        asked && asked.epoch === current.epoch && asked.counter <= current.counter ? String(asked.counter) : null;

      if (delta === null) {
        const ids = await packs.pageInRange(range, after, limit);
        const items = (await packs.items(ids, stockOrder)).map((row) => toPackItem(row, stockOrder, nameByPath));
        return {
          branch,
          nearby,
          version,
          since: null,
          total: await packs.countInRange(range),
          cap,
          items,
          removed: [],
          next: ids.length === limit ? (items.at(-1)?.sku ?? null) : null,
        };
      }

      const changed = await packs.pageChanged(range, delta, stockOrder, after, limit);
      const kept = changed.filter((row) => row.in_range);
      const items = (
        await packs.items(
          kept.map((row) => row.id),
          stockOrder,
        )
      ).map((row) => toPackItem(row, stockOrder, nameByPath));
      return {
        branch,
        nearby,
        version,
        since: since ?? null,
        total: await packs.countChanged(delta, stockOrder),
        cap,
        items,
        removed: changed.filter((row) => !row.in_range).map((row) => row.sku),
        next: changed.length === limit ? (changed.at(-1)?.sku ?? null) : null,
      };
    },
  };
}

export type PackService = ReturnType<typeof createPackService>;
