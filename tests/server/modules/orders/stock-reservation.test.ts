import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketMessages } from '../../../../contract/basket/messages';
import type { Basket } from '../../../../contract/basket/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { orderMessages } from '../../../../contract/orders/messages';
import type { Order, PaymentTransaction } from '../../../../contract/orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { createTestClock } from '../../helpers/clock';
import { login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus } from '../basket/basket-client';
import { leedsKirkstall, setStock, tuesdayMorning } from '../basket/commerce-fixtures';

const manchesterTrafford = '01936b2e-0000-7000-8000-00000000b002';
const dublinBallymount = '01936b2e-0000-7000-8000-00000000b003';

/**
 * Issue 26: an order holds its stock from the moment it is made, and gives it back when it is
 * cancelled. Two orders for the last unit: one gets it, the other is told beside the line.
 */
describe.each(testDatabases)('stock held by orders on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle, clock: createTestClock(tuesdayMorning) }));
  });
  afterAll(() => app.close());

  const today = '2026-03-10';
  const tomorrow = '2026-03-11';
  const trader = async () => basketClient(app, (await login(app, trade.email, trade.password)).token);
  const stockOf = async (sku: string) =>
    Object.fromEntries(
      (
        await queryRows<{ branch_id: string; quantity: number }>(
          handle.db,
          sql`SELECT s.branch_id::text AS branch_id, s.quantity FROM branch_stock s
              JOIN products p ON p.id = s.product_id WHERE p.sku = ${sku}`,
        )
      ).map((row) => [row.branch_id, Number(row.quantity)]),
    );

  /** Collected today at the trade user's branch, or delivered tomorrow to a retail customer. */
  async function confirmed(client: ReturnType<typeof basketClient>, lines: [string, number][], service: string) {
    const basket = await client.basketWith(lines);
    const date = service === 'click-and-collect' ? today : tomorrow;
    const shipped = await client.update(basket.id, { shipping: { service, date } });
    expectStatus(shipped, 200);
    const ready = shipped.json<Basket>();
    return client.confirm(ready.id, { version: ready.version, orderId: uuidv7() });
  }

  it('two orders for the last unit: one gets it, the other is told beside its line', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 1);
    const client = await trader();
    const answers = await Promise.all([
      confirmed(client, [[featuredSkus.brakePadsFocus, 1]], 'click-and-collect'),
      confirmed(client, [[featuredSkus.brakePadsFocus, 1]], 'click-and-collect'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json().violations).toEqual([
      { propertyPath: 'lines[0].quantity', message: basketMessages.outOfStock('Leeds Kirkstall') },
    ]);
    // The branch has none left: its row is gone.
    expect(await stockOf(featuredSkus.brakePadsFocus)).toEqual({});
  });

  it('cancelling gives the stock back once, reverses the payment, and answers the same again', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 3);
    const client = await trader();
    const made = await confirmed(client, [[featuredSkus.brakePadsFocus, 3]], 'click-and-collect');
    expectStatus(made, 201);
    const order = made.json<Order>();
    expect(await stockOf(featuredSkus.brakePadsFocus)).toEqual({});
    const paymentId = uuidv7();
    const payment = { order: `/orders/${order.id}`, currency: 'GBP', provider: 'payOnAccount' };
    expectStatus(await client.payAt(paymentId, payment), 200);

    const cancelled = await client.send('POST', `/orders/${order.id}/cancel`);
    expectStatus(cancelled, 200);
    expect(cancelled.json<Order>()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await stockOf(featuredSkus.brakePadsFocus)).toEqual({ [leedsKirkstall]: 3 });
    expect((await client.payAt(paymentId, payment)).json<PaymentTransaction>().status).toBe('reversed');

    const again = await client.send('POST', `/orders/${order.id}/cancel`);
    expectStatus(again, 200);
    expect(again.json<Order>().cancelledAt).toBe(cancelled.json<Order>().cancelledAt);
    expect(await stockOf(featuredSkus.brakePadsFocus)).toEqual({ [leedsKirkstall]: 3 });
    // A cancelled order is not paid again.
    const payAgain = await client.pay(payment);
    expectStatus(payAgain, 409);
    expect(payAgain.json()['hydra:description']).toBe(orderMessages.cancelled);
  });

  it('another person’s order cannot be cancelled: it is not found', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 2);
    const made = await confirmed(await trader(), [[featuredSkus.brakePadsFocus, 1]], 'click-and-collect');
    expectStatus(made, 201);
    const stranger = basketClient(app, (await login(app, retail.email, retail.password)).token);
    const refused = await stranger.send('POST', `/orders/${made.json<Order>().id}/cancel`);
    expectStatus(refused, 404);
    expect(refused.json()['hydra:description']).toBe(orderMessages.notFound);
    expect(await stockOf(featuredSkus.brakePadsFocus)).toEqual({ [leedsKirkstall]: 1 });
  });

  it('a customer without a branch takes from the branches holding most, and gets it back there', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 2, leedsKirkstall);
    await queryRows(
      handle.db,
      sql`INSERT INTO branch_stock (branch_id, product_id, quantity)
          SELECT b.id, p.id, q.n FROM products p,
            (VALUES (${manchesterTrafford}::uuid, 5), (${dublinBallymount}::uuid, 1)) AS q(id, n)
            JOIN branches b ON b.id = q.id
          WHERE p.sku = ${featuredSkus.brakePadsFocus}`,
    );
    const shopper = basketClient(app, (await login(app, retail.email, retail.password)).token);
    const made = await confirmed(shopper, [[featuredSkus.brakePadsFocus, 6]], 'next-day-delivery');
    expectStatus(made, 201);
    expect(await stockOf(featuredSkus.brakePadsFocus)).toEqual({ [leedsKirkstall]: 1, [dublinBallymount]: 1 });

    const tooMany = await confirmed(shopper, [[featuredSkus.brakePadsFocus, 3]], 'next-day-delivery');
    expectStatus(tooMany, 422);
    expect(tooMany.json().violations[0].message).toBe(basketMessages.notEnoughStock(2, basketMessages.anyBranch));

    expectStatus(await shopper.send('POST', `/orders/${made.json<Order>().id}/cancel`), 200);
    expect(await stockOf(featuredSkus.brakePadsFocus)).toEqual({
      [leedsKirkstall]: 2,
      [manchesterTrafford]: 5,
      [dublinBallymount]: 1,
    });
  });
});
