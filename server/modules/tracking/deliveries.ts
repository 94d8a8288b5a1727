import { sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders/schemas';
import type { Database } from '../../db/database';
import { createTrackingRepository, type TrackingScope } from './tracking.repository';
import { planTracking } from './tracking-schedule';
import { trackingAsOf } from './tracking-view';

/** The events that put an order in the customer's hands: the van or carrier's, or collected at the branch. */
const handedOver = new Set(['delivered', 'collected']);

/**
 * When an order reached its customer, as its tracking says (issue 26): the return window counts
 * from here. Null until it has (still on the van, or the delivery was attempted and the parts
 * went back to the branch). An order nobody has tracked yet gets its tracking drawn now, the same
 * as the tracking page would draw it, so the two never disagree.
 */
export function createDeliveries(db: Database) {
  const tracking = createTrackingRepository(db);
  return {
    async deliveredAt(userId: string, orderId: string, now: Date): Promise<Date | null> {
      await tracking.ensureSchedules({ userId, accountId: null }, planTracking, sql`o.id = ${orderId}`);
      const events = (await tracking.schedules([orderId])).get(orderId) ?? [];
      const handed = events.find((event) => handedOver.has(event.kind));
      return handed && handed.at.getTime() <= now.getTime() ? handed.at : null;
    },

    /**
     * What has happened to the order by `now`, oldest first, as its tracking page shows it (issue
     * 43): the order's answer carries it, and cancelling reads it. None before it is placed.
     */
    async happened(
      userId: string,
      order: { id: string; cancelledAt: Date | null },
      now: Date,
    ): Promise<Order['trackingEvents']> {
      await tracking.ensureSchedules({ userId, accountId: null }, planTracking, sql`o.id = ${order.id}`);
      const events = (await tracking.schedules([order.id])).get(order.id) ?? [];
      return (trackingAsOf(events, order, now)?.events ?? []).map(({ kind, at }) => ({ kind, at }));
    },

    /**
     * The same for several orders of a scope in two queries, as the orders' list shows them (their
     * facts, orders/order-facts.ts): the whole of it is tracking's knowledge, so it lives here.
     */
    async happenedToEach(
      scope: TrackingScope,
      orders: { id: string; cancelledAt: Date | null }[],
      now: Date,
    ): Promise<Map<string, Order['trackingEvents']>> {
      const ids = orders.map((order) => order.id);
      if (!ids.length) return new Map();
      await tracking.ensureSchedules(scope, planTracking, sql`o.id IN ${ids}`);
      const schedules = await tracking.schedules(ids);
      return new Map(
        orders.map((order) => [
          order.id,
          (trackingAsOf(schedules.get(order.id) ?? [], order, now)?.events ?? []).map(({ kind, at }) => ({ kind, at })),
        ]),
      );
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
