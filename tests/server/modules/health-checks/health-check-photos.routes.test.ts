import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIGEST_HEADER, IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import { contentDigestOf } from '../../../../contract/health-checks/photos';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { bearer, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

/** Bytes that start as a JPEG does; the server checks the magic bytes and the digest, not the picture. */
const jpeg = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

/** A bay tablet uploading and reading photos. */
function photoClient(app: FastifyInstance, token: string) {
  return {
    create: (id: string) =>
      app.inject({
        method: 'POST',
        url: '/api/health-checks',
        headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: uuidv7() },
        payload: { id, template: 'quick', vrm: 'WB19 KFD' },
      }),
    put: (checkId: string, photoId: string, item: string, bytes: Buffer, digest: string | null = sha256(bytes)) =>
      app.inject({
        method: 'PUT',
        url: `/api/health-checks/${checkId}/photos/${photoId}?item=${item}`,
        headers: {
          ...bearer(token),
          'content-type': 'image/jpeg',
          ...(digest === null ? {} : { [CONTENT_DIGEST_HEADER]: contentDigestOf(digest) }),
        },
        payload: bytes,
      }),
    get: (checkId: string, photoId: string) =>
      app.inject({ method: 'GET', url: `/api/health-checks/${checkId}/photos/${photoId}`, headers: bearer(token) }),
    check: (id: string) => app.inject({ method: 'GET', url: `/api/health-checks/${id}`, headers: bearer(token) }),
  };
}

describe.each(testDatabases)('health-check photos on $name', (database) => {
  let app: FastifyInstance;
  let bay: ReturnType<typeof photoClient>;
  let checkId: string;
  let tyre: string;
  let token: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    token = (await login(app, trade.email, trade.password)).token;
    bay = photoClient(app, token);
    checkId = uuidv7();
    expect((await bay.create(checkId)).statusCode).toBe(201);
    tyre = itemIdOf(checkId, 'tyre-nsf');
  });
  afterAll(() => app.close());

  it('keeps a photo once however often it is sent, adds it to the check and moves its rev', async () => {
    const photoId = uuidv7();
    const bytes = jpeg(300_000);
    const before = (await bay.check(checkId)).json<HealthCheck>();
    const first = await bay.put(checkId, photoId, tyre, bytes);
    expect(first.statusCode, first.body).toBe(201);
    const check = first.json<HealthCheck>();
    expect(check.rev).toBe(before.rev + 1);
    expect(check.photos).toEqual([
      { id: photoId, item: tyre, sha256: sha256(bytes), bytes: bytes.length, receivedAt: expect.any(String) },
    ]);
    // A replay (the answer was lost on the way back): the same check, nothing added.
    const again = await bay.put(checkId, photoId, tyre, bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json<HealthCheck>()).toEqual(check);
    expect((await bay.check(checkId)).json<HealthCheck>().photos).toHaveLength(1);

    const read = await bay.get(checkId, photoId);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(read.headers.etag).toBeDefined();
    expect(Buffer.compare(read.rawPayload, bytes)).toBe(0);
  });

  it('refuses other bytes under the same id, in words', async () => {
    const photoId = uuidv7();
    expect((await bay.put(checkId, photoId, tyre, jpeg())).statusCode).toBe(201);
    const other = await bay.put(checkId, photoId, tyre, jpeg());
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      violations: [{ propertyPath: 'body', message: expect.stringMatching(/already saved under this id/) }],
    });
  });

  it('refuses a body that is not whole, not said, not a JPEG, or for an item not on the check', async () => {
    const bytes = jpeg();
    const refused = async (answer: Promise<{ statusCode: number; json: () => unknown }>, path: string) => {
      const response = await answer;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ violations: [{ propertyPath: path }] });
    };
    await refused(bay.put(checkId, uuidv7(), tyre, bytes, sha256(jpeg())), CONTENT_DIGEST_HEADER);
    await refused(bay.put(checkId, uuidv7(), tyre, bytes, null), CONTENT_DIGEST_HEADER);
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    await refused(bay.put(checkId, uuidv7(), tyre, png), 'body');
    await refused(bay.put(checkId, uuidv7(), itemIdOf(uuidv7(), 'tyre-nsf'), bytes), 'item');
    await refused(bay.put(checkId, 'not-a-uuid', tyre, bytes), 'photoId');
    const check = (await bay.check(checkId)).json<HealthCheck>();
    expect(check.photos.every((photo) => photo.sha256 !== sha256(bytes))).toBe(true);
  });

  it('refuses a body that is not sent as a JPEG, in the problem shape', async () => {
    for (const [type, payload] of [
      ['application/json', '{}'],
      ['text/plain', 'not a photo'],
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/health-checks/${checkId}/photos/${uuidv7()}?item=${tyre}`,
        headers: { ...bearer(token), 'content-type': type, [CONTENT_DIGEST_HEADER]: contentDigestOf(sha256(jpeg())) },
        payload,
      });
      expect([415, 422], `${type}: ${response.body}`).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ 'hydra:description': expect.any(String) });
    }
  });

  it('refuses a photo larger than 2 MB with 413', async () => {
    const response = await bay.put(checkId, uuidv7(), tyre, jpeg(2 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
  });

  it('answers 404 for another account’s check or photo, and to someone without a trade account', async () => {
    const photoId = uuidv7();
    const bytes = jpeg();
    expect((await bay.put(checkId, photoId, tyre, bytes)).statusCode).toBe(201);
    const irish = photoClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    expect((await irish.get(checkId, photoId)).statusCode).toBe(404);
    expect((await irish.put(checkId, uuidv7(), tyre, jpeg())).statusCode).toBe(404);
    // Their own check does not open another account's photo either.
    const theirs = uuidv7();
    expect((await irish.create(theirs)).statusCode).toBe(201);
    expect((await irish.get(theirs, photoId)).statusCode).toBe(404);
    expect((await irish.put(theirs, photoId, itemIdOf(theirs, 'tyre-nsf'), bytes)).statusCode).toBe(422);
    const shopper = photoClient(app, (await login(app, retail.email, retail.password)).token);
    expect((await shopper.get(checkId, photoId)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await bay.get(checkId, uuidv7())).statusCode).toBe(404);
  });
});
