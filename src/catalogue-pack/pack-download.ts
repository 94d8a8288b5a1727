import { PACK_PAGE_SIZE, cataloguePackRoutes } from '../../contract/catalogue-pack/routes';
import type { PackPage } from '../../contract/catalogue-pack/schemas';
import { ApiError, errorMessage, isAbortError } from '../api/api-error';
import { clearPack, readPackState, storePackItems, storePackPage, writePackState, type PackItemRow, type PackStateRow } from '../db/catalogue-pack';
import { appDb } from '../db/app-db';
import { apiRequest } from '../session/api-request';
import { announcePackVersion, ensurePackIndexOpen, resetPackIndex } from './pack-search';
import { packWorker } from './pack-worker-client';

/**
 * Downloads and refreshes the branch catalogue pack (issue 8). A run asks for pages in sku order
 * and stores each with its cursor in one transaction, so pausing, a dropped line or a closed tab
 * loses at most the page in flight, and resuming asks for what comes after the last sku stored.
 * The first download takes the branch's whole range; a refresh asks only for what changed since
 * the version held. Each stored page goes to the search worker, which indexes it off the main
 * thread and saves the index when the run ends.
 */

let running: AbortController | null = null;
const PAUSED_BY_NETWORK = 'The connection dropped. The download carries on when the device is back online.';

const now = () => new Date().toISOString();
/** Products stored per task: about 15 ms of structured cloning on a tablet-class CPU. */
const STORE_SLICE = 100;
const yieldToScreen = () => new Promise((resolve) => setTimeout(resolve, 0));

function freshRun(kind: 'full' | 'delta'): NonNullable<PackStateRow['run']> {
  return { kind, target: null, after: null, received: 0, total: 0, bytes: 0, startedAt: now(), activeMs: 0 };
}

async function fetchPage(state: PackStateRow, run: NonNullable<PackStateRow['run']>, signal: AbortSignal): Promise<PackPage> {
  return apiRequest(cataloguePackRoutes.cataloguePack, {
    params: { branchId: state.branch.id },
    query: {
      ...(run.kind === 'delta' && state.version ? { since: state.version } : {}),
      ...(run.after ? { after: run.after } : {}),
      limit: String(PACK_PAGE_SIZE),
    },
    signal,
  });
}

/** Runs the state's run to its end, or until aborted or the line drops. */
async function runToEnd(signal: AbortSignal): Promise<void> {
  let state = await readPackState();
  if (!state?.run) return;
  await ensurePackIndexOpen(state.version);
  for (;;) {
    const run: NonNullable<PackStateRow['run']> = { ...state.run! };
    const started = performance.now();
    const page = await fetchPage(state, run, signal);
    if (signal.aborted) return;
    if (run.kind === 'delta' && page.since === null) {
      // The server cannot say what changed since our version (its catalogue was rebuilt): start over.
      state = { ...state, version: null, count: 0, bytes: 0, run: freshRun('full') };
      await clearPack(state);
      await resetPackIndex();
      continue;
    }
    // A page is stored a slice at a time, each its own task, so that the screen never waits
    // long (parsing 250 products and storing them at once takes more than a frame or three).
    // Only the last slice moves the cursor: a run cut off half-way through a page fetches that
    // page again and puts its products again, by sku, never twice.
    let bytes = 0;
    const slices: PackItemRow[][] = [];
    for (let start = 0; start < page.items.length; start += STORE_SLICE) slices.push(page.items.slice(start, start + STORE_SLICE));
    for (const slice of slices.slice(0, -1)) {
      await yieldToScreen();
      bytes += JSON.stringify(slice).length;
      await storePackItems(slice);
    }
    await yieldToScreen();
    const lastSlice = slices.at(-1) ?? [];
    bytes += lastSlice.length ? JSON.stringify(lastSlice).length : 0;
    const next: PackStateRow['run'] = {
      ...run,
      target: run.target ?? page.version,
      total: run.target === null ? page.total : run.total,
      after: page.next,
      received: run.received + page.items.length + page.removed.length,
      bytes: run.bytes + bytes,
      activeMs: run.activeMs + (performance.now() - started),
    };
    const finished = page.next === null;
    // Paused while the page was being stored: keep the page, and the pause.
    const phase: PackStateRow['phase'] = signal.aborted && !finished ? 'paused' : state.phase;
    state = { ...state, phase, branch: page.branch, nearby: page.nearby, run: next, error: null };
    await storePackPage({ items: lastSlice, removed: page.removed }, state);
    await packWorker.apply(
      page.items.map((item) => item.sku),
      page.removed,
      finished ? next.target : null,
    );
    if (finished) {
      const count = await appDb.packItems.count();
      const bytesHeld = next.kind === 'full' ? next.bytes : Math.round((state.bytes / Math.max(state.count, 1)) * count);
      state = { ...state, version: next.target, phase: 'ready', run: null, count, bytes: bytesHeld, refreshedAt: run.startedAt };
      await writePackState(state);
      announcePackVersion(next.target);
      return;
    }
  }
}

/**
 * Runs the run the state holds, once per tab. `prepare` runs first under the same controller, so
 * that a pause asked for while it runs (emptying the old pack) stops the download too.
 */
async function drive(prepare?: (signal: AbortSignal) => Promise<void>): Promise<void> {
  if (running) return;
  const controller = new AbortController();
  running = controller;
  try {
    await prepare?.(controller.signal);
    if (controller.signal.aborted) {
      // Paused before the first page: the run waits for the person.
      const state = await readPackState();
      if (state?.run) await writePackState({ ...state, phase: 'paused', error: null });
      return;
    }
    await runToEnd(controller.signal);
  } catch (error) {
    if (isAbortError(error) || controller.signal.aborted) return;
    const state = await readPackState();
    if (!state) return;
    // A refusal (4xx) needs the person; anything else is the line, and resumes when it is back.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    await writePackState({ ...state, phase: refused ? 'failed' : 'paused', error: refused ? errorMessage(error) : PAUSED_BY_NETWORK });
  } finally {
    if (running === controller) running = null;
  }
}

export const packDownload = {
  isRunning: (): boolean => running !== null,

  /** Downloads a branch's pack from scratch (the first time, or another branch). */
  async start(branch: { id: string; name: string; slug: string | null }): Promise<void> {
    running?.abort();
    running = null;
    await drive(async () => {
      const previous = await readPackState();
      const state: PackStateRow = {
        id: 'current',
        branch,
        nearby: [],
        version: null,
        phase: 'downloading',
        run: freshRun('full'),
        bytes: 0,
        count: 0,
        refreshedAt: null,
        autoRefresh: previous?.autoRefresh ?? true,
        error: null,
      };
      await clearPack(state);
      await resetPackIndex();
    });
  },

  /** Asks for what changed since the version held; a run paused half-way carries on instead. */
  async refresh(): Promise<void> {
    const state = await readPackState();
    if (!state || running) return;
    if (!state.run) {
      if (state.version === null) return;
      await writePackState({ ...state, phase: 'refreshing', run: freshRun('delta'), error: null });
    } else {
      await writePackState({ ...state, phase: state.run.kind === 'full' ? 'downloading' : 'refreshing', error: null });
    }
    await drive();
  },

  async resume(): Promise<void> {
    await packDownload.refresh();
  },

  async pause(): Promise<void> {
    running?.abort();
    running = null;
    const state = await readPackState();
    if (state?.run) await writePackState({ ...state, phase: 'paused', error: null });
  },

  /** Removes the pack and its index from the device. */
  async remove(): Promise<void> {
    running?.abort();
    running = null;
    await clearPack();
    await resetPackIndex();
  },

  async setAutoRefresh(autoRefresh: boolean): Promise<void> {
    const state = await readPackState();
    if (state) await writePackState({ ...state, autoRefresh });
  },
};

/** A run the connection interrupted carries on once it is back (not one the person paused). */
export async function resumeAfterReconnect(): Promise<void> {
  const state = await readPackState();
  if (state?.run && state.phase === 'paused' && state.error === PAUSED_BY_NETWORK) await packDownload.refresh();
}

/** Daily: a pack refreshed more than a day ago, with background refresh on, asks for its changes. */
export const PACK_REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;

export async function refreshIfDue(at = Date.now()): Promise<boolean> {
  const state = await readPackState();
  if (!state?.autoRefresh || state.run || state.version === null || !state.refreshedAt) return false;
  if (at - Date.parse(state.refreshedAt) < PACK_REFRESH_EVERY_MS) return false;
  await packDownload.refresh();
  return true;
}
