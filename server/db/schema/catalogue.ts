import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamptz, tsvector } from './columns';
import { branches } from './locations';
import { vehicleVariants } from './vehicles';

/*
 * The parts catalogue (migration 0002_parts_catalogue.sql): categories, brands, products, their
 * part numbers, fitments, relations and stock per branch.
 */

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull().unique(),
  depth: integer('depth').notNull(),
  position: integer('position').notNull(),
  genartId: integer('genart_id'),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
});

export interface AttributeRow {
  code: string;
  value: string;
}

export const products = pgTable('products', {
  id: uuid('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  objectId: text('object_id').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  mpn: text('mpn').notNull(),
  mpnNormalised: text('mpn_normalised').notNull(),
  attributes: jsonb('attributes').$type<AttributeRow[]>().notNull().default([]),
  imageUrl: text('image_url'),
  price: integer('price').notNull(),
  wasPrice: integer('was_price'),
  wasPriceEcp: integer('was_price_ecp'),
  surcharge: integer('surcharge').notNull().default(0),
  /** The euro price list (0008_euro_price_list.sql), cents excluding VAT, beside the sterling one. */
  priceEur: integer('price_eur').notNull(),
  wasPriceEur: integer('was_price_eur'),
  wasPriceEcpEur: integer('was_price_ecp_eur'),
  surchargeEur: integer('surcharge_eur').notNull().default(0),
  taxRate: integer('tax_rate').notNull().default(2000),
  showOnWebsite: boolean('show_on_website').notNull().default(true),
  showAddToBasketButton: boolean('show_add_to_basket_button').notNull().default(true),
  searchText: text('search_text').notNull().default(''),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  withdrawnAt: timestamptz('withdrawn_at'),
  /** The catalogue change counter (0007_catalogue_pack.sql): set on insert and by a trigger on update. */
  version: bigint('version', { mode: 'bigint' })
    .notNull()
    .default(sql`nextval('catalogue_version')`),
});

export const productPartNumbers = pgTable(
  'product_part_numbers',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    brand: text('brand').notNull(),
    number: text('number').notNull(),
    numberNormalised: text('number_normalised').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.kind, table.numberNormalised] })],
);

export const productFitments = pgTable(
  'product_fitments',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => vehicleVariants.id),
  },
  (table) => [primaryKey({ columns: [table.productId, table.variantId] })],
);

export const productRelations = pgTable(
  'product_relations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: uuid('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.relatedProductId] })],
);

export const branchStock = pgTable(
  'branch_stock',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`nextval('catalogue_version')`),
  },
  (table) => [primaryKey({ columns: [table.productId, table.branchId] })],
);

/** A stock row deleted (none left), kept so that pack deltas tell the devices (0007_catalogue_pack.sql). */
export const branchStockRemovals = pgTable(
  'branch_stock_removals',
  {
    // No foreign keys: a removal may outlive its product or branch.
    branchId: uuid('branch_id').notNull(),
    productId: uuid('product_id').notNull(),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`nextval('catalogue_version')`),
  },
  (table) => [primaryKey({ columns: [table.productId, table.branchId] })],
);

/** This database's catalogue epoch: part of every pack version (0007_catalogue_pack.sql). */
export const catalogueEpoch = pgTable('catalogue_epoch', {
  id: boolean('id').primaryKey().default(true),
  epoch: integer('epoch').notNull(),
});
