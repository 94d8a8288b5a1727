import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../../../../contract/basket/messages';
import type { Basket } from '../../../../contract/basket/schemas';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { messages } from '../../../../contract/messages';
import { orderMessages } from '../../../../contract/orders/messages';
import type { Order } from '../../../../contract/orders/schemas';
import { promotionMessages } from '../../../../contract/promotions/messages';
import { shippingMessages } from '../../../../contract/shipping/messages';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { promotions } from '../../../../server/db/schema';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { guestLogin, login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus } from '../basket/basket-client';
import { setPrice, setStock, tuesdayMorning } from '../basket/commerce-fixtures';

describe.each(testDatabases)('confirm, pay on account and orders on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;

  beforeAll(async () => {
    handle = await database.open();
    clock = createTestClock(tuesdayMorning);
    ({ app } = await buildTestApp(database, { database: handle, clock }));
  });
  afterAll(() => app.close());

  const trader = async () => basketClient(app, (await login(app, trade.email, trade.password)).token);
  const today = '2026-03-10';
  const orderCount = async (userId: string) =>
    (await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`))[0]
      ?.n ?? 0;

  /** A basket of the trade user's with these lines, collected today at the branch. */
  async function readyBasket(client: ReturnType<typeof basketClient>, lines: [string, number][]): Promise<Basket> {
    const basket = await client.basketWith(lines);
    const shipped = await client.update(basket.id, { shipping: { service: 'click-and-collect', date: today } });
    expectStatus(shipped, 200);
    return shipped.json<Basket>();
  }

  it('confirms a basket into an order awaiting payment, with a reference, frozen lines and totals', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 5);
    const client = await trader();
    const basket = await readyBasket(client, [[featuredSkus.brakePadsFocus, 2]]);
    const orderId = uuidv7();
    const confirmed = await client.confirm(basket.id, {
      version: basket.version,
      orderId,
      expectedTotalIncTax: basket.totals.totalIncTax,
    });
    expectStatus(confirmed, 201);
    const order = confirmed.json<Order>();
    expect(order).toMatchObject({
      id: orderId,
      status: 'awaiting-payment',
      basketId: basket.id,
      currency: 'GBP',
      shipping: { service: 'click-and-collect', date: today },
      itemsExcTax: 7790,
      totalExcTaxAfterDiscount: 7790,
      totalTaxAfterDiscount: 1558,
      shippingTotalAfterDiscountExcTax: 0,
      totalIncTax: 9348,
      notices: [],
      placedAt: null,
    });
    expect(order.reference).toMatch(/^WB-\d{6}$/);
    expect(order.lines).toEqual(basket.lines);

    const after = (await client.get(basket.id)).json<Basket>();
    expect(after).toMatchObject({ status: 'confirmed', orderId, version: basket.version + 1 });
    // Confirmed already, without the first call's key: 409 with the basket as it is.
    const twice = await client.confirm(basket.id);
    expectStatus(twice, 409);
    expect(twice.json()).toMatchObject({
      'hydra:description': basketMessages.alreadyConfirmed,
      current: { status: 'confirmed', orderId },
    });
    // A confirmed basket takes no more changes.
    expectStatus(await client.update(basket.id, { lines: [] }), 409);

    expect((await client.order(orderId)).json()).toEqual(order);
    const retailClient = basketClient(app, (await login(app, retail.email, retail.password)).token);
    const theirs = await retailClient.order(orderId);
    expectStatus(theirs, 404);
    expect(theirs.json()['hydra:description']).toBe(orderMessages.notFound);
    expectStatus(
      await retailClient.pay({ order: `/orders/${orderId}`, currency: 'GBP', provider: 'payOnAccount' }),
      404,
    );
  });

  it('makes one order however often the same confirm is replayed with its key', async () => {
    await setStock(handle.db, featuredSkus.engineOil, 10);
    const client = await trader();
    const basket = await readyBasket(client, [[featuredSkus.engineOil, 1]]);
    const before = await orderCount(trade.id);
    const key = uuidv7();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await client.confirm(basket.id, { expectedTotalIncTax: basket.totals.totalIncTax }, key));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[4]?.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(await orderCount(trade.id)).toBe(before + 1);
  });

  it('answers 409 with the re-priced basket when the price changed since the person saw the total', async () => {
    await setStock(handle.db, featuredSkus.pagidPadsFocus, 5);
    const client = await trader();
    const basket = await readyBasket(client, [[featuredSkus.pagidPadsFocus, 1]]);
    await setPrice(handle.db, featuredSkus.pagidPadsFocus, 3695);
    try {
      const changed = await client.confirm(basket.id, { expectedTotalIncTax: basket.totals.totalIncTax });
      expectStatus(changed, 409);
      const body = changed.json();
      expect(body.current).toMatchObject({ id: basket.id, status: 'open', version: basket.version });
      expect(body.current.totals.totalIncTax).toBe(4434);
      expect(body['hydra:description']).toBe(basketMessages.totalChanged(basket.totals.totalIncTax, 4434, 'GBP', []));
      expect(body['hydra:description']).toBe('Your basket total has changed from £41.94 to £44.34.');
      // Seen and accepted: the same confirm with the new total goes through.
      const accepted = await client.confirm(basket.id, { version: body.current.version, expectedTotalIncTax: 4434 });
      expectStatus(accepted, 201);
      expect(accepted.json().totalIncTax).toBe(4434);
    } finally {
      await setPrice(handle.db, featuredSkus.pagidPadsFocus, 3495);
    }
  });

  it('places the order when the total fell since the person saw it, and says so', async () => {
    await setStock(handle.db, featuredSkus.pagidPadsFocus, 5);
    const client = await trader();
    const basket = await readyBasket(client, [[featuredSkus.pagidPadsFocus, 1]]);
    await setPrice(handle.db, featuredSkus.pagidPadsFocus, 3295);
    try {
      const placed = await client.confirm(basket.id, { expectedTotalIncTax: basket.totals.totalIncTax });
      expectStatus(placed, 201);
      expect(placed.json().totalIncTax).toBeLessThan(basket.totals.totalIncTax);
      expect(placed.json().notices).toEqual([
        basketMessages.totalFell(basket.totals.totalIncTax, placed.json().totalIncTax, 'GBP'),
      ]);
    } finally {
      await setPrice(handle.db, featuredSkus.pagidPadsFocus, 3495);
    }
  });

  it('answers 422 per line when the branch has too few, naming the branch', async () => {
    await setStock(handle.db, featuredSkus.brakeDiscsFocus, 1);
    await setStock(handle.db, featuredSkus.fittingKitFocus, 0);
    await setStock(handle.db, featuredSkus.engineOil, 10);
    const client = await trader();
    const basket = await readyBasket(client, [
      [featuredSkus.engineOil, 1],
      [featuredSkus.brakeDiscsFocus, 3],
      [featuredSkus.fittingKitFocus, 1],
    ]);
    const short = await client.confirm(basket.id);
    expectStatus(short, 422);
    expect(short.json().violations).toEqual([
      { propertyPath: 'lines[1].quantity', message: basketMessages.notEnoughStock(1, 'Leeds Kirkstall') },
      { propertyPath: 'lines[2].quantity', message: basketMessages.outOfStock('Leeds Kirkstall') },
    ]);
    expect(short.json().violations[0].message).toBe('Only 1 in stock at Leeds Kirkstall.');
    // Nothing happened: the basket is still open at its version.
    expect((await client.get(basket.id)).json()).toMatchObject({ status: 'open', version: basket.version });
  });

  it('counts stock at any branch for a customer without a trade account', async () => {
    await setStock(handle.db, featuredSkus.wiperBlade650, 0);
    const client = basketClient(app, (await login(app, retail.email, retail.password)).token);
    const basket = await client.basketWith([[featuredSkus.wiperBlade650, 1]]);
    expectStatus(
      await client.update(basket.id, { shipping: { service: 'next-day-delivery', date: '2026-03-11' } }),
      200,
    );
    const none = await client.confirm(basket.id);
    expectStatus(none, 422);
    expect(none.json().violations).toEqual([
      { propertyPath: 'lines[0].quantity', message: basketMessages.outOfStock(basketMessages.anyBranch) },
    ]);
    await setStock(handle.db, featuredSkus.wiperBlade650, 4, '01936b2e-0000-7000-8000-00000000b003');
    expectStatus(await client.confirm(basket.id), 201);
  });

  it('needs lines, a shipping choice and a logged-in user', async () => {
    const client = await trader();
    const empty = await client.basketWith([]);
    const noLines = await client.confirm(empty.id);
    expectStatus(noLines, 422);
    expect(noLines.json().violations).toEqual([{ propertyPath: 'lines', message: basketMessages.empty }]);
    const unshipped = await client.basketWith([[featuredSkus.engineOil, 1]]);
    const noShipping = await client.confirm(unshipped.id);
    expectStatus(noShipping, 422);
    expect(noShipping.json().violations).toEqual([{ propertyPath: 'shipping', message: shippingMessages.notChosen }]);
    const guest = basketClient(app, (await guestLogin(app)).token);
    const guestBasket = await guest.basketWith([[featuredSkus.engineOil, 1]]);
    const refused = await guest.confirm(guestBasket.id);
    expectStatus(refused, 403);
    expect(refused.json()['hydra:description']).toBe(messages.notLoggedIn);
  });

  it(
    'PUT /payment-transactions/{id} pays under the id in the path, ' +
      'and the same PUT again answers the same payment',
    async () => {
      await setStock(handle.db, featuredSkus.engineOil, 10);
      const client = await trader();
      const basket = await readyBasket(client, [[featuredSkus.engineOil, 1]]);
      const order = (await client.confirm(basket.id)).json<Order>();
      const paymentId = uuidv7();
      const body = { order: `/orders/${order.id}`, currency: 'GBP', provider: 'payOnAccount' };
      const paid = await client.payAt(paymentId, body);
      expectStatus(paid, 200);
      expect(paid.json()).toMatchObject({
        id: paymentId,
        order: `/orders/${order.id}`,
        amount: order.totalIncTax,
        status: 'completed',
      });
      const again = await client.payAt(paymentId, body);
      expectStatus(again, 200);
      expect(again.json()).toEqual(paid.json());
      expect((await client.order(order.id)).json<Order>().status).toBe('placed');

      // The id taken for another order, a paid order under a new id, a malformed id, someone else's payment.
      const other = (await client.confirm((await readyBasket(client, [[featuredSkus.engineOil, 1]])).id)).json<Order>();
      const taken = await client.payAt(paymentId, { ...body, order: `/orders/${other.id}` });
      expectStatus(taken, 409);
      expect(taken.json()['hydra:description']).toBe(orderMessages.paymentIdTaken);
      expectStatus(await client.payAt(uuidv7(), body), 409);
      expectStatus(await client.payAt('not-a-payment', body), 404);
      const stranger = basketClient(app, (await login(app, retail.email, retail.password)).token);
      expectStatus(await stranger.payAt(paymentId, body), 404);
    },
  );

  it(
    'pays an order on account once: the order is placed, ' + 'a second payment is 409, a replay answers the first',
    async () => {
      await setStock(handle.db, featuredSkus.engineOil, 10);
      const client = await trader();
      const basket = await readyBasket(client, [[featuredSkus.engineOil, 2]]);
      clock.advance(60); // the newest order, by a minute
      const order = (await client.confirm(basket.id)).json<Order>();
      const wrongCurrency = await client.pay({ order: order.id, currency: 'EUR', provider: 'payOnAccount' });
      expectStatus(wrongCurrency, 422);
      expect(wrongCurrency.json().violations).toEqual([
        { propertyPath: 'currency', message: orderMessages.currencyMismatch('GBP') },
      ]);

      const key = uuidv7();
      const paymentId = uuidv7();
      const paid = await client.pay(
        { id: paymentId, order: `/orders/${order.id}`, currency: 'GBP', provider: 'payOnAccount' },
        key,
      );
      expectStatus(paid, 201);
      expect(paid.json()).toMatchObject({
        id: paymentId,
        order: `/orders/${order.id}`,
        amount: order.totalIncTax,
        currency: 'GBP',
        provider: 'payOnAccount',
        status: 'completed',
      });
      const replay = await client.pay(
        { id: paymentId, order: `/orders/${order.id}`, currency: 'GBP', provider: 'payOnAccount' },
        key,
      );
      expectStatus(replay, 201);
      expect(replay.body).toBe(paid.body);
      const again = await client.pay({ order: order.id, currency: 'GBP', provider: 'payOnAccount' });
      expectStatus(again, 409);
      expect(again.json()['hydra:description']).toBe(orderMessages.alreadyPaid);
      const placed = (await client.order(order.id)).json<Order>();
      expect(placed.status).toBe('placed');
      expect(placed.placedAt).not.toBeNull();

      expect((await client.orders('?itemsPerPage=1')).json()['hydra:totalItems']).toBe(await orderCount(trade.id));
      // The newest of the baskets' orders: this test's clock is in March, the demo's orders are
      // dated in real time.
      const list = (await client.orders('?itemsPerPage=100&createdAt[before]=2026-03-10T23:59:59')).json();
      expect(list['hydra:member'].find((member: Order) => member.basketId)?.id).toBe(order.id);
      const dates = list['hydra:member'].map((member: Order) => member.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    },
  );

  it('drops a promotion that ended after it was added, and says so', async () => {
    await setStock(handle.db, featuredSkus.engineOil, 10);
    await handle.db.insert(promotions).values({
      code: 'SPRING26',
      name: 'Spring service',
      description: '10% off everything for a week.',
      kind: 'percentOffAll',
      percentBasisPoints: 1000,
      startsAt: new Date(tuesdayMorning - 86_400_000),
      endsAt: new Date(tuesdayMorning + 86_400_000),
      tradeOnly: false,
    });
    let client = await trader();
    const basket = (await client.basketWith([[featuredSkus.engineOil, 1]])) as Basket;
    await client.update(basket.id, { shipping: { service: 'click-and-collect', date: '2026-03-13' } });
    const promoted = (await client.promotions(basket.id, ['spring26'])).json<Basket>();
    expect(promoted.totals.discountExcTax).toBe(400);

    clock.advance(2 * 86_400);
    client = await trader();
    const changed = await client.confirm(basket.id, { expectedTotalIncTax: promoted.totals.totalIncTax });
    expectStatus(changed, 409);
    expect(changed.json()['hydra:description']).toContain(promotionMessages.droppedAtConfirm('SPRING26'));
    expect(changed.json().current.promotions).toEqual([]);
    const order = await client.confirm(basket.id);
    expectStatus(order, 201);
    expect(order.json()).toMatchObject({
      notices: [promotionMessages.droppedAtConfirm('SPRING26')],
      promotions: [],
      discountExcTax: 0,
    });
  });
});
