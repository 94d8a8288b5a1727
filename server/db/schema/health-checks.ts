import { integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { babbageAccounts, users } from './users';

/* Vehicle health checks and their numbers (migration 0023_health_checks.sql). */

export const healthChecks = pgTable(
  'health_checks',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    rev: integer('rev').notNull(),
    status: text('status').notNull(),
    vrmKey: text('vrm_key'),
    workOrderId: uuid('work_order_id'),
    document: jsonb('document').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [unique('health_checks_account_number_key').on(table.accountId, table.number)],
);
export type HealthCheckRow = typeof healthChecks.$inferSelect;

export const healthCheckNumbers = pgTable('health_check_numbers', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/* A garage's own thresholds and checklists (migration 0026_health_check_settings.sql). */
export const healthCheckSettings = pgTable('health_check_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
  thresholds: jsonb('thresholds').notNull(),
  templates: jsonb('templates').notNull(),
  modifiedBy: uuid('modified_by').references(() => users.id, { onDelete: 'set null' }),
  modifiedAt: timestamptz('modified_at').notNull(),
});
/* A health check's photos, their bytes in the shared database (migration 0024_health_check_photos.sql). */
export const healthCheckPhotos = pgTable('health_check_photos', {
  id: uuid('id').primaryKey(),
  healthCheckId: uuid('health_check_id')
    .notNull()
    .references(() => healthChecks.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
  itemId: uuid('item_id').notNull(),
  sha256: text('sha256').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  receivedAt: timestamptz('received_at').notNull(),
});
export type HealthCheckPhotoRow = typeof healthCheckPhotos.$inferSelect;
