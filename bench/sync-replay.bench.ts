// `npm run bench` (sync replay): 1,000 basket changes queued on the device (line quantities across
// five products, queued by the basket store into the outbox) and sent by the real replay engine
// in Chromium with real IndexedDB, against the real server on the embedded database, beside plain
// sequential fetches of the same calls (same route, bodies and headers, a fresh Idempotency-Key
// each) in the same page and run. The page is served by the server itself, so the session (cookie
// mode, the app's default) works as in the app. With BENCH_DATABASE_URL (an empty PostgreSQL
// database) the same on PostgreSQL. Aims: replay ≥ 0.8× the plain requests' throughput and
// ≥ 500 changes per second.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from '../contract/ids/uuid-v7';
import { buildApp } from '../server/app';
import { featuredSkus } from '../server/demo/catalogue/featured';
import { pgliteHandle, type DatabaseHandle } from '../server/db/database';
import { buildBenchPage, launchChromium } from './browser-page';
import type { RunResult } from './browser/sync-replay-entry';
import { postgresSchema, round } from './support';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000);
const WARM_UP = 100;
const AIMS = { ratioToPlain: 0.8, changesPerSecond: 500 };
const USER = { email: 'trade@workbay.test', password: 'Trade-Bay-2026!' };
const SKUS = [
  featuredSkus.brakePadsFocus,
  featuredSkus.brakeDiscsFocus,
  featuredSkus.fittingKitFocus,
  featuredSkus.oilFilterGolf,
  featuredSkus.wiperBlade650,
];

// The bench page stands in for the built app: the server serves it at / from its dist directory.
const distDir = await buildBenchPage('sync-replay');
copyFileSync(join(distDir, 'sync-replay.html'), join(distDir, 'index.html'));

const perSecond = (run: RunResult) => round((run.changes * 1000) / run.ms);

/**
 * The server alone: the same PUTs one after another through app.inject (no HTTP, no browser), a
 * bearer session of the same user. No client, however quick, sends faster than this.
 */
async function serverAlone(app: FastifyInstance, changes: number): Promise<number> {
  const login = await app.inject({ method: 'POST', url: '/api/auth', payload: USER });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const id = uuidv7();
  const lines = SKUS.map((sku) => ({ id: uuidv7(), product: `/products/${sku}`, quantity: 1, productName: sku }));
  const created = await app.inject({
    method: 'POST',
    url: '/api/baskets',
    headers: { ...headers, 'idempotency-key': uuidv7() },
    payload: { id, currency: 'GBP', lines },
  });
  let version = created.json<{ version: number }>().version;
  const started = performance.now();
  for (let i = 0; i < changes; i++) {
    const line = lines[i % lines.length] as (typeof lines)[number];
    const response = await app.inject({
      method: 'PUT',
      url: `/api/baskets/${id}`,
      headers: { ...headers, 'idempotency-key': uuidv7() },
      payload: { version, lines: [{ ...line, quantity: 2 + (Math.floor(i / lines.length) % 8) }] },
    });
    if (response.statusCode !== 200)
      throw new Error(`Server-alone request ${i} failed: ${response.statusCode} ${response.body.slice(0, 200)}`);
    version = response.json<{ version: number }>().version;
  }
  return round((changes * 1000) / (performance.now() - started));
}

async function benchDatabase(label: string, handle: DatabaseHandle) {
  const app = await buildApp({
    database: handle,
    config: {
      logLevel: 'silent',
      demoData: true,
      distDir,
      dataDir: mkdtempSync(join(tmpdir(), 'workbay-bench-replay-data-')),
      authRateLimitMax: 1_000_000,
      refreshRateLimitMax: 1_000_000,
      pruneIntervalMinutes: 0,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error(`Page error: ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => typeof window.setUp === 'function');
    const setUp = await page.evaluate(([email, password, skus]) => window.setUp(email, password, skus), [
      USER.email,
      USER.password,
      SKUS,
    ] as const);
    if (setUp.products !== SKUS.length)
      throw new Error(`Expected ${SKUS.length} products, the server answered ${setUp.products}`);
    // Warm both paths (JIT, the server's statements), then the measured runs in the order
    // replay, plain, plain, replay, so that drift (the server's tables growing, the machine's load)
    // falls on both alike. Each replay run is one queue of CHANGES changes sent in one pass.
    await page.evaluate((n) => window.plainRun(n), WARM_UP);
    await page.evaluate((n) => window.replayRun(n), WARM_UP);
    const replays: RunResult[] = [];
    const plains: RunResult[] = [];
    for (const kind of ['replay', 'plain', 'plain', 'replay'] as const) {
      const run = await page.evaluate(([k, n]) => (k === 'replay' ? window.replayRun(n) : window.plainRun(n)), [
        kind,
        CHANGES,
      ] as const);
      if (run.left > 0 || !run.serverAgrees)
        throw new Error(`The ${kind} run did not send every change: ${JSON.stringify(run)}`);
      (kind === 'replay' ? replays : plains).push(run);
    }
    const total = (runs: RunResult[]): RunResult => ({
      changes: runs.reduce((sum, run) => sum + run.changes, 0),
      ms: runs.reduce((sum, run) => sum + run.ms, 0),
      queueMs: runs.reduce((sum, run) => sum + (run.queueMs ?? 0), 0) / runs.length,
      requests: runs.reduce((sum, run) => sum + (run.requests ?? run.changes), 0),
      left: 0,
      serverAgrees: true,
    });
    const replay = total(replays);
    const plain = total(plains);
    const serverRate = await serverAlone(app, CHANGES);
    const replayRate = perSecond(replay);
    const plainRate = perSecond(plain);
    const ratio = round(replayRate / plainRate);
    const meets = { ratioToPlain: ratio >= AIMS.ratioToPlain, changesPerSecond: replayRate >= AIMS.changesPerSecond };
    const perChange = {
      replayMs: round(replay.ms / replay.changes),
      plainMs: round(plain.ms / plain.changes),
      serverAloneMs: round(1000 / serverRate),
      // The engine folds consecutive line changes of a basket into one request (at most
      // MAX_FOLDED): what each request of the replay cost, beside a plain request.
      replayPerRequestMs: round(replay.ms / (replay.requests ?? replay.changes)),
    };
    const replayRequests = Math.round((replay.requests ?? replay.changes) / replays.length);
    const notes: string[] = [];
    if (!meets.changesPerSecond) {
      notes.push(
        `${AIMS.changesPerSecond}/s needs ${round(1000 / AIMS.changesPerSecond)} ms per change end to end, ` +
          'one after another (per-entity order). ' +
          `The server alone (app.inject, no HTTP, no browser) answers these PUTs at ${serverRate}/s ` +
          `(${perChange.serverAloneMs} ms each: ` +
          'session check, idempotency lock, record and savepoint, the basket read, updated, re-priced and answered, ' +
          'one transaction), ' +
          'so no client reaches the aim against this server on this machine; the plain requests do not either.',
      );
    }
    if (!meets.ratioToPlain) {
      notes.push(
        `The replay sent ${replayRequests} requests per run of ${CHANGES} changes, ` +
          `${perChange.replayPerRequestMs} ms each, beside ${perChange.plainMs} ms per plain request.`,
      );
    }
    const tick = (ok: boolean) => (ok ? '✓' : '✗');
    console.log(
      `${label}, Chromium, ${CHANGES} queued basket changes (${setUp.sessionMode} session), two runs each: ` +
        `replay ${replays.map((run) => round(run.ms)).join(' and ')} ms, ${replayRate}/s ` +
        `(${ratio}× plain, aim ≥ ${AIMS.ratioToPlain} ${tick(meets.ratioToPlain)}; ` +
        `aim ≥ ${AIMS.changesPerSecond}/s ${tick(meets.changesPerSecond)}); ` +
        `plain sequential requests ${plains.map((run) => round(run.ms)).join(' and ')} ms, ${plainRate}/s; ` +
        `the server alone (app.inject) ${serverRate}/s; ` +
        `per change: replay ${perChange.replayMs} ms, plain ${perChange.plainMs} ms; ` +
        `the replay sent ${replayRequests} requests per run (consecutive line changes folded, ` +
        `${perChange.replayPerRequestMs} ms each); ` +
        `queuing ${CHANGES} on the device took ${round(replay.queueMs ?? 0)} ms`,
    );
    for (const note of notes) console.log(`  ${note}`);
    return {
      database: label,
      sessionMode: setUp.sessionMode,
      replay: {
        runsMs: replays.map((run) => round(run.ms)),
        perSecond: replayRate,
        requestsPerRun: replayRequests,
        queueMs: round(replay.queueMs ?? 0),
      },
      plainSequential: { runsMs: plains.map((run) => round(run.ms)), perSecond: plainRate },
      serverAlone: { perSecond: serverRate },
      perChange,
      ratioToPlain: ratio,
      aims: AIMS,
      meets,
      notes,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}

const runs = [await benchDatabase('PGlite', pgliteHandle(new PGlite()))];
const url = process.env.BENCH_DATABASE_URL;
if (url) runs.push(await benchDatabase('PostgreSQL', await postgresSchema(url, 'replay')));
else console.log('BENCH_DATABASE_URL is not set: PostgreSQL figures skipped.');

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/sync-replay.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      where:
        'Chromium with real IndexedDB, page served by the real server (same origin as /api); ' +
        'replay through src/sync/replay.ts',
      changes: CHANGES,
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/sync-replay.json');
