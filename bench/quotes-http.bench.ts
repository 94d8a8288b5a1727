// `npm run bench` (quotes, issue 25): a person finding a quote in their list (get-by-user, pages of
// 10) as they wait for it, through HTTP under concurrency, on PostgreSQL. The real server runs in
// a process of its own (built, as `npm start` runs it) on the HTTP bench's database
// (BENCH_DATABASE_URL, 200,000 products, made and seeded by that bench if missing), with 100,000
// quotes across 100 users of the bench's own (bench/support/quotes-fill.ts, removed after the
// run), and autocannon loads it at 1 and 16 connections, each route beside the floor (`/countries`):
// - the first page, by a customer's name, part of a plate, a make, a make within a month, a month
//   alone, and a search that finds nothing: aim p95 ≤ 30 ms at 16 connections.
import { benchQuote } from './support/quote-fixture';
import { BENCH_QUOTER, fillBenchQuotes, removeBenchQuotes } from './support/quotes-fill';
import { httpTarget } from './support/http-server';
import { benchLogin, measureListRoutes, type ListRoute, type MeasuredListRoute } from './support/list-routes';
import { reportRoutes } from './support/load-report';
import { round, writeResults } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE = Number(process.env.BENCH_LARGE_SCALE ?? 200_000);
const USERS = Number(process.env.BENCH_QUOTE_USERS ?? 100);
const PER_USER = Number(process.env.BENCH_QUOTES_PER_USER ?? 1000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16').split(',').map(Number);
const JUDGED_AT = 16;
const AIM_P95_MS = 30;
const PATH = '/api/storefront/wishlists/get-by-user';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the quotes HTTP bench (judged on PostgreSQL) is skipped.');
  process.exit(0);
}
const databaseUrl = new URL(url);
databaseUrl.pathname = `/workbay_bench_${SCALE}`;

/** get-by-user's query: §7's dates, yyyy-MM-ddTHH:mm:ss, a whole day at each end. */
const query = (search: { nameOrVehicle?: string; from?: string; to?: string }) => {
  const params = new URLSearchParams();
  if (search.nameOrVehicle) params.set('nameOrVehicle', search.nameOrVehicle);
  if (search.from) params.set('createdAt[after]', `${search.from}T00:00:00`);
  if (search.to) params.set('createdAt[before]', `${search.to}T23:59:59`);
  const text = params.toString();
  return text ? `${PATH}?${text}` : PATH;
};

const now = Date.now();
const day = (daysBack: number) => new Date(now - daysBack * 86_400_000).toISOString().slice(0, 10);
// What the bench user has, from the fixture the fill used: a customer and a plate of theirs.
const newest = benchQuote(0, PER_USER, now, 0);
const surname = (newest.customerName ?? '').split(' ').at(-1) ?? '';
const plate = (newest.vehicle?.registration ?? '').replace(/[\s-]/g, '').slice(0, 5);

const target = await httpTarget({ databaseUrl: url, products: SCALE });
const measured: MeasuredListRoute[] = [];
let filled;
try {
  filled = await fillBenchQuotes(databaseUrl.toString(), USERS, PER_USER, now);
  console.log(
    `${filled.quotes.toLocaleString('en-GB')} quotes across ${filled.users} users of the bench's own ` +
      `(made in ${round(filled.seconds)} s, removed afterwards)`,
  );
  const headers = await benchLogin(target.origin, BENCH_QUOTER);
  const routes: ListRoute[] = [
    { what: 'your quotes, the first page', path: query({}) },
    { what: `by a customer's name "${surname}"`, path: query({ nameOrVehicle: surname }) },
    { what: `by part of a plate "${plate}"`, path: query({ nameOrVehicle: plate }) },
    { what: 'by a make "ford"', path: query({ nameOrVehicle: 'ford' }) },
    { what: '"ford" last month (a date range)', path: query({ nameOrVehicle: 'ford', from: day(60), to: day(30) }) },
    { what: 'last month alone', path: query({ from: day(60), to: day(30) }) },
    { what: 'a search that finds nothing "lamborghini"', path: query({ nameOrVehicle: 'lamborghini' }) },
  ].map((route) => ({ ...route, aimP95Ms: AIM_P95_MS }));
  routes.push({ what: 'a static list (/countries), the floor', path: '/api/countries' });
  measured.push(
    ...(await measureListRoutes(
      target.origin,
      routes,
      headers,
      { connections: CONNECTIONS, seconds: SECONDS },
      (route) => route.aimP95Ms !== undefined && !route.path.includes('lamborghini'),
    )),
  );
} finally {
  await target.stop();
  await removeBenchQuotes(databaseUrl.toString());
}

const verdicts = reportRoutes('PostgreSQL', measured, JUDGED_AT);

writeResults('quotes-http', {
  database: `PostgreSQL, ${SCALE.toLocaleString('en-GB')} products`,
  server: target.command,
  quotes: { count: USERS * PER_USER, users: USERS, how: "the bench's own, removed after the run" },
  secondsPerFigure: SECONDS,
  routes: measured,
  verdicts,
});
