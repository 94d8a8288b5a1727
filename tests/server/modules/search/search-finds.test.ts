import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { createSearchFindsCache, type SearchFinds } from '../../../../server/modules/search/search-finds';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const finds = (id: string): SearchFinds => ({
  source: 'easyAsk',
  productIds: [id],
  total: 1,
  correctedKeywords: null,
  named: [],
});

describe('what a search finds, kept', () => {
  it('is kept for its stated age and no longer', () => {
    let now = 0;
    const cache = createSearchFindsCache(() => now, 60_000);
    cache.set('brake pads', finds('a'));
    now = 60_000;
    expect(cache.get('brake pads')?.productIds).toEqual(['a']);
    now = 60_001;
    expect(cache.get('brake pads')).toBeUndefined();
  });

  it('keeps the most recent searches when full', () => {
    const cache = createSearchFindsCache(() => 0, 60_000, 2);
    cache.set('one', finds('1'));
    cache.set('two', finds('2'));
    cache.set('three', finds('3'));
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')?.productIds).toEqual(['2']);
    expect(cache.get('three')?.productIds).toEqual(['3']);
  });
});

describe.each(testDatabases)('a search asked again on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
  });
  afterAll(() => app.close());

  const search = async (keywords: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/storefront/search?keywords=${encodeURIComponent(keywords)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ source: string; totalItems: number; products: { sku: string; price: number }[] }>();
  };
  const priceOf = (result: { products: { sku: string; price: number }[] }, sku: string) =>
    result.products.find((product) => product.sku === sku)?.price;

  it('answers the price and visibility the database holds now, whatever it found before', async () => {
    const first = await search('P 85 020');
    expect(first.source).toBe('db');
    const before = priceOf(first, featuredSkus.brakePadsFocus);
    expect(before).toBeGreaterThan(0);

    await queryRows(handle.db, sql`UPDATE products SET price = price + 100 WHERE sku = ${featuredSkus.brakePadsFocus}`);
    expect(priceOf(await search('p85-020'), featuredSkus.brakePadsFocus)).toBe((before as number) + 100);

    await queryRows(
      handle.db,
      sql`UPDATE products SET withdrawn_at = now() WHERE sku = ${featuredSkus.brakePadsFocus}`,
    );
    const withdrawn = await search('P 85 020');
    expect(withdrawn.products.map((product) => product.sku)).not.toContain(featuredSkus.brakePadsFocus);
    await queryRows(handle.db, sql`UPDATE products SET withdrawn_at = NULL WHERE sku = ${featuredSkus.brakePadsFocus}`);
  });

  it('keeps words with a typo to the same products in the same order', async () => {
    const first = await search('brake pads fosu');
    const again = await search('Brake  pads FOSU');
    expect(again.products.map((product) => product.sku)).toEqual(first.products.map((product) => product.sku));
    expect(again.totalItems).toBe(first.totalItems);
  });
});
