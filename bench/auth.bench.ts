// `npm run bench`: what a session costs the server, measured through app.inject on an in-memory
// PGlite with the demo data. Machines here are noisy, so each figure is also given as a ratio to a
// baseline measured in the same run: an unauthenticated request that touches no database.
import { mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../server/app';
import { pgliteHandle } from '../server/db/database';

const REQUESTS = 300;
const LOGINS = 20;

async function measure(app: FastifyInstance, count: number, request: () => InjectOptions) {
  // Warm-up: JIT, statement caches, the first JWT key import.
  for (let i = 0; i < Math.min(10, count); i++) await app.inject(request());
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const response = await app.inject(request());
    if (response.statusCode >= 400)
      throw new Error(`Benchmark request failed: ${response.statusCode} ${response.body}`);
  }
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { count, meanMs: elapsedMs / count, perSecond: (count * 1000) / elapsedMs };
}

const app = await buildApp({
  database: pgliteHandle(new PGlite()),
  config: { logLevel: 'silent', demoData: true, authRateLimitMax: 1_000_000, refreshRateLimitMax: 1_000_000 },
});
await app.ready();

const credentials = { email: 'retail@workbay.test', password: 'Retail-Bay-2026!' };
const login = await app.inject({ method: 'POST', url: '/api/auth', payload: credentials });
const { token } = login.json() as { token: string };
const bearer = { authorization: `Bearer ${token}` };

const baseline = await measure(app, REQUESTS, () => ({ method: 'GET', url: '/api/captcha' }));
const me = await measure(app, REQUESTS, () => ({ method: 'GET', url: '/api/me', headers: bearer }));
const guestLogin = await measure(app, REQUESTS / 3, () => ({ method: 'POST', url: '/api/auth', payload: {} }));
const passwordLogin = await measure(app, LOGINS, () => ({ method: 'POST', url: '/api/auth', payload: credentials }));
await app.close();

const ratio = (figure: { meanMs: number }) => Number((figure.meanMs / baseline.meanMs).toFixed(2));
const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  baseline: { what: 'GET /api/captcha (no auth, no database)', ...baseline },
  figures: [
    { what: 'GET /api/me (JWT check + live-session lookup)', ...me, ratioToBaseline: ratio(me) },
    {
      what: 'POST /api/auth empty body (guest login: user, session, token pair)',
      ...guestLogin,
      ratioToBaseline: ratio(guestLogin),
    },
    {
      what: 'POST /api/auth with password (Argon2id verify + session)',
      ...passwordLogin,
      ratioToBaseline: ratio(passwordLogin),
    },
  ],
};

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/auth.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(`baseline ${baseline.meanMs.toFixed(2)} ms`);
for (const figure of results.figures) {
  console.log(`${figure.what}: ${figure.meanMs.toFixed(2)} ms mean, ${figure.ratioToBaseline}× baseline`);
}
console.log('Written to bench/results/auth.json');
