import { date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { healthChecks } from './health-checks';
import { babbageAccounts, users } from './users';

/* The customer's links and the work deferred on vehicles (migration 0025_health_check_answers.sql). */

export const healthCheckShares = pgTable('health_check_shares', {
  token: text('token').primaryKey(),
  healthCheckId: uuid('health_check_id')
    .notNull()
    .references(() => healthChecks.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
  sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  withdrawnAt: timestamptz('withdrawn_at'),
  openedAt: timestamptz('opened_at'),
});
export type HealthCheckShareRow = typeof healthCheckShares.$inferSelect;

export const deferredWork = pgTable(
  'deferred_work',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
    vrmKey: text('vrm_key').notNull(),
    vrm: text('vrm').notNull(),
    vehicle: text('vehicle'),
    healthCheckId: uuid('health_check_id')
      .notNull()
      .references(() => healthChecks.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    itemKey: text('item_key').notNull(),
    itemName: text('item_name').notNull(),
    state: text('state').notNull(),
    decision: text('decision').notNull(),
    note: text('note'),
    reason: text('reason'),
    followUp: date('follow_up', { mode: 'string' }).notNull(),
    priceExcTax: integer('price_exc_tax'),
    priceIncTax: integer('price_inc_tax'),
    currency: text('currency').notNull(),
    deferredAt: timestamptz('deferred_at').notNull(),
  },
  (table) => [unique('deferred_work_item_key').on(table.healthCheckId, table.itemId)],
);
export type DeferredWorkRow = typeof deferredWork.$inferSelect;
