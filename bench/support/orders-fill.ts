// 100,000 orders across 100 trade accounts of the orders bench's own, in the HTTP bench's
// PostgreSQL database, beside the demo's (nothing of theirs changes), removed again at the end
// (each user's row cascades to its account and orders). Each account has 1,000 orders over about
// six months, copied from the demo's orders (their lines and totals) with plates, references and
// dates of their own.
import pg from 'pg';

export const BENCH_BUYER = {
  /** The first of the bench's users: the one the bench logs in as. */
  email: 'bench.orders.0@workbay.test',
  /** The demo trade user's: the bench users are made with the same password hash. */
  password: 'Trade-Bay-2026!',
};
const DEMO_TRADE_EMAIL = 'trade@workbay.test';
const DEMO_ACCOUNT = '01936b2e-0000-7000-8000-00000000c001';
const EMAILS = "email LIKE 'bench.orders.%@workbay.test'";

export interface FilledOrders {
  orders: number;
  accounts: number;
  /** A registration of the bench user's with several orders, as typed. */
  plate: string;
  /** The reference of one of the bench user's orders. */
  reference: string;
  seconds: number;
}

export async function removeBenchOrders(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Their invoices first, found by user: deleting the orders would otherwise look for each
    // order's invoices by order (an index only invoices have, not credit notes) 100,000 times.
    await client.query(`DELETE FROM invoices WHERE user_id IN (SELECT id FROM users WHERE ${EMAILS})`);
    await client.query(`DELETE FROM users WHERE ${EMAILS}`);
  } finally {
    await client.end();
  }
}

/** A plate from a number, as the SQL below writes it: two letters, two digits, three letters. */
const plateSql = (n: string) =>
  `chr(65 + (${n} % 23)) || chr(65 + ((${n} / 23) % 23)) || (10 + (${n} / 529) % 60)::text
   || chr(65 + ((${n} / 7) % 23)) || chr(65 + ((${n} / 11) % 23)) || chr(65 + ((${n} / 13) % 23))`;

export async function fillBenchOrders(
  databaseUrl: string,
  accounts: number,
  perAccount: number,
): Promise<FilledOrders> {
  await removeBenchOrders(databaseUrl);
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Users and their accounts, at the demo account's branch, each with its account active.
    await client.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, trading_country, is_key_account)
       SELECT gen_random_uuid(), 'bench.orders.' || a || '@workbay.test', u.password_hash, 'Bench', 'Buyer ' || a,
              'gb', true
         FROM generate_series(0, $1 - 1) a, users u WHERE lower(u.email) = $2`,
      [accounts, DEMO_TRADE_EMAIL],
    );
    await client.query(
      `INSERT INTO babbage_accounts (id, user_id, account_number, branch_id)
       SELECT gen_random_uuid(), u.id, 'BENCH-O' || split_part(split_part(u.email, '@', 1), '.', 3), d.branch_id
         FROM users u, babbage_accounts d WHERE u.${EMAILS} AND d.id = $1`,
      [DEMO_ACCOUNT],
    );
    await client.query(
      `UPDATE users u SET active_babbage_account_id = a.id FROM babbage_accounts a
        WHERE a.user_id = u.id AND u.${EMAILS}`,
    );
    const { rowCount: templates } = await client.query(
      `CREATE TEMP TABLE order_templates ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY id) - 1 AS k, lines, shipping, totals
         FROM orders WHERE currency = 'GBP' AND work_order_id IS NULL LIMIT 200`,
    );
    if (!templates) throw new Error('The demo has no orders to copy: start the app once with demo data');
    // Order n of account a: about 4.4 hours apart, newest now; a third with a job number, a
    // quarter with a purchase order; 40 cars per account, so a plate has about 25 orders.
    await client.query(
      `INSERT INTO orders (id, user_id, babbage_account_id, customer_reference, vrm, reference, status, currency,
                           lines, shipping, promotions, totals, notices, created_at, placed_at)
       SELECT gen_random_uuid(), b.user_id, b.id,
              CASE WHEN n % 3 = 0 THEN 'Job ' || (3000 + n % 2000) WHEN n % 4 = 1 THEN 'PO ' || (20000 + n) END,
              ${plateSql('(b.a * 40 + n % 40)')},
              'BN-' || lpad((b.a * $1 + n)::text, 7, '0'),
              CASE WHEN n % 30 = 0 THEN 'cancelled' ELSE 'placed' END, 'GBP',
              t.lines, t.shipping, '[]'::jsonb, t.totals, '[]'::jsonb,
              now() - (n * interval '4.4 hours'), now() - (n * interval '4.4 hours')
         FROM (SELECT id, user_id, split_part(account_number, 'BENCH-O', 2)::int AS a
                 FROM babbage_accounts WHERE account_number LIKE 'BENCH-O%') b
        CROSS JOIN generate_series(0, $1 - 1) n
         JOIN order_templates t ON t.k = (n * 7 + b.a) % $2`,
      [perAccount, templates],
    );
    await client.query('COMMIT');
    // The planner's statistics as a running server has them.
    await client.query('ANALYZE orders');
    const [sample] = (
      await client.query<{ vrm: string; reference: string }>(
        `SELECT o.vrm, o.reference FROM orders o JOIN users u ON u.id = o.user_id
          WHERE u.email = $1 ORDER BY o.created_at DESC LIMIT 1`,
        [BENCH_BUYER.email],
      )
    ).rows;
    if (!sample) throw new Error('The bench user has no orders');
    return {
      orders: accounts * perAccount,
      accounts,
      plate: `${sample.vrm.slice(0, 4)} ${sample.vrm.slice(4)}`,
      reference: sample.reference,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
