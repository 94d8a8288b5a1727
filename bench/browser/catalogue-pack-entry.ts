// Runs in Chromium (bench/catalogue-pack.bench.ts), served by the bench's own Workbay server so
// that the real client code talks to the real API: the pack downloaded by the real download
// engine into IndexedDB and indexed by the real search worker, a delta applied, then queries
// through the worker beside a bare linear scan of the same rows in this page. Long tasks on the
// main thread are recorded throughout (PerformanceObserver 'longtask': any task over 50 ms).
import { normalisePartNumber } from '../../contract/catalogue/part-number';
import type { PackItem } from '../../contract/catalogue-pack/schemas';
import { setConfig } from '../../src/api/config';
import { appDb } from '../../src/db/app-db';
import { readPackIndex, readPackState } from '../../src/db/catalogue-pack';
import { packDownload } from '../../src/catalogue-pack/pack-download';
import { ensurePackIndexOpen } from '../../src/catalogue-pack/pack-search';
import { createPackWorker, packWorker } from '../../src/catalogue-pack/pack-worker-client';
import { generatePackItems } from '../support/pack-items';

setConfig({ baseUrl: '/api', isCookies: false });

const longTasks: { at: number; ms: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ at: entry.startTime, ms: entry.duration });
}).observe({ type: 'longtask', buffered: true });

/** Long tasks since `from`: how many, and the longest. */
const blocked = (from: number) => {
  const since = longTasks.filter((task) => task.at >= from);
  return {
    longTasks: since.length,
    longestMs: Math.round(Math.max(0, ...since.map((task) => task.ms))),
    /** When each began, in ms from the start of the step, and how long it took. */
    tasks: since.map((task) => ({ atMs: Math.round(task.at - from), ms: Math.round(task.ms) })),
  };
};

async function storageUsage(): Promise<number> {
  return (await navigator.storage.estimate()).usage ?? 0;
}

async function download(branch: { id: string; name: string; slug: string }) {
  const before = await storageUsage();
  const started = performance.now();
  await packDownload.start(branch);
  const ms = performance.now() - started;
  const state = await readPackState();
  const index = await readPackIndex();
  return {
    ms: Math.round(ms),
    products: state?.count ?? 0,
    jsonBytes: state?.bytes ?? 0,
    indexBytes: index?.serialised.length ?? 0,
    storageBytes: (await storageUsage()) - before,
    phase: state?.phase,
    ...blocked(started),
  };
}

async function refresh() {
  const before = (await readPackState())?.version;
  const started = performance.now();
  await packDownload.refresh();
  const ms = performance.now() - started;
  const state = await readPackState();
  return { ms: Math.round(ms), from: before, to: state?.version, ...blocked(started) };
}

/** A fresh worker loading the saved index, as after a reload. */
async function reload() {
  const worker = createPackWorker(
    () => new Worker(new URL('../../src/catalogue-pack/pack.worker.ts', import.meta.url), { type: 'module' }),
  );
  const started = performance.now();
  const opened = await worker.open((await readPackState())?.version ?? null);
  return { ...opened, ms: Math.round(performance.now() - started), inWorkerMs: Math.round(opened.ms) };
}

interface Query {
  kind: 'sku' | 'oe' | 'typo';
  text: string;
}

/** The queries of each kind, from the rows on the device: real skus, real OE numbers, real names misspelt. */
async function queries(perKind: number): Promise<Query[]> {
  const rows = await appDb.packItems.toArray();
  const step = Math.max(1, Math.floor(rows.length / perKind));
  const picked = rows.filter((_, index) => index % step === 0).slice(0, perKind);
  const typo = (word: string) => (word.length > 4 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word);
  return picked.flatMap((row) => {
    const words = row.name.split(' ').filter((word) => word.length > 3);
    const list: Query[] = [{ kind: 'sku', text: row.sku }];
    const oe = row.oe[0]?.number;
    if (oe) list.push({ kind: 'oe', text: oe });
    if (words.length >= 2)
      list.push({
        kind: 'typo',
        text: `${words[0]?.toLowerCase()} ${typo(words[words.length - 1]?.toLowerCase() ?? '')}`,
      });
    return list;
  });
}

/**
 * The baseline: a bare linear scan of the same rows held in memory, comparing normalised numbers
 * and looking for every word in the words, the simplest thing that could answer the same query.
 */
function linearScan(rows: PackItem[], text: string): string[] {
  const number = normalisePartNumber(text);
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const hits: string[] = [];
  for (const row of rows) {
    if (
      row.sku === number ||
      normalisePartNumber(row.mpn) === number ||
      row.oe.some((oe) => normalisePartNumber(oe.number) === number)
    ) {
      hits.push(row.sku);
      continue;
    }
    const haystack = `${row.name} ${row.words}`.toLowerCase();
    if (words.every((word) => haystack.includes(word))) hits.push(row.sku);
  }
  return hits.slice(0, 24);
}

async function measureQueries(perKind: number, rounds: number) {
  const list = await queries(perKind);
  const rows = await appDb.packItems.toArray();
  await ensurePackIndexOpen((await readPackState())?.version ?? null);
  const samples: Record<string, { worker: number[]; roundTrip: number[]; scan: number[] }> = {};
  let found = 0;
  let typos = 0;
  for (let round = 0; round < rounds; round++) {
    for (const query of list) {
      const bucket = (samples[query.kind] ??= { worker: [], roundTrip: [], scan: [] });
      const started = performance.now();
      const { hits, ms } = await packWorker.search(query.text, 24);
      bucket.roundTrip.push(performance.now() - started);
      bucket.worker.push(ms);
      const scanStarted = performance.now();
      linearScan(rows, query.text);
      bucket.scan.push(performance.now() - scanStarted);
      if (round === 0 && query.kind === 'typo') {
        typos += 1;
        if (hits.length > 0) found += 1;
      }
    }
  }
  return { samples, typoAnswered: typos ? found / typos : 0, rows: rows.length };
}

/** Grows the pack to `target` products with generated ones of the same shape, and rebuilds the index in the worker. */
async function growTo(target: number) {
  const have = await appDb.packItems.count();
  const extra = generatePackItems(target - have).map((item) => ({ ...item, sku: `9${item.sku}` }));
  for (let start = 0; start < extra.length; start += 5000)
    await appDb.packItems.bulkPut(extra.slice(start, start + 5000));
  const state = await readPackState();
  if (state) await appDb.packState.put({ ...state, version: `${state.version}-grown`, count: target });
  const started = performance.now();
  await ensurePackIndexOpen(`${state?.version}-grown`);
  return {
    products: await appDb.packItems.count(),
    indexMs: Math.round(performance.now() - started),
    ...blocked(started),
  };
}

declare global {
  interface Window {
    bench: {
      download: typeof download;
      refresh: typeof refresh;
      reload: typeof reload;
      measureQueries: typeof measureQueries;
      growTo: typeof growTo;
    };
  }
}
window.bench = { download, refresh, reload, measureQueries, growTo };
