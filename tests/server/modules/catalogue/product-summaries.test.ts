import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { productColumns, productJoins, type ProductRecord } from '../../../../server/modules/catalogue/product-rows';
import { createProductSummaries } from '../../../../server/modules/catalogue/product-summaries';
import { bearer, guestLogin } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const row = (overrides: Partial<ProductRecord> = {}): ProductRecord => ({
  id: '0195a1b2-0000-7000-8000-000000000001',
  sku: '100001',
  object_id: 'prod_100001',
  slug: 'brembo-pads',
  name: 'Brembo Front Brake Pad Set',
  mpn: 'P 85 020',
  attributes: [{ code: 'position', value: 'Front Axle' }],
  image_url: null,
  price: 3895,
  was_price: null,
  was_price_ecp: null,
  surcharge: 0,
  price_eur: 4749,
  was_price_eur: null,
  was_price_ecp_eur: null,
  surcharge_eur: 0,
  tax_rate: 2000,
  show_on_website: true,
  show_add_to_basket_button: true,
  brand_name: 'Brembo',
  brand_slug: 'brembo',
  brand_logo: null,
  category_id: '2',
  category_name: 'Brake Pads',
  category_slug: 'brake-pads',
  category_path: 'braking/brake-pads',
  version: '801.12.9',
  ...overrides,
});

describe('product summaries by row version', () => {
  it('answers the same summary for the same rows, and a new one when a row has changed', () => {
    const summaries = createProductSummaries();
    const first = summaries.of(row());
    expect(summaries.of(row())).toBe(first);
    const repriced = summaries.of(row({ price: 4195, version: '950.12.9' }));
    expect(repriced).not.toBe(first);
    expect(repriced.price).toBe(4195);
    expect(summaries.of(row(), 'EUR')).toMatchObject({ currency: 'EUR', price: 4749 });
  });

  it('keeps at most the number it was given, dropping the oldest', () => {
    const summaries = createProductSummaries(2);
    const first = summaries.of(row({ id: 'a' }));
    summaries.of(row({ id: 'b' }));
    summaries.of(row({ id: 'c' }));
    expect(summaries.of(row({ id: 'a' }))).not.toBe(first);
  });
});

/** A table a query plan reads, by its name and the alias the query gives it. */
interface Scan {
  table: string;
  alias: string;
}

/** Every table scanned anywhere in an `EXPLAIN (FORMAT JSON)` plan, sub-plans included. */
function scansOf(node: unknown): Scan[] {
  if (Array.isArray(node)) return node.flatMap(scansOf);
  if (!node || typeof node !== 'object') return [];
  const here = node as Record<string, unknown>;
  const scan =
    typeof here['Relation Name'] === 'string' ? [{ table: here['Relation Name'], alias: String(here.Alias) }] : [];
  return [...scan, ...Object.values(here).flatMap(scansOf)];
}

describe.each(testDatabases)('a category page after its rows change, on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let guest: Record<string, string>;
  let pads: { id: string };

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    guest = bearer((await guestLogin(app)).token);
    pads = (
      await app.inject({
        method: 'GET',
        url: `/api/storefront/categories/${encodeURIComponent('braking/brake-pads')}`,
        headers: guest,
      })
    ).json();
  });
  afterAll(() => app.close());

  const featured = async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/api/storefront/products-by-category/${pads.id}?itemsPerPage=100`,
      headers: guest,
    });
    return page.json()['hydra:member'].find((p: { sku: string }) => p.sku === featuredSkus.brakePadsFocus);
  };

  it('shows a product’s new price, its brand’s new name and its category’s new name at once', async () => {
    expect(await featured()).toMatchObject({
      price: 3895,
      brand: { name: 'Brembo' },
      category: { name: 'Brake Pads' },
    });
    await queryRows(handle.db, sql`UPDATE products SET price = 4195 WHERE sku = ${featuredSkus.brakePadsFocus}`);
    expect(await featured()).toMatchObject({ price: 4195 });
    await queryRows(handle.db, sql`UPDATE brands SET name = 'Brembo UK' WHERE slug = 'brembo'`);
    expect(await featured()).toMatchObject({ price: 4195, brand: { name: 'Brembo UK' } });
    await queryRows(handle.db, sql`UPDATE categories SET name = 'Disc Brake Pads' WHERE path = 'braking/brake-pads'`);
    expect(await featured()).toMatchObject({ brand: { name: 'Brembo UK' }, category: { name: 'Disc Brake Pads' } });
  });

  // A summary is reused while its version is unchanged, so the version must move with every row
  // it is read from. A column taken from a fourth table (a supplier's name) without that table's
  // xmin in the version would leave pages showing the old value: this finds the tables from the
  // query's plan, not from a list kept here, and changes a row of each in turn.
  it('keys each summary by the version of every table its columns are read from', async () => {
    const sku = featuredSkus.brakePadsFocus;
    const read = sql`SELECT ${productColumns} FROM ${productJoins} WHERE p.sku = ${sku}`;
    const readRow = async () => (await queryRows<ProductRecord>(handle.db, read))[0] as ProductRecord;
    const [explained] = await queryRows<{ 'QUERY PLAN': unknown }>(handle.db, sql`EXPLAIN (FORMAT JSON) ${read}`);
    const plan = explained?.['QUERY PLAN'];
    const scans = scansOf(typeof plan === 'string' ? JSON.parse(plan) : plan);
    expect(scans.map((scan) => scan.table)).toEqual(expect.arrayContaining(['products', 'brands', 'categories']));

    const summaries = createProductSummaries();
    for (const { table, alias } of scans) {
      const before = await readRow();
      const summary = summaries.of(before);
      const [first] = await queryRows<{ name: string }>(
        handle.db,
        sql`SELECT column_name AS name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position LIMIT 1`,
      );
      const column = sql.identifier(first?.name ?? '');
      // Sets a column to its own value: the row is unchanged but for its version.
      await queryRows(
        handle.db,
        sql`UPDATE ${sql.identifier(table)} SET ${column} = ${column}
            WHERE ctid = (SELECT ${sql.identifier(alias)}.ctid FROM ${productJoins} WHERE p.sku = ${sku})`,
      );
      const after = await readRow();
      expect(after.version, `a change to ${table} leaves the summary's version as it was`).not.toBe(before.version);
      expect(summaries.of(after)).not.toBe(summary);
    }
  });
});
