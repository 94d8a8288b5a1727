// `npm run bench` (quote search, issue 25): the quote list searched on the device in Chromium, as
// the app does it offline (the person's quotes read from Dexie, then searched, dated, sorted and
// paged by filterDeviceQuotes), with 1,000 quotes on the device, beside a bare Dexie scan of the
// same rows (`toArray()` then a plain filter) in the same page and run; also the search alone on
// rows in hand (a keystroke) and, not in the app, a table of summaries without the lines (what it
// would save). Aim: p95 ≤ 20 ms. The page is the real src/db and src/features/quotes modules built
// by Vite.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BenchSearch } from './browser/quote-search-entry';
import { buildBenchPage, launchChromium, serveDirectory } from './browser-page';
import { summarise } from './support';
import { benchQuote } from './support/quote-fixture';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 1000);
const RUNS = Number(process.env.BENCH_REQUESTS ?? 300);
const AIM_P95_MS = 20;

const now = Date.now();
const day = (daysBack: number) => new Date(now - daysBack * 86_400_000).toISOString().slice(0, 10);
const search = (what: string, text: string, range?: { from: string; to: string }): BenchSearch => ({
  what,
  filter: { search: text, from: range?.from ?? '', to: range?.to ?? '', page: 1 },
});

const outDir = await buildBenchPage('quote-search');
const { origin, server } = await serveDirectory(outDir);
const browser = await launchChromium();
const results: { what: string; found: number; figures: Record<string, { p50Ms: number; p95Ms: number }> }[] = [];
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/quote-search.html`);
  await page.waitForFunction(() => typeof window.fillQuotes === 'function');
  const newest = await page.evaluate(([count, at]) => window.fillQuotes(count, at), [QUOTES, now] as const);
  const surname = newest.customerName.split(' ').at(-1) ?? '';
  // An Irish plate's year and county ('191-D'), from the newest quote in euros.
  const irish = Array.from({ length: QUOTES }, (_, n) => benchQuote(n, QUOTES, now)).find((q) => q.currency === 'EUR');
  const irishMark = irish?.vehicle?.registration?.split('-').slice(0, 2).join('-') ?? '';
  const searches = [
    search(`a customer's name "${surname}"`, surname),
    search(`part of a plate "${newest.registration.slice(0, 4)}"`, newest.registration.slice(0, 4)),
    search(`an Irish plate's year and county "${irishMark}"`, irishMark),
    search('a make "ford"', 'ford'),
    search('"ford" last month (a date range)', 'ford', { from: day(60), to: day(30) }),
    search('a search that finds nothing "lamborghini"', 'lamborghini'),
  ];
  for (const one of searches) {
    const samples = await page.evaluate(([s, runs]) => window.runSearch(s, runs), [one, RUNS] as const);
    const figures = Object.fromEntries(
      Object.entries(samples).map(([name, { samples: values }]) => {
        const { p50Ms, p95Ms } = summarise(values);
        return [name, { p50Ms, p95Ms }];
      }),
    );
    results.push({ what: one.what, found: samples.app?.found ?? 0, figures });
  }
} finally {
  await browser.close();
  server.close();
}

const tick = (ok: boolean) => (ok ? '✓' : '✗');
const within = (name: string) => results.every((result) => (result.figures[name]?.p95Ms ?? Infinity) <= AIM_P95_MS);
const meets = { app: within('app'), keystroke: within('appRowsInHand') };
const shown = (figure?: { p50Ms: number; p95Ms: number }) => `${figure?.p50Ms} / ${figure?.p95Ms} ms`;
console.log(`Chromium, ${QUOTES.toLocaleString('en-GB')} quotes on the device, ${RUNS} runs each, p50 / p95:`);
for (const { what, found, figures } of results) {
  console.log(
    `  ${what} (${found} found): app ${shown(figures.app)} ${tick((figures.app?.p95Ms ?? Infinity) <= AIM_P95_MS)}; ` +
      `rows in hand ${shown(figures.appRowsInHand)}; bare Dexie scan ${shown(figures.bareDexieScan)}; ` +
      `a summaries table ${shown(figures.summariesTable)}`,
  );
}
console.log(`Aim p95 ≤ ${AIM_P95_MS} ms: read and search ${tick(meets.app)}, a keystroke ${tick(meets.keystroke)}`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/quote-search.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      where: 'Chromium, real IndexedDB, the real src/db and src/features/quotes modules built by Vite',
      quotes: QUOTES,
      runs: RUNS,
      measures: {
        app: 'quotesOfUser (Dexie where userId) then filterDeviceQuotes, page 1: the list searched offline',
        appRowsInHand: 'filterDeviceQuotes alone on rows read once: a keystroke in the search box',
        bareDexieScan: 'quoteTable.toArray() then a plain filter (name, plate, vehicle, days); no sort, no page',
        summariesTable: 'not in the app: a Dexie table of the list rows (no lines), read by userId, same plain filter',
      },
      searches: results,
      aim: { p95Ms: AIM_P95_MS, judged: 'app (read and search) and appRowsInHand (a keystroke), every search' },
      meets,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/quote-search.json');
