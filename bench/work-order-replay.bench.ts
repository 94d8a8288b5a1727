// `npm run bench` (work-order replay, issue 24): 200 work-order changes queued on the device over
// 20 work orders (10 each, in turn: a part's quantity, a job's time charged, the mileage), each
// work order made on the device with four repair-time jobs and four parts and already on the
// server. The real replay engine sends them in Chromium with real IndexedDB against the real
// server (page served by it, cookie session as in the app), on the embedded database, beside the
// same changes sent as plain sequential requests in the same page and run: one POST
// /work-orders/{id}/changes per change (what the aim is judged against), and one per work order
// with its changes together (the engine's folding done by hand: what the engine itself costs).
// The engine folds a work order's consecutive changes into one request (up to 50 intents). With
// BENCH_DATABASE_URL (a PostgreSQL server) the same on a schema of its own. Aim: replay ≥ 0.8× the
// plain per-change requests' throughput.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app';
import { featuredVariants } from '../server/providers/car-parc';
import { featuredSkus } from '../server/demo/catalogue/featured';
import { pgliteHandle, type DatabaseHandle } from '../server/db/database';
import { buildBenchPage, launchChromium } from './browser-page';
import type { ReplayRunResult } from './browser/work-order-replay-entry';
import { postgresSchema, round } from './support';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const WORK_ORDERS = Number(process.env.BENCH_WORK_ORDERS ?? 20);
const AIMS = { ratioToPlain: 0.8 };
const USER = { email: 'trade@workbay.test', password: 'Trade-Bay-2026!' };
const SKUS = [
  featuredSkus.brakePadsFocus,
  featuredSkus.brakeDiscsFocus,
  featuredSkus.fittingKitFocus,
  featuredSkus.wiperBlade650,
];
const VEHICLE = featuredVariants.focusEcoBoost2019;

// The bench page stands in for the built app: the server serves it at / from its dist directory.
const distDir = await buildBenchPage('work-order-replay');
copyFileSync(join(distDir, 'work-order-replay.html'), join(distDir, 'index.html'));

type Kind = 'replay' | 'plain' | 'folded';
const perSecond = (runs: ReplayRunResult[]) =>
  round((runs.reduce((n, run) => n + run.changes, 0) * 1000) / runs.reduce((ms, run) => ms + run.ms, 0));

async function benchDatabase(label: string, handle: DatabaseHandle) {
  const app = await buildApp({
    database: handle,
    config: {
      logLevel: 'silent',
      demoData: true,
      distDir,
      dataDir: mkdtempSync(join(tmpdir(), 'workbay-bench-wo-replay-data-')),
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
    await page.waitForFunction(() => typeof window.workOrderReplayBench === 'object');
    const setUp = await page.evaluate(
      ([email, password, tecdocId, skus]) => window.workOrderReplayBench.setUp(email, password, tecdocId, skus),
      [USER.email, USER.password, VEHICLE.tecdocId, SKUS] as const,
    );
    if (setUp.products !== SKUS.length || setUp.tasks !== 4)
      throw new Error(`Expected ${SKUS.length} products and 4 tasks: ${JSON.stringify(setUp)}`);
    const run = (kind: Kind, workOrders: number, changes: number) =>
      page.evaluate(
        ([k, w, c]) =>
          k === 'replay'
            ? window.workOrderReplayBench.replayRun(w, c)
            : window.workOrderReplayBench.plainRun(w, c, k === 'folded'),
        [kind, workOrders, changes] as const,
      );
    // Warm every path (JIT, the server's statements, the lazily loaded request chunk), then the
    // measured runs in mirrored order, so that drift (tables growing, the machine's load) falls
    // on all alike.
    for (const kind of ['plain', 'replay', 'folded'] as const) await run(kind, 4, 40);
    const runs: Record<Kind, ReplayRunResult[]> = { replay: [], plain: [], folded: [] };
    for (const kind of ['replay', 'plain', 'folded', 'folded', 'plain', 'replay'] as const) {
      const result = await run(kind, WORK_ORDERS, CHANGES);
      if (result.left > 0 || !result.serverAgrees)
        throw new Error(`The ${kind} run did not send every change: ${JSON.stringify(result)}`);
      runs[kind].push(result);
    }
    const rate = { replay: perSecond(runs.replay), plain: perSecond(runs.plain), folded: perSecond(runs.folded) };
    const ratio = round(rate.replay / rate.plain);
    const meets = { ratioToPlain: ratio >= AIMS.ratioToPlain };
    const requests = (kind: Kind) => runs[kind][0]?.requests ?? 0;
    const msEach = (kind: Kind) => runs[kind].map((one) => round(one.ms));
    const perRequestMs = (kind: Kind) =>
      round(runs[kind].reduce((ms, one) => ms + one.ms, 0) / runs[kind].reduce((n, one) => n + one.requests, 0));
    // What the client does around each request (the engine: sealing, folding, the answer laid
    // under the row, the next entry read; the plain loop: building and parsing), beside the server.
    const clientMsPerRequest = (kind: Kind) =>
      round(
        runs[kind].reduce((ms, one) => ms + one.ms - one.fetchMs, 0) /
          runs[kind].reduce((n, one) => n + one.requests, 0),
      );
    const queueMs = round(runs.replay.reduce((ms, one) => ms + one.queueMs, 0) / runs.replay.length);
    const tick = (ok: boolean) => (ok ? '✓' : '✗');
    console.log(
      `${label}, Chromium (${setUp.sessionMode} session): ${CHANGES} queued changes over ${WORK_ORDERS} work orders ` +
        `(${CHANGES / WORK_ORDERS} each), two runs of each kind:`,
    );
    console.log(
      `  replay: ${msEach('replay').join(' and ')} ms, ${rate.replay} changes/s, ${requests('replay')} requests ` +
        `(each work order's changes folded), ${perRequestMs('replay')} ms per request: ` +
        `${ratio}× plain (aim ≥ ${AIMS.ratioToPlain} ${tick(meets.ratioToPlain)}); ` +
        `of each request ${clientMsPerRequest('replay')} ms on the device, the rest waiting for the server`,
    );
    console.log(
      `  plain sequential requests, one per change: ${msEach('plain').join(' and ')} ms, ${rate.plain} changes/s, ` +
        `${requests('plain')} requests, ${perRequestMs('plain')} ms each`,
    );
    console.log(
      `  plain sequential requests, one per work order (folded by hand): ${msEach('folded').join(' and ')} ms, ` +
        `${rate.folded} changes/s, ${requests('folded')} requests, ${perRequestMs('folded')} ms each ` +
        `(${clientMsPerRequest('folded')} ms of it on the device); ` +
        `replay ${round(rate.replay / rate.folded)}× these`,
    );
    console.log(`  queuing the ${CHANGES} changes on the device (changeWorkOrder) took ${queueMs} ms`);
    return {
      database: label,
      sessionMode: setUp.sessionMode,
      compared: `${CHANGES} changes over ${WORK_ORDERS} work orders`,
      replay: { runsMs: msEach('replay'), perSecond: rate.replay, requests: requests('replay'), queueMs },
      plainPerChange: { runsMs: msEach('plain'), perSecond: rate.plain, requests: requests('plain') },
      plainPerWorkOrder: { runsMs: msEach('folded'), perSecond: rate.folded, requests: requests('folded') },
      perRequestMs: { replay: perRequestMs('replay'), plain: perRequestMs('plain'), folded: perRequestMs('folded') },
      onTheDevicePerRequestMs: {
        replay: clientMsPerRequest('replay'),
        plain: clientMsPerRequest('plain'),
        folded: clientMsPerRequest('folded'),
      },
      ratioToPlain: ratio,
      ratioToFolded: round(rate.replay / rate.folded),
      aims: AIMS,
      meets,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}

const results = [await benchDatabase('PGlite', pgliteHandle(new PGlite()))];
const url = process.env.BENCH_DATABASE_URL;
if (url) results.push(await benchDatabase('PostgreSQL', await postgresSchema(url, 'wo_replay')));
else console.log('BENCH_DATABASE_URL is not set: PostgreSQL figures skipped.');

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/work-order-replay.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      where:
        'Chromium with real IndexedDB, page served by the real server (same origin as /api); ' +
        'replay through src/sync/replay.ts with the work-order operations registered',
      changes: CHANGES,
      workOrders: WORK_ORDERS,
      runs: results,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/work-order-replay.json');
