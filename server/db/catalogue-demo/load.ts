import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../database';
import { demoBranches } from './branches';
import { categories, makes, models, variants } from './generate';
import { DEFAULT_SCALE, DEFAULT_SEED, generateCatalogue } from './generate';

/**
 * Loads the demo catalogue: bulk inserts through `unnest` of column arrays (one statement per
 * batch, fast on PostgreSQL and PGlite alike), then stock per branch and the search vocabulary
 * computed by the database itself. Only into an empty catalogue; reports progress as it goes.
 */
export interface LoadOptions {
  scale?: number;
  seed?: number;
  onProgress?: (message: string) => void;
}

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

/** Secondary indexes of 0002_parts_catalogue.sql, dropped for the bulk load and built after. */
const deferredIndexes: [name: string, create: string][] = [
  ['products_mpn_normalised_idx', 'CREATE INDEX products_mpn_normalised_idx ON products (mpn_normalised)'],
  ['products_category_idx', 'CREATE INDEX products_category_idx ON products (category_id, sku)'],
  ['products_brand_idx', 'CREATE INDEX products_brand_idx ON products (brand_id)'],
  ['products_search_idx', 'CREATE INDEX products_search_idx ON products USING gin (search_vector)'],
  ['product_part_numbers_number_idx', 'CREATE INDEX product_part_numbers_number_idx ON product_part_numbers (number_normalised)'],
  ['product_fitments_variant_idx', 'CREATE INDEX product_fitments_variant_idx ON product_fitments (variant_id)'],
];

async function isSuperuser(query: Query): Promise<boolean> {
  const result = (await query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user')) as { rows: { rolsuper: boolean }[] };
  return Boolean(result.rows[0]?.rolsuper);
}
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

async function insertColumns(query: Query, table: string, columns: [name: string, type: string][], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays = columns.map((_, index) => batch.map((row) => row[index]));
    const names = columns.map(([name]) => name).join(', ');
    const unnest = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
    await query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${unnest})`, arrays);
  }
}

export async function catalogueIsLoaded(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM products) AS present`);
  return Boolean(row?.present);
}

/** Adds the stores, or fills in the three the demo users' accounts created before. */
export async function upsertDemoBranches(query: Query): Promise<void> {
  for (const branch of demoBranches) {
    await query(
      `INSERT INTO branches (id, name, slug, address_line1, address_line2, town, county, postcode, country, latitude, longitude,
         phone, email, opening_hours, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug = excluded.slug, address_line1 = excluded.address_line1,
         address_line2 = excluded.address_line2, town = excluded.town, county = excluded.county, postcode = excluded.postcode,
         country = excluded.country, latitude = excluded.latitude, longitude = excluded.longitude, phone = excluded.phone,
         email = excluded.email, opening_hours = excluded.opening_hours, status = excluded.status`,
      [
        branch.id,
        branch.name,
        branch.slug,
        branch.addressLine1,
        branch.addressLine2,
        branch.town,
        branch.county,
        branch.postcode,
        branch.country,
        branch.latitude,
        branch.longitude,
        branch.phone,
        branch.email,
        JSON.stringify(branch.openingHours),
        branch.status,
      ],
    );
  }
}

export async function loadCatalogue(db: Database, options: LoadOptions = {}): Promise<{ products: number }> {
  const { scale = DEFAULT_SCALE, seed = DEFAULT_SEED, onProgress = () => {} } = options;
  const started = Date.now();
  const say = (message: string) => onProgress(`${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const catalogue = generateCatalogue(scale, seed);
  say(`generated ${catalogue.products.length.toLocaleString('en-GB')} products`);

  await withRawTransaction(db, async (query) => {
    await upsertDemoBranches(query);
    // A bulk load into empty tables: secondary indexes are built once at the end instead of
    // row by row, and (as a superuser, which the demo's databases are) foreign-key triggers
    // are skipped, the generator having made every reference itself. Roughly halves the time.
    const superuser = await isSuperuser(query);
    if (superuser) await query('SET LOCAL session_replication_role = replica');
    await query("SET LOCAL maintenance_work_mem = '256MB'");
    for (const [name] of deferredIndexes) await query(`DROP INDEX IF EXISTS ${name}`);
    await insertColumns(query, 'vehicle_makes', [['id', 'int'], ['name', 'text'], ['slug', 'text']], makes.map((m) => [m.id, m.name, m.slug]));
    await insertColumns(
      query,
      'vehicle_models',
      [['id', 'int'], ['make_id', 'int'], ['name', 'text'], ['slug', 'text'], ['year_from', 'int'], ['year_to', 'int']],
      models.map((m) => [m.id, m.makeId, m.name, m.slug, m.yearFrom, m.yearTo]),
    );
    await insertColumns(
      query,
      'vehicle_variants',
      [
        ['id', 'int'], ['model_id', 'int'], ['tecdoc_id', 'int'], ['name', 'text'], ['engine_description', 'text'], ['engine_cc', 'int'],
        ['fuel', 'text'], ['power_kw', 'int'], ['body_type', 'text'], ['year_from', 'int'], ['year_to', 'int'],
      ],
      variants.map((v) => [v.id, v.modelId, v.tecdocId, v.name, v.engineDescription, v.engineCc, v.fuel, v.powerKw, v.bodyType, v.yearFrom, v.yearTo]),
    );
    await insertColumns(
      query,
      'categories',
      [['id', 'int'], ['parent_id', 'int'], ['slug', 'text'], ['name', 'text'], ['path', 'text'], ['depth', 'int'], ['position', 'int'], ['genart_id', 'int']],
      categories.map((c) => [c.id, c.parentId, c.slug, c.name, c.path, c.depth, c.position, c.genartId]),
    );
    await insertColumns(
      query,
      'brands',
      [['id', 'int'], ['name', 'text'], ['slug', 'text'], ['logo_url', 'text']],
      catalogue.brands.map((b) => [b.id, b.name, b.slug, b.logoUrl]),
    );
    await insertColumns(
      query,
      'products',
      [
        ['id', 'uuid'], ['sku', 'text'], ['object_id', 'text'], ['slug', 'text'], ['name', 'text'], ['brand_id', 'int'], ['category_id', 'int'],
        ['mpn', 'text'], ['mpn_normalised', 'text'], ['attributes', 'jsonb'], ['image_url', 'text'], ['price', 'int'], ['was_price', 'int'],
        ['was_price_ecp', 'int'], ['surcharge', 'int'], ['tax_rate', 'int'], ['show_on_website', 'bool'], ['show_add_to_basket_button', 'bool'],
        ['search_text', 'text'],
      ],
      catalogue.products.map((p) => [
        p.id, p.sku, p.objectId, p.slug, p.name, p.brandId, p.categoryId, p.mpn, p.mpnNormalised, JSON.stringify(p.attributes), p.imageUrl,
        p.price, p.wasPrice, p.wasPriceEcp, p.surcharge, p.taxRate, p.showOnWebsite, p.showAddToBasketButton, p.searchText,
      ]),
    );
    say('products loaded');
    await insertColumns(
      query,
      'product_part_numbers',
      [['product_id', 'uuid'], ['kind', 'text'], ['brand', 'text'], ['number', 'text'], ['number_normalised', 'text']],
      catalogue.partNumbers.map((n) => [n.productId, n.kind, n.brand, n.number, n.numberNormalised]),
    );
    await insertColumns(
      query,
      'product_fitments',
      [['product_id', 'uuid'], ['variant_id', 'int']],
      catalogue.fitments.map((f) => [f.productId, f.variantId]),
    );
    await insertColumns(
      query,
      'product_relations',
      [['product_id', 'uuid'], ['related_product_id', 'uuid'], ['kind', 'text']],
      catalogue.relations.map((x) => [x.productId, x.relatedProductId, x.kind]),
    );
    say(`${catalogue.partNumbers.length.toLocaleString('en-GB')} part numbers, ${catalogue.fitments.length.toLocaleString('en-GB')} fitments loaded`);

    // Stock of every product at every store, decided by a hash of the pair: most branches hold
    // a few of the fast movers (pads, filters, bulbs, wipers, oil), big branches more, some
    // nothing; one pair in twenty that holds any holds a pallet's worth.
    const slugs = (size: string) => demoBranches.filter((b) => b.size === size).map((b) => `'${b.slug}'`).join(', ');
    const sizeFactor = `CASE WHEN b.slug IN (${slugs('large')}) THEN 24 WHEN b.slug IN (${slugs('medium')}) THEN 16 ELSE 10 END`;
    const fastMover = `CASE WHEN c.path ~ '^(braking/brake-(pads|discs)|filters/|lighting/|wipers/|oils-and-fluids/)' THEN 2 ELSE 1 END`;
    await query(`
      INSERT INTO branch_stock (branch_id, product_id, quantity)
      SELECT b.id, p.id, q.quantity
      FROM products p
      JOIN categories c ON c.id = p.category_id
      CROSS JOIN branches b
      CROSS JOIN LATERAL (SELECT abs(hashtext(p.sku || ':' || b.id::text)) AS h) x
      CROSS JOIN LATERAL (SELECT
        CASE WHEN b.status <> 'active' THEN 0
             WHEN x.h % 100 < (${fastMover}) * (${sizeFactor})
             THEN CASE WHEN (x.h / 100) % 20 = 0 THEN 20 + (x.h / 2000) % 130 ELSE 1 + (x.h / 2000) % 6 END
             ELSE 0 END AS quantity) q
      WHERE q.quantity > 0`);
    say('stock per branch computed');

    await query(`
      INSERT INTO search_words (word, frequency)
      SELECT word, count(*)::int FROM products,
        regexp_split_to_table(lower(search_text), '[^a-z0-9]+') AS word
      WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
      GROUP BY word`);
    say('search vocabulary built');
    for (const [, create] of deferredIndexes) await query(create);
    say('indexes built');
  });
  await rawClient(db).query('ANALYZE');
  say('done');
  return { products: catalogue.products.length };
}
