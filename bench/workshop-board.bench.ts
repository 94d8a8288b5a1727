// `npm run bench` (the workshop board, issue 47): the board for 20 bays and 200 work orders drawn
// in Chromium at 1920×1080 (the wall screen) by the real BoardColumns built by Vite, with the app's
// styles. One draw: from asking React to render the whole board until the frame is painted. Aim:
// p95 ≤ 100 ms. Beside it: the board drawn again after a poll brought one job moved.
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildBenchPage, launchChromium, serveDirectory } from './browser-page';
import { summarise } from './support';

const RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 40);
const BAYS = 20;
const WORK_ORDERS = 200;
const AIMS = { drawPaintedP95Ms: 100 };

const outDir = await buildBenchPage('workshop-board', '/', { withReact: true });
const { origin, server } = await serveDirectory(outDir);
const browser = await launchChromium();
let shape: { technicians: number; workOrders: number; nodes: number };
let samples: Record<string, number[]>;
try {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`Page error: ${error.message}`));
  await page.goto(`${origin}/workshop-board.html`);
  await page.waitForFunction(() => typeof window.workshopBoardBench === 'object');
  shape = await page.evaluate(([bays, count]) => window.workshopBoardBench.setUp(bays, count), [BAYS, WORK_ORDERS] as [
    number,
    number,
  ]);
  samples = await page.evaluate((runs) => window.workshopBoardBench.run(runs), RUNS);
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
const draw = { inDom: figure('drawInDom'), painted: figure('drawPainted') };
const update = { painted: figure('updatePainted') };
const meets = { drawPaintedP95: draw.painted.p95Ms <= AIMS.drawPaintedP95Ms };

console.log(
  `Chromium at 1920×1080, the board of ${shape.technicians} technicians and ${shape.workOrders} work orders ` +
    `(${shape.nodes} elements, ${draw.painted.runs} draws):`,
);
console.log(
  `  drawn: in the DOM p50 ${draw.inDom.p50Ms} ms, p95 ${draw.inDom.p95Ms} ms; painted p50 ${draw.painted.p50Ms} ms, ` +
    `p95 ${draw.painted.p95Ms} ms (aim ≤ ${AIMS.drawPaintedP95Ms} ${meets.drawPaintedP95 ? '✓' : '✗'})`,
);
console.log(`  drawn again with one job moved: painted p50 ${update.painted.p50Ms} ms, p95 ${update.painted.p95Ms} ms`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/workshop-board.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      where: 'Chromium 1920×1080, the real BoardColumns built by Vite with the app’s styles',
      ...shape,
      draw,
      update,
      aims: AIMS,
      meets,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/workshop-board.json');
