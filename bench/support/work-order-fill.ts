// A trade account of the work-order HTTP bench's own, with 10,000 work orders, in the HTTP bench's
// PostgreSQL database: a user and account beside the demo's (nothing of theirs changes), removed
// again at the end (the user's row cascades to the account and its work orders). The work orders
// are the demo workshop's, written over with plates, customers and references of their own, the
// open ones the most recent, as a garage's three years of work orders are.
import pg from 'pg';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import { workOrderSearchText } from '../../contract/work-orders/numbers';

export const BENCH_WORKSHOP = {
  userId: '01936b2e-0000-7000-8000-00000000be01',
  accountId: '01936b2e-0000-7000-8000-00000000bec1',
  email: 'bench.work-orders@workbay.test',
  /** The demo trade user's: the bench user is made with the same password hash. */
  password: 'Trade-Bay-2026!',
};
const DEMO_TRADE_EMAIL = 'trade@workbay.test';
const DEMO_ACCOUNT = '01936b2e-0000-7000-8000-00000000c001';

const letters = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
const letter = (n: number) => letters[n % letters.length] as string;
/** The n-th plate of the garage's customers: 'AB12 CDE'. */
function plate(n: number): string {
  const digits = String(10 + (n % 64)).padStart(2, '0');
  return `${letter(n)}${letter(n >> 3)}${digits} ${letter(n >> 5)}${letter(n >> 7)}${letter(n * 7)}`;
}
/** 2,000 cars, each in about every 2,000th work order. */
const plateOf = (n: number) => (n * 7919 + 1234) % 2000;
const surnames = ['Kaur', 'Whitaker', 'Brennan', 'Sutcliffe', 'Hughes', 'Nowak', 'Ahmed', 'Okafor', 'Patel', 'Walsh'];
const customer = (n: number) => `${['Mr', 'Mrs', 'Ms'][n % 3]} ${letter(n)}. ${surnames[n % surnames.length]}`;

/** Open work orders are this week's: the newest 400; the rest completed, every twelfth cancelled. */
function statusOf(n: number, count: number): string {
  if (n > count - 400) return ['pending', 'in-progress', 'parts-ordered', 'in-progress', 'completed'][n % 5] as string;
  return n % 12 === 0 ? 'cancelled' : 'completed';
}

export interface Filled {
  workOrders: number;
  /** A plate with several work orders, as a person types it to find them. */
  plate: string;
  seconds: number;
}

/** Removes the bench workshop (and, by cascade, its account and work orders). */
export async function removeBenchWorkshop(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM users WHERE id = $1', [BENCH_WORKSHOP.userId]);
  } finally {
    await client.end();
  }
}

export async function fillBenchWorkshop(databaseUrl: string, count: number): Promise<Filled> {
  await removeBenchWorkshop(databaseUrl);
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { userId, accountId, email } = BENCH_WORKSHOP;
    await client.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, trading_country, is_key_account)
       SELECT $1, $2, password_hash, 'Bench', 'Workshop', trading_country, true FROM users WHERE lower(email) = $3`,
      [userId, email, DEMO_TRADE_EMAIL],
    );
    await client.query(
      `INSERT INTO babbage_accounts (id, user_id, account_number, branch_id)
       SELECT $1, $2, 'BENCH-WO', branch_id FROM babbage_accounts WHERE id = $3`,
      [accountId, userId, DEMO_ACCOUNT],
    );
    await client.query('UPDATE users SET active_babbage_account_id = $1 WHERE id = $2', [accountId, userId]);
    const templates = (
      await client.query<{ document: Record<string, unknown>; total_inc_tax: string }>(
        'SELECT document, total_inc_tax FROM work_orders WHERE account_id = $1 ORDER BY number',
        [DEMO_ACCOUNT],
      )
    ).rows;
    if (!templates.length) throw new Error('The demo workshop has no work orders to copy');
    const now = Date.now();
    const batch = 1000;
    for (let from = 1; from <= count; from += batch) {
      const rows = [];
      for (let n = from; n < Math.min(from + batch, count + 1); n++) {
        // Spread by a multiplicative hash, so that a template's make falls in every status.
        const template = templates[(Math.imul(n, 2654435761) >>> 0) % templates.length] as (typeof templates)[number];
        const vrm = plate(plateOf(n));
        const reference = n % 4 === 0 ? `PO ${10_000 + n}` : null;
        const document = { ...template.document, vrm, customerName: customer(n), reference };
        const modified = new Date(now - (count - n) * 2.5 * 3600_000);
        rows.push({
          id: uuidv7(modified.getTime()),
          account_id: accountId,
          number: n,
          rev: 1 + (n % 7),
          status: statusOf(n, count),
          document,
          search_text: workOrderSearchText(n, document as Parameters<typeof workOrderSearchText>[1]),
          total_inc_tax: Number(template.total_inc_tax),
          created_at: new Date(modified.getTime() - 3 * 3600_000).toISOString(),
          modified_at: modified.toISOString(),
        });
      }
      await client.query(
        `INSERT INTO work_orders
           (id, account_id, number, rev, status, document, search_text, total_inc_tax, created_at, modified_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, account_id uuid, number int, rev int,
           status text, document jsonb, search_text text, total_inc_tax bigint, created_at timestamptz,
           modified_at timestamptz)`,
        [JSON.stringify(rows)],
      );
    }
    await client.query('INSERT INTO work_order_numbers (account_id, last_number) VALUES ($1, $2)', [accountId, count]);
    await client.query('COMMIT');
    // The planner's statistics as a running server has them.
    await client.query('ANALYZE work_orders');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return {
    workOrders: count,
    plate: plate(plateOf(count)).replace(' ', ''),
    seconds: (Date.now() - started) / 1000,
  };
}
