import { currencyForTradingCountry } from '../../../contract/currency';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids/uuid-v7';
import { queryRows, type Database } from '../../db/database';
import { quotes, type QuoteRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';
import { createCatalogueFacts } from '../catalogue/catalogue.service';
import { lineProductColumns, lineProductJoins, lineRecordOf, type LineRecord } from '../basket/basket.service';
import { listQuotes, type QuoteSearch } from './quote-list';
import type { PartAvailability } from './quote-availability';

/** What a write stores: the row's columns beside the document. */
export type QuoteWrite = Omit<QuoteRow, 'shareToken' | 'createdAt'> & Partial<Pick<QuoteRow, 'createdAt'>>;

/** Who is quoting: their currency (Ireland trades in euros), whether trade, and the name a shared quote shows. */
export interface Quoter {
  currency: 'GBP' | 'EUR';
  isTrade: boolean;
  /** The branch of their trade account, else their own name. */
  issuedBy: string;
  /** Whether their quotes hold their prices to the end of the valid-until day (off per trade account). */
  holdsPrices: boolean;
  /** Their trade account's branch, where stock is counted; null: every branch. */
  branchId: string | null;
}

/**
 * Quotes in the request's transaction (db/unit-of-work.ts). Every read is scoped to the person:
 * another person's quote is simply not there. `lock` holds the row for the rest of the
 * transaction, so intents from two devices are applied one after the other.
 */
export function createQuotesRepository(root: Database) {
  const db = databaseOf(root);
  const catalogue = createCatalogueFacts(root);
  return {
    async find(id: string, userId: string, lock = false): Promise<QuoteRow | undefined> {
      // A path that is no id names no quote (and is never cast to one).
      if (!isUuid(id)) return undefined;
      const query = db()
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.userId, userId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The person's quote holding the line, locked. */
    async findByItem(itemId: string, userId: string): Promise<QuoteRow | undefined> {
      const [row] = await db()
        .select()
        .from(quotes)
        .where(
          and(
            eq(quotes.userId, userId),
            sql`${quotes.document} -> 'items' @> jsonb_build_array(jsonb_build_object('id', ${itemId}::text))`,
          ),
        )
        .for('update');
      return row;
    },

    /** Whether the id is taken at all (by anyone): a new quote may not reuse it. */
    async exists(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db().select({ id: quotes.id }).from(quotes).where(eq(quotes.id, id));
      return rows.length > 0;
    },

    /** Inserts a new quote; false when the id was taken meanwhile. */
    async insert(row: QuoteWrite & Pick<QuoteRow, 'createdAt'>): Promise<boolean> {
      const rows = await db().insert(quotes).values(row).onConflictDoNothing().returning({ id: quotes.id });
      return rows.length === 1;
    },

    async update(row: QuoteWrite): Promise<void> {
      const { id, userId, ...columns } = row;
      await db()
        .update(quotes)
        .set(columns)
        .where(and(eq(quotes.id, id), eq(quotes.userId, userId)));
    },

    async delete(id: string, userId: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db()
        .delete(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.userId, userId)))
        .returning({ id: quotes.id });
      return rows.length === 1;
    },

    async list(userId: string, search: QuoteSearch) {
      return listQuotes(db(), userId, search);
    },

    /** The quote's share token: the one it has, or `token` when it has none (made once, then reused). */
    async shareToken(id: string, userId: string, token: string): Promise<string | null> {
      if (!isUuid(id)) return null;
      const [row] = await db()
        .update(quotes)
        .set({ shareToken: sql`coalesce(${quotes.shareToken}, ${token})` })
        .where(and(eq(quotes.id, id), eq(quotes.userId, userId)))
        .returning({ token: quotes.shareToken });
      return row?.token ?? null;
    },

    /** Withdraws the link; false when the quote is not the person's. */
    async revokeShare(id: string, userId: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db()
        .update(quotes)
        .set({ shareToken: null })
        .where(and(eq(quotes.id, id), eq(quotes.userId, userId)))
        .returning({ id: quotes.id });
      return rows.length === 1;
    },

    async byShareToken(token: string): Promise<QuoteRow | undefined> {
      const [row] = await db().select().from(quotes).where(eq(quotes.shareToken, token));
      return row;
    },

    async quoter(userId: string): Promise<Quoter> {
      const [row] = await queryRows<{
        country: string;
        is_trade: boolean;
        branch: string | null;
        branch_id: string | null;
        holds_prices: boolean | null;
        name: string;
      }>(
        db(),
        sql`SELECT u.trading_country AS country, u.is_key_account AS is_trade, b.name AS branch,
                   b.id::text AS branch_id, a.holds_quote_prices AS holds_prices,
                   trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS name
              FROM users u
              LEFT JOIN babbage_accounts a ON a.id = u.active_babbage_account_id
              LEFT JOIN branches b ON b.id = a.branch_id
             WHERE u.id = ${userId}`,
      );
      return {
        currency: currencyForTradingCountry(row?.country),
        isTrade: row?.is_trade === true,
        issuedBy: row?.branch ?? (row?.name || 'Workbay'),
        // Without a trade account there is no setting to turn holds off: they hold.
        holdsPrices: row?.holds_prices !== false,
        branchId: row?.branch_id ?? null,
      };
    },

    /** Whether each part (by sku) can be bought online now, and the stock at the branch (every branch: null). */
    async availability(skus: string[], branchId: string | null): Promise<Map<string, PartAvailability>> {
      const facts = await catalogue.availability({ skus }, branchId);
      return new Map(
        [...facts].map(([sku, { productId, withdrawn, sellable, priced, available }]) => [
          sku,
          { productId, withdrawn, sellable, priced, available },
        ]),
      );
    },

    /**
     * The catalogue's parts by sku as a basket line reads them (basket/baskets.repository.ts), so
     * that a quote is priced by the basket's own pricing. Withdrawn parts are not found.
     */
    async parts(skus: string[]): Promise<LineRecord[]> {
      const unique = [...new Set(skus)];
      if (!unique.length) return [];
      const rows = await queryRows<LineRecord>(
        db(),
        sql`SELECT p.sku AS id, p.id::text AS product_id, NULL AS product_variant, 1 AS quantity,
                   NULL AS product_name, NULL AS vehicle_options, ${lineProductColumns}
              FROM products p
              ${lineProductJoins}
             WHERE p.sku IN ${unique} AND p.withdrawn_at IS NULL`,
      );
      return rows.map(lineRecordOf);
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
