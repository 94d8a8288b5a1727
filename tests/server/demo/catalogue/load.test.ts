import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePartNumber } from '../../../../contract/catalogue/part-number';
import { demoBranches } from '../../../../server/demo/catalogue/branches';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { featuredProducts, featuredSkus } from '../../../../server/demo/catalogue/featured';
import { generateCatalogue } from '../../../../server/demo/catalogue/generate';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { seedDemoData } from '../../../../server/demo/seed';
import { createPasswordHasher } from '../../../../server/modules/passwords/password-hasher';
import { testDatabases } from '../../helpers/test-app';

const SCALE = 500;
const SEED = 7;

describe.each(testDatabases)('the demo catalogue loaded into $name', (database) => {
  let handle: DatabaseHandle;
  const expected = generateCatalogue(SCALE, SEED);
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
  const one = async (query: ReturnType<typeof sql>) =>
    Number(Object.values((await rows<Record<string, unknown>>(query))[0] ?? {})[0]);
  const counts = async () => ({
    products: await one(sql`SELECT count(*) FROM products`),
    partNumbers: await one(sql`SELECT count(*) FROM product_part_numbers`),
    fitments: await one(sql`SELECT count(*) FROM product_fitments`),
    relations: await one(sql`SELECT count(*) FROM product_relations`),
    words: await one(sql`SELECT count(*) FROM search_words`),
    stock: await one(sql`SELECT count(*) FROM branch_stock`),
    branches: await one(sql`SELECT count(*) FROM branches`),
    variants: await one(sql`SELECT count(*) FROM vehicle_variants`),
    users: await one(sql`SELECT count(*) FROM users`),
  });

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
    await seedDemoData(handle.db, createPasswordHasher(), { scale: SCALE, seed: SEED });
  });
  afterAll(() => handle.close());

  it('loads every generated row, the featured products among them', async () => {
    expect(await counts()).toMatchObject({
      products: SCALE,
      partNumbers: expected.partNumbers.length,
      fitments: expected.fitments.length,
      relations: expected.relations.length,
      words: expected.words.length,
      branches: demoBranches.length,
    });
    const skus = await rows<{ sku: string }>(
      sql`SELECT sku FROM products WHERE sku IN ${featuredProducts.map((p) => p.sku)}`,
    );
    expect(skus.map((row) => row.sku).sort()).toEqual(Object.values(featuredSkus).sort());
  });

  it('is idempotent: a second seed adds nothing', async () => {
    const before = await counts();
    expect(await seedDemoData(handle.db, createPasswordHasher(), { scale: SCALE, seed: SEED })).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('references only rows that exist, with the keys and indexes of the migration rebuilt', async () => {
    expect(
      await one(sql`SELECT count(*) FROM products p LEFT JOIN brands b ON b.id = p.brand_id
                    LEFT JOIN categories c ON c.id = p.category_id
                    WHERE b.id IS NULL OR c.id IS NULL OR p.price < 0
                       OR p.attributes -> 0 ->> 'code' <> 'product_name'`),
    ).toBe(0);
    expect(
      await one(
        sql`SELECT count(*) FROM product_fitments f LEFT JOIN vehicle_variants v ON v.id = f.variant_id
            WHERE v.id IS NULL`,
      ),
    ).toBe(0);
    expect(
      await one(
        sql`SELECT count(*) FROM product_part_numbers n LEFT JOIN products p ON p.id = n.product_id WHERE p.id IS NULL`,
      ),
    ).toBe(0);
    expect(
      await one(
        sql`SELECT count(*) FROM branch_stock s LEFT JOIN products p ON p.id = s.product_id WHERE p.id IS NULL`,
      ),
    ).toBe(0);
    const indexes = await rows<{ indexname: string }>(
      sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'branch_stock_pkey',
        'product_fitments_pkey',
        'product_fitments_variant_idx',
        'product_part_numbers_number_idx',
        'product_part_numbers_pkey',
        'product_relations_pkey',
        'products_brand_idx',
        'products_category_idx',
        'products_mpn_normalised_idx',
        'products_search_idx',
        'products_sku_key',
      ]),
    );
  });

  it('stores part numbers normalised exactly as search normalises them', async () => {
    const numbers = await rows<{ number: string; number_normalised: string }>(
      sql`SELECT number, number_normalised FROM product_part_numbers`,
    );
    for (const row of numbers) expect(row.number_normalised, row.number).toBe(normalisePartNumber(row.number));
    const mpns = await rows<{ mpn: string; mpn_normalised: string }>(sql`SELECT mpn, mpn_normalised FROM products`);
    for (const row of mpns) expect(row.mpn_normalised, row.mpn).toBe(normalisePartNumber(row.mpn));
  });

  it('cross-references the featured pads through their OE number, both ways', async () => {
    const sharing = await rows<{ sku: string }>(sql`
      SELECT DISTINCT p.sku FROM product_part_numbers x
      JOIN product_part_numbers o ON o.number_normalised = x.number_normalised AND o.kind = 'oe'
      JOIN products p ON p.id = o.product_id
      WHERE x.number_normalised = '2208125' ORDER BY p.sku`);
    expect(sharing.map((row) => row.sku)).toEqual([
      featuredSkus.brakePadsFocus,
      featuredSkus.trwPadsFocus,
      featuredSkus.mintexPadsFocus,
      featuredSkus.pagidPadsFocus,
    ]);
    const brembo = await rows<{ kind: string; number: string }>(sql`
      SELECT n.kind, n.number FROM product_part_numbers n JOIN products p ON p.id = n.product_id
      WHERE p.sku = ${featuredSkus.brakePadsFocus} ORDER BY n.kind, n.number`);
    expect(brembo).toEqual(
      expect.arrayContaining([
        { kind: 'competitor', number: 'GDB2042' },
        { kind: 'competitor', number: 'MDB3953' },
        { kind: 'oe', number: '2 208 125' },
        { kind: 'superseded', number: 'P 85 017' },
      ]),
    );
    const fits = await one(sql`
      SELECT count(*) FROM product_fitments f JOIN products p ON p.id = f.product_id
      JOIN vehicle_variants v ON v.id = f.variant_id
      WHERE p.sku = ${featuredSkus.brakePadsFocus} AND v.tecdoc_id = ${featuredVariants.focusEcoBoost2019.tecdocId}`);
    expect(fits).toBe(1);
  });

  it('holds 40 and more active stores in the British Isles with valid postcodes and Eircodes', async () => {
    const stores = await rows<{
      postcode: string;
      country: string;
      latitude: number;
      longitude: number;
      status: string;
    }>(sql`SELECT postcode, country, latitude, longitude, status FROM branches`);
    expect(stores.filter((store) => store.status === 'active').length).toBeGreaterThanOrEqual(40);
    for (const store of stores) {
      expect(store.latitude).toBeGreaterThan(49.8);
      expect(store.latitude).toBeLessThan(60.9);
      expect(store.longitude).toBeGreaterThan(-10.7);
      expect(store.longitude).toBeLessThan(1.8);
      expect(store.postcode).toMatch(
        store.country === 'GBR'
          ? /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/
          : /^([AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/,
      );
    }
  });

  it('stocks every product somewhere and nowhere near everywhere; closed stores hold nothing', async () => {
    const perProduct = await rows<{ stores: number }>(sql`
      SELECT count(s.branch_id)::int AS stores FROM products p LEFT JOIN branch_stock s ON s.product_id = p.id
      GROUP BY p.id`);
    const active = demoBranches.filter((branch) => branch.status === 'active').length;
    expect(perProduct).toHaveLength(SCALE);
    for (const { stores } of perProduct) {
      expect(stores).toBeGreaterThanOrEqual(1);
      expect(stores).toBeLessThan(active);
    }
    expect(
      await one(
        sql`SELECT count(*) FROM branch_stock s JOIN branches b ON b.id = s.branch_id WHERE b.status <> 'active'`,
      ),
    ).toBe(0);
    const quantities = await rows<{ low: number; high: number; bad: number }>(sql`
      SELECT count(*) FILTER (WHERE quantity <= 6)::int AS low, count(*) FILTER (WHERE quantity >= 20)::int AS high,
             count(*) FILTER (WHERE quantity < 1 OR quantity > 150 OR quantity BETWEEN 7 AND 19)::int AS bad
      FROM branch_stock`);
    expect(quantities[0]?.bad).toBe(0);
    expect(quantities[0]?.high).toBeGreaterThan(0);
    expect(quantities[0]?.low).toBeGreaterThan((quantities[0]?.high ?? 0) * 10);
    // Big stores hold more than small ones.
    const bySize = await rows<{ slug: string; lines: number }>(sql`
      SELECT b.slug, count(*)::int AS lines FROM branch_stock s JOIN branches b ON b.id = s.branch_id GROUP BY b.slug`);
    const lines = new Map(bySize.map((row) => [row.slug, row.lines]));
    const mean = (size: string) => {
      const stores = demoBranches.filter((b) => b.size === size && b.status === 'active');
      return stores.reduce((sum, b) => sum + (lines.get(b.slug) ?? 0), 0) / stores.length;
    };
    expect(mean('large')).toBeGreaterThan(mean('small'));
  });

  it('knows the words typo correction needs, and finds the Focus pads by full text', async () => {
    const words = await rows<{ word: string }>(
      sql`SELECT word FROM search_words WHERE word IN ('focus', 'brembo', 'pads')`,
    );
    expect(words.map((row) => row.word).sort()).toEqual(['brembo', 'focus', 'pads']);
    const found = await rows<{ sku: string }>(sql`
      SELECT sku FROM products WHERE search_vector @@ to_tsquery('simple', 'brembo & pads & focus') ORDER BY sku`);
    expect(found.map((row) => row.sku)).toContain(featuredSkus.brakePadsFocus);
  });
});
