// `npm run bench` (technician figures, issue 47): the owner's figures of a workshop of 10
// technicians, as /workshop/figures asks for them, through HTTP under concurrency on PostgreSQL.
// The real server runs in a process of its own (built, as `npm start` runs it) on a database of
// the HTTP bench's kind (BENCH_DATABASE_URL), and autocannon loads it from this process at 1 and 16
// connections, beside the floor (`/countries`, a static list) of the same run:
// - the last full week's figures, split by day (70 rows: 10 technicians × 7 days): aim p95 ≤ 50 ms
//   at 16 connections;
// - the page's default, four weeks split by week: printed, with no aim of its own.
// The figures read no catalogue, so the database is the demo's size (5,000 products) unless
// BENCH_FIGURES_SCALE says otherwise: a 200,000-product seed would take minutes and change nothing
// measured. The workshop (its technicians, about four weeks of clocks and completed work orders) is
// the bench's own, made before the load and removed after it.
import { round, writeResults } from './support';
import { httpTarget } from './support/http-server';
import type { LoadFigure } from './support/load';
import { benchLogin, measureListRoutes, type ListRoute } from './support/list-routes';
import { reportRoutes } from './support/load-report';
import { BENCH_FIGURES_WORKSHOP, fillBenchFigures, removeBenchFigures } from './support/technician-figures-fill';
import { localDayOf, timeZoneOf } from '../contract/clocking/local-time';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE = Number(process.env.BENCH_FIGURES_SCALE ?? 5000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16').split(',').map(Number);
/** Where the aim is judged: the HTTP bench's concurrency. */
const JUDGED_AT = 16;
const AIM_P95_MS = 50;
const DAY_MS = 86_400_000;

interface Figures {
  rows: { soldHours: number; clockedOnJobsHours: number; attendedHours: number }[];
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the technician-figures HTTP bench (judged on PostgreSQL) is skipped.');
  process.exit(0);
}
// The database the HTTP bench server makes for this size (bench/support/http-server.ts).
const databaseUrl = new URL(url);
databaseUrl.pathname = `/workbay_bench_${SCALE}`;

/** The garage's local day `days` after `day`. */
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
// The last full week (Monday to Sunday), whatever day of the week the bench runs on.
const today = localDayOf(Date.now(), timeZoneOf('GB'));
const thisMonday = plus(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
const week = { from: plus(thisMonday, -7), to: plus(thisMonday, -1) };
// The page's default (figures-report.ts, lastFourWeeks): Monday three weeks back to today.
const fourWeeks = { from: plus(thisMonday, -21), to: today };
const figuresPath = (period: { from: string; to: string }, per: string) =>
  `/api/technician-figures?${new URLSearchParams({ ...period, per })}`;

const target = await httpTarget({ databaseUrl: url, products: SCALE });
const measured: (ListRoute & { found?: number; byConnections: Record<number, LoadFigure> })[] = [];
let filled;
try {
  filled = await fillBenchFigures(databaseUrl.toString());
  console.log(
    `A workshop of the bench's own: ${filled.technicians} technicians, ${filled.clockEvents.toLocaleString('en-GB')} ` +
      `clock events over ${filled.days} weekdays, ${filled.workOrders.toLocaleString('en-GB')} work orders ` +
      `(made in ${round(filled.seconds)} s, removed afterwards)`,
  );
  const headers = await benchLogin(target.origin, BENCH_FIGURES_WORKSHOP);
  const routes: ListRoute[] = [
    {
      what: `the week's figures by day (${week.from} to ${week.to})`,
      path: figuresPath(week, 'day'),
      aimP95Ms: AIM_P95_MS,
    },
    { what: `four weeks' figures by week (the page's default)`, path: figuresPath(fourWeeks, 'week') },
    { what: 'a static list (/countries), the floor', path: '/api/countries' },
  ];
  // The week's answer must be the whole of it, with sold and clocked hours in it: figures of
  // nothing would be fast and measure nothing.
  const check = await fetch(`${target.origin}${routes[0]?.path}`, { headers });
  if (!check.ok) throw new Error(`The week's figures: ${check.status} ${await check.text()}`);
  const { rows } = (await check.json()) as Figures;
  const sum = (key: keyof Figures['rows'][number]) => round(rows.reduce((total, row) => total + row[key], 0));
  if (rows.length !== filled.technicians * 7 || sum('soldHours') === 0 || sum('clockedOnJobsHours') === 0)
    throw new Error(`The week's figures are not the workshop's: ${rows.length} rows, ${sum('soldHours')} h sold`);
  console.log(
    `The week: ${rows.length} rows, ${sum('attendedHours')} h attended, ${sum('clockedOnJobsHours')} h on jobs, ` +
      `${sum('soldHours')} h sold`,
  );
  measured.push(
    ...(await measureListRoutes(
      target.origin,
      routes,
      headers,
      { connections: CONNECTIONS, seconds: SECONDS },
      () => false,
    )),
  );
} finally {
  await target.stop();
  // A failed clean-up is said, without hiding the error that ended the run.
  await removeBenchFigures(databaseUrl.toString()).catch((error: unknown) =>
    console.error("The bench's workshop could not be removed:", error),
  );
}

const verdicts = reportRoutes(`PostgreSQL ${SCALE.toLocaleString('en-GB')}`, measured, JUDGED_AT);

writeResults('technician-figures-http', {
  database: `PostgreSQL, ${SCALE.toLocaleString('en-GB')} products`,
  server: target.command,
  workshop: { ...filled, how: "a workshop of the bench's own (user and trade account), removed after the run" },
  week,
  secondsPerFigure: SECONDS,
  routes: measured,
  verdicts,
});
