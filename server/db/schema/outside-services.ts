import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/* Turns at outside services' APIs, shared by every API instance (migration 0022_outside_service_turns.sql). */

export const outsideServiceTurns = pgTable('outside_service_turns', {
  /** The outside service whose allowance is shared, such as 'dvsa-mot-history'. */
  service: text('service').primaryKey(),
  /** Turns are booked up to this moment: the next caller's turn is one interval after it (or after now). */
  bookedUntil: timestamptz('booked_until').notNull(),
});
