import { useQuery } from '@tanstack/react-query';
import type { PackItemRow, PackStateRow } from '../db/catalogue-pack';
import { packHeld } from '../db/pack-held';
import { useLazyLiveQuery } from '../db/use-lazy-live-query';
import { useLocalValue } from '../storage/local-value';

// The pack's reads bring Dexie: loaded when a page first asks, and only on a device that holds a
// pack (packHeld), so that the catalogue's pages load none before their first screen (issue 23).
const packReads = () => import('./pack-reads');
type PackReads = Awaited<ReturnType<typeof packReads>>;

/** A live read of the pack, on a device that holds one; `absent` otherwise. */
function usePackRead<T, A>(
  read: ((reads: PackReads) => Promise<T>) | null,
  deps: readonly unknown[],
  absent: A,
): T | A | undefined {
  const held = useLocalValue(packHeld);
  const answer = useLazyLiveQuery(packReads, held ? read : null, deps);
  return held ? answer : absent;
}

/** Where the pack stands, live: undefined while reading, null when the device holds none. */
export function usePackState(): PackStateRow | null | undefined {
  return usePackRead((reads) => reads.packState(), [], null);
}

/**
 * The pack's answer for what was typed. Local work, so it runs whatever the network says; it
 * answers in a few milliseconds, before the server does. With `tecdocId`, only the parts fitting
 * that vehicle (and universal ones).
 */
export function usePackSearch(keywords: string, limit: number, enabled = true, tecdocId: number | null = null) {
  const trimmed = keywords.trim();
  // Answers hold whole rows: a new version, another branch or more of a download asks again.
  const pack = usePackState();
  const held = pack ? [pack.branch.id, pack.version, pack.run?.received ?? 0] : [];
  return useQuery({
    queryKey: ['pack-search', trimmed, limit, tecdocId, ...held],
    queryFn: async () => (await import('./pack-search')).searchPack(trimmed, limit, tecdocId),
    enabled: enabled && trimmed.length >= 2,
    networkMode: 'always',
    staleTime: 30_000,
    retry: false,
  });
}

/** "14:05" today, "Mon 23 Nov, 14:05" before: when the pack's prices and stock were the server's. */
export function formatAsOf(iso: string | null, now = new Date()): string {
  if (!iso) return 'unknown';
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' })}, ${time}`;
}

/** The pack's product with this product id: undefined while reading or when the pack has none. */
export function usePackItem(id: string): PackItemRow | undefined {
  return usePackRead((reads) => reads.packItem(id), [id], undefined);
}

/**
 * The pack's products of a category (and below) fitting a vehicle (null: any), live; undefined
 * while reading, and while the vehicle is not known yet (undefined): read before it, the whole
 * category showed under the vehicle's name until the narrower read answered.
 */
export function usePackCategory(path: string, tecdocId: number | null | undefined): PackItemRow[] | undefined {
  const read = tecdocId === undefined ? null : (reads: PackReads) => reads.packCategory(path, tecdocId);
  return usePackRead(read, [path, tecdocId], []);
}
