import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { technicians } from './clocking';
import { babbageAccounts, users } from './users';
import { workOrders } from './work-orders';

/* Which technician a work order is given to on the workshop board (migration 0028_work_order_assignments.sql). */

export const workOrderAssignments = pgTable(
  'work_order_assignments',
  {
    workOrderId: uuid('work_order_id')
      .primaryKey()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => babbageAccounts.id, { onDelete: 'cascade' }),
    technicianId: uuid('technician_id').references(() => technicians.id, { onDelete: 'set null' }),
    assignedAt: timestamptz('assigned_at').notNull(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('work_order_assignments_account_idx').on(table.accountId)],
);
