// `npm run bench` (the phone part): Lighthouse's mobile audit (simulated slow 4G, a 4× slower CPU)
// on the main pages of the built app, served by the real server with the demo data, three runs
// each, medians written to bench/results/lighthouse.json beside the floor: a blank Vite + React
// page built by the same toolchain and served by the same server. Then the installed app opened
// again (service worker warm, the same CPU slowdown): how soon a category seen before shows its
// first product card. BENCH_PAGES=home,category narrows a run; BENCH_RUNS changes the count.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { buildClient } from './support/built-client';
import { httpTarget } from './support/http-server';
import { audit, AIMS, meetsAims, median, type PageFigures } from './support/lighthouse-audit';
import { PAGE_PATHS, prepareBasket, clearWorkerAndCaches, warmCategoryCardMs } from './support/lighthouse-pages';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9339);
const PAGES: { name: string; path: string }[] = [
  { name: 'floor', path: '/floor/floor.html' },
  ...Object.entries(PAGE_PATHS).map(([name, path]) => ({ name, path })),
];
const only = process.env.BENCH_PAGES?.split(',');
const chosen = (name: string) => !only || name === 'floor' || only.includes(name);

// BENCH_DIST=dir measures a client built already (by buildClient, kept): to try a change to the built files.
const kept = process.env.BENCH_DIST;
const dist = kept ?? (await buildClient());
const target = await httpTarget({ products: 5_000, distDir: dist });
const profile = mkdtempSync(join(tmpdir(), 'workbay-bench-lighthouse-'));
// A persistent context is the browser's default one, where Lighthouse opens its tabs; no viewport
// of Playwright's, so that Lighthouse's phone emulation holds.
const context: BrowserContext = await chromium.launchPersistentContext(profile, {
  executablePath: findChromium(),
  args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  viewport: null,
});

const figures: Record<string, PageFigures> = {};
const show = (name: string, page: PageFigures) =>
  console.log(
    `${name}: performance ${page.performance}, FCP ${page.fcpMs} ms, LCP ${page.lcpMs} ms, ` +
      `TBT ${page.tbtMs} ms, CLS ${page.cls}, accessibility ${page.accessibility}, ` +
      `best practices ${page.bestPractices}${page.failing.length ? `; failing: ${page.failing.join(', ')}` : ''}`,
  );
try {
  for (const { name, path } of PAGES.filter((page) => chosen(page.name))) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${target.origin}${path}`, DEBUG_PORT));
    figures[name] = median(runs);
    show(name, figures[name]);
  }
  if (chosen('basket')) {
    // The basket with items: filled on the device first, then audited without Lighthouse's storage
    // reset (that would empty it); the worker and its caches go before each run, as on a first visit.
    await prepareBasket(context, target.origin);
    const runs = [];
    const firstVisit = () => clearWorkerAndCaches(context, target.origin);
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await audit(`${target.origin}/store/basket`, DEBUG_PORT, { keepStorage: true, before: firstVisit }));
    figures.basket = median(runs);
    show('basket', figures.basket);
  }
  const warmCardMs = chosen('warm') ? await warmCategoryCardMs(context, target.origin, RUNS) : null;
  if (warmCardMs !== null)
    console.log(`installed, opened again: first product card after ${warmCardMs} ms (aim ≤ 1000)`);

  const verdicts = Object.entries(figures)
    .filter(([name]) => name !== 'floor')
    .map(([name, page]) => ({ name, misses: meetsAims(page) }));
  for (const { name, misses } of verdicts) console.log(`${name}: ${misses.length ? `✗ ${misses.join('; ')}` : '✓'}`);
  mkdirSync('bench/results/lighthouse', { recursive: true });
  // The figures without the whole reports, which go to files of their own below.
  const pages = Object.fromEntries(
    Object.entries(figures).map(([name, page]) => [name, { ...page, report: undefined }]),
  );
  writeFileSync(
    'bench/results/lighthouse.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, aims: AIMS, pages, warmCardMs }, null, 2)}\n`,
  );
  // The median run's whole report per page: open in the Lighthouse viewer, or read its audits.
  for (const [name, { report }] of Object.entries(figures)) {
    writeFileSync(`bench/results/lighthouse/${name}.report.json`, JSON.stringify(report));
  }
  console.log('Written to bench/results/lighthouse.json and bench/results/lighthouse/');
} finally {
  await context.close();
  await target.stop();
  rmSync(profile, { recursive: true, force: true });
  if (!kept) rmSync(dist, { recursive: true, force: true });
}
