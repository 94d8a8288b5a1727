// Runs in Chromium (bench/quote-search.bench.ts): the quote list's search on the device, as the
// app does it offline (src/features/quotes/hooks/use-quote-list.ts): the person's quotes read from
// Dexie (quotesOfUser) and searched, dated, sorted and paged by filterDeviceQuotes. Beside it, the
// same search on rows already in hand (a keystroke: the list's live query does not read again when
// only the search changes), and the baseline: a bare Dexie scan of the same rows
// (`quoteTable.toArray()`) then a plain filter of the name, plate and vehicle for the search.
// Last, what the app does not have: the same search over a table of the quotes' summaries (the
// list's rows, without the lines), in a database of the bench's own, to show what such
// a table would save on reading.
import { Dexie } from 'dexie';
import type { QuoteSummary } from '../../contract/quotes/schemas';
import { quotesOfUser, quoteTable } from '../../src/db/quotes';
import { storeServerCopy } from '../../src/features/quotes/api/pull-quotes';
import { filterDeviceQuotes, summaryOf, type QuoteFilter } from '../../src/features/quotes/quote-list';
import { benchQuote } from '../support/quote-fixture';

const USER = 'bench-user';

type SummaryRow = QuoteSummary & { userId: string };
const summaryDb = new Dexie('workbay-bench-quote-summaries');
summaryDb.version(1).stores({ summaries: 'id, userId' });
const summaries = summaryDb.table<SummaryRow, string>('summaries');

export interface BenchSearch {
  what: string;
  filter: QuoteFilter;
}

/** Runs `run` 20 times to warm up, then `runs` times timed; answers the times (ms) and what it found last. */
async function time(runs: number, run: () => Promise<number> | number) {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  let found = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    found = await run();
    samples.push(performance.now() - started);
  }
  return { samples, found };
}

/**
 * The baseline: every row of the table, then the search's words in the name, plate or vehicle and
 * the days compared as text (no sort, no page).
 */
async function bareScan(filter: QuoteFilter) {
  const rows = await quoteTable.toArray();
  return rows.filter((row) => plainMatch(row.quote, filter)).length;
}

function plainMatch(
  { name, vehicle, createdAt }: Pick<QuoteSummary, 'name' | 'vehicle' | 'createdAt'>,
  { search, from, to }: QuoteFilter,
) {
  if ((from && createdAt < from) || (to && createdAt > `${to}T23:59:59.999Z`)) return false;
  const text = `${name} ${vehicle?.registration ?? ''} ${vehicle?.description ?? ''}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The summaries' table read for the person, then the same plain filter. */
async function summariesScan(filter: QuoteFilter) {
  const rows = await summaries.where('userId').equals(USER).toArray();
  return rows.filter((row) => plainMatch(row, filter)).length;
}

declare global {
  interface Window {
    /** Lays `count` quotes on the device (as a pull from the server does); answers the newest's plate and customer. */
    fillQuotes(count: number, now: number): Promise<{ registration: string; customerName: string }>;
    runSearch(search: BenchSearch, runs: number): Promise<Record<string, { samples: number[]; found: number }>>;
  }
}

window.fillQuotes = async (count, now) => {
  await Promise.all([quoteTable.clear(), summaries.clear()]);
  for (let n = 0; n < count; n++) {
    const quote = benchQuote(n, count, now);
    await storeServerCopy(USER, quote);
    await summaries.put({ ...summaryOf(quote, false), userId: USER });
  }
  const newest = benchQuote(0, count, now);
  return { registration: newest.vehicle?.registration ?? '', customerName: newest.customerName ?? '' };
};

window.runSearch = async ({ filter }, runs) => ({
  app: await time(runs, async () => filterDeviceQuotes(await quotesOfUser(USER), filter).total),
  appRowsInHand: await (async () => {
    const rows = await quotesOfUser(USER);
    return time(runs, () => filterDeviceQuotes(rows, filter).total);
  })(),
  bareDexieScan: await time(runs, () => bareScan(filter)),
  summariesTable: await time(runs, () => summariesScan(filter)),
});
