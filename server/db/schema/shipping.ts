import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/* Shipping services (migration 0005_baskets.sql). */

export const shippingServices = pgTable('shipping_services', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceExcTax: integer('price_exc_tax').notNull(),
  taxRate: integer('tax_rate').notNull().default(2000),
  freeOverExcTax: integer('free_over_exc_tax'),
  tradeOnly: boolean('trade_only').notNull().default(false),
  kind: text('kind').$type<'collect' | 'delivery' | 'van'>().notNull(),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  leadDays: integer('lead_days').notNull().default(0),
  cutOffTime: text('cut_off_time'),
  sundays: boolean('sundays').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export type ShippingServiceRow = typeof shippingServices.$inferSelect;
