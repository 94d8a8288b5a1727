import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { withTransaction } from '../../../../server/db/unit-of-work';
import { createInvoiceIssuer } from '../../../../server/modules/invoices/invoice-issuer';
import { createInvoicesRepository } from '../../../../server/modules/invoices/invoices.repository';
import { createTestClock } from '../../helpers/clock';
import { trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { setStock, tuesdayMorning } from '../basket/commerce-fixtures';
import { clientOf, confirmedOrder, pay } from './invoice-fixtures';

/**
 * Invoice numbers (issue 26): each series counts 1, 2, 3… with no gaps and no duplicates, also
 * when many orders are placed at once (on PostgreSQL, really at once), and a placing that rolls
 * back gives its number back.
 */
describe.each(testDatabases)('invoice numbering on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle, clock: createTestClock(tuesdayMorning) }));
    await setStock(handle.db, featuredSkus.brakePadsFocus, 1000);
  });
  afterAll(() => app.close());

  const sequences = async (series: string) =>
    (
      await queryRows<{ sequence: number }>(
        handle.db,
        sql`SELECT sequence FROM invoices WHERE series = ${series} ORDER BY sequence`,
      )
    ).map((row) => Number(row.sequence));
  const nextNumber = async (series: string) =>
    Number(
      (
        await queryRows<{ next_number: number }>(
          handle.db,
          sql`SELECT next_number FROM invoice_series WHERE code = ${series}`,
        )
      )[0]?.next_number,
    );
  const expectNoGaps = async (series: string) => {
    const numbers = await sequences(series);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(await nextNumber(series)).toBe(numbers.length + 1);
  };

  it('the demo’s placed orders are invoiced at start, numbered in the order they were placed', async () => {
    const missing = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM orders o WHERE o.status = 'placed'
            AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.type = 'invoice')`,
    );
    expect(Number(missing[0]?.n)).toBe(0);
    const byPlacing = await queryRows<{ series: string; sequence: number }>(
      handle.db,
      sql`SELECT i.series, i.sequence FROM invoices i JOIN orders o ON o.id = i.order_id
           WHERE i.type = 'invoice' ORDER BY o.placed_at, o.id`,
    );
    expect(byPlacing.length).toBeGreaterThan(0);
    for (const series of ['invoice-gb', 'invoice-ie']) {
      const numbers = byPlacing.filter((row) => row.series === series).map((row) => Number(row.sequence));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      await expectNoGaps(series);
    }
  });

  it('orders placed at once get consecutive numbers, one each, with no gaps and no duplicates', async () => {
    const trader = await clientOf(app, trade);
    const before = await nextNumber('invoice-gb');
    const orders = [];
    for (let index = 0; index < 8; index += 1)
      orders.push(await confirmedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]));
    // Each order paid twice at once as well: one payment places it, and it is invoiced once.
    const answers = await Promise.all(orders.flatMap((order) => [pay(trader, order), pay(trader, order)]));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(orders.length);
    const issued = await queryRows<{ order_id: string; sequence: number }>(
      handle.db,
      sql`SELECT order_id::text AS order_id, sequence FROM invoices
           WHERE series = 'invoice-gb' AND sequence >= ${before} ORDER BY sequence`,
    );
    expect(issued.map((row) => Number(row.sequence))).toEqual(orders.map((_, index) => before + index));
    expect(new Set(issued.map((row) => row.order_id))).toEqual(new Set(orders.map((order) => order.id)));
    await expectNoGaps('invoice-gb');
  });

  it('a placing that rolls back gives its number back', async () => {
    const trader = await clientOf(app, trade);
    const order = await confirmedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    const before = await nextNumber('invoice-gb');
    const issuer = createInvoiceIssuer(createInvoicesRepository(handle.db));
    const failed = withTransaction(handle.db, async (tx) => {
      await queryRows(tx, sql`UPDATE orders SET status = 'placed', placed_at = now() WHERE id = ${order.id}`);
      const invoice = await issuer.issueForOrder(order.id, new Date());
      expect(invoice?.sequence).toBe(before);
      throw new Error('The payment failed after the invoice was made');
    });
    await expect(failed).rejects.toThrow('The payment failed');
    expect(await nextNumber('invoice-gb')).toBe(before);
    expect((await pay(trader, order)).statusCode).toBe(201);
    await expectNoGaps('invoice-gb');
  });
});
