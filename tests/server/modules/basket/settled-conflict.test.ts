import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../../../../contract/basket/messages';
import type { Basket } from '../../../../contract/basket/schemas';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { login, retail } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus } from './basket-client';

/**
 * "A settled conflict is a new request" (architecture). A 409 stays the answer of its key: the
 * same request replayed gets the same 409, never a different outcome; the person's settlement,
 * based on the server's copy, goes under a new key and is applied.
 */
describe.each(testDatabases)('a settled conflict on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  it(
    'replays the 409 under its key, refuses another body there, ' + 'and applies the settlement under a new key',
    async () => {
      const client = basketClient(app, (await login(app, retail.email, retail.password)).token);
      const basket = await client.basketWith([[featuredSkus.brakePadsFocus, 1]]);
      const lineId = basket.lines[0]!.id;
      const product = `/products/${featuredSkus.brakePadsFocus}`;
      // Tablet A saves first: version 1 → 2.
      expectStatus(
        await client.update(basket.id, { version: basket.version, lines: [{ id: lineId, product, quantity: 5 }] }),
        200,
      );

      // Tablet B's change, based on version 1, clashes.
      const key = uuidv7();
      const mine = { version: basket.version, lines: [{ id: lineId, product, quantity: 3 }] };
      const clash = await client.update(basket.id, mine, key);
      expectStatus(clash, 409);
      const current = clash.json<{ current: Basket }>().current;
      expect(clash.json()).toMatchObject({ 'hydra:description': basketMessages.versionConflict });
      expect(current.lines[0]?.quantity).toBe(5);

      // The same request again (an answer lost on the way): the same 409, from the record.
      const replay = await client.update(basket.id, mine, key);
      expectStatus(replay, 409);
      expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeDefined();
      expect(replay.json()).toEqual(clash.json());
      // The settlement under the old key is another body: refused, as any reuse of a key is.
      expectStatus(await client.update(basket.id, { ...mine, version: current.version }, key), 422);

      // "Keep mine": a new request under a new key, based on the server's copy, goes through.
      const settled = await client.update(basket.id, { ...mine, version: current.version }, uuidv7());
      expectStatus(settled, 200);
      expect(settled.json<Basket>().lines.map((line) => line.quantity)).toEqual([3]);
      expect((await client.get(basket.id)).json<Basket>()).toMatchObject({
        version: current.version + 1,
        lines: [{ id: lineId, quantity: 3 }],
      });
    },
  );
});
