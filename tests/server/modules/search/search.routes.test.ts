import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Compatibility, ProductSummary } from '../../../../contract/catalogue/schemas';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { bearer, login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('search on $name', (database) => {
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
    return response.json();
  };
  const skus = (result: { products: { sku: string }[] }) => result.products.map((p) => p.sku);

  it('finds an exact sku or manufacturer part number, with or without spaces, dashes and dots: source db', async () => {
    for (const keywords of ['100001', 'P 85 020', 'p85-020', 'P.85.020']) {
      const result = await search(keywords);
      expect(result.source, keywords).toBe('db');
      expect(skus(result), keywords).toEqual([featuredSkus.brakePadsFocus]);
    }
  });

  it('maps an OE, competitor or superseded number to its products, both ways: source xref', async () => {
    const oe = await search('2 208 125');
    expect(oe.source).toBe('xref');
    expect(skus(oe).sort()).toEqual(
      [
        featuredSkus.brakePadsFocus,
        featuredSkus.trwPadsFocus,
        featuredSkus.mintexPadsFocus,
        featuredSkus.pagidPadsFocus,
      ].sort(),
    );
    const engineering = await search('jx61-2k021-aa');
    expect(engineering.source).toBe('xref');
    const superseded = await search('P85017');
    expect(superseded.source).toBe('xref');
    expect(skus(superseded)).toContain(featuredSkus.brakePadsFocus);
    // A competitor's number for the Brembo discs that no product carries as its own (the test's
    // own, so that no exact match can answer first), in the other direction: it leads to them.
    await queryRows(
      handle.db,
      sql`INSERT INTO product_part_numbers (product_id, kind, brand, number, number_normalised)
          SELECT id, 'competitor', 'Acme Braking', 'AB 4412', 'AB4412'
            FROM products WHERE sku = ${featuredSkus.brakeDiscsFocus}`,
    );
    const competitor = await search('ab-4412');
    expect(competitor.source).toBe('xref');
    expect(skus(competitor)).toContain(featuredSkus.brakeDiscsFocus);
    const vw = await search('03N115562B');
    expect(vw.source).toBe('xref');
    expect(skus(vw)).toContain(featuredSkus.oilFilterGolf);
  });

  it('searches words with typos forgiven: source easyAsk, products and categories', async () => {
    const result = await search('brake pads fosu');
    expect(result.source).toBe('easyAsk');
    expect(result.correctedKeywords).toBe('brake pads focus');
    expect(result.products.length).toBeGreaterThan(0);
    for (const product of result.products) expect(product.productName).toMatch(/Brake Pad.*Focus/);
    expect(result.categories[0]).toMatchObject({ name: 'Brake Pads' });
    const brand = await search('brmebo discs');
    expect(brand.correctedKeywords).toBe('brembo discs');
    expect(brand.products.every((p: { brand: { name: string } }) => p.brand.name === 'Brembo')).toBe(true);
  });

  it('given a vehicle, finds only the parts that fit it and universal ones (issue 42)', async () => {
    const focus = featuredVariants.focusEcoBoost2019.tecdocId;
    const { token } = await login(app, trade.email, trade.password);
    const found = async (keywords: string, tecdocId?: number): Promise<ProductSummary[]> => {
      const vehicle = tecdocId ? `&tecdocId=${tecdocId}` : '';
      const response = await app.inject({
        method: 'GET',
        url: `/api/storefront/search?keywords=${encodeURIComponent(keywords)}&itemsPerPage=48${vehicle}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ products: ProductSummary[] }>().products;
    };
    // What the catalogue's own compatibility check says of each part for the Focus.
    const fitsFocus = async (products: ProductSummary[]) => {
      const asked = products.map((product) => `skus[]=${product.sku}`).join('&');
      const response = await app.inject({
        method: 'GET',
        url: `/api/storefront/product-compatibility?${asked}&tecdocId=${focus}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const members = response.json<{ 'hydra:member': Compatibility[] }>()['hydra:member'];
      return new Map(members.map((member) => [member.sku, member.compatible]));
    };

    const everyCar = await found('brake disc pair');
    const unfiltered = await fitsFocus(everyCar);
    // Without a vehicle, discs for other cars come first as often as the Focus's.
    expect([...unfiltered.values()]).toContain(false);

    const forFocus = await found('brake disc pair', focus);
    expect(forFocus.length).toBeGreaterThan(0);
    const said = await fitsFocus(forFocus);
    expect(forFocus.filter((product) => said.get(product.sku) !== true)).toEqual([]);
    expect(forFocus.map((product) => product.sku)).toContain(featuredSkus.brakeDiscsFocus);

    // A part number of a disc for another car finds it without a vehicle, and not for the Focus.
    const notFitting = everyCar.find((product) => unfiltered.get(product.sku) === false) as ProductSummary;
    expect((await found(notFitting.mpn)).map((product) => product.sku)).toContain(notFitting.sku);
    expect((await found(notFitting.mpn, focus)).map((product) => product.sku)).not.toContain(notFitting.sku);
  });

  it('answers an empty or one-character query with nothing, and a 500-character one without failing', async () => {
    for (const keywords of ['', 'a', ' ']) {
      const result = await search(keywords);
      expect(result).toMatchObject({ products: [], categories: [], totalItems: 0 });
    }
    const long = await search('brake '.repeat(100));
    expect(long.keywords.length).toBeLessThanOrEqual(500);
    const nonsense = await search('qqqq zzzz xxxx');
    expect(nonsense.products).toEqual([]);
  });
});
