import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { BasketLine, Totals } from '../../../contract/basket/schemas';
import type { InvoiceType } from '../../../contract/invoices/schemas';
import { queryRows, type Database } from '../../db/database';
import { babbageAccounts, invoices, orders, type InvoiceRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';
import type { AccountScope } from '../trade-accounts/trade-accounts.service';

export type { InvoiceRow };

/** An order with what its invoice needs of the customer: read in the transaction that places it. */
export interface OrderForInvoiceRow {
  id: string;
  user_id: string;
  account_id: string | null;
  status: 'awaiting-payment' | 'placed' | 'cancelled';
  currency: 'GBP' | 'EUR';
  lines: BasketLine[];
  totals: Totals;
  placed_at: Date | string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  account_number: string | null;
  branch_name: string | null;
  shipping_name: string | null;
  shipping_tax_rate: number | null;
  company: string | null;
  address_name: string | null;
  line1: string | null;
  line2: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  country_code: string | null;
}

/**
 * Whose documents a list shows and a number opens: the active trade account's (whoever placed the
 * order), or without one the person's own that belong to no account (trade-accounts/account-scope.ts).
 */
export type InvoiceScope = AccountScope;

export interface InvoiceFilters {
  type?: InvoiceType;
  /** yyyy-MM-dd, both included. */
  dateFrom?: string;
  dateTo?: string;
}

/** A document with the order reference and the credited invoice's number, as lists and pages show them. */
export interface InvoiceListed extends InvoiceRow {
  orderReference: string;
  creditedInvoiceNumber: string | null;
  branchId: string | null;
}

/** What a list shows of a document: no parties, lines or VAT by rate (kilobytes of jsonb per row). */
export interface InvoiceSummaryRow extends Pick<
  InvoiceRow,
  | 'invoiceNumber'
  | 'type'
  | 'country'
  | 'currency'
  | 'issueDate'
  | 'taxPoint'
  | 'orderId'
  | 'totalExcTax'
  | 'totalTax'
  | 'totalIncTax'
> {
  orderReference: string;
  creditedInvoiceNumber: string | null;
  branchId: string | null;
  accountNumber: string | null;
}

/** jsonb arrives parsed from node-postgres and PGlite alike, but a text cast would not: read both. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

export function createInvoicesRepository(root: Database) {
  const db = databaseOf(root);

  const listed = () =>
    db()
      .select({
        invoice: invoices,
        orderReference: orders.reference,
        creditedInvoiceNumber: creditedNumber,
        branchId: babbageAccounts.branchId,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(babbageAccounts, eq(babbageAccounts.id, invoices.babbageAccountId));
  type ListedRow = Awaited<ReturnType<typeof listed>>[number];
  const flatten = (row: ListedRow): InvoiceListed => ({
    ...row.invoice,
    orderReference: row.orderReference,
    creditedInvoiceNumber: row.creditedInvoiceNumber,
    branchId: row.branchId,
  });

  const creditedNumber = sql<string | null>`(SELECT c.invoice_number FROM invoices c
                                               WHERE c.id = ${invoices.creditedInvoiceId})`;
  const summaries = () =>
    db()
      .select({
        invoiceNumber: invoices.invoiceNumber,
        type: invoices.type,
        country: invoices.country,
        currency: invoices.currency,
        issueDate: invoices.issueDate,
        taxPoint: invoices.taxPoint,
        orderId: invoices.orderId,
        totalExcTax: invoices.totalExcTax,
        totalTax: invoices.totalTax,
        totalIncTax: invoices.totalIncTax,
        orderReference: orders.reference,
        creditedInvoiceNumber: creditedNumber,
        branchId: babbageAccounts.branchId,
        accountNumber: sql<string | null>`${invoices.customer} ->> 'accountNumber'`,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(babbageAccounts, eq(babbageAccounts.id, invoices.babbageAccountId));

  /** The scope's documents: one rule for the list and for a number, so the two never disagree (issue 43). */
  const shownIn = ({ userId, accountId }: InvoiceScope): SQL =>
    accountId
      ? sql`${invoices.babbageAccountId} = ${accountId}`
      : sql`(${invoices.userId} = ${userId} AND ${invoices.babbageAccountId} IS NULL)`;

  return {
    async orderForInvoice(orderId: string): Promise<OrderForInvoiceRow | undefined> {
      const [row] = await queryRows<OrderForInvoiceRow>(
        db(),
        sql`SELECT o.id::text AS id, o.user_id::text AS user_id, o.babbage_account_id::text AS account_id,
                   o.status, o.currency, o.lines, o.totals, o.placed_at,
                   u.first_name, u.last_name, u.email, a.account_number, b.name AS branch_name,
                   s.name AS shipping_name, s.tax_rate AS shipping_tax_rate,
                   ad.company, ad.address_name, ad.line1, ad.line2, ad.town, ad.county, ad.postcode, ad.country_code
              FROM orders o
              JOIN users u ON u.id = o.user_id
              LEFT JOIN babbage_accounts a ON a.id = o.babbage_account_id
              LEFT JOIN branches b ON b.id = a.branch_id
              LEFT JOIN shipping_services s ON s.code = o.shipping ->> 'service'
              LEFT JOIN LATERAL (
                SELECT d.company, d.first_name || ' ' || d.last_name AS address_name, d.line1, d.line2, d.town,
                       d.county, d.postcode, d.country_code
                  FROM addresses d
                  LEFT JOIN address_defaults f ON f.address_id = d.id AND f.user_id = d.user_id AND f.type = 'billing'
                 WHERE d.user_id = o.user_id
                 ORDER BY (f.address_id IS NOT NULL) DESC, d.is_billing DESC, d.created_at, d.id
                 LIMIT 1) ad ON true
             WHERE o.id = ${orderId}`,
      );
      return row ? { ...row, lines: json(row.lines), totals: json(row.totals) } : undefined;
    },

    async invoiceOfOrder(orderId: string): Promise<InvoiceRow | undefined> {
      const [row] = await db()
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.type, 'invoice')));
      return row;
    },

    /**
     * The next number of the series, taken in the caller's transaction: the series' row stays
     * locked until it ends, so two documents never share a number, and a rollback gives it back.
     */
    async takeNumber(series: string): Promise<{ sequence: number; invoiceNumber: string }> {
      const [row] = await queryRows<{ sequence: number; prefix: string }>(
        db(),
        sql`UPDATE invoice_series SET next_number = next_number + 1 WHERE code = ${series}
            RETURNING next_number - 1 AS sequence, prefix`,
      );
      if (!row) throw new Error(`No invoice series ${series}`);
      const sequence = Number(row.sequence);
      return { sequence, invoiceNumber: `${row.prefix}${String(sequence).padStart(6, '0')}` };
    },

    async insert(row: InvoiceRow): Promise<InvoiceRow> {
      const [stored] = await db().insert(invoices).values(row).returning();
      if (!stored) throw new Error('The invoice was not stored');
      return stored;
    },

    /** The document with this number when it is in the scope's list; anything else is undefined. */
    async findVisible(scope: InvoiceScope, invoiceNumber: string): Promise<InvoiceListed | undefined> {
      const [row] = await listed().where(and(eq(invoices.invoiceNumber, invoiceNumber), shownIn(scope)));
      return row ? flatten(row) : undefined;
    },

    /** The invoice of the user's own order, under whichever account it was placed (issue 43). */
    async invoiceOfOwnOrder(userId: string, orderId: string): Promise<InvoiceListed | undefined> {
      const [row] = await listed().where(
        and(eq(invoices.orderId, orderId), eq(invoices.type, 'invoice'), eq(orders.userId, userId)),
      );
      return row ? flatten(row) : undefined;
    },

    /**
     * The invoice, locked until the caller's transaction ends: two credit notes of one invoice
     * are issued one after the other, each seeing what the other credited.
     */
    async lockByNumber(invoiceNumber: string): Promise<InvoiceRow | undefined> {
      const [row] = await db().select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber)).for('update');
      return row;
    },

    /** The credit notes of an invoice, oldest first. */
    async creditNotesOf(invoiceId: string): Promise<InvoiceRow[]> {
      return db()
        .select()
        .from(invoices)
        .where(eq(invoices.creditedInvoiceId, invoiceId))
        .orderBy(invoices.issuedAt, invoices.sequence);
    },

    /** Newest first: by day of issue, then the moment, then the number. */
    async list(
      scope: InvoiceScope,
      filters: InvoiceFilters,
      page: number,
      itemsPerPage: number,
    ): Promise<{ members: InvoiceSummaryRow[]; total: number }> {
      const where = and(
        shownIn(scope),
        filters.type ? eq(invoices.type, filters.type) : undefined,
        filters.dateFrom ? gte(invoices.issueDate, filters.dateFrom) : undefined,
        filters.dateTo ? lte(invoices.issueDate, filters.dateTo) : undefined,
      );
      const rows = await summaries()
        .where(where)
        .orderBy(desc(invoices.issueDate), desc(invoices.issuedAt), desc(invoices.invoiceNumber))
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage);
      const [count] = await db()
        .select({ total: sql<number>`count(*)::int` })
        .from(invoices)
        .where(where);
      return { members: rows, total: Number(count?.total ?? 0) };
    },

    /** Placed orders that have no invoice yet, oldest first (the demo's, issued at start). */
    async placedWithoutInvoice(): Promise<{ id: string; placedAt: Date }[]> {
      const rows = await queryRows<{ id: string; placed_at: Date | string }>(
        db(),
        sql`SELECT o.id::text AS id, o.placed_at FROM orders o
             WHERE o.status = 'placed' AND o.placed_at IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.type = 'invoice')
             ORDER BY o.placed_at, o.id`,
      );
      return rows.map((row) => ({ id: row.id, placedAt: new Date(row.placed_at) }));
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
