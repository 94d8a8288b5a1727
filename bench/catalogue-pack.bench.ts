// `npm run bench` (catalogue pack, issue 8), in Chromium against a Workbay server of this process
// on in-memory PGlite with BENCH_PACK_SCALE products (20,000): the branch pack downloaded by the
// real download engine and indexed by the real search worker (time, size on disk, the worker's
// memory, long tasks on the main thread), a delta of 500 changed products, the saved index loaded
// by a fresh worker, and query p50/p95 through the worker (a sku, an OE number, two words with a
// typo) beside a bare linear scan of the same rows in the same page and run; then the same with
// the pack grown to 100,000 products of the same shape.
// Aims: query p95 ≤ 5 ms at 20,000 and ≤ 15 ms at 100,000; no main-thread task over 50 ms while indexing.
import { createReadStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { pgliteHandle, queryRows } from '../server/db/database';
import { buildBenchPage, launchChromium } from './browser-page';
import { round, summarise } from './support';

const SCALE = Number(process.env.BENCH_PACK_SCALE ?? 20_000);
const LARGE = Number(process.env.BENCH_PACK_LARGE ?? 100_000);
const CHANGED = 500;
const AIMS = { p95At20k: 5, p95At100k: 15, longestTaskMs: 50 };

const outDir = await buildBenchPage('catalogue-pack', '/bench/');
const handle = pgliteHandle(new PGlite());
const seeding = Date.now();
const app = await buildApp({
  database: handle,
  config: {
    logLevel: 'silent',
    demoData: true,
    demoCatalogueScale: SCALE,
    authRateLimitMax: 1_000_000,
    refreshRateLimitMax: 1_000_000,
  },
});
console.log(
  `catalogue pack bench: ${SCALE.toLocaleString('en-GB')} products seeded in ` +
    `${Math.round((Date.now() - seeding) / 1000)} s`,
);
// The bench page from this server, so that it calls the API as the app does: same origin.
app.get('/bench/*', (request, reply) => {
  const file = join(outDir, String((request.params as Record<string, string>)['*']));
  if (!existsSync(file)) return reply.code(404).send();
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
  return reply.type(types[extname(file)] ?? 'application/octet-stream').send(createReadStream(file));
});
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchChromium();
type Samples = { worker: number[]; roundTrip: number[]; scan: number[] };

try {
  const stores = (await (await fetch(`${origin}/api/storefront/locations?itemsPerPage=1000`)).json()) as {
    'hydra:member': { id: string; name: string; slug: string }[];
  };
  const branch = stores['hydra:member'].find((store) => store.name === 'Leeds Kirkstall') ?? stores['hydra:member'][0]!;
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error', error.message));
  page.on('console', (message) => message.type() === 'error' && console.error('page console', message.text()));
  await page.goto(`${origin}/bench/catalogue-pack.html`);
  await page.waitForFunction(() => typeof window.bench === 'object');

  // The worker's heap, from the DevTools protocol: workers have no performance.memory.
  const cdp = await browser.newBrowserCDPSession();
  const workerHeap = async (): Promise<number | null> => {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: { targetId: string; type: string; url: string }[];
    };
    const sizes: number[] = [];
    for (const target of targetInfos.filter((info) => info.type === 'worker' && info.url.includes('pack.worker'))) {
      const { sessionId } = (await cdp.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      })) as { sessionId: string };
      const answer = new Promise<number | null>((resolve) => {
        const listener = (event: { sessionId: string; message: string }) => {
          const message = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } };
          if (event.sessionId !== sessionId || message.id !== 1) return;
          cdp.off('Target.receivedMessageFromTarget', listener);
          resolve(message.result?.usedSize ?? null);
        };
        cdp.on('Target.receivedMessageFromTarget', listener);
        setTimeout(() => resolve(null), 5000);
      });
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }),
      });
      const size = await answer;
      await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => {});
      if (size !== null) sizes.push(size);
    }
    return sizes.length ? round(Math.max(...sizes) / 1e6) : null;
  };

  const download = await page.evaluate((b) => window.bench.download(b), branch);
  const heapAfterDownload = await workerHeap();

  // 500 products change on the server: 250 prices, and 250 stock levels at the pack's branch.
  const ids = await queryRows<{ id: string }>(
    handle.db,
    sql`SELECT id::text AS id FROM products WHERE withdrawn_at IS NULL AND show_on_website
        ORDER BY sku LIMIT ${CHANGED}`,
  );
  const priced = ids.slice(0, CHANGED / 2).map((row) => row.id);
  const stocked = ids.slice(CHANGED / 2).map((row) => row.id);
  await queryRows(
    handle.db,
    sql`UPDATE products SET price = price + 10 WHERE id = ANY(${`{${priced.join(',')}}`}::uuid[])`,
  );
  await queryRows(
    handle.db,
    sql`INSERT INTO branch_stock (branch_id, product_id, quantity)
        SELECT ${branch.id}, id, 7 FROM unnest(${`{${stocked.join(',')}}`}::uuid[]) AS id
        ON CONFLICT (product_id, branch_id) DO UPDATE SET quantity = branch_stock.quantity + 1`,
  );
  const delta = await page.evaluate(() => window.bench.refresh());
  const reload = await page.evaluate(() => window.bench.reload());

  const queries = (samples: Record<string, Samples>) =>
    Object.fromEntries(
      Object.entries(samples).map(([kind, s]) => {
        const worker = summarise(s.worker);
        const scan = summarise(s.scan);
        return [
          kind,
          {
            inWorker: worker,
            roundTrip: summarise(s.roundTrip),
            linearScan: scan,
            p95RatioToScan: round(worker.p95Ms / scan.p95Ms),
          },
        ];
      }),
    );
  const at20k = await page.evaluate(() => window.bench.measureQueries(60, 5));
  const grown = await page.evaluate((target) => window.bench.growTo(target), LARGE);
  const heapAt100k = await workerHeap();
  const at100k = await page.evaluate(() => window.bench.measureQueries(60, 5));

  const q20 = queries(at20k.samples);
  const q100 = queries(at100k.samples);
  const worst = (q: ReturnType<typeof queries>) => Math.max(...Object.values(q).map((figure) => figure.inWorker.p95Ms));
  const results = {
    when: new Date().toISOString(),
    scale: SCALE,
    download: {
      ...download,
      megabytesJson: round(download.jsonBytes / 1e6),
      megabytesOnDisk: round(download.storageBytes / 1e6),
      workerHeapMb: heapAfterDownload,
    },
    delta: { changedProducts: CHANGED, ...delta },
    reloadLoadsSavedIndex: reload,
    queriesAt20k: { rows: at20k.rows, typoAnswered: at20k.typoAnswered, ...q20 },
    grownTo100k: { ...grown, workerHeapMb: heapAt100k },
    queriesAt100k: { rows: at100k.rows, typoAnswered: at100k.typoAnswered, ...q100 },
    aims: {
      ...AIMS,
      p95At20kMet: worst(q20) <= AIMS.p95At20k,
      p95At100kMet: worst(q100) <= AIMS.p95At100k,
      noLongTaskWhileIndexing: grown.longestMs <= AIMS.longestTaskMs,
    },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/catalogue-pack.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  console.log('Written to bench/results/catalogue-pack.json');
} finally {
  await browser.close();
  await app.close();
}
