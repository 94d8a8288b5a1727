import { date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FormField } from '../../../contract/forms/schemas';
import { timestamptz } from './columns';
import { users } from './users';

/* Forms, what people send through them, and applications (migration 0014_content.sql). */

export const forms = pgTable('forms', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  submitLabel: text('submit_label').notNull(),
  acknowledgement: text('acknowledgement').notNull(),
  /** Where a copy of each submission goes (the team that answers it). */
  notifyEmail: text('notify_email').notNull(),
  fields: jsonb('fields').$type<FormField[]>().notNull(),
  position: integer('position').notNull(),
});
export type FormRow = typeof forms.$inferSelect;

export const formSubmissions = pgTable('form_submissions', {
  id: uuid('id').primaryKey(),
  formCode: text('form_code')
    .notNull()
    .references(() => forms.code),
  email: text('email').notNull(),
  data: jsonb('data').$type<Record<string, string | boolean>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const fifmApplications = pgTable('fifm_applications', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  vrm: text('vrm').notNull(),
  postcode: text('postcode').notNull(),
  preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
  telephone: text('telephone').notNull(),
  partsDescription: text('parts_description').notNull(),
  status: text('status').notNull().default('received'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type FifmApplicationRow = typeof fifmApplications.$inferSelect;

export const userApplications = pgTable('user_applications', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  data: jsonb('data').$type<Record<string, string>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
