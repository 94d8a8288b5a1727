import type { PackBranch, PackItem, PackNearbyBranch } from '../../contract/catalogue-pack/schemas';
import { appDb } from './app-db';
import { markPackHeld } from './pack-held';

/**
 * The branch catalogue pack kept on the device (issue 8): its products, where its download or
 * refresh stands, and the search index built from it. The catalogue is nobody's own, so the pack
 * stays through logins and logouts; only the person removes it (Settings → Offline catalogue).
 */

/** A pack product as the server sent it. Primary key `sku`; indexed by product id, category path and fitment. */
export type PackItemRow = PackItem;

export type PackPhase = 'downloading' | 'refreshing' | 'paused' | 'ready' | 'failed';

export interface PackStateRow {
  id: 'current';
  branch: PackBranch;
  nearby: PackNearbyBranch[];
  /** The version the products on the device are complete for; null until the first download ends. */
  version: string | null;
  phase: PackPhase;
  /** The run under way or paused: a full download, or the changes since `version`. */
  run: {
    kind: 'full' | 'delta';
    /** The version the server gave on the run's first page: the pack's version when it ends. */
    target: string | null;
    /** The last sku stored: a resumed run asks for what comes after it. */
    after: string | null;
    received: number;
    total: number;
    bytes: number;
    startedAt: string;
    /** Milliseconds spent receiving, so that "time left" ignores the time spent paused. */
    activeMs: number;
  } | null;
  /** JSON bytes of the products held: the pack's own size. */
  bytes: number;
  count: number;
  /** When the version held was the server's: prices and stock are as of then. */
  refreshedAt: string | null;
  /** Refresh daily in the background while online and idle. */
  autoRefresh: boolean;
  error: string | null;
}

export interface PackIndexRow {
  id: 'current';
  /** The pack version the index answers for; an index for another version is rebuilt. */
  version: string;
  serialised: string;
  savedAt: string;
}

export async function readPackState(): Promise<PackStateRow | undefined> {
  const state = await appDb.packState.get('current');
  markPackHeld(state !== undefined);
  return state;
}

/** The pack's products by product id (the product page's `/products/{id}`). */
export function packItemById(id: string): Promise<PackItemRow | undefined> {
  return appDb.packItems.where('id').equals(id).first();
}

export async function packItemsBySku(skus: string[]): Promise<PackItemRow[]> {
  const rows = await appDb.packItems.bulkGet(skus);
  return rows.filter((row): row is PackItemRow => row !== undefined);
}

/**
 * The products of a category and its subcategories that fit a vehicle (by its TecDoc id), then
 * the universal ones (oils, tools) of that category; without a vehicle, the category's products.
 */
export async function packItemsFitting(
  categoryPath: string,
  tecdocId: number | null,
  limit = 200,
): Promise<PackItemRow[]> {
  const inCategory = (item: PackItemRow) =>
    item.category.path === categoryPath || item.category.path.startsWith(`${categoryPath}/`);
  const subtree = () => appDb.packItems.where('category.path').startsWith(categoryPath).filter(inCategory);
  if (tecdocId === null) return subtree().limit(limit).toArray();
  const fitting = await appDb.packItems.where('tecdocIds').equals(tecdocId).filter(inCategory).limit(limit).toArray();
  const universal = await subtree()
    .filter((item) => item.tecdocIds.length === 0)
    .limit(limit)
    .toArray();
  return [...fitting, ...universal].slice(0, limit);
}

/**
 * Stores one page and where the run stands in one transaction: a page is either fully kept with
 * its cursor or not at all, so a resumed run never skips or repeats a product.
 */
export async function storePackPage(
  page: { items: PackItemRow[]; removed: string[] },
  state: PackStateRow,
): Promise<void> {
  await appDb.transaction('rw', appDb.packItems, appDb.packState, async () => {
    if (page.items.length) await appDb.packItems.bulkPut(page.items);
    if (page.removed.length) await appDb.packItems.bulkDelete(page.removed);
    await appDb.packState.put(state);
  });
  markPackHeld(true);
}

/**
 * The last page of a run and the end of the run in one transaction: the products, the removals,
 * and the pack marked complete for its new version, so that a tab closed a moment later finds a
 * finished pack, not a run to start again. `finish` gets the number of products now held.
 */
export async function storeLastPackPage(
  page: { items: PackItemRow[]; removed: string[] },
  finish: (count: number) => PackStateRow,
): Promise<PackStateRow> {
  return appDb
    .transaction('rw', appDb.packItems, appDb.packState, async () => {
      if (page.items.length) await appDb.packItems.bulkPut(page.items);
      if (page.removed.length) await appDb.packItems.bulkDelete(page.removed);
      const state = finish(await appDb.packItems.count());
      await appDb.packState.put(state);
      return state;
    })
    .then((state) => {
      markPackHeld(true);
      return state;
    });
}

/** Products of a page stored ahead of its last slice (which moves the cursor with it). */
export async function storePackItems(items: PackItemRow[]): Promise<void> {
  await appDb.packItems.bulkPut(items);
}

export async function writePackState(state: PackStateRow): Promise<void> {
  await appDb.packState.put(state);
  markPackHeld(true);
}

/** Empties the pack (another branch, a catalogue rebuilt, or the person's choice), keeping the given state. */
export async function clearPack(state?: PackStateRow): Promise<void> {
  await appDb.transaction('rw', appDb.packItems, appDb.packState, appDb.packIndex, async () => {
    await appDb.packItems.clear();
    await appDb.packIndex.clear();
    if (state) await appDb.packState.put(state);
    else await appDb.packState.clear();
  });
  markPackHeld(state !== undefined);
}

export function readPackIndex(): Promise<PackIndexRow | undefined> {
  return appDb.packIndex.get('current');
}

export async function writePackIndex(row: PackIndexRow): Promise<void> {
  await appDb.packIndex.put(row);
}

/** Every product of the pack, a chunk at a time (the worker builds the index from them). */
export async function eachPackChunk(
  size: number,
  visit: (items: PackItemRow[]) => void | Promise<void>,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const chunk: PackItemRow[] =
      after === null
        ? await appDb.packItems.orderBy('sku').limit(size).toArray()
        : await appDb.packItems.where('sku').above(after).limit(size).toArray();
    if (!chunk.length) return;
    await visit(chunk);
    after = chunk[chunk.length - 1]?.sku ?? null;
    if (chunk.length < size) return;
  }
}
