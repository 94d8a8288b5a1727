import { PACK_PAGE_SIZE, cataloguePackRoutes } from '../../contract/catalogue-pack/routes';
import type { PackPage } from '../../contract/catalogue-pack/schemas';
import { ApiError, NetworkError, TimeoutError, errorMessage, isAbortError } from '../api/api-error';
import {
  clearPack,
  readPackState,
  storeLastPackPage,
  storePackItems,
  storePackPage,
  writePackState,
  type PackItemRow,
  type PackStateRow,
} from '../db/catalogue-pack';
import { isQuotaError } from '../db/app-db';
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

/** This tab's run: aborting it lets it finish the slice it is storing; `done` says when it has. */
let current: { controller: AbortController; done: Promise<void> } | null = null;
const PAUSED_BY_NETWORK = 'The connection dropped. The download carries on when the device is back online.';
const STORAGE_FULL =
  'This device is out of storage space. Free some space, or remove the offline catalogue, then try again.';
/** One run at a time across the tabs of this browser. */
const RUN_LOCK = 'workbay-catalogue-pack-run';

const now = () => new Date().toISOString();
/** Products stored per task: about 15 ms of structured cloning on a tablet-class CPU. */
const STORE_SLICE = 100;
const yieldToScreen = () => new Promise((resolve) => setTimeout(resolve, 0));

function freshRun(kind: 'full' | 'delta'): NonNullable<PackStateRow['run']> {
  return { kind, target: null, after: null, received: 0, total: 0, bytes: 0, startedAt: now(), activeMs: 0 };
}

async function fetchPage(
  state: PackStateRow,
  run: NonNullable<PackStateRow['run']>,
  signal: AbortSignal,
): Promise<PackPage> {
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
  // A run resumed after a reload stored pages this tab's worker never saw: index from the store.
  await ensurePackIndexOpen(state.version, state.run.received > 0);
  for (;;) {
    const run: NonNullable<PackStateRow['run']> = { ...state.run! };
    const started = performance.now();
    const page = await fetchPage(state, run, signal);
    if (signal.aborted) return;
    const nearbyMoved =
      run.kind === 'delta' && page.nearby.map((b) => b.id).join() !== state.nearby.map((b) => b.id).join();
    if (run.kind === 'delta' && (page.since === null || nearbyMoved)) {
      // The server cannot say what changed since our version (its catalogue was rebuilt), or the
      // nearest branches changed, so the products' nearby stock, kept in branch order, would
      // show under the wrong names: start over.
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
    for (let start = 0; start < page.items.length; start += STORE_SLICE)
      slices.push(page.items.slice(start, start + STORE_SLICE));
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
    if (finished) {
      const previous = state;
      state = await storeLastPackPage({ items: lastSlice, removed: page.removed }, (count) => ({
        ...previous,
        branch: page.branch,
        nearby: page.nearby,
        version: next.target,
        phase: 'ready',
        run: null,
        count,
        bytes: next.kind === 'full' ? next.bytes : Math.round((previous.bytes / Math.max(previous.count, 1)) * count),
        refreshedAt: run.startedAt,
        error: null,
      }));
      await packWorker.apply(
        page.items.map((item) => item.sku),
        page.removed,
        next.target,
      );
      announcePackVersion(next.target);
      return;
    }
    // Paused while the page was being stored: keep the page, and the pause.
    state = {
      ...state,
      phase: signal.aborted ? 'paused' : state.phase,
      branch: page.branch,
      nearby: page.nearby,
      run: next,
      error: null,
    };
    await storePackPage({ items: lastSlice, removed: page.removed }, state);
    await packWorker.apply(
      page.items.map((item) => item.sku),
      page.removed,
      null,
    );
    if (signal.aborted) return;
  }
}

/** Whether an error is the line (retry when back online) rather than something the person must see. */
function isDroppedLine(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof TypeError ||
    (error instanceof ApiError && error.status >= 500)
  );
}

/**
 * Runs `work` holding the tabs' run lock. `wait`: queue behind a run under way (a new download
 * replacing it); otherwise give up at once when another tab holds it (its run goes on there).
 */
async function withRunLock(work: () => Promise<void>, wait: boolean): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  await locks.request(RUN_LOCK, { ifAvailable: !wait }, async (lock) => {
    if (lock) await work();
  });
}

/** Whether another tab is running a download or refresh now. */
export async function runningInAnotherTab(): Promise<boolean> {
  if (current || typeof navigator === 'undefined' || !navigator.locks) return false;
  const held = await navigator.locks.query();
  return (held.held ?? []).some((lock) => lock.name === RUN_LOCK);
}

/**
 * Runs the run the state holds, once across tabs. `prepare` (setting up the run) always runs
 * first, so that a pause or a removal asked for straight after a start finds that start's state.
 * `takeOver`: stop this tab's run under way and start once it has stored what it was storing.
 */
function drive(prepare?: () => Promise<void>, takeOver = false): Promise<void> {
  if (current && !takeOver) return current.done;
  const previous = current;
  previous?.controller.abort();
  const controller = new AbortController();
  const done = withRunLock(async () => {
    try {
      await previous?.done.catch(() => {});
      await prepare?.();
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
      // The line resumes by itself; a full disk or a refusal needs the person.
      const dropped = isDroppedLine(error);
      const message = isQuotaError(error) ? STORAGE_FULL : dropped ? PAUSED_BY_NETWORK : errorMessage(error);
      await writePackState({ ...state, phase: dropped ? 'paused' : 'failed', error: message });
    }
  }, takeOver);
  current = { controller, done };
  void done.finally(() => {
    if (current?.controller === controller) current = null;
  });
  return done;
}

/** Stops this tab's run and waits until it has stored what it was storing. */
async function stopCurrent(): Promise<void> {
  const run = current;
  if (!run) return;
  run.controller.abort();
  await run.done.catch(() => {});
}

export const packDownload = {
  isRunning: (): boolean => current !== null,

  /** Downloads a branch's pack from scratch (the first time, or another branch). */
  start(branch: { id: string; name: string; slug: string | null }): Promise<void> {
    return drive(async () => {
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
    }, true);
  },

  /** Asks for what changed since the version held; a run paused half-way carries on instead. */
  async refresh(): Promise<void> {
    if (current) return current.done;
    await drive(async () => {
      const state = await readPackState();
      if (!state) return;
      if (!state.run) {
        if (state.version === null) return;
        await writePackState({ ...state, phase: 'refreshing', run: freshRun('delta'), error: null });
      } else {
        await writePackState({
          ...state,
          phase: state.run.kind === 'full' ? 'downloading' : 'refreshing',
          error: null,
        });
      }
    });
  },

  async resume(): Promise<void> {
    await packDownload.refresh();
  },

  async pause(): Promise<void> {
    await stopCurrent();
    const state = await readPackState();
    if (state?.run && state.phase !== 'paused') await writePackState({ ...state, phase: 'paused', error: null });
  },

  /** Removes the pack and its index from the device, a run under way included. */
  async remove(): Promise<void> {
    await stopCurrent();
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
