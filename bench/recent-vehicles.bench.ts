// `npm run bench` (recent vehicles): the app's reads of recent vehicles from Dexie in Chromium
// (what the home page shows offline), 50 entries, beside a bare Dexie read of the same table in
// the same page. Aim: p95 ≤ 10 ms. The page is the real src/db module built by Vite.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

const ENTRIES = 50;
const RUNS = Number(process.env.BENCH_REQUESTS ?? 300);

const outDir = mkdtempSync(join(tmpdir(), 'workbay-bench-recent-'));
await build({
  configFile: false,
  logLevel: 'error',
  root: 'bench/browser',
  build: { outDir, emptyOutDir: true, rollupOptions: { input: 'bench/browser/recent-vehicles.html' } },
});

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer((request, response) => {
  const file = join(outDir, (request.url ?? '/').split('?')[0] ?? '/');
  if (!existsSync(file) || file.endsWith('/')) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: chromiumArgs,
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${port}/recent-vehicles.html`);
await page.waitForFunction(() => typeof window.runBench === 'function');
const samples = await page.evaluate(([entries, runs]) => window.runBench(entries, runs), [ENTRIES, RUNS] as const);
await browser.close();
server.close();

const round = (n: number) => Math.round(n * 1000) / 1000;
const figure = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50Ms: round(at(0.5)), p95Ms: round(at(0.95)) };
};
const figures = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, figure(values)]));
const bare = figures.bareDexieAll?.p50Ms ?? 0;
for (const [name, value] of Object.entries(figures)) {
  console.log(
    `Chromium, ${ENTRIES} recent vehicles: ${name}: p50 ${value.p50Ms} ms, p95 ${value.p95Ms} ms ` +
      `(${round(value.p50Ms / bare)}× bare Dexie)`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/recent-vehicles.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      entries: ENTRIES,
      runs: RUNS,
      figures,
      aim: { p95Ms: 10 },
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/recent-vehicles.json');
