import { boolean, integer, pgTable, text, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { babbageAccounts, users } from './users';

/* Technicians, their clock events and the garage's shift end (migration 0027_clocking.sql). */

export const technicians = pgTable(
  'technicians',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    pinHash: text('pin_hash'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [unique('technicians_account_user_key').on(table.accountId, table.userId)],
);
export type TechnicianRow = typeof technicians.$inferSelect;

export const clockEvents = pgTable('clock_events', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
  technicianId: uuid('technician_id')
    .notNull()
    .references(() => technicians.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  workOrderId: uuid('work_order_id'),
  jobId: uuid('job_id'),
  reason: text('reason'),
  device: text('device'),
  fromEvent: uuid('from_event'),
  /** Whether the device said what the event ends (`from`, null included). */
  fromKnown: boolean('from_known').notNull(),
  replaces: uuid('replaces').references((): AnyPgColumn => clockEvents.id),
  editReason: text('edit_reason'),
  deviceTime: timestamptz('device_time').notNull(),
  receivedAt: timestamptz('received_at').notNull(),
  clockSkewed: boolean('clock_skewed').notNull(),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
});
export type ClockEventRow = typeof clockEvents.$inferSelect;

export const clockingSettings = pgTable('clocking_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
  shiftEnd: text('shift_end').notNull(),
  modifiedAt: timestamptz('modified_at').notNull(),
});
