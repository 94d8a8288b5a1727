// `npm run bench` (orders, issue 26): a trade account finding its orders as a person waits for
// them, through HTTP under concurrency, on PostgreSQL. The real server runs in a process of its
// own (built, as `npm start` runs it) on the HTTP bench's database (BENCH_DATABASE_URL, 200,000
// products, made and seeded by that bench if missing), with 100,000 orders across 100 trade
// accounts of the bench's own (bench/support/orders-fill.ts, removed after the run), and
// autocannon loads it at 1 and 16 connections, each route beside the floor (`/countries`):
// - the person's orders, the trade account's, by vehicle, by reference, between two dates and one
//   order by its reference: aim p95 ≤ 30 ms at 16 connections.
import { BENCH_BUYER, fillBenchOrders, removeBenchOrders } from './support/orders-fill';
import { httpTarget } from './support/http-server';
import type { LoadFigure } from './support/load';
import { benchLogin, measureListRoutes } from './support/list-routes';
import { reportRoutes } from './support/load-report';
import { round, writeResults } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE = Number(process.env.BENCH_LARGE_SCALE ?? 200_000);
const ACCOUNTS = Number(process.env.BENCH_ORDER_ACCOUNTS ?? 100);
const PER_ACCOUNT = Number(process.env.BENCH_ORDERS_PER_ACCOUNT ?? 1000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16').split(',').map(Number);
const JUDGED_AT = 16;
const AIM_P95_MS = 30;

interface Route {
  what: string;
  path: string;
  aimP95Ms?: number;
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the orders HTTP bench (judged on PostgreSQL) is skipped.');
  process.exit(0);
}
const databaseUrl = new URL(url);
databaseUrl.pathname = `/workbay_bench_${SCALE}`;

const target = await httpTarget({ databaseUrl: url, products: SCALE });
const measured: (Route & { found?: number; byConnections: Record<number, LoadFigure> })[] = [];
let filled;
try {
  filled = await fillBenchOrders(databaseUrl.toString(), ACCOUNTS, PER_ACCOUNT);
  console.log(
    `${filled.orders.toLocaleString('en-GB')} orders across ${filled.accounts} trade accounts of the bench's own ` +
      `(made in ${round(filled.seconds)} s, removed afterwards)`,
  );
  const headers = await benchLogin(target.origin, BENCH_BUYER);
  const month = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
  const routes: Route[] = [
    { what: 'your orders, the first page', path: '/api/users-orders' },
    { what: "the trade account's orders, the first page", path: '/api/users-babbage-account-orders' },
    { what: `your orders for ${filled.plate}`, path: `/api/users-orders?vehicle=${encodeURIComponent(filled.plate)}` },
    { what: 'your orders by reference "Job 31"', path: '/api/users-orders?customerReference=Job%2031' },
    {
      what: 'your orders of last month',
      path: `/api/users-orders?createdAt[after]=${month(60)}&createdAt[before]=${month(30)}`,
    },
    { what: `one order by its reference ${filled.reference}`, path: `/api/orders?reference=${filled.reference}` },
  ].map((route) => ({ ...route, aimP95Ms: AIM_P95_MS }));
  routes.push({ what: 'a static list (/countries), the floor', path: '/api/countries' });
  measured.push(
    ...(await measureListRoutes(
      target.origin,
      routes,
      headers,
      { connections: CONNECTIONS, seconds: SECONDS },
      (route) => route.aimP95Ms !== undefined,
    )),
  );
} finally {
  await target.stop();
  await removeBenchOrders(databaseUrl.toString());
}

const verdicts = reportRoutes('PostgreSQL', measured, JUDGED_AT);

writeResults('orders-http', {
  database: `PostgreSQL, ${SCALE.toLocaleString('en-GB')} products`,
  server: target.command,
  orders: { count: ACCOUNTS * PER_ACCOUNT, accounts: ACCOUNTS, how: "the bench's own, removed after the run" },
  secondsPerFigure: SECONDS,
  routes: measured,
  verdicts,
});
