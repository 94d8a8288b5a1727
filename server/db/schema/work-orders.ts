import { bigint, boolean, integer, jsonb, numeric, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { babbageAccounts, users } from './users';

/* Work orders, their numbers and each trade account's set-up (migration 0010_work_orders.sql). */

export const workOrders = pgTable(
  'work_orders',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    rev: integer('rev').notNull(),
    status: text('status').notNull(),
    document: jsonb('document').notNull(),
    searchText: text('search_text').notNull(),
    totalIncTax: bigint('total_inc_tax', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [unique('work_orders_account_number_key').on(table.accountId, table.number)],
);
export type WorkOrderRow = typeof workOrders.$inferSelect;

export const workOrderNumbers = pgTable('work_order_numbers', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

export const workOrderSettings = pgTable('work_order_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
  configured: boolean('configured').notNull().default(true),
  defaultUplift: numeric('default_uplift', { mode: 'number' }).notNull().default(0),
});

export const labourRates = pgTable(
  'labour_rates',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    rate: integer('rate').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.id] })],
);

export const customJobs = pgTable(
  'custom_jobs',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    time: text('time').notNull(),
    labourRate: text('labour_rate').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.id] })],
);
