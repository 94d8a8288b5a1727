import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../contract/search/routes';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import type { DatabaseHandle } from '../../../../server/db/database';
import { VOCABULARY_CHECK_MS } from '../../../../server/modules/search/kept-vocabulary';
import { SEARCH_FINDS_MAX_AGE_MS } from '../../../../server/modules/search/search-finds';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

/**
 * The search vocabulary follows the catalogue without a restart (issue 45): a product renamed
 * with a word new to the catalogue, its words written with it as an import writes them, is found
 * by that word misspelt once the kept vocabulary has checked the catalogue's counter again.
 */
describe.each(testDatabases)('the search vocabulary after a catalogue change on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;

  beforeAll(async () => {
    handle = await database.open();
    clock = createTestClock();
    ({ app } = await buildTestApp(database, { database: handle, clock }));
  });
  afterAll(() => app.close());

  const search = async (keywords: string): Promise<SearchResult> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/storefront/search?keywords=${encodeURIComponent(keywords)}&itemsPerPage=5`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResult>();
  };

  it('corrects to a new word of the catalogue once the counter is read again, no restart', async () => {
    const before = await search('zephyrne wiper');
    expect(before.correctedKeywords ?? '').not.toContain('zephyrine');

    await handle.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE products SET name = 'Zephyrine Flat Wiper Blade 650 mm',
              search_text = search_text || ' Zephyrine' WHERE sku = ${featuredSkus.wiperBlade650}`,
      );
      await tx.execute(sql`INSERT INTO search_words (word, frequency) VALUES ('zephyrine', 1)`);
    });
    clock.advance(Math.max(VOCABULARY_CHECK_MS, SEARCH_FINDS_MAX_AGE_MS) / 1000 + 1);

    const after = await search('zephyrne wiper');
    expect(after.correctedKeywords).toBe('zephyrine wiper blade');
    expect(after.products.map((product) => product.sku)).toEqual([featuredSkus.wiperBlade650]);
  });
});
