import { sql } from 'drizzle-orm';
import type { TrackingEventKind } from '../../../../contract/tracking/schemas';
import { queryRows, type Database } from '../../../../server/db/database';

/**
 * An order's tracking written before anyone looks at it, so a test says what has happened and
 * when instead of the tracking drawn from the order's id (tracking-schedule.ts).
 */
export async function writeTracking(
  db: Database,
  orderId: string,
  events: readonly (readonly [TrackingEventKind, Date])[],
): Promise<void> {
  const rows = events.map(
    ([kind, at], position) =>
      sql`(${orderId}::uuid, ${position}, ${kind}, ${at.toISOString()}::timestamptz,
           ${JSON.stringify({ description: kind })}::jsonb)`,
  );
  await queryRows(
    db,
    sql`INSERT INTO order_tracking_events (order_id, position, kind, at, details) VALUES ${sql.join(rows, sql`, `)}`,
  );
}

const MINUTE = 60_000;
export const minutesAfter = (time: Date, minutes: number) => new Date(time.getTime() + minutes * MINUTE);
