import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * The search vocabulary (migration 0002_parts_catalogue.sql): words and how often they occur, for
 * typo correction.
 */

export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  frequency: integer('frequency').notNull(),
});
