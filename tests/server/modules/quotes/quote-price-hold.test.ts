import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../../../../contract/basket/messages';
import type { Basket } from '../../../../contract/basket/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Invoice } from '../../../../contract/invoices/schemas';
import type { Order } from '../../../../contract/orders/schemas';
import type { BasketFromQuote, Quote, SharedQuote } from '../../../../contract/quotes/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { setPrice, setStock, tuesdayMorning } from '../basket/commerce-fixtures';
import { expectStatus, quoteClient } from './quote-client';

const { brakePadsFocus: pads, brakeDiscsFocus: discs, fittingKitFocus: kit } = featuredSkus;
const today = '2026-03-10';

/**
 * A quote's price hold (issue 43): quoted on Tuesday, valid until Thursday. Turned into a basket
 * before Thursday ends, it charges the quoted prices through basket, order and invoice though
 * the catalogue moved; after, the basket is priced today and the answer says so. A part that
 * cannot be bought is left out and named; the rest still make a basket.
 */
describe.each(testDatabases)('a quote’s price hold on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;
  let counter: ReturnType<typeof quoteClient>;

  const convert = async (wishlistId: string) => {
    const response = await counter.send('POST', '/wishlists/create-basket', { wishlistId });
    expectStatus(response, 200);
    return response.json<BasketFromQuote>();
  };
  const basketOf = async (id: string) => (await counter.send('GET', `/baskets/${id}`)).json<Basket>();
  const holdsOff = (off: boolean) =>
    queryRows(
      handle.db,
      sql`UPDATE babbage_accounts SET holds_quote_prices = ${!off}
           WHERE user_id = (SELECT id FROM users WHERE email = ${trade.email})`,
    );

  beforeAll(async () => {
    clock = createTestClock(tuesdayMorning);
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle, clock }));
    counter = quoteClient(app, (await login(app, trade.email, trade.password)).token);
    for (const sku of [pads, discs, kit]) await setStock(handle.db, sku, 50);
  });
  afterAll(() => app.close());

  it('inside its day: the basket and the order charge the quoted price, though the catalogue rose', async () => {
    const quote = await counter.quoteWith(
      [
        [discs, 1],
        [pads, 2],
      ],
      { validUntil: '2026-03-12' },
    );
    expect(quote.items.map((item) => item.unitPrice.excTax)).toEqual([7450, 3895]);
    await setPrice(handle.db, discs, 8200); // £74.50 quoted, £82.00 today
    try {
      const answer = await convert(quote.id);
      expect(answer).toMatchObject({
        priceChanges: [],
        difference: { excTax: 0, incTax: 0 },
        pricesHeldUntil: '2026-03-13T00:00:00.000Z',
        notice: null,
        leftOut: [],
      });
      const basket = await basketOf(answer.basketId);
      expect(basket.lines.map((line) => [line.product, line.unitPrice.excTax, line.priceHold?.quoteId])).toEqual([
        [`/products/${discs}`, 7450, quote.id],
        [`/products/${pads}`, 3895, quote.id],
      ]);
      expect(basket.totals.itemsExcTax).toBe(7450 + 2 * 3895);

      const shipped = await counter.send('PUT', `/baskets/${basket.id}`, {
        version: basket.version,
        shipping: { service: 'click-and-collect', date: today },
      });
      expectStatus(shipped, 200);
      const ready = shipped.json<Basket>();
      const confirmed = await counter.send('PUT', `/baskets/${basket.id}/confirm`, {
        version: ready.version,
        orderId: uuidv7(),
        expectedTotalIncTax: ready.totals.totalIncTax,
      });
      expectStatus(confirmed, 201);
      const order = confirmed.json<Order>();
      expect(order.lines.map((line) => [line.unitPrice.excTax, line.priceHold?.quoteId])).toEqual([
        [7450, quote.id],
        [3895, quote.id],
      ]);
      expect(order.totalIncTax).toBe(basket.totals.totalIncTax);

      // Paid on account, the order is invoiced at the quoted prices too.
      const paid = await counter.send('POST', '/payment-transactions', {
        order: `/orders/${order.id}`,
        currency: 'GBP',
        provider: 'payOnAccount',
      });
      expect(paid.statusCode, paid.body).toBeLessThan(300);
      const invoices = await counter.send('GET', '/babbage-invoices?dateFrom=10/03/2026&dateTo=10/03/2026');
      const listed = invoices.json<{ 'hydra:member': { orderId: string; type: string; invoiceNumber: string }[] }>();
      const summary = listed['hydra:member'].find((one) => one.orderId === order.id && one.type === 'invoice');
      const invoice = (await counter.send('GET', `/babbage-invoices/${summary!.invoiceNumber}`)).json<Invoice>();
      expect(invoice.lines.filter((line) => line.sku).map((line) => [line.sku, line.unitPrice])).toEqual([
        [discs, 7450],
        [pads, 3895],
      ]);
    } finally {
      await setPrice(handle.db, discs, 7450);
    }
  });

  it('with holds turned off for the account: no promise, and a basket at today’s prices that says so', async () => {
    const quote = await counter.quoteWith([[discs, 1]], { validUntil: '2026-03-12' });
    await holdsOff(true);
    await setPrice(handle.db, discs, 8200);
    try {
      expect((await counter.get(quote.id)).json<Quote>().pricesHeld).toBe(false);
      const share = (await counter.send('POST', `/wishlists/${quote.id}/share`)).json<{ token: string }>();
      const shared = await app.inject({ method: 'GET', url: `/api/shared-quotes/${share.token}` });
      expect(shared.json<SharedQuote>().pricesHeld).toBe(false);
      const answer = await convert(quote.id);
      expect(answer).toMatchObject({
        priceChanges: [expect.objectContaining({ quoted: { excTax: 7450 }, now: { excTax: 8200 } })],
        difference: { excTax: 750, incTax: 900 },
        pricesHeldUntil: null,
        notice:
          'Prices are not held on your account’s quotes, so this quote’s parts go into the basket at today’s prices.',
      });
      const basket = await basketOf(answer.basketId);
      expect(basket.lines.map((line) => [line.unitPrice.excTax, line.priceHold])).toEqual([[8200, undefined]]);
    } finally {
      await holdsOff(false);
      await setPrice(handle.db, discs, 7450);
    }
    expect((await counter.get(quote.id)).json<Quote>().pricesHeld).toBe(true);
  });

  it('leaves out a part not sold online or out of stock, naming it; the rest make a basket', async () => {
    const quote = await counter.quoteWith([
      [pads, 1],
      [discs, 1],
      [kit, 2],
    ]);
    await handle.db.execute(sql`UPDATE products SET show_add_to_basket_button = false WHERE sku = ${discs}`);
    await setStock(handle.db, kit, 0);
    try {
      const answer = await convert(quote.id);
      expect(answer.leftOut).toEqual([
        {
          itemId: quote.items[1]!.id,
          product: `/products/${discs}`,
          productName: quote.items[1]!.productName,
          quantity: 1,
          reason: 'notSoldOnline',
          message: basketMessages.notSoldOnline,
        },
        expect.objectContaining({ itemId: quote.items[2]!.id, reason: 'outOfStock', quantity: 2 }),
      ]);
      expect(answer.leftOut[1]!.message).toMatch(/^This item is out of stock at /);
      const basket = await basketOf(answer.basketId);
      expect(basket.lines.map((line) => [line.product, line.quantity])).toEqual([[`/products/${pads}`, 1]]);

      // Nothing left to buy: no basket, and each line says why.
      const none = await counter.quoteWith([
        [discs, 1],
        [kit, 1],
      ]);
      const refused = await counter.send('POST', '/wishlists/create-basket', { wishlistId: none.id });
      expectStatus(refused, 422);
      expect(refused.json()).toMatchObject({
        violations: [
          {
            propertyPath: 'wishlistId',
            message: 'None of the parts on this quote can be bought online now, so no basket was made.',
          },
          { propertyPath: `items[${none.items[0]!.id}].product`, message: basketMessages.notSoldOnline },
          { propertyPath: `items[${none.items[1]!.id}].product` },
        ],
      });
    } finally {
      await handle.db.execute(sql`UPDATE products SET show_add_to_basket_button = true WHERE sku = ${discs}`);
      await setStock(handle.db, kit, 50);
    }
  });

  it('after its day: a basket made inside the hold goes to today’s price, and a new one is priced today', async () => {
    const quote = await counter.quoteWith([[discs, 1]], { validUntil: '2026-03-12' });
    await setPrice(handle.db, discs, 8200);
    try {
      const inside = await convert(quote.id);
      clock.advance(2 * 24 * 3600 + 14 * 3600 - 1); // Thursday 23:59:59: still held
      counter = quoteClient(app, (await login(app, trade.email, trade.password)).token);
      expect((await basketOf(inside.basketId)).lines[0]!.unitPrice.excTax).toBe(7450);
      clock.advance(1); // Friday 00:00: the hold has ended
      const later = await basketOf(inside.basketId);
      expect(later.lines.map((line) => [line.unitPrice.excTax, line.priceHold])).toEqual([[8200, undefined]]);
      const after = await convert(quote.id);
      expect(after).toMatchObject({
        priceChanges: [expect.objectContaining({ quoted: { excTax: 7450 }, now: { excTax: 8200 } })],
        pricesHeldUntil: null,
        notice: 'This quote ran out on 12 March 2026, so its parts go into the basket at today’s prices.',
      });
      expect((await basketOf(after.basketId)).lines[0]!.unitPrice.excTax).toBe(8200);
    } finally {
      await setPrice(handle.db, discs, 7450);
    }
  });
});
