import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { demoBranches } from './branches';
import { categories, makes, models, variants } from './generate';
import { DEFAULT_SCALE, DEFAULT_SEED, generateCatalogue } from './generate';
import { stockStatement } from './stock';

/**
 * Loads the demo catalogue, only into an empty one, in one transaction: bulk inserts through
 * `unnest` of column arrays (one statement per batch of rows, on PostgreSQL and PGlite alike),
 * with the secondary indexes and the child tables' primary keys built once at the end instead
 * of row by row; then stock per branch computed by the database itself (stock.ts).
 */
export interface LoadOptions {
  scale?: number;
  seed?: number;
  onProgress?: (message: string) => void;
}

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

/** Secondary indexes of 0002_parts_catalogue.sql: dropped for the bulk load, built after it. */
const deferredIndexes: [name: string, create: string][] = [
  ['products_mpn_normalised_idx', 'CREATE INDEX products_mpn_normalised_idx ON products (mpn_normalised)'],
  ['products_category_idx', 'CREATE INDEX products_category_idx ON products (category_id, sku)'],
  ['products_brand_idx', 'CREATE INDEX products_brand_idx ON products (brand_id)'],
  ['products_search_idx', 'CREATE INDEX products_search_idx ON products USING gin (search_vector)'],
  [
    'product_part_numbers_number_idx',
    'CREATE INDEX product_part_numbers_number_idx ON product_part_numbers (number_normalised)',
  ],
  ['product_fitments_variant_idx', 'CREATE INDEX product_fitments_variant_idx ON product_fitments (variant_id)'],
  // 0007_catalogue_pack.sql: the change counter that pack deltas read.
  ['products_version_idx', 'CREATE INDEX products_version_idx ON products (version)'],
  ['branch_stock_version_idx', 'CREATE INDEX branch_stock_version_idx ON branch_stock (version)'],
];
/** Primary keys nothing refers to, as 0002 made them: built by one sort after the load. */
const deferredKeys: [table: string, columns: string][] = [
  ['product_part_numbers', 'product_id, kind, number_normalised'],
  ['product_fitments', 'product_id, variant_id'],
  ['product_relations', 'product_id, related_product_id'],
  ['branch_stock', 'product_id, branch_id'],
];
const catalogueTables = [
  'vehicle_makes',
  'vehicle_models',
  'vehicle_variants',
  'categories',
  'brands',
  'products',
  'product_part_numbers',
  'product_fitments',
  'product_relations',
  'branches',
  'branch_stock',
  'search_words',
];
const BATCH = 20_000;

interface RawClient {
  query(text: string, params?: unknown[]): Promise<unknown>;
  /** PGlite. */
  transaction?<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T>;
  /** node-postgres Pool. */
  connect?(): Promise<{ query: Query; release(): void }>;
}

/** The driver's own client under Drizzle: both answer `query(text, params)` with array parameters. */
function rawClient(db: Database): RawClient {
  return (db as unknown as { $client: RawClient }).$client;
}

/** One transaction on the driver's own client, for the bulk statements Drizzle cannot phrase. */
async function withRawTransaction<T>(db: Database, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = rawClient(db);
  if (client.transaction) return client.transaction((tx) => fn((text, params) => tx.query(text, params)));
  if (!client.connect) throw new Error('Unknown database client');
  const connection = await client.connect();
  try {
    await connection.query('BEGIN');
    const result = await fn((text, params) => connection.query(text, params));
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK');
    throw error;
  } finally {
    connection.release();
  }
}

async function isSuperuser(query: Query): Promise<boolean> {
  const result = (await query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user')) as {
    rows: { rolsuper: boolean }[];
  };
  return Boolean(result.rows[0]?.rolsuper);
}

async function insertColumns(
  query: Query,
  table: string,
  columns: [name: string, type: string][],
  rows: unknown[][],
  onBatch?: (done: number) => void,
) {
  const names = columns.map(([name]) => name).join(', ');
  const unnest = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await query(
      `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${unnest})`,
      columns.map((_, index) => batch.map((row) => row[index])),
    );
    onBatch?.(start + batch.length);
  }
}

/** One cheap query: an empty products table is the sign of a new database. */
export async function catalogueIsLoaded(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM products) AS present`);
  return Boolean(row?.present);
}

/** Adds the stores, or fills in the three the demo users' accounts created before. */
export async function upsertDemoBranches(query: Query): Promise<void> {
  const columns: [keyof (typeof demoBranches)[number], string, string][] = [
    ['id', 'id', 'uuid'],
    ['name', 'name', 'text'],
    ['slug', 'slug', 'text'],
    ['addressLine1', 'address_line1', 'text'],
    ['addressLine2', 'address_line2', 'text'],
    ['town', 'town', 'text'],
    ['county', 'county', 'text'],
    ['postcode', 'postcode', 'text'],
    ['country', 'country', 'text'],
    ['latitude', 'latitude', 'float8'],
    ['longitude', 'longitude', 'float8'],
    ['phone', 'phone', 'text'],
    ['email', 'email', 'text'],
    ['openingHours', 'opening_hours', 'jsonb'],
    ['status', 'status', 'text'],
  ];
  const names = columns.map(([, column]) => column);
  await query(
    `INSERT INTO branches (${names.join(', ')})
     SELECT * FROM unnest(${columns.map(([, , type], index) => `$${index + 1}::${type}[]`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${names
       .slice(1)
       .map((column) => `${column} = excluded.${column}`)
       .join(', ')}`,
    columns.map(([key, , type]) =>
      demoBranches.map((branch) => (type === 'jsonb' ? JSON.stringify(branch[key]) : branch[key])),
    ),
  );
}

export async function loadCatalogue(db: Database, options: LoadOptions = {}): Promise<{ products: number }> {
  const { scale = DEFAULT_SCALE, seed = DEFAULT_SEED, onProgress = () => {} } = options;
  const started = Date.now();
  const say = (message: string) => onProgress(`${message} (${Math.round((Date.now() - started) / 1000)} s)`);
  const count = (value: number) => value.toLocaleString('en-GB');
  const catalogue = generateCatalogue(scale, seed);
  const total = catalogue.products.length;
  say(`generated ${count(total)} products`);

  await withRawTransaction(db, async (query) => {
    await upsertDemoBranches(query);
    // A bulk load into empty tables. As a superuser (the demo's databases are) foreign-key
    // triggers are skipped too: the generator made every reference itself.
    if (await isSuperuser(query)) await query('SET LOCAL session_replication_role = replica');
    await query("SET LOCAL maintenance_work_mem = '256MB'");
    for (const [name] of deferredIndexes) await query(`DROP INDEX IF EXISTS ${name}`);
    for (const [table] of deferredKeys) await query(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_pkey`);

    await insertColumns(
      query,
      'vehicle_makes',
      [
        ['id', 'int'],
        ['name', 'text'],
        ['slug', 'text'],
      ],
      makes.map((m) => [m.id, m.name, m.slug]),
    );
    await insertColumns(
      query,
      'vehicle_models',
      [
        ['id', 'int'],
        ['make_id', 'int'],
        ['name', 'text'],
        ['slug', 'text'],
        ['year_from', 'int'],
        ['year_to', 'int'],
      ],
      models.map((m) => [m.id, m.makeId, m.name, m.slug, m.yearFrom, m.yearTo]),
    );
    await insertColumns(
      query,
      'vehicle_variants',
      [
        ['id', 'int'],
        ['model_id', 'int'],
        ['tecdoc_id', 'int'],
        ['name', 'text'],
        ['engine_description', 'text'],
        ['engine_cc', 'int'],
        ['fuel', 'text'],
        ['power_kw', 'int'],
        ['body_type', 'text'],
        ['year_from', 'int'],
        ['year_to', 'int'],
      ],
      variants.map((v) => [
        v.id,
        v.modelId,
        v.tecdocId,
        v.name,
        v.engineDescription,
        v.engineCc,
        v.fuel,
        v.powerKw,
        v.bodyType,
        v.yearFrom,
        v.yearTo,
      ]),
    );
    await insertColumns(
      query,
      'categories',
      [
        ['id', 'int'],
        ['parent_id', 'int'],
        ['slug', 'text'],
        ['name', 'text'],
        ['path', 'text'],
        ['depth', 'int'],
        ['position', 'int'],
        ['genart_id', 'int'],
      ],
      categories.map((c) => [c.id, c.parentId, c.slug, c.name, c.path, c.depth, c.position, c.genartId]),
    );
    await insertColumns(
      query,
      'brands',
      [
        ['id', 'int'],
        ['name', 'text'],
        ['slug', 'text'],
        ['logo_url', 'text'],
      ],
      catalogue.brands.map((b) => [b.id, b.name, b.slug, b.logoUrl]),
    );
    await insertColumns(
      query,
      'products',
      [
        ['id', 'uuid'],
        ['sku', 'text'],
        ['object_id', 'text'],
        ['slug', 'text'],
        ['name', 'text'],
        ['brand_id', 'int'],
        ['category_id', 'int'],
        ['mpn', 'text'],
        ['mpn_normalised', 'text'],
        ['attributes', 'jsonb'],
        ['image_url', 'text'],
        ['price', 'int'],
        ['was_price', 'int'],
        ['was_price_ecp', 'int'],
        ['surcharge', 'int'],
        ['tax_rate', 'int'],
        ['show_on_website', 'bool'],
        ['show_add_to_basket_button', 'bool'],
        ['search_text', 'text'],
        ['price_eur', 'int'],
        ['was_price_eur', 'int'],
        ['was_price_ecp_eur', 'int'],
        ['surcharge_eur', 'int'],
      ],
      catalogue.products.map((p) => [
        p.id,
        p.sku,
        p.objectId,
        p.slug,
        p.name,
        p.brandId,
        p.categoryId,
        p.mpn,
        p.mpnNormalised,
        JSON.stringify(p.attributes),
        p.imageUrl,
        p.price,
        p.wasPrice,
        p.wasPriceEcp,
        p.surcharge,
        p.taxRate,
        p.showOnWebsite,
        p.showAddToBasketButton,
        p.searchText,
        p.priceEur,
        p.wasPriceEur,
        p.wasPriceEcpEur,
        p.surchargeEur,
      ]),
      (done) => say(`products ${count(done)}/${count(total)}`),
    );
    await insertColumns(
      query,
      'product_part_numbers',
      [
        ['product_id', 'uuid'],
        ['kind', 'text'],
        ['brand', 'text'],
        ['number', 'text'],
        ['number_normalised', 'text'],
      ],
      catalogue.partNumbers.map((n) => [n.productId, n.kind, n.brand, n.number, n.numberNormalised]),
    );
    say(`part numbers ${count(catalogue.partNumbers.length)}`);
    await insertColumns(
      query,
      'product_fitments',
      [
        ['product_id', 'uuid'],
        ['variant_id', 'int'],
      ],
      catalogue.fitments.map((f) => [f.productId, f.variantId]),
    );
    say(`fitments ${count(catalogue.fitments.length)}`);
    await insertColumns(
      query,
      'product_relations',
      [
        ['product_id', 'uuid'],
        ['related_product_id', 'uuid'],
        ['kind', 'text'],
      ],
      catalogue.relations.map((x) => [x.productId, x.relatedProductId, x.kind]),
    );
    await insertColumns(
      query,
      'search_words',
      [
        ['word', 'text'],
        ['frequency', 'int'],
      ],
      catalogue.words.map((w) => [w.word, w.frequency]),
    );
    say(`relations ${count(catalogue.relations.length)}, search words ${count(catalogue.words.length)}`);

    const stock = stockStatement(demoBranches, total);
    await query(stock.text, stock.params);
    say('stock per branch');

    for (const [table, columns] of deferredKeys)
      await query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_pkey PRIMARY KEY (${columns})`);
    for (const [, create] of deferredIndexes) await query(create);
    say('indexes built');
  });
  // Vacuumed and analysed at once, only our tables (a shared PostgreSQL may hold other schemas):
  // fresh statistics, so the first queries plan with the real row counts, and the visibility map
  // set, so index-only scans need not visit the heap. Otherwise autovacuum does it a little later,
  // on its own schedule: at 200,000 products it was still scanning the tables a minute after the
  // load, taking the second core from the first requests (the benchmark's measured them).
  await rawClient(db).query(`VACUUM (ANALYZE) ${catalogueTables.join(', ')}`);
  say('done');
  return { products: total };
}
