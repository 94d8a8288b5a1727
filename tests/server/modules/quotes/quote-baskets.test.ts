import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '../../../../contract/basket/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { BasketFromQuote, Quote } from '../../../../contract/quotes/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import type { DatabaseHandle } from '../../../../server/db/database';
import { login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { setStock } from '../basket/commerce-fixtures';
import { expectStatus, quoteClient } from './quote-client';

const { brakePadsFocus: pads, brakeDiscsFocus: discs, fittingKitFocus: kit } = featuredSkus;

describe.each(testDatabases)('quotes and baskets on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let counter: ReturnType<typeof quoteClient>;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    counter = quoteClient(app, (await login(app, trade.email, trade.password)).token);
    // A part with none at the branch is left out of a quote's basket (quote-price-hold.test.ts).
    for (const sku of [pads, discs, kit]) await setStock(handle.db, sku, 50);
  });
  afterAll(() => app.close());

  const setPrice = (sku: string, price: number) =>
    handle.db.execute(sql`UPDATE products SET price = ${price} WHERE sku = ${sku}`);

  it('saves a basket as a quote, its lines at today’s prices; another person’s basket is not found', async () => {
    const basket = await counter.send('POST', '/baskets', {
      id: uuidv7(),
      lines: [
        { id: uuidv7(), product: `/products/${pads}`, quantity: 2 },
        { id: uuidv7(), product: `/products/${kit}`, quantity: 1 },
      ],
    });
    expectStatus(basket, 201);
    const basketId = basket.json<Basket>().id;
    const saved = await counter.send('POST', '/wishlists/create-with-basket', { basketId, name: 'From the basket' });
    expectStatus(saved, 201);
    expect(saved.json<Quote>()).toMatchObject({
      rev: 1,
      name: 'From the basket',
      items: [
        { product: `/products/${pads}`, quantity: 2, unitPrice: { excTax: 3895 } },
        { product: `/products/${kit}`, quantity: 1, unitPrice: { excTax: 895 } },
      ],
    });
    const other = quoteClient(app, (await login(app, retail.email, retail.password)).token);
    const refused = await other.send('POST', '/wishlists/create-with-basket', { basketId, name: 'Not mine' });
    expectStatus(refused, 404);
    const empty = await counter.send('POST', '/baskets', { id: uuidv7() });
    const nothing = await counter.send('POST', '/wishlists/create-with-basket', {
      basketId: empty.json<Basket>().id,
      name: 'Empty',
    });
    expectStatus(nothing, 422);
    expect(nothing.json()).toMatchObject({
      violations: [{ propertyPath: 'basketId', message: 'This basket has no parts to save as a quote.' }],
    });
  });

  const holdPrices = (hold: boolean) =>
    handle.db.execute(
      sql`UPDATE babbage_accounts SET holds_quote_prices = ${hold}
           WHERE user_id = (SELECT id FROM users WHERE email = ${trade.email})`,
    );

  // Inside a quote's hold its prices are kept (quote-price-hold.test.ts); with holds off they are not.
  it('holds off: turns a quote into a basket at today’s prices, saying which lines moved and by how much', async () => {
    const quote = await counter.quoteWith([
      [pads, 2],
      [discs, 1],
      [kit, 1],
    ]);
    // Since the quote: pads up £1.60 each, discs down £2.00, the kit as it was.
    await setPrice(pads, 3895 + 160);
    await setPrice(discs, 7450 - 200);
    await holdPrices(false);
    try {
      const converted = await counter.send('POST', '/wishlists/create-basket', { wishlistId: quote.id });
      expectStatus(converted, 200);
      const answer = converted.json<BasketFromQuote>();
      expect(answer.priceChanges).toEqual([
        {
          itemId: quote.items[0]!.id,
          product: `/products/${pads}`,
          productName: quote.items[0]!.productName,
          quantity: 2,
          quoted: { excTax: 3895 },
          now: { excTax: 4055 },
          difference: { excTax: 320, incTax: 384 },
        },
        expect.objectContaining({
          quoted: { excTax: 7450 },
          now: { excTax: 7250 },
          difference: { excTax: -200, incTax: -240 },
        }),
      ]);
      expect(answer.difference).toEqual({ excTax: 120, incTax: 144 });
      const basket = (await counter.send('GET', `/baskets/${answer.basketId}`)).json<Basket>();
      expect(basket.lines.map((line) => [line.product, line.quantity, line.unitPrice.excTax])).toEqual([
        [`/products/${pads}`, 2, 4055],
        [`/products/${discs}`, 1, 7250],
        [`/products/${kit}`, 1, 895],
      ]);
      // The quote keeps the prices it was given, and says what they are today.
      const kept = (await counter.get(quote.id)).json<Quote>();
      expect(kept.items.map((line) => [line.unitPrice.excTax, line.currentUnitPrice])).toEqual([
        [3895, { excTax: 4055 }],
        [7450, { excTax: 7250 }],
        [895, undefined],
      ]);
    } finally {
      await holdPrices(true);
      await setPrice(pads, 3895);
      await setPrice(discs, 7450);
    }
  });

  it('no price moved: an empty list; replayed, the conversion gives one basket', async () => {
    const quote = await counter.quoteWith([[kit, 3]]);
    const key = uuidv7();
    const first = await counter.send('POST', '/wishlists/create-basket', { wishlistId: quote.id }, key);
    expectStatus(first, 200);
    expect(first.json<BasketFromQuote>()).toMatchObject({ priceChanges: [], difference: { excTax: 0, incTax: 0 } });
    const again = await counter.send('POST', '/wishlists/create-basket', { wishlistId: quote.id }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<BasketFromQuote>().basketId).toBe(first.json<BasketFromQuote>().basketId);
    // The device's own basket id: sent again without a key, the same basket answers.
    const basketId = uuidv7();
    const own = await counter.send('POST', '/wishlists/create-basket', { wishlistId: quote.id, basketId });
    const ownAgain = await counter.send('POST', '/wishlists/create-basket', { wishlistId: quote.id, basketId });
    expect([own.json<BasketFromQuote>().basketId, ownAgain.json<BasketFromQuote>().basketId]).toEqual([
      basketId,
      basketId,
    ]);
    const basket = (await counter.send('GET', `/baskets/${basketId}`)).json<Basket>();
    expect(basket.lines.map((line) => line.quantity)).toEqual([3]);
  });

  it('refuses to convert an empty quote or another person’s', async () => {
    const empty = await counter.quoteWith([]);
    const refused = await counter.send('POST', '/wishlists/create-basket', { wishlistId: empty.id });
    expectStatus(refused, 422);
    expect(refused.json()).toMatchObject({
      violations: [{ propertyPath: 'wishlistId', message: 'This quote has no parts to put in a basket.' }],
    });
    const other = quoteClient(app, (await login(app, retail.email, retail.password)).token);
    const mine = await counter.quoteWith([[kit, 1]]);
    expectStatus(await other.send('POST', '/wishlists/create-basket', { wishlistId: mine.id }), 404);
  });
});
