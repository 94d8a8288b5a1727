import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../../../../contract/basket/messages';
import type { BasketUpdate } from '../../../../contract/basket/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { login, retail } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus, line } from './basket-client';

/**
 * Lines in the specification's shape (core §7: product or productVariant, quantity, extras; no
 * id). Such a line is its product's line in the basket, and its quantity is the line's quantity,
 * so a request sent twice leaves the basket as once (issue 21).
 */
describe.each(testDatabases)('basket lines without an id on $name', (database) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    token = (await login(app, retail.email, retail.password)).token;
  });
  afterAll(() => app.close());

  const padsRef = `/products/${featuredSkus.brakePadsFocus}`;
  const quantities = (update: BasketUpdate) => update.lines.map((l) => [l.product, l.quantity]);

  it(
    'adds the product as a line with an id the server derives, ' + 'the same id when the request is sent again',
    async () => {
      const client = basketClient(app, token);
      const basket = await client.basketWith([]);
      const first = await client.update(basket.id, { lines: [{ product: padsRef, quantity: 2 }] });
      expectStatus(first, 200);
      expect(first.json<BasketUpdate>()).toMatchObject({ version: 2, violations: [] });
      expect(quantities(first.json())).toEqual([[padsRef, 2]]);

      const again = await client.update(basket.id, { lines: [{ product: padsRef, quantity: 2 }] });
      expectStatus(again, 200);
      expect(quantities(again.json())).toEqual([[padsRef, 2]]);
      expect(again.json<BasketUpdate>().lines[0]?.id).toBe(first.json<BasketUpdate>().lines[0]?.id);

      // Another basket gives the product another line id.
      const other = await client.basketWith([]);
      const elsewhere = await client.update(other.id, { lines: [{ product: padsRef }] });
      expect(elsewhere.json<BasketUpdate>().lines[0]?.id).not.toBe(first.json<BasketUpdate>().lines[0]?.id);
      expect(quantities(elsewhere.json())).toEqual([[padsRef, 1]]);
    },
  );

  it(
    "sets the quantity of the product's line the basket already has, " + 'keeping its id and extras; 0 removes it',
    async () => {
      const client = basketClient(app, token);
      const basket = await client.basketWith([]);
      const padsLine = { ...line(featuredSkus.brakePadsFocus, 1), productName: 'Pads for the Focus' };
      expectStatus(await client.update(basket.id, { lines: [padsLine, line(featuredSkus.engineOil, 1)] }), 200);

      const changed = await client.update(basket.id, {
        lines: [{ productVariant: featuredSkus.brakePadsFocus, quantity: 3 }],
      });
      expectStatus(changed, 200);
      // The name sent with the line is not kept: the catalogue's is (issue 43).
      expect(changed.json<BasketUpdate>().lines.find((l) => l.id === padsLine.id)).toMatchObject({
        quantity: 3,
        productName: 'Brembo Front Brake Pad Set for Ford Focus Mk4',
      });
      expect(changed.json<BasketUpdate>().lines).toHaveLength(2);

      const removed = await client.update(basket.id, { lines: [{ product: padsRef, quantity: 0 }] });
      expect(quantities(removed.json())).toEqual([[`/products/${featuredSkus.engineOil}`, 1]]);
    },
  );

  it('creates a basket from lines without ids', async () => {
    const client = basketClient(app, token);
    const created = await client.create({
      currency: 'GBP',
      lines: [{ product: padsRef, quantity: 2 }, { product: `/products/${featuredSkus.engineOil}` }],
    });
    expectStatus(created, 201);
    expect(created.json().lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
  });

  it('refuses a line without an id that names no product, or one it does not know, beside that line', async () => {
    const client = basketClient(app, token);
    const basket = await client.basketWith([]);
    const mixed = await client.update(basket.id, {
      lines: [
        { product: padsRef },
        { quantity: 2 },
        { product: '/products/999999999' },
        { product: padsRef, quantity: 4 },
      ],
    });
    expectStatus(mixed, 200);
    expect(mixed.json<BasketUpdate>().violations).toEqual([
      { propertyPath: 'lines[1].product', message: basketMessages.chooseProduct },
      { propertyPath: 'lines[2].product', message: basketMessages.unknownProduct },
      { propertyPath: 'lines[3].product', message: basketMessages.duplicateLine },
    ]);
    expect(quantities(mixed.json())).toEqual([[padsRef, 1]]);
  });
});
