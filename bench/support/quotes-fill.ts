// 100,000 quotes across 100 users of the quotes bench's own, in the HTTP bench's PostgreSQL
// database, beside the demo's (nothing of theirs changes), removed again at the end (each user's
// row cascades to its quotes). Each user has 1,000 quotes over about six months
// (bench/support/quote-fixture.ts), stored as the server stores a quote: the document, and beside
// it the columns the list filters and shows, the search text made by the server's own function.
import pg from 'pg';
import { searchTextOf, type StoredQuote } from '../../server/modules/quotes/quote-document';
import { benchQuote } from './quote-fixture';

export const BENCH_QUOTER = {
  /** The first of the bench's users: the one the bench logs in as. */
  email: 'bench.quotes.0@workbay.test',
  /** The demo trade user's: the bench users are made with the same password hash. */
  password: 'Trade-Bay-2026!',
};
const DEMO_TRADE_EMAIL = 'trade@workbay.test';
const EMAILS = "email LIKE 'bench.quotes.%@workbay.test'";
const BATCH = 2000;

export interface FilledQuotes {
  quotes: number;
  users: number;
  seconds: number;
}

/** The `quotes` row of a bench quote, as jsonb_to_recordset below reads it. */
export function quoteRecord(userId: string, n: number, perUser: number, now: number, user: number) {
  const quote = benchQuote(n, perUser, now, user);
  const document: StoredQuote = {
    name: quote.name,
    vehicle: quote.vehicle,
    customerName: quote.customerName,
    customerPhone: quote.customerPhone,
    validUntil: quote.validUntil,
    items: quote.items,
    totals: quote.totals,
  };
  return {
    id: quote.id,
    user_id: userId,
    rev: quote.rev,
    name: quote.name,
    currency: quote.currency,
    document,
    search_text: searchTextOf(quote),
    item_count: quote.items.length,
    total_inc_tax: quote.totals.totalIncTax,
    valid_until: quote.validUntil,
    created_at: quote.createdAt,
    modified_at: quote.modifiedAt,
  };
}

export async function removeBenchQuotes(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DELETE FROM users WHERE ${EMAILS}`);
  } finally {
    await client.end();
  }
}

/** `users` users with `perUser` quotes each, the newest made `now`. */
export async function fillBenchQuotes(
  databaseUrl: string,
  users: number,
  perUser: number,
  now: number,
): Promise<FilledQuotes> {
  await removeBenchQuotes(databaseUrl);
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows: made } = await client.query<{ id: string; n: number }>(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, trading_country, is_key_account)
       SELECT gen_random_uuid(), 'bench.quotes.' || a || '@workbay.test', u.password_hash, 'Bench', 'Quoter ' || a,
              'gb', true
         FROM generate_series(0, $1 - 1) a, users u WHERE lower(u.email) = $2
       RETURNING id, split_part(split_part(email, '@', 1), '.', 3)::int AS n`,
      [users, DEMO_TRADE_EMAIL],
    );
    if (made.length !== users) throw new Error('The demo trade user is missing: start the app once with demo data');
    const records = made.flatMap(({ id, n: user }) =>
      Array.from({ length: perUser }, (_, n) => ({ userId: id, user, n })),
    );
    for (let from = 0; from < records.length; from += BATCH) {
      const rows = records
        .slice(from, from + BATCH)
        .map(({ userId, user, n }) => quoteRecord(userId, n, perUser, now, user));
      await client.query(
        `INSERT INTO quotes (id, user_id, rev, name, currency, document, search_text, item_count, total_inc_tax,
                             valid_until, created_at, modified_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, user_id uuid, rev int, name text, currency text,
           document jsonb, search_text text, item_count int, total_inc_tax bigint, valid_until date,
           created_at timestamptz, modified_at timestamptz)`,
        [JSON.stringify(rows)],
      );
    }
    await client.query('COMMIT');
    // The table as a running server has it: vacuumed and analysed (autovacuum does both within a
    // minute of a bulk insert, so otherwise the plans would change in the middle of the run). Only
    // a vacuumed table's index-only scans skip the heap: the list's index holds the search text.
    await client.query('VACUUM ANALYZE quotes');
    return { quotes: users * perUser, users, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
