// `npm run bench` (health-check marking, issue 46): the full check (36 items) on the device in
// Chromium, offline, drawn by the real HealthCheckPage built by Vite. One mark: a tap on an item's
// colour until that button shows checked and the frame is painted (the intent applied, the row and
// its outbox entry written in one transaction, the page drawn again). Aim: p95 ≤ 100 ms. Beside it,
// interleaved in the same page, the floor: a bare React radio group keeping the colour in state.
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildBenchPage, launchChromium, serveDirectory } from './browser-page';
import { summarise } from './support';

const RUNS = Number(process.env.BENCH_MARK_RUNS ?? 200);
const AIMS = { markPaintedP95Ms: 100 };

const outDir = await buildBenchPage('health-check-mark', '/', { withReact: true });
const { origin, server } = await serveDirectory(outDir);
const browser = await launchChromium();
let items: number;
let samples: Record<string, number[]>;
try {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`Page error: ${error.message}`));
  await page.goto(`${origin}/health-check-mark.html`);
  await page.waitForFunction(() => typeof window.healthCheckMarkBench === 'object');
  ({ items } = await page.evaluate(() => window.healthCheckMarkBench.setUp()));
  // The bay during an outage: the marks stay on the device.
  await context.setOffline(true);
  samples = await page.evaluate((runs) => window.healthCheckMarkBench.run(runs), RUNS);
} finally {
  await browser.close();
  server.close();
}

const figure = (name: string) => {
  const values = samples[name];
  if (!values?.length) throw new Error(`No samples for ${name}`);
  const { p50Ms, p95Ms } = summarise(values);
  return { p50Ms, p95Ms, runs: values.length };
};
const mark = { inDom: figure('markInDom'), painted: figure('markPainted') };
const bare = { inDom: figure('bareInDom'), painted: figure('barePainted') };
const meets = { markPaintedP95: mark.painted.p95Ms <= AIMS.markPaintedP95Ms };

console.log(
  `Chromium at 800×1280, offline, a health check of ${items} items on the device (${mark.painted.runs} taps):`,
);
console.log(
  `  bare React radio group: checked in the DOM p95 ${bare.inDom.p95Ms} ms, painted p95 ${bare.painted.p95Ms} ms`,
);
console.log(
  `  HealthCheckPage mark: checked in the DOM p50 ${mark.inDom.p50Ms} ms, p95 ${mark.inDom.p95Ms} ms; ` +
    `painted p50 ${mark.painted.p50Ms} ms, p95 ${mark.painted.p95Ms} ms ` +
    `(aim ≤ ${AIMS.markPaintedP95Ms} ${meets.markPaintedP95 ? '✓' : '✗'})`,
);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/health-check-mark.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      where: 'Chromium 800×1280, offline, real IndexedDB, the real HealthCheckPage built by Vite',
      items,
      mark,
      bare,
      aims: AIMS,
      meets,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/health-check-mark.json');
