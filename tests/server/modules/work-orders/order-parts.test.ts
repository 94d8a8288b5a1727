import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Order } from '../../../../contract/orders/schemas';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { setStock } from '../basket/commerce-fixtures';
import { expectStatus, part, workOrderClient } from './work-order-client';

/**
 * Ordering a work order's parts (issue 24): one real order at the account's branch, placed on
 * account, its stock taken from the branch, made once however often the intent arrives.
 */
describe.each(testDatabases)('ordering a work order’s parts on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let tablet: ReturnType<typeof workOrderClient>;
  let branch: { id: string; name: string };

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
    [branch] = (await queryRows<{ id: string; name: string }>(
      handle.db,
      sql`SELECT b.id::text AS id, b.name FROM users u
          JOIN babbage_accounts a ON a.id = u.active_babbage_account_id
          JOIN branches b ON b.id = a.branch_id WHERE u.email = ${trade.email}`,
    )) as [{ id: string; name: string }];
  });
  afterAll(() => app.close());

  const stockAt = async (sku: string) =>
    Number(
      (
        await queryRows<{ quantity: number }>(
          handle.db,
          sql`SELECT s.quantity FROM branch_stock s JOIN products p ON p.id = s.product_id
              WHERE p.sku = ${sku} AND s.branch_id = ${branch.id}`,
        )
      )[0]?.quantity ?? 0,
    );
  const reservations = (orderId: string) =>
    queryRows<{ sku: string; quantity: number }>(
      handle.db,
      sql`SELECT p.sku, r.quantity FROM stock_reservations r JOIN products p ON p.id = r.product_id
          WHERE r.order_id = ${orderId} AND r.branch_id = ${branch.id} ORDER BY p.sku`,
    );
  const ordersOf = async (workOrderId: string) =>
    (
      await queryRows<{ n: number }>(
        handle.db,
        sql`SELECT count(*)::int AS n FROM orders WHERE work_order_id = ${workOrderId}`,
      )
    )[0]?.n;

  it('places one order at the branch with the parts, takes their stock, and names it on the work order', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 6, branch.id);
    await setStock(handle.db, featuredSkus.brakeDiscsFocus, 4, branch.id);
    const start = await tablet.authoriseAll(
      await tablet.workOrderWith([
        [featuredSkus.brakePadsFocus, 2],
        [featuredSkus.brakeDiscsFocus, 2],
      ]),
    );
    const orderId = uuidv7();
    const ordered = await tablet.changes(start.id, [{ op: 'orderParts', orderId }]);
    expectStatus(ordered, 200);
    const workOrder = ordered.json<WorkOrder>();
    expect(workOrder.status).toBe('parts-ordered');
    expect(workOrder.partsOrders).toEqual([
      {
        id: orderId,
        reference: expect.stringMatching(/^WB-\d{6}$/),
        placedAt: expect.any(String),
        totalIncTax: expect.any(Number),
      },
    ]);

    const order = (await tablet.send('GET', `/orders/${orderId}`)).json<Order>();
    expect(order).toMatchObject({
      id: orderId,
      reference: workOrder.partsOrders?.[0]?.reference,
      status: 'placed',
      basketId: null,
      workOrderId: start.id,
      currency: 'GBP',
    });
    expect(order.lines.map((line) => [line.item.sku, line.quantity])).toEqual([
      [featuredSkus.brakePadsFocus, 2],
      [featuredSkus.brakeDiscsFocus, 2],
    ]);
    // The trade price the work order showed, without the garage's uplift, VAT on top.
    const pads = start.workOrderItems[0]!;
    expect(order.lines[0]?.unitPrice.excTax).toBe(pads.price + pads.surcharge);
    expect(order.totalIncTax).toBe(workOrder.partsOrders?.[0]?.totalIncTax);
    expect(order.totalIncTax).toBeGreaterThan(order.totalExcTaxAfterDiscount);

    expect(await stockAt(featuredSkus.brakePadsFocus)).toBe(4);
    expect(await stockAt(featuredSkus.brakeDiscsFocus)).toBe(2);
    expect(await reservations(orderId)).toEqual([
      { sku: featuredSkus.brakePadsFocus, quantity: 2 },
      { sku: featuredSkus.brakeDiscsFocus, quantity: 2 },
    ]);
  });

  it('replayed, by its idempotency key or sent again without it, makes one order and one reservation', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 5, branch.id);
    const start = await tablet.authoriseAll(await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 2]]));
    const orderId = uuidv7();
    const key = uuidv7();
    const first = await tablet.changes(start.id, [{ op: 'orderParts', orderId }], key);
    expectStatus(first, 200);
    expectStatus(await tablet.changes(start.id, [{ op: 'orderParts', orderId }], key), 200);
    const again = await tablet.changes(start.id, [{ op: 'orderParts', orderId }], uuidv7());
    expectStatus(again, 200);
    expect(again.json<WorkOrder>().partsOrders).toHaveLength(1);
    expect(await ordersOf(start.id)).toBe(1);
    expect(await reservations(orderId)).toEqual([{ sku: featuredSkus.brakePadsFocus, quantity: 2 }]);
    expect(await stockAt(featuredSkus.brakePadsFocus)).toBe(3);
  });

  it('orders the rest when one part is short, and names the part left with why (issue 42)', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 1, branch.id);
    await setStock(handle.db, featuredSkus.brakeDiscsFocus, 5, branch.id);
    const [other] = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id::text AS id FROM branches WHERE id <> ${branch.id}::uuid ORDER BY name LIMIT 1`,
    );
    // Held elsewhere too (setStock keeps one branch's stock only).
    await queryRows(
      handle.db,
      sql`INSERT INTO branch_stock (branch_id, product_id, quantity)
          SELECT ${other!.id}::uuid, id, 9 FROM products WHERE sku = ${featuredSkus.brakePadsFocus}`,
    );
    const start = await tablet.authoriseAll(
      await tablet.workOrderWith([
        [featuredSkus.brakeDiscsFocus, 2],
        [featuredSkus.brakePadsFocus, 2],
      ]),
    );
    const [discs, pads] = start.workOrderItems as [WorkOrder['workOrderItems'][0], WorkOrder['workOrderItems'][0]];
    const orderId = uuidv7();
    const ordered = await tablet.changes(start.id, [{ op: 'orderParts', orderId }]);
    expectStatus(ordered, 200);
    const after = ordered.json<WorkOrder>();
    expect(after.status).toBe('parts-ordered');
    expect(after.workOrderItems.map((line) => [line.id, line.orderedIn])).toEqual([
      [discs.id, orderId],
      [pads.id, null],
    ]);
    // With the nearest branch that holds enough (another branch holds 9 at least).
    expect(after.partsOrders?.[0]?.notOrdered).toEqual([
      {
        name: pads.productName,
        reason: expect.stringMatching(new RegExp(`^Only 1 in stock at ${branch.name}; \\d+ in stock at .+$`)),
      },
    ]);
    const order = (await tablet.send('GET', `/orders/${orderId}`)).json<Order>();
    expect(order.lines.map((line) => [line.item.sku, line.quantity])).toEqual([[featuredSkus.brakeDiscsFocus, 2]]);
    expect(await stockAt(featuredSkus.brakeDiscsFocus)).toBe(3);
    expect(await stockAt(featuredSkus.brakePadsFocus)).toBe(1);
    expect(await reservations(orderId)).toEqual([{ sku: featuredSkus.brakeDiscsFocus, quantity: 2 }]);
    // The pads are still open: ordered later, once the branch has them.
    await setStock(handle.db, featuredSkus.brakePadsFocus, 4, branch.id);
    const later = await tablet.changes(start.id, [{ op: 'orderParts', orderId: uuidv7() }]);
    expectStatus(later, 200);
    expect(later.json<WorkOrder>().workOrderItems.every((line) => line.orderedIn !== null)).toBe(true);
  });

  it('refuses beside each part when the branch can supply none of them, and orders nothing', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 1, branch.id);
    const start = await tablet.authoriseAll(await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 2]]));
    const pads = start.workOrderItems[0]!;
    const refused = await tablet.changes(start.id, [{ op: 'orderParts', orderId: uuidv7() }]);
    expectStatus(refused, 422);
    const { violations } = refused.json<{ violations: { propertyPath: string; message: string }[] }>();
    expect(violations).toEqual([
      {
        propertyPath: 'changes[0]',
        message: `The parts were not ordered. ${pads.productName}: Only 1 in stock at ${branch.name}.`,
      },
      { propertyPath: `changes[0].workOrderItems[${pads.id}].quantity`, message: `Only 1 in stock at ${branch.name}.` },
    ]);
    const after = (await tablet.get(start.id)).json<WorkOrder>();
    expect(after).toMatchObject({ status: 'pending', rev: start.rev });
    expect(await ordersOf(start.id)).toBe(0);
    expect(await stockAt(featuredSkus.brakePadsFocus)).toBe(1);
  });

  it('orders only what the customer agreed to, naming the rest; a part added later awaits them', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 6, branch.id);
    await setStock(handle.db, featuredSkus.brakeDiscsFocus, 6, branch.id);
    const agreed = await tablet.authoriseAll(await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]]));
    const added = await tablet.changes(agreed.id, [
      { op: 'addLine', kind: 'item', line: part(featuredSkus.brakeDiscsFocus, 1, 'b0') },
    ]);
    const withDiscs = added.json<WorkOrder>();
    const discs = withDiscs.workOrderItems.find((line) => line.product?.endsWith(featuredSkus.brakeDiscsFocus))!;
    expect(withDiscs.prices.authorisation).toEqual({
      authorised: agreed.prices.authorisation.authorised,
      awaiting: withDiscs.prices.workOrderSummary.total.incTax - agreed.prices.workOrderSummary.total.incTax,
      declined: 0,
    });
    const orderId = uuidv7();
    const ordered = (await tablet.changes(agreed.id, [{ op: 'orderParts', orderId }])).json<WorkOrder>();
    expect(ordered.workOrderItems.find((line) => line.id === discs.id)?.orderedIn).toBeNull();
    expect(ordered.partsOrders?.[0]?.notOrdered).toEqual([
      { name: discs.productName, reason: "awaiting the customer's authorisation" },
    ]);
    // Through the specification's own call (WO-15), with the mechanic's reason: the discs go too.
    const body = { workOrderId: agreed.id, orderId: uuidv7(), override: { reason: 'Customer on holiday, MOT Friday' } };
    const spec = await tablet.send('POST', '/work-orders/order-parts', body);
    expectStatus(spec, 200);
    expect(spec.json<WorkOrder>().workOrderItems.find((line) => line.id === discs.id)?.orderedIn).toBe(body.orderId);
    const replay = await tablet.send('POST', '/work-orders/order-parts', body);
    expectStatus(replay, 200);
    expect(replay.json<WorkOrder>().partsOrders).toHaveLength(2);
    expect(await ordersOf(agreed.id)).toBe(2);
  });

  it('gives the last unit to one of two work orders ordering it at once; the other is told', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 1, branch.id);
    const [one, two] = await Promise.all([
      tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]]).then((made) => tablet.authoriseAll(made)),
      tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]]).then((made) => tablet.authoriseAll(made)),
    ]);
    const answers = await Promise.all(
      [one!, two!].map((workOrder) => tablet.changes(workOrder.id, [{ op: 'orderParts', orderId: uuidv7() }])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((answer) => answer.statusCode === 422)!;
    expect(JSON.stringify(loser.json())).toContain(`out of stock at ${branch.name}`);
    expect(await stockAt(featuredSkus.brakePadsFocus)).toBe(0);
  });

  it('refuses an order id another order already holds', async () => {
    await setStock(handle.db, featuredSkus.brakePadsFocus, 5, branch.id);
    const first = await tablet.authoriseAll(await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]]));
    const second = await tablet.authoriseAll(await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]]));
    const orderId = uuidv7();
    expectStatus(await tablet.changes(first.id, [{ op: 'orderParts', orderId }]), 200);
    const taken = await tablet.changes(second.id, [{ op: 'orderParts', orderId }]);
    expectStatus(taken, 422);
    expect(taken.json()).toMatchObject({ violations: [{ propertyPath: 'changes[0]' }] });
    expect(await ordersOf(second.id)).toBe(0);
  });
});
