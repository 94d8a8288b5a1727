import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredSkus } from '../../../../server/db/catalogue-demo/featured';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('search on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
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
    // A competitor's number for the Brembo discs, in the other direction: it leads to them.
    const competitor = await search('DF 6936');
    expect(['xref', 'db']).toContain(competitor.source);
    if (competitor.source === 'xref') expect(skus(competitor)).toContain(featuredSkus.brakeDiscsFocus);
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
