import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackPage } from '../../../../contract/catalogue-pack/schemas';
import { parsePackVersion } from '../../../../contract/catalogue-pack/version';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { bearer, guestLogin } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('the branch catalogue pack on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let token: string;
  let branchId: string;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    ({ token } = await guestLogin(app));
    const stores = (await app.inject({ method: 'GET', url: '/api/storefront/locations' })).json();
    branchId =
      stores['hydra:member'].find((store: { name: string }) => store.name.includes('Leeds'))?.id ??
      stores['hydra:member'][0].id;
  });
  afterAll(() => app.close());

  const get = async (query: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/storefront/catalogue-packs/${branchId}?${query}`,
      headers: { ...bearer(token), ...headers },
    });
  const page = async (query: string): Promise<PackPage> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PackPage>();
  };
  /** Every page from `after` on, as a resumed download would ask for them. */
  const download = async (query: string, after = '') => {
    const pages: PackPage[] = [];
    let next: string | null = after;
    do {
      pages.push(await page(`${query}&limit=1500${next ? `&after=${encodeURIComponent(next)}` : ''}`));
      next = pages.at(-1)?.next ?? null;
    } while (next);
    return pages;
  };
  const sql1 = (statement: ReturnType<typeof sql>) => queryRows(handle.db, statement);

  it('gives the whole visible range in sku order, paged, each product once', async () => {
    const pages = await download('');
    const skus = pages.flatMap((p) => p.items.map((item) => item.sku));
    const [{ visible }] = (await sql1(
      sql`SELECT count(*)::int AS visible FROM products WHERE withdrawn_at IS NULL AND show_on_website`,
    )) as [{ visible: number }];
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus.length).toBe(visible);
    expect(pages[0]?.total).toBe(visible);
    expect(skus).toEqual([...skus].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Every page tells the same version and branch; the first page's is the one kept.
    expect(new Set(pages.map((p) => p.version)).size).toBe(1);
    expect(pages[0]?.nearby).toHaveLength(3);
    expect(pages[0]?.since).toBeNull();
  });

  it('resumes after the last stored sku: the rest, never a duplicate', async () => {
    const whole = (await download('')).flatMap((p) => p.items.map((item) => item.sku));
    const first = await page('limit=700');
    const rest = (await download('', first.next ?? '')).flatMap((p) => p.items.map((item) => item.sku));
    const resumed = [...first.items.map((item) => item.sku), ...rest];
    expect(resumed).toEqual(whole);
  });

  it('carries what search and the counter need: numbers, fitment keys, stock here and nearby', async () => {
    const pages = await download('');
    const pads = pages.flatMap((p) => p.items).find((item) => item.sku === featuredSkus.brakePadsFocus);
    expect(pads).toMatchObject({
      mpn: 'P 85 020',
      brand: { name: 'Brembo' },
      taxRate: 2000,
      showAddToBasketButton: true,
    });
    // Both price lists: one pack prices for a British and an Irish account alike.
    expect(pads).toMatchObject({ price: 3895, wasPrice: 4495, eur: { price: 4749, wasPrice: 5499, surcharge: 0 } });
    expect(pads?.oe.map((n) => n.number)).toContain('2 208 125');
    expect(pads?.superseded.length).toBeGreaterThan(0);
    expect(pads?.tecdocIds.length).toBeGreaterThan(0);
    expect(pads?.categoryTrail).toEqual(['Braking', 'Brake Pads']);
    expect(pads?.words).toMatch(/focus/i);
    expect(pads?.stock.nearby).toHaveLength(3);
    const [stock] = (await sql1(
      sql`SELECT quantity FROM branch_stock s JOIN products p ON p.id = s.product_id
          WHERE p.sku = ${featuredSkus.brakePadsFocus} AND s.branch_id = ${branchId}`,
    )) as { quantity: number }[];
    expect(pads?.stock.here).toBe(stock?.quantity ?? 0);
  });

  it('answers compressed with an ETag, and 304 for a page already held', async () => {
    const first = await get('limit=500', { 'accept-encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toMatch(/br|gzip/);
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await get('limit=500', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('after a version, gives only what changed: prices, stock, new and withdrawn products', async () => {
    const { version } = await page('limit=1');
    const [padsId, discsId, hiddenId] = ['brakePadsFocus', 'brakeDiscsFocus', 'oilFilterGolf'].map(
      (key) => featuredSkus[key as keyof typeof featuredSkus],
    );
    await sql1(sql`UPDATE products SET price = price + 100 WHERE sku = ${padsId}`);
    await sql1(sql`UPDATE products SET withdrawn_at = now() WHERE sku = ${discsId}`);
    await sql1(sql`UPDATE products SET show_on_website = false WHERE sku = ${hiddenId}`);
    // Stock at the pack's branch: one product sold out (the row goes), another delivered.
    const [soldOut] = (await sql1(
      sql`DELETE FROM branch_stock s USING products p WHERE p.id = s.product_id AND s.branch_id = ${branchId}
          AND p.sku = (SELECT p2.sku FROM branch_stock s2 JOIN products p2 ON p2.id = s2.product_id
                       WHERE s2.branch_id = ${branchId} AND p2.withdrawn_at IS NULL AND p2.show_on_website
                       ORDER BY p2.sku DESC LIMIT 1)
          RETURNING p.sku`,
    )) as { sku: string }[];
    const [delivered] = (await sql1(
      sql`INSERT INTO branch_stock (branch_id, product_id, quantity)
          SELECT ${branchId}, p.id, 42 FROM products p
          WHERE p.withdrawn_at IS NULL AND p.show_on_website
            AND NOT EXISTS (SELECT 1 FROM branch_stock s WHERE s.product_id = p.id AND s.branch_id = ${branchId})
          ORDER BY p.sku LIMIT 1 RETURNING (SELECT sku FROM products WHERE id = product_id)`,
    )) as { sku: string }[];
    // A far-away branch's stock is not this pack's business.
    const { nearby } = await page('limit=1');
    await sql1(
      sql`UPDATE branch_stock SET quantity = quantity + 1
          WHERE product_id = (SELECT id FROM products WHERE sku = '100003')
          AND branch_id NOT IN (${branchId}, ${nearby[0]?.id}, ${nearby[1]?.id}, ${nearby[2]?.id})`,
    );

    const delta = await download(`since=${version}`);
    const items = delta.flatMap((p) => p.items);
    const removed = delta.flatMap((p) => p.removed);
    expect(delta[0]?.since).toBe(version);
    expect(parsePackVersion(delta[0]?.version ?? '')?.counter).toBeGreaterThan(parsePackVersion(version)!.counter);
    expect(items.map((item) => item.sku).sort()).toEqual([padsId, soldOut?.sku, delivered?.sku].sort());
    expect(removed.sort()).toEqual([discsId, hiddenId].sort());
    expect(delta[0]?.total).toBe(5);
    expect(items.find((item) => item.sku === soldOut?.sku)?.stock.here).toBe(0);
    expect(items.find((item) => item.sku === delivered?.sku)?.stock.here).toBe(42);

    // Nothing changed since the delta: an empty one.
    const quiet = await page(`since=${delta[0]?.version}`);
    expect(quiet.items).toEqual([]);
    expect(quiet.removed).toEqual([]);
  });

  it('tells a product whose numbers or fitments changed, and a renamed brand', async () => {
    const { version } = await page('limit=1');
    await sql1(
      sql`INSERT INTO product_part_numbers (product_id, kind, brand, number, number_normalised)
          SELECT id, 'superseded', 'TRW', 'GDB 1999', 'GDB1999' FROM products WHERE sku = '100004'`,
    );
    await sql1(sql`DELETE FROM product_fitments WHERE product_id = (SELECT id FROM products WHERE sku = '100005')`);
    const delta = await download(`since=${version}`);
    const items = delta.flatMap((p) => p.items);
    expect(items.map((item) => item.sku).sort()).toEqual(['100004', '100005']);
    expect(items.find((item) => item.sku === '100004')?.superseded.map((n) => n.number)).toContain('GDB 1999');
    expect(items.find((item) => item.sku === '100005')?.tecdocIds).toEqual([]);

    const after = delta[0]!.version;
    await sql1(sql`UPDATE brands SET name = 'Pagid Brakes' WHERE name = 'Pagid'`);
    const renamed = (await download(`since=${after}`)).flatMap((p) => p.items);
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.every((item) => item.brand.name === 'Pagid Brakes')).toBe(true);
    await sql1(sql`UPDATE brands SET name = 'Pagid' WHERE name = 'Pagid Brakes'`);
  });

  it('starts over from a version it never gave: from its future, or of another catalogue', async () => {
    const { version } = await page('limit=1');
    const { epoch } = parsePackVersion(version)!;
    for (const since of [`${epoch}.999999999999`, `${epoch + 1}.1`]) {
      const answer = await page(`since=${since}&limit=10`);
      expect(answer.since, since).toBeNull();
      expect(answer.items, since).toHaveLength(10);
    }
  });

  it('refuses an unknown store and a malformed version in the Hydra shape', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/storefront/catalogue-packs/0190a0a0-0000-7000-8000-000000000000',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()['hydra:description']).toMatch(/store/i);
    expect((await get('since=12345')).statusCode).toBe(400);
    const bad = await get('since=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].propertyPath).toBe('since');
  });
});

describe('a pack over its cap', () => {
  it('keeps the branch’s own stock first and says how many it holds', async () => {
    const { app } = await buildTestApp(undefined, { config: { cataloguePackCap: 200 } });
    try {
      const { token } = await guestLogin(app);
      const stores = (await app.inject({ method: 'GET', url: '/api/storefront/locations' })).json();
      const branchId = stores['hydra:member'][0].id;
      const first = (
        await app.inject({
          method: 'GET',
          url: `/api/storefront/catalogue-packs/${branchId}?limit=5000`,
          headers: bearer(token),
        })
      ).json<PackPage>();
      expect(first.total).toBe(200);
      expect(first.cap).toBe(200);
      expect(first.items).toHaveLength(200);
      expect(first.items.every((item) => item.stock.here > 0)).toBe(true);
      expect(first.next).toBeNull();
    } finally {
      await app.close();
    }
  });
});
