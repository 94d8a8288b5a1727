import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../../../contract/catalogue/schemas';
import { itfModules } from '../../../../../server/modules/catalogue/product-images/barcode';
import { drawProductImage } from '../../../../../server/modules/catalogue/product-images/product-image';
import { escapeXml, wrap } from '../../../../../server/modules/catalogue/product-images/svg';

const product = (attributes: [string, string][], over: Partial<ProductSummary> = {}) =>
  ({
    sku: '100001',
    productName: 'Front Brake Pad Set',
    mpn: 'P 85 020',
    brand: { name: 'Brembo', slug: 'brembo', logo: null },
    category: { id: '1', name: 'Brake Pads', slug: 'brake-pads', path: 'braking/brake-pads' },
    attributes: attributes.map(([code, value]) => ({ code, label: code, value })),
    image: '/demo/parts/brake-pads.svg',
    ...over,
  }) as ProductSummary;

const pads = product([
  ['width', '155.1'],
  ['height', '63.6'],
  ['thickness', '18.3'],
]);

describe('drawn product views', () => {
  it('draws each view a product has as a small SVG, and no view it lacks', () => {
    for (const view of ['packaging', 'dimensions'] as const) {
      const svg = drawProductImage(pads, view) ?? '';
      expect(svg, view).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 240"/);
      expect(svg.length, view).toBeLessThan(5000);
    }
    expect(drawProductImage(pads, 'label')).toBeUndefined();
    expect(drawProductImage(product([['position', 'Front Axle']]), 'dimensions')).toBeUndefined();
    expect(drawProductImage(product([['position', 'Front Axle']]), 'label')).toContain('Front Axle');
  });

  it('prints the measures on the drawing: a disc by its diameter, a battery by its ratings', () => {
    const disc =
      drawProductImage(
        product([
          ['diameter', '280'],
          ['thickness', '22'],
        ]),
        'dimensions',
      ) ?? '';
    expect(disc).toContain('Ø 280');
    expect(disc).toContain('>22<');
    const battery =
      drawProductImage(
        product([
          ['capacity_ah', '70'],
          ['cca', '640'],
          ['voltage', '12'],
        ]),
        'dimensions',
      ) ?? '';
    expect(battery).toContain('70 Ah');
    expect(battery).toContain('640 A');
    expect(battery).toContain('12 V');
  });

  it('escapes names, part numbers and attribute values', () => {
    const hostile = product([['material', '<b>"Steel" & Co</b>']], {
      productName: "O'Brien's <Pads> & Shims",
      mpn: '<1&2>',
      brand: { name: 'A&B <Parts>', slug: 'ab', logo: null },
    });
    for (const view of ['packaging', 'label'] as const) {
      const svg = drawProductImage(hostile, view) ?? '';
      expect(svg, view).not.toMatch(/<(?!\/?(svg|title|rect|path|text|ellipse|circle)\b)/);
      expect(svg, view).toContain('&#60;1&#38;2&#62;');
    }
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('wraps long names into lines and ends a cut one with an ellipsis', () => {
    expect(wrap('Vented Front Brake Disc Pair for Ford Focus Mk4', 20, 2)).toEqual([
      'Vented Front Brake',
      'Disc Pair for Ford…',
    ]);
    expect(wrap('Oil Filter', 20, 2)).toEqual(['Oil Filter']);
  });

  it('encodes the sku as Interleaved 2 of 5: start, five bars and five spaces per pair of digits, stop', () => {
    const modules = itfModules('100001');
    expect(modules).toHaveLength(4 + 3 * 10 + 3);
    expect(modules.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(modules.slice(-3)).toEqual([2.5, 1, 1]);
    // '1' in the bars (wnnnw) and '0' in the spaces (nnwwn).
    expect(modules.slice(4, 14)).toEqual([2.5, 1, 1, 1, 1, 2.5, 1, 2.5, 2.5, 1]);
    expect(itfModules('12345')).toHaveLength(4 + 3 * 10 + 3);
  });
});
