import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The Drizzle view of the tables. The SQL files in ./migrations are the source of truth for the
 * database; this file must describe the same columns (tests/server/db/schema.test.ts checks it).
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface VehicleDetail {
  name: string;
  value: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    // Guest users have neither email nor password.
    email: text('email'),
    passwordHash: text('password_hash'),
    isGuest: boolean('is_guest').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    telephone: text('telephone'),
    /** ISO country code in lower case; the currency is derived from it (contract/currency.ts). */
    tradingCountry: text('trading_country').notNull().default('gb'),
    isKeyAccount: boolean('is_key_account').notNull().default(false),
    loginPopupContent: text('login_popup_content'),
    allowVehicleRefinement: boolean('allow_vehicle_refinement').notNull().default(false),
    vehicleDetails: jsonb('vehicle_details').$type<VehicleDetail[]>().notNull().default([]),
    customLogo: text('custom_logo'),
    primaryColour: text('primary_colour'),
    secondaryColour: text('secondary_colour'),
    tertiaryColour: text('tertiary_colour'),
    activeBabbageAccountId: uuid('active_babbage_account_id').references((): AnyPgColumn => babbageAccounts.id, {
      onDelete: 'set null',
    }),
    vinTermsAcceptedAt: timestamptz('vin_terms_accepted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

export interface OpeningHoursRow {
  day: number;
  opens: string | null;
  closes: string | null;
}

/** A store: where trade accounts are held, stock is kept and the locator points. */
export const branches = pgTable('branches', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug'),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2'),
  town: text('town').notNull().default(''),
  county: text('county'),
  postcode: text('postcode').notNull().default(''),
  country: text('country').notNull().default('GBR'),
  latitude: doublePrecision('latitude').notNull().default(0),
  longitude: doublePrecision('longitude').notNull().default(0),
  phone: text('phone').notNull().default(''),
  email: text('email'),
  openingHours: jsonb('opening_hours').$type<OpeningHoursRow[]>().notNull().default([]),
  status: text('status').notNull().default('active'),
});

/** A trade account ("babbage account") of a key-account user, held at one branch. */
export const babbageAccounts = pgTable('babbage_accounts', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountNumber: text('account_number').notNull().unique(),
  branchId: uuid('branch_id')
    .notNull()
    .references(() => branches.id),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One login: the family of its refresh tokens. Ends at expires_at whatever happens. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  /** The vehicle the session shops for (vehicle search sets it). */
  activeTecdocId: integer('active_tecdoc_id'),
  /** The active vehicle with its candidates and refinement (server/modules/vehicles/vehicles.repository.ts). */
  activeVehicle: jsonb('active_vehicle'),
  /** The guest this login started from, whose basket the user may convert (migration 0005_baskets.sql). */
  previousGuestUserId: uuid('previous_guest_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});

/** Refresh tokens, stored only as SHA-256 hashes; single use. */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Server-wide values such as the generated JWT secret. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/* The parts catalogue (migration 0002_parts_catalogue.sql). */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const vehicleMakes = pgTable('vehicle_makes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const vehicleModels = pgTable('vehicle_models', {
  id: integer('id').primaryKey(),
  makeId: integer('make_id')
    .notNull()
    .references(() => vehicleMakes.id),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  yearFrom: integer('year_from').notNull(),
  yearTo: integer('year_to'),
});

export const vehicleVariants = pgTable('vehicle_variants', {
  id: integer('id').primaryKey(),
  modelId: integer('model_id')
    .notNull()
    .references(() => vehicleModels.id),
  tecdocId: integer('tecdoc_id').notNull().unique(),
  name: text('name').notNull(),
  engineDescription: text('engine_description').notNull(),
  engineCc: integer('engine_cc'),
  fuel: text('fuel').notNull(),
  powerKw: integer('power_kw').notNull(),
  bodyType: text('body_type').notNull(),
  yearFrom: integer('year_from').notNull(),
  yearTo: integer('year_to'),
});

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
  taxRate: integer('tax_rate').notNull().default(2000),
  showOnWebsite: boolean('show_on_website').notNull().default(true),
  showAddToBasketButton: boolean('show_add_to_basket_button').notNull().default(true),
  searchText: text('search_text').notNull().default(''),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  withdrawnAt: timestamptz('withdrawn_at'),
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
  },
  (table) => [primaryKey({ columns: [table.productId, table.branchId] })],
);

export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  frequency: integer('frequency').notNull(),
});

/* Comparison and favourites (migration 0003_comparison_favourites.sql). */

export const productComparisons = pgTable('product_comparisons', {
  id: uuid('id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const productFavourites = pgTable('product_favourites', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/* Registered vehicles, MOT tests and recent vehicle searches (migration 0004_vehicles.sql). */

export const registeredVehicles = pgTable('registered_vehicles', {
  id: uuid('id').primaryKey(),
  vrm: text('vrm').notNull().unique(),
  vin: text('vin').notNull().unique(),
  variantId: integer('variant_id')
    .notNull()
    .references(() => vehicleVariants.id),
  country: text('country').notNull(),
  registrationDate: date('registration_date').notNull(),
  manufactureDate: date('manufacture_date').notNull(),
  colour: text('colour').notNull(),
  motTestDueDate: date('mot_test_due_date'),
  hasOutstandingRecall: text('has_outstanding_recall').notNull().default('No'),
});

export const motTests = pgTable('mot_tests', {
  motTestNumber: text('mot_test_number').primaryKey(),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => registeredVehicles.id, { onDelete: 'cascade' }),
  completedDate: timestamptz('completed_date').notNull(),
  testResult: text('test_result').notNull(),
  expiryDate: date('expiry_date'),
  odometerValue: text('odometer_value'),
  odometerUnit: text('odometer_unit'),
  odometerResultType: text('odometer_result_type').notNull(),
  registrationAtTimeOfTest: text('registration_at_time_of_test').notNull(),
  dataSource: text('data_source').notNull(),
  defects: jsonb('defects').notNull().default([]),
});

export const vehicleSearches = pgTable('vehicle_searches', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  searchKey: text('search_key').notNull(),
  tecdocId: integer('tecdoc_id'),
  vehicleDetails: jsonb('vehicle_details').notNull(),
  description: text('description').notNull(),
  searchedAt: timestamptz('searched_at').notNull().defaultNow(),
});

/* Addresses of logged-in users and their defaults per type (migration 0006_addresses.sql). */

export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  isBilling: boolean('is_billing').notNull(),
  isDelivery: boolean('is_delivery').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company'),
  line1: text('line1').notNull(),
  line2: text('line2'),
  town: text('town').notNull(),
  county: text('county'),
  postcode: text('postcode').notNull(),
  countryCode: text('country_code').notNull(),
  telephone: text('telephone'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** One default per type per user: the primary key. The address is the same user's (a composite key). */
export const addressDefaults = pgTable(
  'address_defaults',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    addressId: uuid('address_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

export type AddressRow = typeof addresses.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type BabbageAccountRow = typeof babbageAccounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/* Baskets, promotions, shipping, orders, payments and idempotency records (migration 0005_baskets.sql). */

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    requestHash: text('request_hash').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

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

export const promotions = pgTable('promotions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  kind: text('kind').$type<'percentOffCategory' | 'amountOffOverThreshold' | 'freeShipping' | 'percentOffAll'>().notNull(),
  percentBasisPoints: integer('percent_basis_points'),
  categoryIds: jsonb('category_ids').$type<string[]>(),
  amountOffExcTax: integer('amount_off_exc_tax'),
  thresholdExcTax: integer('threshold_exc_tax'),
  shippingServiceCodes: jsonb('shipping_service_codes').$type<string[]>(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at'),
  tradeOnly: boolean('trade_only').notNull().default(false),
});

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

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  basketId: uuid('basket_id').notNull().unique(),
  reference: text('reference').notNull().unique(),
  status: text('status').$type<'awaiting-payment' | 'placed'>().notNull(),
  currency: text('currency').$type<'GBP' | 'EUR'>().notNull(),
  lines: jsonb('lines').notNull(),
  shipping: jsonb('shipping'),
  promotions: jsonb('promotions').notNull(),
  totals: jsonb('totals').notNull(),
  notices: jsonb('notices').$type<string[]>().notNull().default([]),
  createdAt: timestamptz('created_at').notNull(),
  placedAt: timestamptz('placed_at'),
});

export const paymentTransactions = pgTable('payment_transactions', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').$type<'payOnAccount'>().notNull(),
  status: text('status').$type<'completed'>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export type ShippingServiceRow = typeof shippingServices.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type BasketRow = typeof baskets.$inferSelect;
