import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredSkus } from '../../../../server/db/catalogue-demo/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { isImmutable } from '../../../../server/http/immutable-answers';
import type { ProductRecord } from '../../../../server/modules/catalogue/product-rows';
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
  it('answers the same immutable summary for the same rows, and a new one when a row has changed', () => {
    const summaries = createProductSummaries();
    const first = summaries.of(row());
    expect(summaries.of(row())).toBe(first);
    expect(isImmutable(first) && Object.isFrozen(first.brand) && Object.isFrozen(first.attributes[0])).toBe(true);
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

describe.each(testDatabases)('a category page after its rows change, on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let guest: Record<string, string>;
  let pads: { id: string };

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    guest = bearer((await guestLogin(app)).token);
    pads = (await app.inject({ method: 'GET', url: `/api/storefront/categories/${encodeURIComponent('braking/brake-pads')}`, headers: guest })).json();
  });
  afterAll(() => app.close());

  const featured = async () => {
    const page = await app.inject({ method: 'GET', url: `/api/storefront/products-by-category/${pads.id}?itemsPerPage=100`, headers: guest });
    return page.json()['hydra:member'].find((p: { sku: string }) => p.sku === featuredSkus.brakePadsFocus);
  };

  it('shows a product’s new price, its brand’s new name and its category’s new name at once', async () => {
    expect(await featured()).toMatchObject({ price: 3895, brand: { name: 'Brembo' }, category: { name: 'Brake Pads' } });
    await queryRows(handle.db, sql`UPDATE products SET price = 4195 WHERE sku = ${featuredSkus.brakePadsFocus}`);
    expect(await featured()).toMatchObject({ price: 4195 });
    await queryRows(handle.db, sql`UPDATE brands SET name = 'Brembo UK' WHERE slug = 'brembo'`);
    expect(await featured()).toMatchObject({ price: 4195, brand: { name: 'Brembo UK' } });
    await queryRows(handle.db, sql`UPDATE categories SET name = 'Disc Brake Pads' WHERE path = 'braking/brake-pads'`);
    expect(await featured()).toMatchObject({ brand: { name: 'Brembo UK' }, category: { name: 'Disc Brake Pads' } });
  });
});
