import { sql } from 'drizzle-orm';
import type { ShippingService } from '../../../contract/shipping/schemas';
import { deterministicUuid } from '../deterministic-uuid';
import { createRandom, stableHash } from '../../prng';
import { queryRows, type Database } from '../../db/database';
import { demoUsers } from '../users/users';
import { priceLines, type LineRecord } from '../../modules/basket/basket.service';
import { createShippingRepository } from '../../modules/shipping/shipping.service';
import { planDemoOrders, type DemoBuyer, type PlannedOrder } from './order-plan';
import { createOrdersRepository } from '../../modules/orders/orders.service';

/** How many orders each demo user has over six months (issue 26: about 150 for a trade account). */
const ordersPerUser: Record<string, number> = {
  'trade@workbay.test': 150,
  'trade.ie@workbay.test': 150,
  'retail@workbay.test': 14,
};

interface Buyer extends DemoBuyer {
  userId: string;
  currency: 'GBP' | 'EUR';
  isTrade: boolean;
}

/** The demo users who buy, with registrations of their country's cars to order for. */
async function buyers(db: Database): Promise<Buyer[]> {
  const found: Buyer[] = [];
  for (const user of demoUsers) {
    const orders = ordersPerUser[user.email];
    if (!orders) continue;
    const irish = user.tradingCountry === 'ie';
    const vehicles = await queryRows<{ vrm: string }>(
      db,
      sql`SELECT vrm FROM registered_vehicles WHERE country IN ${irish ? ['IE'] : ['GB', 'NI']}
          ORDER BY md5(vrm || ${user.email}) LIMIT ${user.accounts.length ? 40 : 2}`,
    );
    if (!vehicles.length) continue;
    const shares = user.accounts.length === 2 ? [0.7, 0.3] : [1];
    found.push({
      email: user.email,
      userId: user.id,
      accounts: user.accounts.map((account, index) => ({ id: account.id, share: shares[index] ?? 0 })),
      orders,
      vehicles: vehicles.map((row) => row.vrm),
      currency: irish ? 'EUR' : 'GBP',
      isTrade: user.isKeyAccount === true,
    });
  }
  return found;
}

/**
 * The demo's order history (order-plan.ts), placed at start when the demo data is on, as
 * the demo's parts orders are: the seed sits below the modules and cannot price an order. Each
 * order's parts fit its vehicle (or fit every car), priced as its basket was, with its delivery.
 * Stock is left alone: those parts went out long ago. Made once: the orders keep fixed ids.
 */
export async function placeDemoOrders(db: Database, today = new Date()): Promise<number> {
  const orders = createOrdersRepository(db);
  const services = new Map<string, ShippingService>();
  for (const service of await createShippingRepository(db).list()) services.set(service.code, service);
  const candidates = new Map<string, string[]>();

  /** Parts of a category that fit the vehicle (or carry no fitment at all), a few to choose from. */
  async function partsOf(category: string, vrm: string | null): Promise<string[]> {
    const key = `${category}:${vrm ?? ''}`;
    const known = candidates.get(key);
    if (known) return known;
    const rows = await queryRows<{ sku: string }>(
      db,
      sql`SELECT p.sku FROM products p JOIN categories c ON c.id = p.category_id
           WHERE c.path = ${category} AND p.withdrawn_at IS NULL AND p.price > 0
             AND p.show_on_website AND p.show_add_to_basket_button
             AND ${
               vrm
                 ? sql`(EXISTS (SELECT 1 FROM product_fitments f
                                 JOIN registered_vehicles v ON v.variant_id = f.variant_id
                                 WHERE f.product_id = p.id AND v.vrm = ${vrm})
                        OR NOT EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id))`
                 : sql`NOT EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id)`
             }
           ORDER BY md5(p.sku) LIMIT 4`,
    );
    const skus = rows.map((row) => row.sku);
    candidates.set(key, skus);
    return skus;
  }

  async function fuelOf(vrm: string | null): Promise<string | null> {
    if (!vrm) return null;
    const [row] = await queryRows<{ fuel: string }>(
      db,
      sql`SELECT vv.fuel FROM registered_vehicles v JOIN vehicle_variants vv ON vv.id = v.variant_id
           WHERE v.vrm = ${vrm}`,
    );
    return row?.fuel ?? null;
  }

  async function linesOf(id: string, plan: PlannedOrder): Promise<LineRecord[]> {
    const random = createRandom(stableHash(id));
    const fuel = await fuelOf(plan.vrm);
    const wanted: { sku: string; quantity: number }[] = [];
    for (const part of plan.job.parts) {
      if (part.fuel && part.fuel !== (fuel === 'diesel' ? 'diesel' : 'petrol')) continue;
      const skus = await partsOf(part.category, plan.vrm);
      if (skus.length) wanted.push({ sku: random.pick(skus), quantity: part.quantity });
    }
    const records = await orders.productRecords(wanted.map((part) => part.sku));
    return wanted.flatMap(({ sku, quantity }, index) => {
      const record = records.get(sku);
      return record ? [{ ...record, id: deterministicUuid(`${id}:line:${index}`), quantity }] : [];
    });
  }

  let placed = 0;
  for (const buyer of await buyers(db)) {
    const plans = planDemoOrders(buyer, today);
    const ids = plans.map((plan) => deterministicUuid(`demo-order:${buyer.email}:${plan.index}`));
    // Any of them there: this buyer's history was placed at an earlier start (one with no parts is never made).
    const [made] = await queryRows(db, sql`SELECT 1 FROM orders WHERE id IN ${ids} LIMIT 1`);
    if (made) continue;
    for (const [position, plan] of plans.entries()) {
      const id = ids[position]!;
      const lines = await linesOf(id, plan);
      if (!lines.length) continue;
      const service = services.get(plan.shipping);
      const shipping = service ? { service: service.code, date: shippingDay(plan) } : null;
      const priced = priceLines(
        { currency: buyer.currency, lines, promotions: [], shipping },
        service ? [service] : [],
        buyer.isTrade,
        plan.createdAt,
      );
      await orders.insert({
        id,
        userId: buyer.userId,
        basketId: null,
        workOrderId: null,
        babbageAccountId: plan.accountId,
        customerReference: plan.customerReference,
        vrm: plan.vrm,
        reference: await orders.newReference(),
        status: plan.cancelled ? 'cancelled' : 'placed',
        currency: buyer.currency,
        lines: priced.lines,
        shipping,
        promotions: [],
        totals: priced.totals,
        notices: [],
        createdAt: plan.createdAt,
        placedAt: plan.createdAt,
        cancelledAt: plan.cancelled ? new Date(plan.createdAt.getTime() + 25 * 60_000) : null,
      });
      placed += 1;
    }
  }
  return placed;
}

/** The day it went: the same day by van or collected, the next working day by courier. */
function shippingDay(plan: PlannedOrder): string {
  const day = new Date(plan.createdAt);
  if (plan.shipping === 'next-day-delivery') {
    day.setUTCDate(day.getUTCDate() + 1);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}
