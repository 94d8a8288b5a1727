import { date, integer, jsonb, pgTable, text, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { orders } from './orders';
import { babbageAccounts, users } from './users';

/* Invoices and credit notes, and the series they are numbered in (migration 0016_invoices.sql). */

export const invoiceSeries = pgTable('invoice_series', {
  code: text('code').primaryKey(),
  prefix: text('prefix').notNull().unique(),
  nextNumber: integer('next_number').notNull().default(1),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    series: text('series')
      .notNull()
      .references(() => invoiceSeries.code),
    sequence: integer('sequence').notNull(),
    type: text('type').$type<'invoice' | 'credit-note'>().notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    babbageAccountId: uuid('babbage_account_id').references(() => babbageAccounts.id, { onDelete: 'set null' }),
    country: text('country').$type<'GB' | 'IE'>().notNull(),
    currency: text('currency').$type<'GBP' | 'EUR'>().notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    taxPoint: date('tax_point', { mode: 'string' }).notNull(),
    reason: text('reason'),
    supplier: jsonb('supplier').notNull(),
    customer: jsonb('customer').notNull(),
    lines: jsonb('lines').notNull(),
    vatByRate: jsonb('vat_by_rate').notNull(),
    totalExcTax: integer('total_exc_tax').notNull(),
    totalTax: integer('total_tax').notNull(),
    totalIncTax: integer('total_inc_tax').notNull(),
  },
  (table) => [unique('invoices_series_sequence_key').on(table.series, table.sequence)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
