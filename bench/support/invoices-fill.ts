// An invoice for each of the orders bench's orders (bench/support/orders-fill.ts), and a credit
// note for each cancelled one, as the server issues them, copied from a demo invoice (its supplier,
// customer, lines and totals) with numbers, days and accounts of their own. They go with the bench
// users (removeBenchOrders: each user's row cascades to its orders and their invoices).
import pg from 'pg';

const EMAILS = "u.email LIKE 'bench.orders.%@workbay.test'";
/** Far above the demo's numbers, so that the series' own next number never meets them. */
const FIRST_SEQUENCE = 50_000_000;

export async function fillBenchInvoices(databaseUrl: string): Promise<{ invoices: number; creditNotes: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM invoices WHERE type = 'invoice'`);
    if (Number(rows[0]?.n ?? 0) === 0)
      throw new Error('The demo has no invoices to copy: start the app once with demo data');
    const invoices = await client.query(
      `INSERT INTO invoices (id, invoice_number, series, sequence, type, order_id, user_id, babbage_account_id,
                             country, currency, issued_at, issue_date, tax_point, supplier, customer, lines,
                             vat_by_rate, total_exc_tax, total_tax, total_inc_tax)
       SELECT gen_random_uuid(), 'INV-GB-B' || lpad(s::text, 8, '0'), 'invoice-gb', s, 'invoice', o.id, o.user_id,
              o.babbage_account_id, 'GB', 'GBP', o.placed_at, (o.placed_at AT TIME ZONE 'Europe/London')::date,
              (o.placed_at AT TIME ZONE 'Europe/London')::date, t.supplier, t.customer, t.lines, t.vat_by_rate,
              t.total_exc_tax, t.total_tax, t.total_inc_tax
         FROM (SELECT o.*, $1::bigint + row_number() OVER (ORDER BY o.reference) AS s
                 FROM orders o JOIN users u ON u.id = o.user_id WHERE ${EMAILS}) o
         CROSS JOIN LATERAL (SELECT * FROM invoices d WHERE d.type = 'invoice' AND d.currency = 'GBP'
                              ORDER BY d.invoice_number LIMIT 1) t`,
      [FIRST_SEQUENCE],
    );
    const credits = await client.query(
      `INSERT INTO invoices (id, invoice_number, series, sequence, type, order_id, credited_invoice_id, user_id,
                             babbage_account_id, country, currency, issued_at, issue_date, tax_point, reason,
                             supplier, customer, lines, vat_by_rate, total_exc_tax, total_tax, total_inc_tax)
       SELECT gen_random_uuid(), 'CN-GB-B' || lpad(s::text, 8, '0'), 'credit-note-gb', s, 'credit-note', i.order_id,
              i.id, i.user_id, i.babbage_account_id, 'GB', 'GBP', i.issued_at + interval '2 hours', i.issue_date,
              i.tax_point, 'Order cancelled', i.supplier, i.customer, i.lines, i.vat_by_rate, i.total_exc_tax,
              i.total_tax, i.total_inc_tax
         FROM (SELECT i.*, $1::bigint + row_number() OVER (ORDER BY i.invoice_number) AS s
                 FROM invoices i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = i.user_id
                WHERE ${EMAILS} AND o.status = 'cancelled' AND i.type = 'invoice') i`,
      [FIRST_SEQUENCE],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE invoices');
    return { invoices: invoices.rowCount ?? 0, creditNotes: credits.rowCount ?? 0 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
