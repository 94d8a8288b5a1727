import { bigint, date, foreignKey, integer, jsonb, primaryKey, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';
import { shippingServices } from './shipping';
import { products } from './catalogue';
import { promotions } from './promotions';

/* Baskets, their lines and the promotion codes they hold (migration 0005_baskets.sql). */

export const baskets = pgTable('baskets', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  currency: text('currency').$type<'GBP' | 'EUR'>().notNull(),
  version: integer('version').notNull().default(1),
  status: text('status').$type<'open' | 'confirmed'>().notNull().default('open'),
  shippingService: text('shipping_service').references(() => shippingServices.code),
  shippingDate: date('shipping_date'),
  orderId: uuid('order_id'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const basketLines = pgTable(
  'basket_lines',
  {
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariant: text('product_variant'),
    quantity: integer('quantity').notNull(),
    productName: text('product_name'),
    vehicleOptions: jsonb('vehicle_options').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.basketId, table.id] })],
);

export const basketPromotions = pgTable(
  'basket_promotions',
  {
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => promotions.code),
    addedAt: timestamptz('added_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.basketId, table.promotionCode] })],
);

/** A quote's price held on a line (issue 43; migration 0020_quote_price_holds.sql). */
export const basketLinePriceHolds = pgTable(
  'basket_line_price_holds',
  {
    basketId: uuid('basket_id').notNull(),
    lineId: uuid('line_id').notNull(),
    productId: uuid('product_id').notNull(),
    quoteId: uuid('quote_id').notNull(),
    currency: text('currency').$type<'GBP' | 'EUR'>().notNull(),
    unitPriceExcTax: bigint('unit_price_exc_tax', { mode: 'number' }).notNull(),
    heldUntil: timestamptz('held_until').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.basketId, table.lineId] }),
    foreignKey({
      columns: [table.basketId, table.lineId],
      foreignColumns: [basketLines.basketId, basketLines.id],
    }).onDelete('cascade'),
  ],
);

export type BasketRow = typeof baskets.$inferSelect;
