import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../../../contract/basket/messages';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PROPERTY,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyMessages,
} from '../../../contract/http/headers';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { allRoutes } from '../../../contract/routes';
import { promotionMessages } from '../../../contract/promotions/messages';
import { featuredSkus } from '../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../server/db/database';
import { baskets, idempotencyKeys, serverSettings } from '../../../server/db/schema';
import { currentDatabase } from '../../../server/db/unit-of-work';
import { createIdempotency, RETENTION_DAYS } from '../../../server/http/idempotency';
import { HttpProblem } from '../../../server/http/problem';
import { createTestClock, type TestClock } from '../helpers/clock';
import { login, retail, trade } from '../helpers/session';
import { buildTestApp, testDatabases } from '../helpers/test-app';
import { basketClient, expectStatus, line } from '../modules/basket/basket-client';

describe.each(testDatabases)('Idempotency-Key on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;
  let retailToken: string;

  beforeAll(async () => {
    handle = await database.open();
    clock = createTestClock();
    ({ app } = await buildTestApp(database, { database: handle, clock }));
    retailToken = (await login(app, retail.email, retail.password)).token;
  });
  afterAll(() => app.close());

  const basketCount = async (userId: string) =>
    (await handle.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId))).length;

  /** `again` is `first` replayed: the same status and body, marked as a replay. */
  const expectReplay = (again: LightMyRequestResponse, first: LightMyRequestResponse) => {
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
  };

  it('answers the same request replayed 5 times with the first answer and one effect', async () => {
    const client = basketClient(app, retailToken);
    const before = await basketCount(retail.id);
    const key = uuidv7();
    // No client id: a second effect would be a second basket with another id.
    const body = { currency: 'GBP', lines: [line(featuredSkus.engineOil, 2, '01936b2e-0000-7000-8000-0000000e0001')] };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await client.create(body, key));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(answers.slice(1).map((answer) => answer.headers[IDEMPOTENT_REPLAYED_HEADER])).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(await basketCount(retail.id)).toBe(before + 1);

    // A body with its keys in another order is the same request.
    const reordered = await client.create({ lines: body.lines, currency: 'GBP' }, key);
    expect(reordered.body).toBe(answers[0]?.body);
  });

  it(
    'refuses the same key with another request (422) and ' + 'a key that is not a UUID (400 on Idempotency-Key)',
    async () => {
      const client = basketClient(app, retailToken);
      const key = uuidv7();
      expectStatus(await client.create({ currency: 'GBP', lines: [] }, key), 201);
      const other = await client.create({ currency: 'EUR', lines: [] }, key);
      expectStatus(other, 422);
      expect(other.json()['hydra:description']).toBe(idempotencyMessages.differentRequest);
      const basket = await client.basketWith([]);
      const otherPath = await client.update(basket.id, { lines: [] }, key);
      expectStatus(otherPath, 422);

      const malformed = await client.create({ currency: 'GBP', lines: [] }, 'entry-42');
      expectStatus(malformed, 400);
      expect(malformed.json().violations).toEqual([
        { propertyPath: IDEMPOTENCY_KEY_PROPERTY, message: idempotencyMessages.invalidKey },
      ]);
    },
  );

  it("keeps each user's keys apart", async () => {
    const key = uuidv7();
    const mine = await basketClient(app, retailToken).create({ currency: 'GBP', lines: [] }, key);
    const theirs = await basketClient(app, (await login(app, trade.email, trade.password)).token).create(
      { currency: 'GBP', lines: [] },
      key,
    );
    expectStatus(theirs, 201);
    expect(theirs.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('stores a refusal (4xx) and answers it again, and a stale version stays the same 409 on replay', async () => {
    const client = basketClient(app, retailToken);
    const basket = await client.basketWith([[featuredSkus.engineOil, 1]]);
    const key = uuidv7();
    const refused = await client.promotions(basket.id, ['WINTER24'], {}, key);
    expectStatus(refused, 422);
    expect(refused.json().violations).toEqual([{ propertyPath: 'promoCodes', message: promotionMessages.expired }]);
    const again = await client.promotions(basket.id, ['WINTER24'], {}, key);
    expectReplay(again, refused);
    expect(again.headers['content-type']).toBe(refused.headers['content-type']);

    const staleKey = uuidv7();
    expectStatus(await client.update(basket.id, { lines: [line(featuredSkus.wiperBlade650)] }), 200);
    const discs = line(featuredSkus.brakeDiscsFocus);
    const stale = await client.update(basket.id, { version: 1, lines: [discs] }, staleKey);
    expectStatus(stale, 409);
    expect(stale.json()['hydra:description']).toBe(basketMessages.versionConflict);
    expectReplay(await client.update(basket.id, { version: 1, lines: [discs] }, staleKey), stale);
  });

  it('answers 204 again for a replayed delete', async () => {
    const client = basketClient(app, retailToken);
    const basket = await client.basketWith([]);
    const key = uuidv7();
    const removed = await client.remove(basket.id, key);
    expectStatus(removed, 204);
    const again = await client.remove(basket.id, key);
    expectReplay(again, removed);
    expect(again.body).toBe('');
  });

  it('answers the same key sent concurrently once with the effect, else 409 or the replay', async () => {
    const client = basketClient(app, retailToken);
    const before = await basketCount(retail.id);
    const key = uuidv7();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.create({ currency: 'GBP', lines: [] }, key)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.statusCode === 409) expect(answer.json()['hydra:description']).toBe(idempotencyMessages.inProgress);
      else expect(answer.json().id).toBe(answers.find((first) => first.statusCode === 201)?.json().id);
    }
    expect(await basketCount(retail.id)).toBe(before + 1);
  });

  describe('the keeper', () => {
    const setting = async (key: string) =>
      (await handle.db.select().from(serverSettings).where(eq(serverSettings.key, key)))[0]?.value;
    const request = (key: string, body: unknown = { n: 1 }) => ({
      userId: retail.id,
      key,
      method: 'PUT',
      path: '/api/test',
      body,
    });
    const write = (name: string) => async () => {
      await currentDatabase(handle.db).insert(serverSettings).values({ key: name, value: 'written' });
      return { status: 200, body: { name } };
    };

    // The same key again while it runs: in this process (the in-process set), or in another API
    // instance on the same database (the advisory lock, which PGlite's one connection never needs).
    const whileRunning = [
      { title: 'answers 409 while the same key is still running, in one process', instances: 1, runs: true },
      {
        title: 'answers 409 while another API instance runs the same key (advisory lock)',
        instances: 2,
        runs: database.name === 'postgresql',
      },
    ];
    for (const { title, instances, runs } of whileRunning) {
      it.runIf(runs)(title, async () => {
        const first = createIdempotency(handle.db, clock);
        const second = instances === 2 ? createIdempotency(handle.db, clock) : first;
        const key = uuidv7();
        let release: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        let started: () => void = () => undefined;
        const running = new Promise<void>((resolve) => {
          started = resolve;
        });
        const held = first.run(request(key), async () => {
          started();
          await gate;
          return { status: 201, body: { ok: true } };
        });
        await running;
        await expect(second.run(request(key), write('never'))).rejects.toMatchObject({
          statusCode: 409,
          message: idempotencyMessages.inProgress,
        });
        release();
        expect(await held).toEqual({ status: 201, body: { ok: true } });
        expect(await second.run(request(key), write('never'))).toEqual({
          status: 201,
          body: { ok: true },
          replayed: true,
        });
        expect(await setting('never')).toBeUndefined();
      });
    }

    it('undoes the writes of a refusal but keeps its answer; a crash keeps nothing, so a retry runs', async () => {
      const keeper = createIdempotency(handle.db, clock);
      /** Writes `name`, then fails with `error`. */
      const failAfterWriting = (name: string, error: Error) => async () => {
        await write(name)();
        throw error;
      };
      const refusedKey = uuidv7();
      const refuse = failAfterWriting('refused-write', new HttpProblem(422, 'Not today.'));
      await expect(keeper.run(request(refusedKey), refuse)).rejects.toMatchObject({ statusCode: 422 });
      expect(await setting('refused-write')).toBeUndefined();
      const replay = await keeper.run(request(refusedKey), write('refused-write'));
      expect(replay).toMatchObject({ status: 422, replayed: true, body: { 'hydra:description': 'Not today.' } });

      const crashKey = uuidv7();
      const crash = failAfterWriting('crash-write', new Error('connection lost'));
      await expect(keeper.run(request(crashKey), crash)).rejects.toThrow('connection lost');
      expect(await setting('crash-write')).toBeUndefined();
      expect(await keeper.run(request(crashKey), write('crash-write'))).toEqual({
        status: 200,
        body: { name: 'crash-write' },
      });
      expect(await setting('crash-write')).toBe('written');
    });

    it(`keeps a key ${RETENTION_DAYS} days, then forgets and prunes it`, async () => {
      const keeper = createIdempotency(handle.db, clock);
      const key = uuidv7();
      const send = (n: number) => keeper.run(request(key, { n }), async () => ({ status: 200, body: { n } }));
      await send(1);
      clock.advance(RETENTION_DAYS * 86_400 - 1);
      await expect(send(2)).rejects.toMatchObject({ statusCode: 422 });
      await keeper.prune();
      expect(await handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
      clock.advance(2);
      expect(await keeper.prune()).toBeGreaterThanOrEqual(1);
      expect(await handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
      // Forgotten: the key is free again.
      expect(await send(2)).toEqual({ status: 200, body: { n: 2 } });
    });
  });

  it('documents the header and the 409 and 422 answers of every idempotent route', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const idempotent = allRoutes.filter((route) => route.idempotent);
    expect(idempotent.map((route) => route.name)).toEqual(
      expect.arrayContaining(['createBasket', 'updateBasket', 'confirmBasket', 'createPaymentTransaction']),
    );
    for (const route of idempotent) {
      const operation = document.paths[`/api${route.path}`][route.method.toLowerCase()];
      expect(operation.parameters, route.name).toContainEqual(
        expect.objectContaining({ in: 'header', name: IDEMPOTENCY_HEADER, required: false }),
      );
      expect(Object.keys(operation.responses), route.name).toEqual(expect.arrayContaining(['409', '422']));
    }
    const conflict = document.paths['/api/baskets/{id}'].put.responses['409'].content['application/json'].schema;
    expect(JSON.stringify(conflict)).toContain('current');
    // Not a single row left without its effect: every stored answer has a status.
    const rows = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE status_code IS NULL`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
