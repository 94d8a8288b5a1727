import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../src/api/config';
import { appDb } from '../../../src/db/app-db';
import { readPackIndex, readPackState } from '../../../src/db/catalogue-pack';
import {
  packDownload,
  refreshIfDue,
  resumeAfterReconnect,
  PACK_REFRESH_EVERY_MS,
} from '../../../src/catalogue-pack/pack-download';
import { searchPack } from '../../../src/catalogue-pack/pack-search';
import { createPackWorker, packWorker } from '../../../src/catalogue-pack/pack-worker-client';
import { claims, storeBearerSession } from '../support/fake-api';
import { inProcessWorker } from '../support/in-process-pack-worker';
import { fakePackServer, packItem } from './fake-pack-server';

// Small pages, so that a dozen products make several.
vi.mock('../../../contract/catalogue-pack/routes', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../contract/catalogue-pack/routes')>()),
  PACK_PAGE_SIZE: 4,
}));
vi.mock('../../../src/catalogue-pack/pack-worker-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/catalogue-pack/pack-worker-client')>();
  const { inProcessWorker: make } = await import('../support/in-process-pack-worker');
  return { ...original, packWorker: original.createPackWorker(make) };
});

const branch = { id: 'b1', name: 'Leeds Kirkstall', slug: 'leeds-kirkstall' };
const catalogue = () =>
  Array.from({ length: 10 }, (_, index) => packItem(String(100001 + index))).concat(
    packItem('100020', {
      name: 'Brembo Front Brake Pad Set for Ford Focus Mk4',
      mpn: 'P 85 020',
      words: 'brembo front brake pad set ford focus mk4 braking brake pads',
      oe: [{ brand: 'Ford', number: '2 208 125' }],
    }),
  );
const skusOnDevice = async () => (await appDb.packItems.toCollection().primaryKeys()).sort();
/** The next request goes through; the one after is lost, as on a line that drops. */
function loseSecondRequest() {
  const original = globalThis.fetch;
  let calls = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    if (calls === 2) throw new TypeError('Failed to fetch');
    return original(input, init);
  });
}
const found = async (text: string) => (await searchPack(text, 10)).results.map((result) => result.item.sku);

beforeEach(async () => {
  setConfig({ baseUrl: '/api', isCookies: false });
  storeBearerSession(claims({ id: 'u1' }));
  await packDownload.remove();
  await Promise.all(appDb.tables.map((table) => table.clear()));
});
afterEach(() => vi.unstubAllGlobals());

describe('the pack download', () => {
  it('downloads every page, stores each product once, and the worker indexes them', async () => {
    const server = fakePackServer(catalogue());
    await packDownload.start(branch);
    expect(await skusOnDevice()).toEqual(
      catalogue()
        .map((item) => item.sku)
        .sort(),
    );
    const state = await readPackState();
    expect(state).toMatchObject({
      phase: 'ready',
      version: server.version,
      count: 11,
      run: null,
      branch: { name: 'Leeds Kirkstall' },
    });
    expect(state?.bytes).toBeGreaterThan(0);
    expect(server.requests.map((query) => query.get('after'))).toEqual([null, '100004', '100008']);
    // Numbers first: the OE number finds the pads as a cross-reference.
    expect((await searchPack('2208125', 5)).results[0]).toMatchObject({
      item: { sku: '100020' },
      match: 'cross-reference',
    });
    expect(await found('brake pads fosu')).toContain('100020');
  });

  it('resumes after a dropped line from the last stored sku, never fetching a page twice', async () => {
    const server = fakePackServer(catalogue());
    server.requests.length = 0;
    // The second page is lost on the way.
    loseSecondRequest();
    await packDownload.start(branch);
    const paused = await readPackState();
    expect(paused).toMatchObject({ phase: 'paused', run: { after: '100004', received: 4, total: 11 } });
    expect(paused?.error).toMatch(/connection dropped/i);
    expect(await skusOnDevice()).toHaveLength(4);

    await resumeAfterReconnect();
    expect(server.requests.map((query) => query.get('after'))).toEqual([null, '100004', '100008']);
    expect(await skusOnDevice()).toHaveLength(11);
    expect(await readPackState()).toMatchObject({ phase: 'ready', count: 11 });
  });

  it('merges a delta: changed prices and names, new products, withdrawn ones gone, from the index too', async () => {
    const server = fakePackServer(catalogue());
    await packDownload.start(branch);
    const before = (await readPackState())?.version;
    server.change(
      packItem('100002', { price: 1299, name: 'Mann-Filter Oil Filter W 712', words: 'mann-filter oil filter w 712' }),
    );
    server.change(packItem('100030', { name: 'NGK Spark Plug BKR6E', words: 'ngk spark plug bkr6e ignition' }));
    server.withdraw('100003');
    server.requests.length = 0;

    await packDownload.refresh();
    expect(server.requests[0]?.get('since')).toBe(before);
    expect(await appDb.packItems.get('100002')).toMatchObject({ price: 1299 });
    expect(await appDb.packItems.get('100030')).toBeDefined();
    expect(await appDb.packItems.get('100003')).toBeUndefined();
    expect(await readPackState()).toMatchObject({ phase: 'ready', version: server.version, count: 11 });
    expect(await found('spark plug')).toEqual(['100030']);
    expect(await found('mann filter')).toContain('100002');
    expect(await found('100003')).not.toContain('100003');
  });

  it('starts over when the server cannot give the changes since the version held', async () => {
    const server = fakePackServer(catalogue());
    await packDownload.start(branch);
    const state = await readPackState();
    await appDb.packState.put({ ...state!, version: '999999' });
    await appDb.packItems.put(packItem('999999', { name: 'A product the server no longer knows' }));
    await packDownload.refresh();
    expect(await skusOnDevice()).toEqual(
      catalogue()
        .map((item) => item.sku)
        .sort(),
    );
    expect(await readPackState()).toMatchObject({ phase: 'ready', version: server.version });
  });

  it('keeps a run the person paused paused, even when the line comes back', async () => {
    fakePackServer(catalogue());
    const running = packDownload.start(branch);
    await packDownload.pause();
    await running;
    const paused = await readPackState();
    expect(paused?.phase).toBe('paused');
    expect(paused?.error).toBeNull();
    await resumeAfterReconnect();
    expect((await readPackState())?.phase).toBe('paused');
    await packDownload.resume();
    expect(await readPackState()).toMatchObject({ phase: 'ready', count: 11 });
  });

  it('indexes from the store a delta resumed after a reload, so the pages stored before are found', async () => {
    const server = fakePackServer(catalogue());
    await packDownload.start(branch);
    const before = (await readPackState())!.version!;
    // Five changes: two pages of changes; the first is stored, the second lost.
    server.change(packItem('100001', { name: 'NGK Spark Plug BKR6E', words: 'ngk spark plug bkr6e' }));
    for (const sku of ['100004', '100005', '100006', '100007']) server.change(packItem(sku, { price: 1 }));
    loseSecondRequest();
    await packDownload.refresh();
    expect(await readPackState()).toMatchObject({
      phase: 'paused',
      version: before,
      run: { kind: 'delta', received: 4 },
    });
    expect(await appDb.packItems.get('100001')).toMatchObject({ name: 'NGK Spark Plug BKR6E' });
    // A reload: the tab's worker holds the index saved for the old version, without page one.
    await packWorker.open(before);
    await resumeAfterReconnect();
    expect(await readPackState()).toMatchObject({ phase: 'ready', version: server.version, run: null });
    expect(await found('spark plug')).toEqual(['100001']);
  });

  it('stops a run under way before starting another or removing the pack', async () => {
    fakePackServer(catalogue());
    const first = packDownload.start(branch);
    const other = { id: 'b2', name: 'Bradford Thornbury', slug: 'bradford-thornbury' };
    const second = packDownload.start(other);
    await Promise.all([first, second]);
    expect(await readPackState()).toMatchObject({ phase: 'ready', count: 11, run: null });
    expect(await skusOnDevice()).toHaveLength(11);

    const third = packDownload.start(branch);
    await packDownload.remove();
    await third;
    expect(await readPackState()).toBeUndefined();
    expect(await skusOnDevice()).toEqual([]);
  });

  it('refreshes daily when background refresh is on', async () => {
    const server = fakePackServer(catalogue());
    await packDownload.start(branch);
    const refreshedAt = Date.parse((await readPackState())!.refreshedAt!);
    server.requests.length = 0;
    expect(await refreshIfDue(refreshedAt + PACK_REFRESH_EVERY_MS - 60_000)).toBe(false);
    expect(server.requests).toHaveLength(0);
    await packDownload.setAutoRefresh(false);
    expect(await refreshIfDue(refreshedAt + PACK_REFRESH_EVERY_MS + 60_000)).toBe(false);
    await packDownload.setAutoRefresh(true);
    expect(await refreshIfDue(refreshedAt + PACK_REFRESH_EVERY_MS + 60_000)).toBe(true);
    expect(server.requests[0]?.get('since')).toBe(server.version);
  });
});

describe('the search index across a reload', () => {
  it('is saved with the pack version and loaded, not rebuilt, by a fresh worker', async () => {
    const server = fakePackServer(catalogue());
    await packDownload.start(branch);
    const saved = await readPackIndex();
    expect(saved?.version).toBe(server.version);

    const reloaded = createPackWorker(inProcessWorker);
    const opened = await reloaded.open(server.version);
    expect(opened).toMatchObject({ size: 11, rebuilt: false });
    const hits = (await reloaded.search('P85020', 3)).hits.map((hit) => [hit.sku, hit.match]);
    expect(hits[0]).toEqual(['100020', 'part-number']);

    // An index saved for another version is rebuilt from the stored products, and says so.
    const stale = createPackWorker(inProcessWorker);
    expect(await stale.open('1')).toMatchObject({ size: 11, rebuilt: true });
  });

  it('is rebuilt, not an error, when the saved one cannot be read', async () => {
    const server = fakePackServer(catalogue());
    await packDownload.start(branch);
    await appDb.packIndex.put({ id: 'current', version: server.version, serialised: '{"format":0', savedAt: '' });
    const reloaded = createPackWorker(inProcessWorker);
    expect(await reloaded.open(server.version)).toMatchObject({ size: 11, rebuilt: true });
    expect((await reloaded.search('P 85 020', 1)).hits[0]?.sku).toBe('100020');
    // And saved again, readable this time.
    expect((await readPackIndex())?.serialised).not.toBe('{"format":0');
  });
});
