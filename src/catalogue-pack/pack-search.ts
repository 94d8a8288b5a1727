import { packItemsBySku, readPackState, type PackItemRow } from '../db/catalogue-pack';
import { packWorker } from './pack-worker-client';
import type { PackHitMessage } from './worker-protocol';

/**
 * Searching the pack from a screen: the worker's index answers with skus, the rows come from
 * IndexedDB. The index is opened once per tab (loaded as saved, or rebuilt from the stored
 * products); when another tab finishes a download or refresh it says so on a broadcast channel,
 * and this tab loads the index that tab saved.
 */
export interface PackResult {
  item: PackItemRow;
  match: PackHitMessage['match'];
}

let opened: { version: string | null; ready: Promise<unknown> } | null = null;

export function ensurePackIndexOpen(version: string | null, rebuild = false): Promise<unknown> {
  if (!opened || opened.version !== version || rebuild) {
    const ready = packWorker.open(version, rebuild);
    opened = { version, ready };
    ready.catch(() => (opened = null));
  }
  return opened.ready;
}

/** The pack was emptied: the worker's index starts empty too. */
export async function resetPackIndex(): Promise<void> {
  opened = { version: null, ready: packWorker.reset() };
  await opened.ready;
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('workbay-catalogue-pack');
channel?.addEventListener('message', (event: MessageEvent<{ version: string | null }>) => {
  // Another tab saved the index for a new version: load it next time this tab searches.
  if (opened && opened.version !== event.data.version) opened = null;
});

export function announcePackVersion(version: string | null): void {
  // This tab's worker indexed the run as it went: it is already current.
  opened = { version, ready: opened?.ready ?? Promise.resolve() };
  channel?.postMessage({ version });
}

/**
 * The pack's best matches for what was typed, numbers first; empty when there is no pack. With
 * `tecdocId`, only the parts fitting that vehicle and universal ones, as online search finds them.
 */
export async function searchPack(
  text: string,
  limit: number,
  tecdocId: number | null = null,
): Promise<{ results: PackResult[]; ms: number }> {
  const state = await readPackState();
  if (!state || state.count + (state.run?.received ?? 0) === 0) return { results: [], ms: 0 };
  await ensurePackIndexOpen(state.version);
  const { hits, ms } = await packWorker.search(text, limit, tecdocId);
  const rows = new Map((await packItemsBySku(hits.map((hit) => hit.sku))).map((row) => [row.sku, row]));
  const results = hits.flatMap((hit) => {
    const item = rows.get(hit.sku);
    return item ? [{ item, match: hit.match }] : [];
  });
  return { results, ms };
}
