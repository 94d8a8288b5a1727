import { Blob as NodeBlob } from 'node:buffer';
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import { contentDigestOf } from '../../../../contract/health-checks/photos';
import { createHealthCheckSchema, type HealthCheck } from '../../../../contract/health-checks/schemas';
import { quickTemplate } from '../../../../contract/health-checks/templates';
import { setConfig } from '../../../../src/api/config';
import { appDb } from '../../../../src/db/app-db';
import { clearUploadedPhotos, photosWaiting, photoTable } from '../../../../src/db/health-check-photos';
import { healthCheckTable } from '../../../../src/db/health-checks';
import { registerHealthCheckOperations } from '../../../../src/features/health-checks/health-check-operations';
import { startHealthCheck } from '../../../../src/features/health-checks/health-check-store';
import { PHOTO_OPERATION, photoPayloadSchema } from '../../../../src/features/health-checks/photos/photo-outbox';
import { keepPhoto } from '../../../../src/features/health-checks/photos/take-photo';
import { discardEntry, retryEntry } from '../../../../src/sync/queue-actions';
import { replayWith } from '../../../../src/sync/replay';
import { claims, fakeApi, json, problem, storeBearerSession } from '../../support/fake-api';
import { clearDb } from '../../sync/support';

const clock = { now: () => Date.now(), random: () => 0 };
const ID = '01936b2e-0000-7000-8000-0000000c0201';
const tyre = itemIdOf(ID, 'tyre-nsf');
const body = createHealthCheckSchema.parse({ id: ID, template: 'quick', vrm: 'YX19 KLM' });
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
const sha256 = createHash('sha256').update(jpegBytes).digest('base64');

/** The check as the server answers it: the device's copy, numbered, with the photos it holds. */
async function serverCheck(photos: HealthCheck['photos'] = [], rev = 1): Promise<HealthCheck> {
  const local = (await healthCheckTable.get(ID))!.healthCheck;
  return { ...local, number: 'HC-000001', rev, photos };
}
const photoPath = (photoId: string) => `PUT /health-checks/${ID}/photos/${photoId}?item=${tyre}`;
const take = () =>
  keepPhoto({
    userId: 'u1',
    checkId: ID,
    itemId: tyre,
    itemName: 'Tyre N/S front',
    // Node's Blob: jsdom's does not survive the fake IndexedDB's structured clone, a browser's does.
    jpeg: new NodeBlob([jpegBytes], { type: 'image/jpeg' }) as unknown as Blob,
    sha256,
  });

beforeAll(() => registerHealthCheckOperations());
beforeEach(async () => {
  await clearDb();
  setConfig({ baseUrl: '/api', isCookies: false });
  storeBearerSession(claims({ id: 'u1' }));
  await startHealthCheck('u1', { body, template: quickTemplate, currency: 'GBP', technician: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('a photo taken in the bay', () => {
  it('is kept as a Blob with its upload queued behind the check’s create, in one step', async () => {
    const row = await take();
    expect(await photoTable.get(row.id)).toMatchObject({ sha256, bytes: jpegBytes.length, uploaded: false });
    expect((await photoTable.get(row.id))!.blob).toBeInstanceOf(NodeBlob);
    const entries = await appDb.outbox.toArray();
    expect(entries.map((entry) => entry.operation)).toEqual(['healthCheck.create', PHOTO_OPERATION]);
    expect(photoPayloadSchema.parse(entries[1]!.payload)).toEqual({ photoId: row.id, item: tyre, sha256 });
    expect(await photosWaiting('u1')).toBe(1);
  });

  it('goes once the check is there, as JPEG bytes with their digest; the device keeps its copy', async () => {
    const row = await take();
    const uploaded = { id: row.id, item: tyre, sha256, bytes: jpegBytes.length, receivedAt: new Date().toISOString() };
    const api = fakeApi({
      'POST /health-checks': async () => json(await serverCheck(), 201),
      [photoPath(row.id)]: async () => json(await serverCheck([uploaded], 2), 201),
    });
    await replayWith(clock);
    const put = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/photos/'))!;
    const init = put[1] as RequestInit & { headers: Record<string, string> };
    expect(init.headers['content-type']).toBe('image/jpeg');
    expect(init.headers['content-digest']).toBe(contentDigestOf(sha256));
    expect(init.body).toBeInstanceOf(NodeBlob);
    expect((init.body as Blob).size).toBe(jpegBytes.length);
    expect(await appDb.outbox.count()).toBe(0);
    expect(await photoTable.get(row.id)).toMatchObject({ uploaded: true });
    expect((await photoTable.get(row.id))!.blob).not.toBeNull();
    expect((await healthCheckTable.get(ID))!.healthCheck.photos).toEqual([uploaded]);
    expect(await photosWaiting('u1')).toBe(0);
  });

  it('waits out a dropped connection and tries again, never dropped', async () => {
    const row = await take();
    fakeApi({
      'POST /health-checks': async () => json(await serverCheck(), 201),
      [photoPath(row.id)]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await replayWith(clock);
    const [entry] = await appDb.outbox.toArray();
    expect(entry).toMatchObject({ operation: PHOTO_OPERATION, state: 'pending', attempts: 1 });
    expect(entry!.nextAttemptAt).toBeGreaterThan(Date.now());
    expect((await photoTable.get(row.id))!.blob).not.toBeNull();
  });

  it('refused, it stays with the server’s words, to try again or remove', async () => {
    const row = await take();
    fakeApi({
      'POST /health-checks': async () => json(await serverCheck(), 201),
      [photoPath(row.id)]: () =>
        problem(422, 'Another photo was already saved under this id.', {
          violations: [{ propertyPath: 'body', message: 'Another photo was already saved under this id.' }],
        }),
    });
    await replayWith(clock);
    const [entry] = await appDb.outbox.toArray();
    expect(entry).toMatchObject({ state: 'failed', lastError: 'Another photo was already saved under this id.' });
    await retryEntry(entry!.id);
    expect(await appDb.outbox.get(entry!.id)).toMatchObject({ state: 'pending' });
    await discardEntry(entry!.id);
    expect(await appDb.outbox.count()).toBe(0);
    expect(await photoTable.get(row.id)).toBeUndefined();
  });

  it('leaves the device only when uploaded and the person clears it', async () => {
    const waiting = await take();
    const uploaded = await take();
    await photoTable.update(uploaded.id, { uploaded: true });
    expect(await clearUploadedPhotos('u1')).toBe(1);
    expect((await photoTable.get(uploaded.id))!.blob).toBeNull();
    expect((await photoTable.get(waiting.id))!.blob).not.toBeNull();
  });
});
