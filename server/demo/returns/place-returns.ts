import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReturnReasonCode } from '../../../contract/returns/reasons';
import { deterministicUuid } from '../deterministic-uuid';
import { queryRows, type Database } from '../../db/database';
import { demoUsers } from '../users/users';
import { withTransaction } from '../../db/unit-of-work';
import { HttpProblem } from '../../http/problem';
import { createOrderInvoicing } from '../../modules/invoices/invoices.service';
import {
  createReturnProgress,
  createReturnsRepository,
  createReturnsService,
} from '../../modules/returns/returns.service';
import { createDeliveries } from '../../modules/tracking/tracking.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** One demo return: how old its order is, when it was asked for, why, and where it has got to. */
interface Slot {
  name: string;
  /** The order placed between these many days ago. */
  orderDays: [number, number];
  /** When the return was asked for, after the order was placed (ms); negative: before now. */
  requested: { afterOrder: number } | { beforeNow: number };
  reason: ReturnReasonCode;
  note?: string;
  ends: 'credited' | 'collected' | 'approved' | 'requested' | 'declined' | 'cancelled';
}

const slots: Slot[] = [
  {
    name: 'credited-1',
    orderDays: [60, 120],
    requested: { afterOrder: DAY + 2 * HOUR },
    reason: 'wrong-part-supplied',
    ends: 'credited',
  },
  {
    name: 'credited-2',
    orderDays: [12, 28],
    requested: { afterOrder: 2 * DAY },
    reason: 'not-required',
    ends: 'credited',
  },
  {
    name: 'collected',
    orderDays: [3, 9],
    requested: { beforeNow: 26 * HOUR },
    reason: 'faulty',
    note: 'Warning light back on after 40 miles.',
    ends: 'collected',
  },
  {
    name: 'approved',
    orderDays: [1, 6],
    requested: { beforeNow: 20 * 60 * 1000 },
    reason: 'wrong-part-ordered',
    ends: 'approved',
  },
  {
    name: 'requested',
    orderDays: [2, 10],
    requested: { beforeNow: 3 * HOUR },
    reason: 'damaged-in-transit',
    note: 'Box crushed, disc face scored.',
    ends: 'requested',
  },
  {
    name: 'declined',
    orderDays: [30, 90],
    requested: { afterOrder: 4 * DAY },
    reason: 'other',
    note: 'Customer changed their mind after fitting.',
    ends: 'declined',
  },
  {
    name: 'cancelled',
    orderDays: [30, 90],
    requested: { afterOrder: 3 * DAY },
    reason: 'not-required',
    ends: 'cancelled',
  },
];

/**
 * A few returns in every state for each demo buyer (issue 26), made once at start after the
 * demo's orders are invoiced: asked for through the returns service at the moment they were,
 * then moved on as the branch would (credited ones get their credit notes, dated when the van
 * brought the parts back); one waits on the branch's decision, one was declined, one cancelled.
 */
export async function placeDemoReturns(
  db: Database,
  log: Pick<FastifyBaseLogger, 'error'>,
  now = new Date(),
): Promise<number> {
  const clock = () => now;
  const returns = createReturnsRepository(db);
  const progress = createReturnProgress({ db, returns, invoices: createOrderInvoicing(db), clock, log });
  const service = createReturnsService({ db, returns, progress, deliveries: createDeliveries(db), clock });
  let made = 0;
  for (const user of demoUsers) {
    const [has] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM digital_returns WHERE user_id = ${user.id}`,
    );
    if (Number(has?.n ?? 0) > 0) continue;
    const used = new Set<string>();
    for (const slot of slots) {
      // Enough orders to find one delivered by the slot's moment: a trade account's newest orders
      // are often still on the van (the window counts from delivery), so the eight newest left a
      // slot empty at some times of day (the place-returns test failed at 14:00 UTC, not at 11:00).
      const orders = await queryRows<{ id: string; placed_at: Date | string; lines: unknown }>(
        db,
        sql`SELECT id::text AS id, placed_at, lines FROM orders
             WHERE user_id = ${user.id} AND status = 'placed' AND work_order_id IS NULL
               AND placed_at BETWEEN ${new Date(now.getTime() - slot.orderDays[1] * DAY).toISOString()}
                                 AND ${new Date(now.getTime() - slot.orderDays[0] * DAY).toISOString()}
             ORDER BY placed_at DESC, id LIMIT 40`,
      );
      const id = deterministicUuid(`demo-return:${user.email}:${slot.name}`);
      for (const order of orders) {
        if (used.has(order.id)) continue;
        const placedAt = new Date(order.placed_at);
        const at =
          'afterOrder' in slot.requested
            ? new Date(placedAt.getTime() + slot.requested.afterOrder)
            : new Date(now.getTime() - slot.requested.beforeNow);
        if (at < placedAt) continue;
        const lines = (typeof order.lines === 'string' ? JSON.parse(order.lines) : order.lines) as {
          id: string;
          quantity: number;
        }[];
        const made1 = await tryReturn(order.id, lines, at);
        if (!made1) continue;
        used.add(order.id);
        made += 1;
        await settle(slot, at);
        break;
      }

      /** Asks for one of the order's first returnable line; false when none can come back. */
      async function tryReturn(orderId: string, lines: { id: string; quantity: number }[], at: Date) {
        for (const line of lines) {
          try {
            await service.createAt(
              { userId: user.id },
              {
                id,
                order: orderId,
                lines: [
                  {
                    orderLine: line.id,
                    quantity: Math.min(line.quantity, slot.ends === 'credited' ? 2 : 1),
                    reason: slot.reason,
                    ...(slot.note ? { note: slot.note } : {}),
                  },
                ],
              },
              at,
            );
            return true;
          } catch (error) {
            if (!(error instanceof HttpProblem)) throw error;
          }
        }
        return false;
      }

      /** Where this slot's return has got to, beyond what its schedule does by itself. */
      async function settle(chosen: Slot, at: Date) {
        await withTransaction(db, async () => {
          // A damaged part waits for the branch to see the photos.
          if (chosen.ends === 'requested' || chosen.ends === 'declined') await returns.awaitBranch(id);
          if (chosen.ends === 'collected')
            // A faulty unit is checked at the branch before it is credited.
            await returns.reschedule(id, {
              approveAt: at,
              collectAt: new Date(at.getTime() + 2 * HOUR),
              creditAt: new Date(now.getTime() + 5 * HOUR),
            });
          if (chosen.ends === 'approved')
            // Approved, the van not yet by: its collection is hours away whatever the hour the
            // demo starts (the van's own next pass came within the 20 minutes after 17:00 UTC,
            // and the place-returns test found the return collected already).
            await returns.reschedule(id, {
              approveAt: new Date(at.getTime() + 10 * 60 * 1000),
              collectAt: new Date(now.getTime() + 3 * HOUR),
              creditAt: new Date(now.getTime() + 5 * HOUR),
            });
          if (chosen.ends === 'declined')
            await returns.transition(id, 'requested', {
              state: 'declined',
              at: new Date(at.getTime() + 3 * HOUR).toISOString(),
              note: 'Parts that have been fitted cannot be returned for credit.',
            });
          if (chosen.ends === 'cancelled') {
            await returns.reschedule(id, { approveAt: null, collectAt: null, creditAt: null });
            await returns.transition(id, 'approved', {
              state: 'cancelled',
              at: new Date(at.getTime() + 40 * 60 * 1000).toISOString(),
              note: 'Cancelled by the customer: the part was kept for another job.',
            });
          }
        });
      }
    }
  }
  // The credited ones (and the collected one's van) move on as they would have.
  await progress.advanceDue();
  return made;
}
