import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { createTrackingRepository } from './tracking.repository';
import { planTracking } from './tracking-schedule';

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
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
