import { sql, type SQL } from 'drizzle-orm';
import type { QuoteSummary, QuoteVehicle } from '../../../contract/quotes/schemas';
import { queryRows, type Database } from '../../db/database';

/** The quote list's filter (trade-features §2, §7 get-by-user): words, a creation range, the page. */
export interface QuoteSearch {
  nameOrVehicle?: string | undefined;
  /** Inclusive bounds on the creation time. */
  after?: Date | undefined;
  before?: Date | undefined;
  page: number;
  itemsPerPage: number;
  /** get-by-user sorts by creation, the header list by the last change. */
  order: 'created' | 'modified';
}

interface CountedRow {
  total: number;
  id: string | null;
  rev: number;
  name: string;
  currency: 'GBP' | 'EUR';
  vehicle: QuoteVehicle | null;
  customerName: string | null;
  validUntil: string;
  numberOfItems: number;
  totalIncTax: number;
  createdAt: number;
  modifiedAt: number;
}

const summaryOf = (id: string, row: CountedRow): QuoteSummary => ({
  id,
  rev: row.rev,
  name: row.name,
  vehicle: row.vehicle,
  customerName: row.customerName,
  currency: row.currency,
  validUntil: row.validUntil,
  numberOfItems: row.numberOfItems,
  totalIncTax: row.totalIncTax,
  createdAt: new Date(row.createdAt).toISOString(),
  modifiedAt: new Date(row.modifiedAt).toISOString(),
});

/** LIKE's own characters taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The person's quotes matching the search: every word of it somewhere in the name, registration
 * (with or without its space), vehicle or customer (the search text, lower-cased, holds the plate
 * both ways), created within the range.
 */
function matching(userId: string, search: QuoteSearch): SQL {
  const conditions = [sql`user_id = ${userId}`];
  const words = search.nameOrVehicle?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  for (const word of words) conditions.push(sql`search_text LIKE ${containing(word)}`);
  if (search.after) conditions.push(sql`created_at >= ${search.after.toISOString()}`);
  if (search.before) conditions.push(sql`created_at <= ${search.before.toISOString()}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * A page of a person's quotes and how many match, in one statement (as the work-order list):
 * the matches counted, the page's rows read, and of their document only the header's summary.
 */
export async function listQuotes(
  db: Database,
  userId: string,
  search: QuoteSearch,
): Promise<{ rows: QuoteSummary[]; total: number }> {
  const column = search.order === 'created' ? sql.raw('created_at') : sql.raw('modified_at');
  const rows = await queryRows<CountedRow>(
    db,
    sql`WITH matching AS (
          SELECT id, ${column} AS at FROM quotes WHERE ${matching(userId, search)}
        )
        SELECT counted.total, q.id, q.rev, q.name, q.currency, q.document -> 'vehicle' AS vehicle,
          q.document ->> 'customerName' AS "customerName", to_char(q.valid_until, 'YYYY-MM-DD') AS "validUntil",
          q.item_count AS "numberOfItems", q.total_inc_tax::float8 AS "totalIncTax",
          floor(extract(epoch FROM q.created_at) * 1000)::float8 AS "createdAt",
          floor(extract(epoch FROM q.modified_at) * 1000)::float8 AS "modifiedAt"
        FROM (SELECT count(*)::int AS total FROM matching) counted
        LEFT JOIN LATERAL (
          SELECT id, at FROM matching ORDER BY at DESC, id DESC
          LIMIT ${search.itemsPerPage} OFFSET ${(search.page - 1) * search.itemsPerPage}
        ) page ON true
        LEFT JOIN quotes q ON q.id = page.id
        ORDER BY page.at DESC, page.id DESC`,
  );
  const listed: QuoteSummary[] = [];
  for (const row of rows) if (row.id !== null) listed.push(summaryOf(row.id, row));
  return { rows: listed, total: rows[0]?.total ?? 0 };
}
