// `npm run bench` (work-order HTTP, issue 24): the bay tablet's server reads as a person waits for
// them, through HTTP under concurrency, on PostgreSQL. The real server runs in a process of its
// own (built, as `npm start` runs it) on the HTTP bench's database (BENCH_DATABASE_URL, 200,000
// products, made and seeded by that bench if missing), and autocannon loads it from this process
// at 1 and 16 connections, each route beside the floor (`/countries`, a static list) of the same
// run:
// - a vehicle's repair-time tree and its text search ("front pads"): aim p95 ≤ 20 ms;
// - the work-order list of an account with 10,000 work orders, with a status filter and a search
//   (a plate, as a person finds a car's past work; a make among the open ones): aim p95 ≤ 30 ms.
// The 10,000 work orders belong to a workshop of the bench's own (a user and trade account beside
// the demo's), made before the load and removed after it, so no other bench sees them.
import { featuredVariants } from '../server/providers/car-parc';
import { BENCH_WORKSHOP, fillBenchWorkshop, removeBenchWorkshop } from './support/work-order-fill';
import { httpTarget } from './support/http-server';
import type { LoadFigure } from './support/load';
import { benchLogin, measureListRoutes } from './support/list-routes';
import { reportRoutes } from './support/load-report';
import { round, writeResults } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE = Number(process.env.BENCH_LARGE_SCALE ?? 200_000);
const WORK_ORDERS = Number(process.env.BENCH_WORK_ORDERS ?? 10_000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16').split(',').map(Number);
/** Where the aims are judged: the HTTP bench's concurrency. */
const JUDGED_AT = 16;
const VEHICLE = featuredVariants.focusEcoBoost2019;

interface Route {
  what: string;
  path: string;
  aimP95Ms?: number;
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the work-order HTTP bench (judged on PostgreSQL) is skipped.');
  process.exit(0);
}
// The database the HTTP bench keeps for this size (bench/support/http-server.ts).
const databaseUrl = new URL(url);
databaseUrl.pathname = `/workbay_bench_${SCALE}`;

const target = await httpTarget({ databaseUrl: url, products: SCALE });
const measured: (Route & { found?: number; byConnections: Record<number, LoadFigure> })[] = [];
let filled;
try {
  filled = await fillBenchWorkshop(databaseUrl.toString(), WORK_ORDERS);
  console.log(
    `A workshop of the bench's own with ${filled.workOrders.toLocaleString('en-GB')} work orders ` +
      `(made in ${round(filled.seconds)} s, removed afterwards)`,
  );
  const headers = await benchLogin(target.origin, BENCH_WORKSHOP);
  const routes: Route[] = [
    {
      what: `repair-time tree of a vehicle (TecDoc ${VEHICLE.tecdocId})`,
      path: `/api/repair-data/repair-tasks?tecdocId=${VEHICLE.tecdocId}`,
      aimP95Ms: 20,
    },
    {
      what: 'repair-time text search "front pads"',
      path: `/api/repair-data/repair-time-text-search?tecdocId=${VEHICLE.tecdocId}&q=front%20pads`,
      aimP95Ms: 20,
    },
    {
      what: `work-order list, completed, search by plate ${filled.plate}`,
      path: `/api/work-orders?status[]=completed&search=${encodeURIComponent(filled.plate)}`,
      aimP95Ms: 30,
    },
    {
      what: 'work-order list, in progress, search "ford"',
      path: '/api/work-orders?status[]=in-progress&search=ford',
      aimP95Ms: 30,
    },
    { what: 'a static list (/countries), the floor', path: '/api/countries' },
  ];
  measured.push(
    ...(await measureListRoutes(
      target.origin,
      routes,
      headers,
      { connections: CONNECTIONS, seconds: SECONDS },
      (route) => route.path.startsWith('/api/work-orders'),
    )),
  );
} finally {
  await target.stop();
  await removeBenchWorkshop(databaseUrl.toString());
}

const verdicts = reportRoutes(`PostgreSQL ${SCALE.toLocaleString('en-GB')}`, measured, JUDGED_AT);

writeResults('work-order-http', {
  database: `PostgreSQL, ${SCALE.toLocaleString('en-GB')} products`,
  server: target.command,
  workOrders: {
    count: WORK_ORDERS,
    how: "a workshop of the bench's own (user and trade account), removed after the run",
  },
  secondsPerFigure: SECONDS,
  routes: measured,
  verdicts,
});
