import { readOr } from '../db/app-db';
import {
  packItemById,
  packItemsFitting,
  readPackState,
  type PackItemRow,
  type PackStateRow,
} from '../db/catalogue-pack';

// What the pages read of the pack, each answering its fallback when IndexedDB cannot: loaded by
// use-pack.ts when a page first asks, with Dexie, rather than imported by the page.

export function packState(): Promise<PackStateRow | null> {
  return readOr(async () => (await readPackState()) ?? null, null);
}

export function packItem(id: string): Promise<PackItemRow | undefined> {
  return readOr(() => packItemById(id), undefined);
}

export function packCategory(path: string, tecdocId: number | null): Promise<PackItemRow[]> {
  return readOr(() => packItemsFitting(path, tecdocId), []);
}
