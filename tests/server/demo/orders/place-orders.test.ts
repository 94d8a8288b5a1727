import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { demoUsers } from '../../../../server/demo/users/users';
import { NAMED_REFERENCE, planDemoOrders } from '../../../../server/demo/orders/order-plan';
import { placeDemoOrders } from '../../../../server/demo/orders/place-orders';
import { testDatabases } from '../../helpers/test-app';

const [pglite] = testDatabases;
const trade = demoUsers.find((user) => user.email === 'trade@workbay.test')!;
const DAY = 24 * 3600 * 1000;

/** Issue 26's demo: six months of orders per trade account, at its two branches, parts that fit. */
describe('the demo’s order history', () => {
  let handle: DatabaseHandle;
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(handle.db, query);

  beforeAll(async () => {
    handle = await pglite!.open();
  });
  afterAll(() => handle.close());

  it('gives the trade user about 150 orders over six months at both accounts, some of them today', async () => {
    const [counts] = await rows(
      sql`SELECT count(*)::int AS total,
                 count(DISTINCT babbage_account_id)::int AS accounts,
                 count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
                 count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today,
                 min(created_at) AS oldest
            FROM orders WHERE user_id = ${trade.id} AND work_order_id IS NULL`,
    );
    expect(Number(counts!.total)).toBeGreaterThanOrEqual(140);
    expect(counts!.accounts).toBe(2);
    expect(Number(counts!.cancelled)).toBeGreaterThan(0);
    expect(Date.now() - new Date(counts!.oldest as string).getTime()).toBeLessThan(185 * DAY);
    expect(Number(counts!.today)).toBeGreaterThan(0);
  });

  it('draws the same history from the same day', () => {
    const accounts = [
      { id: 'a', share: 0 },
      { id: 'b', share: 1 },
    ];
    const buyer = { email: trade.email, accounts, orders: 20, vehicles: ['WB19KFD'] };
    const day = new Date('2026-11-27T12:00:00Z');
    const plan = planDemoOrders(buyer, day);
    expect(plan).toEqual(planDemoOrders(buyer, day));
    // The newest is the order the README names, placed that day and not cancelled.
    expect(plan.at(-1)).toMatchObject({ customerReference: NAMED_REFERENCE, cancelled: false, accountId: 'a' });
    expect(plan.at(-1)!.createdAt.toISOString().slice(0, 10)).toBe('2026-11-27');
  });

  it('orders for a vehicle hold only parts that fit it, and each total is its lines’ sum', async () => {
    const misfits = await rows(
      sql`SELECT o.reference, line ->> 'product' AS product
            FROM orders o, jsonb_array_elements(o.lines) AS line
            JOIN products p ON '/products/' || p.sku = line ->> 'product'
           WHERE o.vrm IS NOT NULL AND o.work_order_id IS NULL
             AND EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id)
             AND NOT EXISTS (SELECT 1 FROM product_fitments f JOIN registered_vehicles v ON v.variant_id = f.variant_id
                              WHERE f.product_id = p.id AND v.vrm = o.vrm)`,
    );
    expect(misfits).toEqual([]);
    const sums = await rows(
      sql`SELECT o.reference FROM orders o
           WHERE o.user_id = ${trade.id} AND o.work_order_id IS NULL
             AND (o.totals ->> 'itemsExcTax')::int <>
                 (SELECT sum((line -> 'linePriceTotal' ->> 'excTax')::int) FROM jsonb_array_elements(o.lines) line)`,
    );
    expect(sums).toEqual([]);
  });

  it('is placed once: another start adds none', async () => {
    expect(await placeDemoOrders(handle.db)).toBe(0);
  });
});
