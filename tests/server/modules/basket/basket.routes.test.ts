import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../../../../contract/basket/messages';
import type { Basket, BasketUpdate } from '../../../../contract/basket/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { guestLogin, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus, line } from './basket-client';

const padsName = 'Brembo Front Brake Pad Set for Ford Focus Mk4';
describe.each(testDatabases)('baskets on $name', (database) => {
  let app: FastifyInstance;
  let retailToken: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    retailToken = (await login(app, retail.email, retail.password)).token;
  });
  afterAll(() => app.close());

  it(
    'creates a basket with a client-made id, reads it, ' + 'and a second create of that id answers 200 with it',
    async () => {
      const client = basketClient(app, retailToken);
      const id = uuidv7();
      const created = await client.create({ id, currency: 'GBP', lines: [line(featuredSkus.brakePadsFocus, 2)] });
      expectStatus(created, 201);
      const basket = created.json<Basket>();
      expect(basket).toMatchObject({ id, currency: 'GBP', version: 1, status: 'open', shipping: null, orderId: null });
      expect(basket.lines).toEqual([
        expect.objectContaining({
          product: `/products/${featuredSkus.brakePadsFocus}`,
          quantity: 2,
          productName: 'Brembo Front Brake Pad Set for Ford Focus Mk4',
          item: {
            sku: featuredSkus.brakePadsFocus,
            name: 'Brembo Front Brake Pad Set for Ford Focus Mk4',
            brand: { name: 'Brembo' },
          },
          brandName: 'Brembo',
          componentName: 'Brake Pads',
          unitPrice: { excTax: 3895 },
          taxRate: 2000,
          linePriceTotal: { excTax: 7790, incTax: 9348 },
          discount: { excTax: 0 },
        }),
      ]);
      expect(basket.lines[0]?.categoryIds.length).toBe(2);
      expect(basket.totals).toMatchObject({ itemsExcTax: 7790, totalExcTax: 7790, totalTax: 1558, totalIncTax: 9348 });

      expectStatus(await client.get(id), 200);
      expect((await client.totals(id)).json()).toEqual(basket.totals);
      const again = await client.create({ id, currency: 'GBP', lines: [] });
      expectStatus(again, 200);
      expect(again.json().lines).toHaveLength(1);
    },
  );

  it(
    'upserts lines by id: add, change the quantity keeping the extras, ' +
      'remove with 0; each change moves the version',
    async () => {
      const client = basketClient(app, retailToken);
      const basket = await client.basketWith([]);
      const padsLine = uuidv7();
      const add = await client.update(basket.id, {
        lines: [
          {
            id: padsLine,
            product: `/products/${featuredSkus.brakePadsFocus}`,
            productName: 'Pads for the Focus',
            vehicleOptions: { vrm: 'WB19 KFD', tecdocId: 595349 },
          },
        ],
      });
      expectStatus(add, 200);
      expect(add.json<BasketUpdate>()).toMatchObject({ version: 2, violations: [] });
      // A name sent with a line is not kept: the line's name is the catalogue's (issue 43).
      expect(add.json<BasketUpdate>().lines[0]).toMatchObject({ quantity: 1, productName: padsName });

      // Another device adds a different line: nothing of the first is lost.
      const oilLine = uuidv7();
      const other = await client.update(basket.id, {
        lines: [{ id: oilLine, productVariant: featuredSkus.engineOil, quantity: 3 }],
      });
      expect(other.json<BasketUpdate>().lines.map((l) => l.id)).toEqual([padsLine, oilLine]);

      const changed = await client.update(basket.id, { version: 3, lines: [{ id: padsLine, quantity: 4 }] });
      expectStatus(changed, 200);
      const pads = changed.json<BasketUpdate>().lines.find((l) => l.id === padsLine);
      expect(pads).toMatchObject({
        quantity: 4,
        productName: padsName,
        vehicleOptions: { vrm: 'WB19 KFD', tecdocId: 595349 },
      });
      expect(changed.json().version).toBe(4);

      const removed = await client.update(basket.id, { lines: [{ id: padsLine, quantity: 0 }] });
      expect(removed.json<BasketUpdate>().lines.map((l) => l.id)).toEqual([oilLine]);
    },
  );

  it('answers refused lines as violations beside the accepted ones, and 422 when every line is refused', async () => {
    const client = basketClient(app, retailToken);
    const basket = await client.basketWith([]);
    const mixed = await client.update(basket.id, {
      lines: [
        line(featuredSkus.wiperBlade650),
        line('999999999'),
        line(featuredSkus.priceOnRequest),
        line(featuredSkus.hiddenFromWebsite),
        { id: uuidv7(), quantity: 1 },
      ],
    });
    expectStatus(mixed, 200);
    expect(mixed.json<BasketUpdate>().lines).toHaveLength(1);
    expect(mixed.json<BasketUpdate>().violations).toEqual([
      { propertyPath: 'lines[1].product', message: basketMessages.unknownProduct },
      { propertyPath: 'lines[2].product', message: basketMessages.priceOnRequest },
      { propertyPath: 'lines[3].product', message: basketMessages.notSoldOnline },
      { propertyPath: 'lines[4].product', message: basketMessages.chooseProduct },
    ]);
    const allRefused = await client.update(basket.id, { lines: [line('999999999')] });
    expectStatus(allRefused, 422);
    expect(allRefused.json().violations).toEqual([
      { propertyPath: 'lines[0].product', message: basketMessages.unknownProduct },
    ]);
    const badQuantity = await client.update(basket.id, {
      lines: [{ ...line(featuredSkus.engineOil), quantity: 1000 }],
    });
    expectStatus(badQuantity, 400);
    expect(badQuantity.json().violations).toEqual([
      { propertyPath: 'lines[0].quantity', message: basketMessages.quantityRange },
    ]);
  });

  it('answers a write based on an older version with 409 and the current basket', async () => {
    const client = basketClient(app, retailToken);
    const basket = await client.basketWith([[featuredSkus.engineOil, 1]]);
    expectStatus(await client.update(basket.id, { version: 1, lines: [line(featuredSkus.wiperBlade650)] }), 200);
    const stale = await client.update(basket.id, { version: 1, lines: [line(featuredSkus.brakeDiscsFocus)] });
    expectStatus(stale, 409);
    expect(stale.json()).toMatchObject({ 'hydra:description': basketMessages.versionConflict, status: 409 });
    expect(stale.json().current).toEqual((await client.get(basket.id)).json());
    expect(stale.json().current.version).toBe(2);
    expect(stale.json().current.lines).toHaveLength(2);
    const stalePromo = await client.promotions(basket.id, ['SAVE10'], { version: 1 });
    expectStatus(stalePromo, 409);
    expect(stalePromo.json().current.version).toBe(2);
  });

  it("answers another user's basket, and a malformed id, as not found", async () => {
    const owner = basketClient(app, retailToken);
    const other = basketClient(app, (await login(app, trade.email, trade.password)).token);
    const basket = await owner.basketWith([[featuredSkus.engineOil, 1]]);
    for (const response of [
      await other.get(basket.id),
      await other.totals(basket.id),
      await other.update(basket.id, { lines: [line(featuredSkus.engineOil)] }),
      await other.promotions(basket.id, ['SAVE10']),
      await other.remove(basket.id),
      await other.confirm(basket.id),
      await other.create({ id: basket.id, currency: 'GBP', lines: [] }),
      await owner.get('not-a-basket'),
    ]) {
      expectStatus(response, 404);
      expect(response.json()['hydra:description']).toBe(basketMessages.notFound);
    }
    expect((await owner.get(basket.id)).json().lines).toHaveLength(1);
  });

  it('deletes a basket', async () => {
    const client = basketClient(app, retailToken);
    const basket = await client.basketWith([[featuredSkus.engineOil, 1]]);
    expectStatus(await client.remove(basket.id), 204);
    expectStatus(await client.get(basket.id), 404);
  });

  it('prices a euro basket from the euro price list with Irish VAT', async () => {
    const client = basketClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const basket = await client.basketWith([[featuredSkus.brakePadsFocus, 1]], 'EUR');
    // The pads are £38.95 and €47.49 on the lists (not £38.95 × 1.17); 23% VAT → €58.41.
    expect(basket.lines[0]).toMatchObject({
      unitPrice: { excTax: 4749 },
      taxRate: 2300,
      linePriceTotal: { excTax: 4749, incTax: 5841 },
    });
    expect(basket.totals).toMatchObject({ currency: 'EUR', totalIncTax: 5841 });
    const listed = await app.inject({
      method: 'POST',
      url: '/api/storefront/products-by-skus?currency=EUR',
      payload: { skus: [featuredSkus.brakePadsFocus] },
    });
    expect(listed.json()['hydra:member'][0]).toMatchObject({ currency: 'EUR', price: 4749, surcharge: 0 });
  });

  it('gives guests baskets, and moves a guest basket to the user who logs in from that guest session', async () => {
    const guestPair = await guestLogin(app);
    const guest = basketClient(app, guestPair.token);
    const basket = await guest.basketWith([[featuredSkus.wiperBlade650, 2]]);

    // Logging in with the guest's session in hand (its access token) remembers the guest.
    const loggedIn = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { authorization: `Bearer ${guestPair.token}` },
      payload: { email: retail.email, password: retail.password },
    });
    expectStatus(loggedIn, 200);
    const user = basketClient(app, loggedIn.json().token);
    expectStatus(await user.get(basket.id), 404);
    const converted = await user.convert(basket.id);
    expectStatus(converted, 200);
    expect(converted.json()).toMatchObject({ id: basket.id, version: 2 });
    expect((await user.get(basket.id)).json().lines[0].quantity).toBe(2);
    // Converting again is harmless; a stale version is a conflict like any write.
    expectStatus(await user.convert(basket.id), 200);
    expectStatus(await user.convert(basket.id, { version: 1 }), 409);

    // Someone who did not log in from that guest cannot take its basket.
    const otherGuest = basketClient(app, (await guestLogin(app)).token);
    const theirs = await otherGuest.basketWith([[featuredSkus.engineOil, 1]]);
    expectStatus(await user.convert(theirs.id), 404);
    const trader = basketClient(app, (await login(app, trade.email, trade.password)).token);
    expectStatus(await trader.convert(theirs.id), 404);
    // Guests cannot convert (a logged-in user's call).
    expectStatus(await otherGuest.convert(theirs.id), 403);
  });
});
