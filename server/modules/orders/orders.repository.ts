import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, ilike, lte, ne, sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders/schemas';
import { queryRows, type Database } from '../../db/database';
import { orders } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';
import { createCatalogueFacts } from '../catalogue/catalogue.service';
import { lineProductColumns, lineProductJoins, lineRecordOf, type LineRecord } from '../basket/basket.service';
import { createOrderFacts } from './order-facts';
import { orderView, type OrderListRow } from './order-view';

export type OrderRow = typeof orders.$inferSelect;

/** How the order lists narrow (trade §7 GET /users-orders). */
export interface OrderFilters {
  /** A normalised registration ('WB19KFD'). */
  vrm?: string;
  customerReference?: string;
  after?: Date;
  before?: Date;
}

/** `%` and `_` typed by a person are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** What confirm needs of each product: can it still be sold, and how many are in stock. */
export interface StockFact {
  available: number;
  withdrawn: boolean;
  sellable: boolean;
  priced: boolean;
}

/** Orders (frozen at confirm) and the stock they are checked against. */
export function createOrdersRepository(root: Database) {
  const db = databaseOf(root);
  const catalogue = createCatalogueFacts(root);
  const facts = createOrderFacts(root);
  return {
    async insert(order: OrderRow): Promise<Order> {
      const [row] = await db().insert(orders).values(order).returning();
      if (!row) throw new Error('The order was not stored');
      // Just made: nothing of its tracking has happened yet.
      return orderView(row, [], (await facts.of([row.id])).get(row.id)!);
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.id, id));
      return Boolean(row);
    },

    /** The order when it is the user's; another user's is undefined, as if it did not exist. */
    async findForUser(userId: string, id: string): Promise<OrderRow | undefined> {
      const [row] = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return row;
    },

    /**
     * The user's orders (`{ userId }`) or a trade account's (`{ accountId }`), newest first, by
     * vehicle (the registration with or without its space), the customer's reference (any part of
     * it, any case) and creation between two moments (both included).
     */
    async list(
      scope: { userId: string } | { accountId: string },
      filters: OrderFilters,
      page: number,
      itemsPerPage: number,
    ): Promise<{ members: OrderListRow[]; total: number }> {
      const where = and(
        'userId' in scope ? eq(orders.userId, scope.userId) : eq(orders.babbageAccountId, scope.accountId),
        filters.vrm ? eq(orders.vrm, filters.vrm) : undefined,
        filters.customerReference
          ? ilike(orders.customerReference, `%${escapeLike(filters.customerReference)}%`)
          : undefined,
        filters.after ? gte(orders.createdAt, filters.after) : undefined,
        filters.before ? lte(orders.createdAt, filters.before) : undefined,
      );
      // The row's columns only: the lines and delivery (kilobytes of jsonb each) are the order page's.
      const rows = await db()
        .select({
          id: orders.id,
          reference: orders.reference,
          status: orders.status,
          basketId: orders.basketId,
          workOrderId: orders.workOrderId,
          customerReference: orders.customerReference,
          vrm: orders.vrm,
          currency: orders.currency,
          promotions: orders.promotions,
          totals: orders.totals,
          createdAt: orders.createdAt,
          placedAt: orders.placedAt,
          cancelledAt: orders.cancelledAt,
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage);
      const [count] = await db()
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      // The caller answers each with its status word and trade account (order-facts.ts).
      return { members: rows, total: Number(count?.total ?? 0) };
    },

    /** The user's order with this reference ('WB-482913', any case), if any. */
    async findByReference(userId: string, reference: string): Promise<OrderRow | undefined> {
      const [row] = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.reference, reference.trim().toUpperCase())));
      return row;
    },

    /** Awaiting payment → placed, once: null when it was not awaiting payment (already paid). */
    async markPlaced(id: string, at: Date): Promise<OrderRow | null> {
      const [row] = await db()
        .update(orders)
        .set({ status: 'placed', placedAt: at })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting-payment')))
        .returning();
      return row ?? null;
    },

    /** Awaiting payment or placed → cancelled, once: null when it was already cancelled. */
    async markCancelled(id: string, at: Date): Promise<OrderRow | null> {
      const [row] = await db()
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(orders.id, id), ne(orders.status, 'cancelled')))
        .returning();
      return row ?? null;
    },

    /**
     * A reference people can read out over the phone, 'WB-482913', not used before. Six digits
     * give 900,000; a clash is rare and simply drawn again.
     */
    async newReference(): Promise<string> {
      for (;;) {
        const reference = `WB-${randomInt(100_000, 1_000_000)}`;
        const [taken] = await db().select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
        if (!taken) return reference;
      }
    },

    /** The products of these skus as order lines read them (a line's own fields left empty), by sku. */
    async productRecords(skus: string[]): Promise<Map<string, LineRecord>> {
      if (!skus.length) return new Map();
      const rows = await queryRows<LineRecord>(
        db(),
        sql`SELECT p.id::text AS id, p.id::text AS product_id, NULL AS product_variant, 0 AS quantity,
                   NULL AS product_name, NULL AS vehicle_options, ${lineProductColumns}
            FROM products p ${lineProductJoins}
            WHERE p.sku IN ${skus}`,
      );
      return new Map(rows.map((row) => [row.sku, lineRecordOf(row)]));
    },

    /** Per product: whether it can be sold, and the stock at the branch (at every branch when null). */
    async stockFacts(productIds: string[], branchId: string | null): Promise<Map<string, StockFact>> {
      const facts = await catalogue.availability({ productIds }, branchId);
      return new Map(
        [...facts].map(([id, { available, withdrawn, sellable, priced }]) => [
          id,
          { available, withdrawn, sellable, priced },
        ]),
      );
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
