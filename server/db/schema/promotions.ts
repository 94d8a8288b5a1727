import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/* Promotion codes (migration 0005_baskets.sql). */

export const promotions = pgTable('promotions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  kind: text('kind')
    .$type<'percentOffCategory' | 'amountOffOverThreshold' | 'freeShipping' | 'percentOffAll'>()
    .notNull(),
  percentBasisPoints: integer('percent_basis_points'),
  categoryIds: jsonb('category_ids').$type<string[]>(),
  amountOffExcTax: integer('amount_off_exc_tax'),
  thresholdExcTax: integer('threshold_exc_tax'),
  shippingServiceCodes: jsonb('shipping_service_codes').$type<string[]>(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at'),
  tradeOnly: boolean('trade_only').notNull().default(false),
});

export type PromotionRow = typeof promotions.$inferSelect;
