import { sql } from 'drizzle-orm';
import type { WorkOrderStatus } from '../../../contract/work-orders/lifecycle';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';

/** A work order as the board reads it: its header's few fields, never its lines or prices in full. */
export interface BoardWorkOrderRow {
  id: string;
  number: number;
  status: WorkOrderStatus;
  vrm: string | null;
  make: string | null;
  model: string | null;
  customerName: string | null;
  numberOfJobs: number | null;
  awaiting: number | null;
  statusHistory: { to: string; at: string }[] | null;
  createdAt: number;
  technicianId: string | null;
}

/** The board's reads, in plain SQL, and the assignment it writes. */
export function createWorkshopBoardRepository(root: Database) {
  const db = databaseOf(root);
  return {
    /**
     * What the board's ETag is made of: one row that moves whenever anything on the board does
     * (a work order saved, a clock event received, a technician or an assignment changed, the
     * shift end set). Counts and the latest times come from the indexes; the two small tables are
     * hashed whole.
     */
    async fingerprint(accountId: string): Promise<string> {
      const [row] = await queryRows<{ w: string; c: string; t: string; a: string; s: string | null }>(
        db(),
        sql`SELECT
              (SELECT count(*)::text || '/' || coalesce(max(modified_at)::text, '')
                 FROM work_orders WHERE account_id = ${accountId}) AS w,
              (SELECT count(*)::text || '/' || coalesce(max(received_at)::text, '')
                 FROM clock_events WHERE account_id = ${accountId}) AS c,
              (SELECT md5(coalesce(string_agg(id::text || name || role || active::text || position::text, '|'
                                              ORDER BY id), ''))
                 FROM technicians WHERE account_id = ${accountId}) AS t,
              (SELECT md5(coalesce(string_agg(work_order_id::text || ':' || coalesce(technician_id::text, '-')
                                              || ':' || assigned_at::text, '|' ORDER BY work_order_id), ''))
                 FROM work_order_assignments WHERE account_id = ${accountId}) AS a,
              (SELECT shift_end FROM clocking_settings WHERE account_id = ${accountId}) AS s`,
      );
      return row ? `${row.w};${row.c};${row.t};${row.a};${row.s ?? ''}` : '';
    },

    /**
     * The day's work orders: those open now and made before the day ended, those completed since
     * the day began (the service keeps those completed on the day), and any clocked on during it.
     * Cancelled ones are not on the board.
     */
    async workOrdersOfDay(
      accountId: string,
      since: Date,
      until: Date,
      clockedIds: readonly string[],
    ): Promise<BoardWorkOrderRow[]> {
      const clocked = clockedIds.length
        ? sql`OR w.id IN (${sql.join(
            clockedIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``;
      return queryRows<BoardWorkOrderRow>(
        db(),
        sql`SELECT w.id::text, w.number, w.status,
                   w.document->>'vrm' AS vrm, w.document->>'make' AS make, w.document->>'model' AS model,
                   w.document->>'customerName' AS "customerName",
                   (w.document->>'numberOfJobs')::int AS "numberOfJobs",
                   (w.document #>> '{prices,authorisation,awaiting}')::bigint::float8 AS awaiting,
                   CASE WHEN w.status = 'completed' THEN w.document->'statusHistory' END AS "statusHistory",
                   floor(extract(epoch FROM w.created_at) * 1000)::float8 AS "createdAt",
                   a.technician_id::text AS "technicianId"
              FROM work_orders w
              LEFT JOIN work_order_assignments a ON a.work_order_id = w.id
             WHERE w.account_id = ${accountId} AND w.status <> 'cancelled'
               AND ((w.status IN ('pending', 'parts-ordered', 'in-progress') AND w.created_at < ${until.toISOString()})
                    OR (w.status = 'completed' AND w.modified_at >= ${since.toISOString()})
                    ${clocked})
             ORDER BY w.created_at, w.id`,
      );
    },

    /** The work order's account, or undefined when it has none the caller may see. */
    async workOrderAccount(id: string): Promise<string | undefined> {
      const [row] = await queryRows<{ account: string }>(
        db(),
        sql`SELECT account_id::text AS account FROM work_orders WHERE id = ${id}`,
      );
      return row?.account;
    },

    async assign(row: {
      workOrderId: string;
      accountId: string;
      technicianId: string | null;
      at: Date;
      by: string;
    }): Promise<void> {
      await queryRows(
        db(),
        sql`INSERT INTO work_order_assignments (work_order_id, account_id, technician_id, assigned_at, assigned_by)
            VALUES (${row.workOrderId}, ${row.accountId}, ${row.technicianId}, ${row.at.toISOString()}, ${row.by})
            ON CONFLICT (work_order_id) DO UPDATE
              SET technician_id = EXCLUDED.technician_id, assigned_at = EXCLUDED.assigned_at,
                  assigned_by = EXCLUDED.assigned_by`,
      );
    },
  };
}

export type WorkshopBoardRepository = ReturnType<typeof createWorkshopBoardRepository>;
