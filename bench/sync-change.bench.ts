// `npm run bench` (sync change): one local change in Chromium through the sync engine's real path
// (recordChange: a basket row with five lines and its outbox entry in one Dexie transaction),
// beside a bare Dexie transaction writing the same two rows into the same tables, interleaved in
// the same page and run. Also shown: the same change through the basket store (read the row,
// re-price it, record), which is what a quantity change on the basket screen costs.
// Aim: recordChange p50 (and p95) ≤ 1.25× the bare transaction's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildBenchPage, launchChromium, serveDirectory } from './browser-page';
import { round, summarise } from './support';

const LINES = 5;
const RUNS = Number(process.env.BENCH_REQUESTS ?? 300);
const AIM_RATIO = 1.25;

const outDir = await buildBenchPage('sync-change');
const { origin, server } = await serveDirectory(outDir);
const browser = await launchChromium();
let samples: Record<string, number[]>;
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/sync-change.html`);
  await page.waitForFunction(() => typeof window.runBench === 'function');
  samples = await page.evaluate(([lines, runs]) => window.runBench(lines, runs), [LINES, RUNS] as const);
} finally {
  await browser.close();
  server.close();
}

const figure = (name: string) => {
  const values = samples[name];
  if (!values?.length) throw new Error(`No samples for ${name}`);
  const { p50Ms, p95Ms } = summarise(values);
  return { p50Ms, p95Ms };
};
const bare = figure('bareDexie');
const versusBare = (name: string) => {
  const value = figure(name);
  return { ...value, p50RatioToBare: round(value.p50Ms / bare.p50Ms), p95RatioToBare: round(value.p95Ms / bare.p95Ms) };
};
const recorded = versusBare('recordChange');
const store = versusBare('basketStore');
const meets = { p50Ratio: recorded.p50RatioToBare <= AIM_RATIO, p95Ratio: recorded.p95RatioToBare <= AIM_RATIO };

const tick = (ok: boolean) => (ok ? '✓' : '✗');
console.log(`Chromium, one basket change (${LINES} lines), ${RUNS} runs each, interleaved:`);
console.log(`  bare Dexie transaction (row + entry): p50 ${bare.p50Ms} ms, p95 ${bare.p95Ms} ms`);
console.log(
  `  recordChange: p50 ${recorded.p50Ms} ms ` +
    `(${recorded.p50RatioToBare}×, aim ≤ ${AIM_RATIO} ${tick(meets.p50Ratio)}), ` +
    `p95 ${recorded.p95Ms} ms (${recorded.p95RatioToBare}×, aim ≤ ${AIM_RATIO} ${tick(meets.p95Ratio)})`,
);
console.log(
  `  basket store setLineQuantity (read, re-price, record): p50 ${store.p50Ms} ms (${store.p50RatioToBare}×), ` +
    `p95 ${store.p95Ms} ms (${store.p95RatioToBare}×)`,
);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/sync-change.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      where: 'Chromium, real IndexedDB, the real src/sync and src/features/basket modules built by Vite',
      basketLines: LINES,
      runs: RUNS,
      bareDexie: bare,
      recordChange: recorded,
      basketStore: store,
      aim: { ratioToBare: AIM_RATIO, judged: 'recordChange p50 and p95 against the bare transaction' },
      meets,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/sync-change.json');
