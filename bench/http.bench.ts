// `npm run bench` (HTTP part): the catalogue's hot routes as a person waits for them. The real
// server runs in a process of its own (built, as `npm start` runs it) and autocannon loads it
// from this process over loopback at 1, 16 and 64 connections. Each route is measured beside the
// floor (`/countries`, a static list) in the same run.
//
// PostgreSQL (BENCH_DATABASE_URL, a server the bench may create databases on) at 200,000 products
// is where the aims are judged; PGlite (the embedded database, one connection) at the default
// demo size is measured too, for the README's "when to move to PostgreSQL".
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname, cpus } from 'node:os';
import { httpTarget, type Target } from './support/http-server';
import { measureRoute, type RouteFigures } from './support/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LARGE_SCALE = Number(process.env.BENCH_LARGE_SCALE ?? 200_000);
// BENCH_CONNECTIONS=16 and BENCH_ROUTES=category,information (words of the routes' names) narrow a
// run, to weigh one change quickly; the floor is always measured.
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map(Number);
const ROUTE_WORDS = process.env.BENCH_ROUTES?.split(',');

interface Route {
  what: string;
  path: string;
  /** Routes of the session's catalogue (prices, the active vehicle) need a guest token. */
  session?: boolean;
  /** p95 aim at 16 connections, and a throughput aim where the issue sets one. */
  aim?: { p95Ms: number; perSecond?: number };
}

async function routesOf(target: Target): Promise<Route[]> {
  const category = await target.json<{ id: string | number }>('/api/storefront/categories/braking%2Fbrake-pads');
  const skus = await target.json<{ products: { sku: string }[] }>(
    '/api/storefront/search?keywords=brake%20pads&itemsPerPage=20',
  );
  const twenty = skus.products.slice(0, 20).map((product) => `skus[]=${encodeURIComponent(product.sku)}`);
  if (twenty.length < 20) throw new Error(`Only ${twenty.length} products found for product information`);
  return [
    {
      what: 'search, two words with a typo',
      path: '/api/storefront/search?keywords=brake%20pads%20fosu',
      aim: { p95Ms: 50, perSecond: 500 },
    },
    { what: 'search, a sku', path: '/api/storefront/search?keywords=P%2085%20020', aim: { p95Ms: 30 } },
    { what: 'search, an OE number', path: '/api/storefront/search?keywords=2%20208%20125', aim: { p95Ms: 30 } },
    {
      what: 'product information, 20 skus',
      path: `/api/products/product-information?${twenty.join('&')}`,
      session: true,
      aim: { p95Ms: 30 },
    },
    {
      what: 'a category page of 24',
      path: `/api/storefront/products-by-category/${category.id}`,
      session: true,
      aim: { p95Ms: 30 },
    },
    { what: 'a static list (/countries), the floor', path: '/api/countries' },
  ];
}

interface Verdict {
  what: string;
  aim: string;
  met: boolean;
}

function judge(route: Route, figures: RouteFigures): Verdict[] {
  const verdicts: Verdict[] = [];
  const at16 = figures.byConnections[16];
  const at64 = figures.byConnections[64];
  if (route.aim && at16) {
    verdicts.push({
      what: route.what,
      aim: `p95 ≤ ${route.aim.p95Ms} ms at 16 connections`,
      met: at16.p95Ms <= route.aim.p95Ms,
    });
    if (route.aim.perSecond)
      verdicts.push({
        what: route.what,
        aim: `≥ ${route.aim.perSecond} req/s at 16 connections`,
        met: at16.perSecond >= route.aim.perSecond,
      });
  }
  if (at64)
    verdicts.push({
      what: route.what,
      aim: 'no error or timeout at 64 connections',
      met: at64.errors === 0 && at64.timeouts === 0 && at64.non2xx === 0,
    });
  return verdicts;
}

async function benchTarget(label: string, target: Target) {
  try {
    const routes = await routesOf(target);
    const token = await target.guestToken();
    const measured = [];
    const verdicts: Verdict[] = [];
    const chosen = routes.filter(
      (route) =>
        !ROUTE_WORDS || route.path === '/api/countries' || ROUTE_WORDS.some((word) => route.what.includes(word)),
    );
    for (const route of chosen) {
      const headers: Record<string, string> = route.session ? { authorization: `Bearer ${token}` } : {};
      const figures = await measureRoute(target.origin, route.path, headers, CONNECTIONS, SECONDS);
      measured.push({ ...route, ...figures });
      verdicts.push(...judge(route, figures));
      for (const [connections, figure] of Object.entries(figures.byConnections)) {
        console.log(
          `${label}: ${route.what}, ${connections} connection(s): ${figure.perSecond} req/s, p50 ${figure.p50Ms} ms, ` +
            `p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms` +
            (figure.errors + figure.timeouts + figure.non2xx > 0
              ? `, ${figure.errors} errors, ${figure.timeouts} timeouts, ${figure.non2xx} non-2xx`
              : ''),
        );
      }
    }
    for (const verdict of verdicts) console.log(`${label}: ${verdict.what}: ${verdict.aim} ${verdict.met ? '✓' : '✗'}`);
    return {
      database: label,
      products: target.products,
      server: target.command,
      seedSeconds: target.seedSeconds,
      routes: measured,
      verdicts,
    };
  } finally {
    await target.stop();
  }
}

// BENCH_ONLY=postgres or pglite runs one of the two, to iterate quickly.
const only = process.env.BENCH_ONLY;
const runs = [];
const url = process.env.BENCH_DATABASE_URL;
if (url && only !== 'pglite') {
  runs.push(
    await benchTarget(
      `PostgreSQL ${LARGE_SCALE.toLocaleString('en-GB')}`,
      await httpTarget({ databaseUrl: url, products: LARGE_SCALE }),
    ),
  );
} else if (!url) {
  console.log(
    'BENCH_DATABASE_URL is not set: ' +
      'the PostgreSQL figures at 200,000 products (where the aims are judged) are skipped.',
  );
}
if (only !== 'postgres') runs.push(await benchTarget('PGlite 5,000', await httpTarget({ products: 5_000 })));

const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  machine: { host: hostname(), cores: cpus().length },
  secondsPerFigure: SECONDS,
  runs,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/http.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench/results/http.json');
