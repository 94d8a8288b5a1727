import { sql, type SQL } from 'drizzle-orm';
import type { WorkOrderStatus } from '../../../contract/work-orders/lifecycle';
import { formatWorkOrderNumber } from '../../../contract/work-orders/numbers';
import type { WorkOrderSummary } from '../../../contract/work-orders/schemas';
import { queryRows, type Database } from '../../db/database';

/** The list's filter (trade-features §2): statuses (none: every one), search words, the page. */
export interface WorkOrderListFilter {
  statuses: string[];
  search: string | undefined;
  page: number;
  itemsPerPage: number;
}

/**
 * The statement's row: the row's columns and the header's summary, times as epoch milliseconds,
 * and beside them how many match. An empty page is one row with the count and nulls.
 */
interface CountedRow {
  total: number;
  id: string | null;
  number: number;
  rev: number;
  status: WorkOrderStatus;
  reference: string | null;
  customerName: string | null;
  vrm: string | null;
  make: string | null;
  model: string | null;
  numberOfJobs: number;
  numberOfParts: number;
  totalTime: string;
  totalIncTax: number;
  createdAt: number;
  modifiedAt: number;
}

/**
 * A row as the list answers it, written out field by field: spreading the driver's rows (`...row`)
 * cost six times as much, on every row of every page.
 */
const summaryOf = (id: string, row: CountedRow): WorkOrderSummary => ({
  id,
  workOrderNumber: formatWorkOrderNumber(row.number),
  rev: row.rev,
  status: row.status,
  reference: row.reference,
  customerName: row.customerName,
  vrm: row.vrm,
  make: row.make,
  model: row.model,
  numberOfJobs: row.numberOfJobs,
  numberOfParts: row.numberOfParts,
  totalTime: row.totalTime,
  totalIncTax: row.totalIncTax,
  createdAt: new Date(row.createdAt).toISOString(),
  modifiedAt: new Date(row.modifiedAt).toISOString(),
});

const searchWords = (search: string | undefined) => search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];

/** The account's work orders in these statuses whose search text holds every word, as typed. */
function matching(accountId: string, statuses: string[], words: string[]): SQL {
  const conditions = [sql`account_id = ${accountId}`];
  if (statuses.length)
    conditions.push(
      sql`status IN (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  for (const word of words) {
    // LIKE's own characters are taken literally. Answered by the trigram index of migration 0012.
    const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`search_text LIKE ${pattern}`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * A page of an account's work orders, newest change first, and how many match, in one
 * statement (plain SQL: the query builder took longer to build it than the database to answer).
 *
 * - A search's matches are found once and kept (MATERIALIZED), then counted and paged; without
 *   a search the two are left apart, the count an index-only scan and the page the first rows of
 *   the (account, status, modified) index, where keeping thousands of rows would cost more.
 * - Only the page's rows are read in full, and of their document only the header's summary, in
 *   one pass per row (jsonb_to_record): the lines, prices and history stay in the database.
 * - The count is a left join's outer row, so an empty page still says how many there are.
 */
export async function listWorkOrders(
  db: Database,
  accountId: string,
  filter: WorkOrderListFilter,
): Promise<{ rows: WorkOrderSummary[]; total: number }> {
  const words = searchWords(filter.search);
  const kept = words.length ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`;
  const rows = await queryRows<CountedRow>(
    db,
    sql`WITH matching AS ${kept} (
          SELECT id, modified_at FROM work_orders WHERE ${matching(accountId, filter.statuses, words)}
        )
        SELECT counted.total, w.id, w.number, w.rev, w.status, summary.*,
          w.total_inc_tax::float8 AS "totalIncTax",
          floor(extract(epoch FROM w.created_at) * 1000)::float8 AS "createdAt",
          floor(extract(epoch FROM w.modified_at) * 1000)::float8 AS "modifiedAt"
        FROM (SELECT count(*)::int AS total FROM matching) counted
        LEFT JOIN LATERAL (
          SELECT id, modified_at FROM matching ORDER BY modified_at DESC, id DESC
          LIMIT ${filter.itemsPerPage} OFFSET ${(filter.page - 1) * filter.itemsPerPage}
        ) page ON true
        LEFT JOIN work_orders w ON w.id = page.id
        LEFT JOIN LATERAL jsonb_to_record(w.document) AS summary(reference text, "customerName" text, vrm text,
          make text, model text, "numberOfJobs" integer, "numberOfParts" integer, "totalTime" text) ON true
        ORDER BY page.modified_at DESC, page.id DESC`,
  );
  const listed: WorkOrderSummary[] = [];
  for (const row of rows) if (row.id !== null) listed.push(summaryOf(row.id, row));
  return { rows: listed, total: rows[0]?.total ?? 0 };
}
