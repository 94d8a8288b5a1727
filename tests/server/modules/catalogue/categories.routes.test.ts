import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { COUNTER_CHECK_MS, MAX_AGE_MS } from '../../../../server/modules/catalogue/categories.repository';
import { createTestClock } from '../../helpers/clock';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

/**
 * The category tree and its counts are kept per process (categories.repository.ts): a product
 * withdrawn or added must show in them without a restart, within the bounds the repository states.
 */
describe.each(testDatabases)('category counts after the catalogue changes, on $name', (database) => {
  const clock = createTestClock();
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle, clock }));
  });
  afterAll(() => app.close());

  const count = async (path: string): Promise<number> => {
    const response = await app.inject({ method: 'GET', url: `/api/storefront/categories/${encodeURIComponent(path)}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ productCount: number }>().productCount;
  };
  const treeCount = async (slug: string): Promise<number | undefined> => {
    const tree = (await app.inject({ method: 'GET', url: '/api/storefront/categories' })).json();
    return (tree['hydra:member'] as { slug: string; productCount: number }[]).find((node) => node.slug === slug)
      ?.productCount;
  };
  const run = (query: ReturnType<typeof sql>) => queryRows(handle.db, query);
  const afterCheck = () => clock.advance(COUNTER_CHECK_MS / 1000 + 0.001);
  const pads = 'braking/brake-pads';

  it('answers a category asked for by a name people use (issue 45: /category/brakes)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/storefront/categories/brakes' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ path: string }>().path).toBe('braking');
  });

  it('shows a withdrawn product in the counts of its category, its parents and the tree', async () => {
    const before = { pads: await count(pads), braking: await count('braking'), tree: await treeCount('braking') };
    expect(before.pads).toBeGreaterThan(0);
    await run(sql`UPDATE products SET withdrawn_at = now() WHERE id = (
      SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.path = ${pads} AND p.withdrawn_at IS NULL AND p.show_on_website ORDER BY p.sku LIMIT 1)`);
    afterCheck();
    expect(await count(pads)).toBe(before.pads - 1);
    expect(await count('braking')).toBe(before.braking - 1);
    expect(await treeCount('braking')).toBe((before.tree ?? 0) - 1);
  });

  it('shows an added product', async () => {
    const before = await count(pads);
    await run(sql`INSERT INTO products
        (id, sku, object_id, slug, name, brand_id, category_id, mpn, mpn_normalised, price, price_eur)
      SELECT gen_random_uuid(), 'NEW-' || p.sku, 'new-' || p.object_id, 'new-' || p.slug, p.name, p.brand_id,
        p.category_id, p.mpn, p.mpn_normalised, p.price, p.price_eur
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.path = ${pads} AND p.withdrawn_at IS NULL ORDER BY p.sku LIMIT 1`);
    afterCheck();
    expect(await count(pads)).toBe(before + 1);
  });

  it('shows what the change counter does not number (a new, empty category) once the tree is old', async () => {
    await run(sql`INSERT INTO categories (id, parent_id, slug, name, path, depth, position)
      SELECT 990001, c.id, 'ceramic-pads', 'Ceramic Pads', c.path || '/ceramic-pads', c.depth + 1, 99
      FROM categories c WHERE c.path = ${pads}`);
    afterCheck();
    clock.advance(MAX_AGE_MS / 1000);
    expect(await count(`${pads}/ceramic-pads`)).toBe(0);
  });
});
