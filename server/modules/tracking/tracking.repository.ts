import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryMethod, TrackingEventKind, TrackingStatus } from '../../../contract/tracking/schemas';
import { statusOfKind } from '../../../contract/tracking/schemas';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import type { AccountScope } from '../trade-accounts/trade-accounts.service';
import type { EventDetails, ScheduledEvent, TrackedOrder } from './tracking-schedule';

/** Whose orders: the active trade account's, or a person's own without one (trade-accounts/account-scope.ts). */
export type TrackingScope = AccountScope;

/** How the wismo list narrows (trade §7). */
export interface TrackingFilters {
  status?: TrackingStatus;
  customerRef?: string;
  /** A normalised registration. */
  vrm?: string;
  /** The day it was placed, yyyy-MM-dd. */
  date?: string;
}

/** An order as tracking reads it. */
export interface TrackingOrderRow {
  id: string;
  reference: string;
  customerReference: string | null;
  vrm: string | null;
  placedAt: Date;
  cancelledAt: Date | null;
  method: DeliveryMethod;
  branchId: string | null;
  branchName: string | null;
}

interface RawOrder {
  id: string;
  reference: string;
  customer_reference: string | null;
  vrm: string | null;
  placed_at: string | Date;
  cancelled_at: string | Date | null;
  shipping_kind: 'collect' | 'delivery' | 'van' | null;
  delivery_day: string | null;
  branch_id: string | null;
  branch_name: string | null;
  branch_country: string | null;
}

/** `%` and `_` typed by a person are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** A parts order of a work order has no shipping: the branch's van brings it, or it is collected. */
function methodOf(row: RawOrder): DeliveryMethod {
  if (row.shipping_kind === 'delivery') return 'parcel';
  if (row.shipping_kind === 'collect') return 'collect';
  if (row.shipping_kind === 'van') return 'van';
  return row.branch_id ? 'van' : 'collect';
}

const orderOf = (row: RawOrder): TrackingOrderRow => ({
  id: row.id,
  reference: row.reference,
  customerReference: row.customer_reference,
  vrm: row.vrm,
  placedAt: new Date(row.placed_at),
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
  method: methodOf(row),
  branchId: row.branch_id,
  branchName: row.branch_name,
});

/** Orders whose tracking may be drawn: the person's own and their active account's. */
const scopeOf = ({ userId, accountId }: TrackingScope): SQL =>
  accountId ? sql`(o.user_id = ${userId} OR o.babbage_account_id = ${accountId})` : sql`o.user_id = ${userId}`;

/**
 * Orders the wismo calls show, as the invoices do (issue 43): the active account's, or without one
 * the person's own that belong to no account. What the list leaves out is 404 by reference too.
 */
const shownIn = ({ userId, accountId }: TrackingScope): SQL =>
  accountId ? sql`o.babbage_account_id = ${accountId}` : sql`(o.user_id = ${userId} AND o.babbage_account_id IS NULL)`;

const orderColumns = sql`o.id::text AS id, o.reference, o.customer_reference, o.vrm, o.placed_at, o.cancelled_at,
  s.kind AS shipping_kind, o.shipping ->> 'date' AS delivery_day,
  b.id::text AS branch_id, b.name AS branch_name, b.country AS branch_country`;

const orderJoins = sql`FROM orders o
  LEFT JOIN shipping_services s ON s.code = o.shipping ->> 'service'
  LEFT JOIN babbage_accounts a ON a.id = o.babbage_account_id
  LEFT JOIN branches b ON b.id = a.branch_id`;

/** The kinds whose last happening puts an order in this status. */
const kindsOf = (status: TrackingStatus) =>
  (Object.keys(statusOfKind) as TrackingEventKind[]).filter((kind) => statusOfKind[kind] === status);

/** Orders' tracking events, scheduled ahead and shown as their time passes (migration 0018). */
export function createTrackingRepository(root: Database) {
  const db = databaseOf(root);

  return {
    /**
     * Draws and stores the tracking of the scope's placed orders that have none yet (an order
     * placed since, or the demo's history on first look). Drawing is pure, so two requests at
     * once store the same rows and the second's are simply skipped.
     */
    async ensureSchedules(scope: TrackingScope, plan: (order: TrackedOrder) => ScheduledEvent[], only?: SQL) {
      const rows = await queryRows<RawOrder>(
        db(),
        sql`SELECT ${orderColumns} ${orderJoins}
             WHERE ${scopeOf(scope)} AND o.placed_at IS NOT NULL ${only ? sql`AND ${only}` : sql``}
               AND NOT EXISTS (SELECT 1 FROM order_tracking_events e WHERE e.order_id = o.id)`,
      );
      const values: SQL[] = rows.flatMap((row) =>
        plan({
          id: row.id,
          placedAt: new Date(row.placed_at),
          method: methodOf(row),
          deliveryDay: row.delivery_day,
          branch: row.branch_name ? { name: row.branch_name, country: row.branch_country ?? 'GBR' } : null,
        }).map(
          (event, position) =>
            sql`(${row.id}::uuid, ${position}, ${event.kind}, ${event.at.toISOString()}::timestamptz,
                 ${JSON.stringify(event.details)}::jsonb)`,
        ),
      );
      for (let start = 0; start < values.length; start += 500) {
        await db().execute(
          sql`INSERT INTO order_tracking_events (order_id, position, kind, at, details)
              VALUES ${sql.join(values.slice(start, start + 500), sql`, `)}
              ON CONFLICT (order_id, position) DO NOTHING`,
        );
      }
      return rows.length;
    },

    /**
     * A page of the scope's orders with something to show by `now`, newest first, one more than
     * asked so the caller knows whether a next page exists. The status is that of the last event
     * that has happened (cancelled once cancelled), as tracking-view.ts reads it.
     */
    async list(
      scope: TrackingScope,
      filters: TrackingFilters,
      now: Date,
      page: number,
      limit: number,
    ): Promise<TrackingOrderRow[]> {
      const at = now.toISOString();
      const currentKind = sql`CASE WHEN o.cancelled_at IS NOT NULL AND o.cancelled_at <= ${at}::timestamptz
          THEN 'cancelled'
          ELSE (SELECT e.kind FROM order_tracking_events e WHERE e.order_id = o.id AND e.at <= ${at}::timestamptz
                 ORDER BY e.at DESC, e.position DESC LIMIT 1) END`;
      const conditions = [
        shownIn(scope),
        sql`EXISTS (SELECT 1 FROM order_tracking_events e WHERE e.order_id = o.id AND e.at <= ${at}::timestamptz)`,
        filters.status ? sql`${currentKind} IN ${kindsOf(filters.status)}` : undefined,
        filters.customerRef ? sql`o.customer_reference ILIKE ${`%${escapeLike(filters.customerRef)}%`}` : undefined,
        filters.vrm ? sql`o.vrm = ${filters.vrm}` : undefined,
        filters.date
          ? sql`o.created_at >= ${filters.date}::date AND o.created_at < ${filters.date}::date + 1`
          : undefined,
      ].filter((condition): condition is SQL => condition !== undefined);
      const rows = await queryRows<RawOrder>(
        db(),
        sql`SELECT ${orderColumns} ${orderJoins}
             WHERE ${sql.join(conditions, sql` AND `)}
             ORDER BY o.created_at DESC, o.id DESC
             LIMIT ${limit + 1} OFFSET ${(page - 1) * limit}`,
      );
      return rows.map(orderOf);
    },

    /** The scope's orders with these references ('WB-482913', any case). */
    async byReferences(scope: TrackingScope, references: string[]): Promise<TrackingOrderRow[]> {
      if (!references.length) return [];
      const rows = await queryRows<RawOrder>(
        db(),
        sql`SELECT ${orderColumns} ${orderJoins}
             WHERE ${shownIn(scope)} AND o.reference IN ${references}
             ORDER BY o.created_at DESC, o.id DESC`,
      );
      return rows.map(orderOf);
    },

    /** Every scheduled event of these orders, in their order, by order id. */
    async schedules(orderIds: string[]): Promise<Map<string, ScheduledEvent[]>> {
      const found = new Map<string, ScheduledEvent[]>(orderIds.map((id) => [id, []]));
      if (!orderIds.length) return found;
      const rows = await queryRows<{
        order_id: string;
        kind: TrackingEventKind;
        at: string | Date;
        details: EventDetails;
      }>(
        db(),
        sql`SELECT order_id::text AS order_id, kind, at, details FROM order_tracking_events
             WHERE order_id IN ${orderIds} ORDER BY order_id, position`,
      );
      for (const row of rows) {
        found.get(row.order_id)?.push({ kind: row.kind, at: new Date(row.at), details: row.details });
      }
      return found;
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
