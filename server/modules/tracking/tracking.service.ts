import { sql } from 'drizzle-orm';
import { trackingMessages } from '../../../contract/tracking/messages';
import {
  WISMO_PAGE_SIZE,
  type WismoOrder,
  type WismoOrderList,
  type WismoOrderSummary,
  type wismoOrderInputSchema,
  type wismoOrderListInputSchema,
  type updateWismoOrdersInputSchema,
} from '../../../contract/tracking/schemas';
import { normaliseRegistration } from '../../../contract/vehicles/registration';
import type { Clock } from '../../clock';
import { notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import { accountScopeOf, type TradeAccountsRepository } from '../trade-accounts/trade-accounts.service';
import { PARCEL_CARRIER } from './tracking-crews';
import type { TrackingOrderRow, TrackingRepository, TrackingScope } from './tracking.repository';
import { planTracking, type ScheduledEvent } from './tracking-schedule';
import { trackingAsOf } from './tracking-view';
import type { z } from 'zod/mini';

interface Deps {
  tracking: TrackingRepository;
  accounts: Pick<TradeAccountsRepository, 'activeFor'>;
  clock: Clock;
}

/** An order's tracking at `now`, or null when nothing has happened yet. */
function wismoOrderOf(order: TrackingOrderRow, schedule: ScheduledEvent[], now: Date): WismoOrder | null {
  const tracking = trackingAsOf(schedule, order, now);
  if (!tracking) return null;
  return {
    ref: order.reference,
    orderId: order.id,
    branchId: order.branchId,
    branchName: order.branchName,
    customerReference: order.customerReference,
    vrm: order.vrm,
    placedAt: order.placedAt.toISOString(),
    deliveryMethod: order.method,
    carrier: order.method === 'parcel' ? PARCEL_CARRIER : null,
    status: tracking.status,
    window: tracking.window,
    latestEvent: tracking.events.at(-1)!,
    asOf: now.toISOString(),
    events: tracking.events,
  };
}

const summaryOf = ({ events: _events, ...summary }: WismoOrder): WismoOrderSummary => summary;

/**
 * Where an order is (trade §7 wismo, issue 26): the active trade account's orders, or a person's
 * own without one, as the invoices (trade-accounts/account-scope.ts); anyone else's is "not
 * found", as is an order with nothing to show yet.
 */
export function createTrackingService({ tracking, accounts, clock }: Deps) {
  const scopeOf = (auth: AuthContext): Promise<TrackingScope> => accountScopeOf(accounts, auth.userId);

  /** The orders' tracking now, in the given order, leaving out those with nothing to show. */
  async function present(orders: TrackingOrderRow[]): Promise<WismoOrder[]> {
    const now = clock();
    const schedules = await tracking.schedules(orders.map((order) => order.id));
    return orders.flatMap((order) => wismoOrderOf(order, schedules.get(order.id) ?? [], now) ?? []);
  }

  async function byReferences(auth: AuthContext, refs: string[]): Promise<WismoOrder[]> {
    const scope = await scopeOf(auth);
    const references = [...new Set(refs.map((ref) => ref.trim().toUpperCase()))];
    await tracking.ensureSchedules(scope, planTracking, sql`o.reference IN ${references}`);
    return present(await tracking.byReferences(scope, references));
  }

  return {
    /** POST /account/wismo-order-list: newest first, `next_page` null on the last page. */
    async list(auth: AuthContext, input: z.output<typeof wismoOrderListInputSchema>): Promise<WismoOrderList> {
      const scope = await scopeOf(auth);
      await tracking.ensureSchedules(scope, planTracking);
      const limit = input.limit ?? WISMO_PAGE_SIZE;
      const page = input.page ?? 1;
      const rows = await tracking.list(
        scope,
        {
          ...(input.status ? { status: input.status } : {}),
          ...(input.customerRef ? { customerRef: input.customerRef } : {}),
          ...(input.vrm ? { vrm: normaliseRegistration(input.vrm) } : {}),
          ...(input.date ? { date: input.date } : {}),
        },
        clock(),
        page,
        limit,
      );
      const orders = await present(rows.slice(0, limit));
      return { orders: orders.map(summaryOf), next_page: rows.length > limit ? page + 1 : null };
    },

    /** POST /account/update-wismo-orders: the latest of each order asked for that is the person's. */
    async update(auth: AuthContext, input: z.output<typeof updateWismoOrdersInputSchema>) {
      return { orders: (await byReferences(auth, input.refs)).map(summaryOf) };
    },

    /** POST /account/wismo-order: one order's events; a branch or order id that does not match is 404. */
    async get(auth: AuthContext, input: z.output<typeof wismoOrderInputSchema>): Promise<WismoOrder> {
      const [found] = await byReferences(auth, [input.ref]);
      const matches =
        found &&
        (!input.branchId || input.branchId.toLowerCase() === found.branchId) &&
        (!input.orderId || input.orderId.toLowerCase() === found.orderId);
      if (!matches) throw notFound(trackingMessages.notFound);
      return found;
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;

/**
 * For other modules (issue 44): orders show what has happened to an order, or to a list's orders,
 * as its tracking says (deliveries.ts); returns count their window from when it was delivered.
 */
export { createDeliveries } from './deliveries';
export type { Deliveries } from './deliveries';
export type { TrackingScope } from './tracking.repository';
