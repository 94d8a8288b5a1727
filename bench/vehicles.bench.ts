// `npm run bench` (vehicles part): a registration lookup through the API with the local vehicle
// data provider, beside the bare SQL query of the same vehicle and a bare Fastify JSON route
// measured in the same run, on PGlite and, when BENCH_DATABASE_URL names an empty PostgreSQL
// database, on PostgreSQL. Aim: p95 ≤ 20 ms, p50 ≤ 1.5× the bare query.
import { mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../server/app';
import { pgliteHandle, queryRows, type DatabaseHandle } from '../server/db/database';
import { postgresSchema, round, time } from './support';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const inject = (app: FastifyInstance, options: InjectOptions) => async () => {
  const response = await app.inject(options);
  if (response.statusCode >= 400)
    throw new Error(`Benchmark request failed: ${response.statusCode} ${response.body.slice(0, 200)}`);
};

async function benchDatabase(label: string, handle: DatabaseHandle) {
  const app = await buildApp({
    database: handle,
    config: { logLevel: 'silent', demoData: true, authRateLimitMax: 1_000_000, refreshRateLimitMax: 1_000_000 },
  });
  const payload = {
    vehicleDetails: Array.from({ length: 8 }, (_, i) => ({ name: `Name${i}`, value: 'value' })),
    tecdocId: 1,
  };
  app.get('/bench/bare', async () => payload);
  await app.ready();
  const guest = (await app.inject({ method: 'POST', url: '/api/auth', payload: {} })).json<{ token: string }>().token;
  const headers = { authorization: `Bearer ${guest}` };
  const lookup = (saveToCache: boolean): InjectOptions => ({
    method: 'POST',
    url: '/api/storefront/vehicle-search/vrm',
    headers,
    payload: { vrm: 'WB19 KFD', saveToCache },
  });
  // The same rows the local provider reads: the registered vehicle with its variant, model and make.
  const bareSql = async () => {
    await queryRows(
      handle.db,
      sql`SELECT v.*, va.engine_cc, va.fuel, m.name, mk.name FROM registered_vehicles v
          JOIN vehicle_variants va ON va.id = v.variant_id JOIN vehicle_models m ON m.id = va.model_id
          JOIN vehicle_makes mk ON mk.id = m.make_id WHERE v.vrm = 'WB19KFD'`,
    );
  };

  const bareRoute = await time(REQUESTS, inject(app, { method: 'GET', url: '/bench/bare' }));
  const query = await time(REQUESTS, bareSql);
  const lookupOnly = await time(REQUESTS, inject(app, lookup(false)));
  const lookupSaving = await time(REQUESTS, inject(app, lookup(true)));
  await app.close();
  for (const [what, figure] of [
    ['lookup', lookupOnly],
    ['lookup that saves', lookupSaving],
  ] as const) {
    console.log(
      `${label}: registration ${what}: p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, ${figure.perSecond}/s; ` +
        `bare SQL p50 ${query.p50Ms} ms (${round(figure.p50Ms / query.p50Ms)}×), bare route p50 ${bareRoute.p50Ms} ms`,
    );
  }
  return {
    database: label,
    bareRoute,
    bareSql: query,
    lookup: { ...lookupOnly, p50RatioToBareSql: round(lookupOnly.p50Ms / query.p50Ms) },
    lookupThatSaves: { ...lookupSaving, p50RatioToBareSql: round(lookupSaving.p50Ms / query.p50Ms) },
    aims: { p95Ms: 20, p50RatioToBareSql: 1.5 },
  };
}

const runs = [await benchDatabase('PGlite', pgliteHandle(new PGlite()))];
const url = process.env.BENCH_DATABASE_URL;
if (url) runs.push(await benchDatabase('PostgreSQL', await postgresSchema(url, 'vehicles')));
else console.log('BENCH_DATABASE_URL is not set: PostgreSQL figures skipped.');

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/vehicles.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      node: process.version,
      requestsPerFigure: REQUESTS,
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/vehicles.json');
