import { describe, expect, it } from 'vitest';
import { measuresOf, productImages, productImageUrl } from '../../../contract/catalogue/product-images';

const source = {
  sku: '100 01/A',
  productName: 'Front Brake Disc Pair',
  mpn: '09.C547.11',
  brand: { name: 'Brembo' },
  image: '/demo/parts/brake-discs.svg',
  attributes: [
    { code: 'position', value: 'Front Axle' },
    { code: 'diameter', value: '300' },
    { code: 'thickness', value: '25' },
  ],
};

describe('product images', () => {
  it('lists the category drawing, the packaging and the dimensions of a part with measures', () => {
    expect(productImages(source)).toEqual([
      { url: '/demo/parts/brake-discs.svg', alt: 'Brembo Front Brake Disc Pair', kind: 'part' },
      {
        url: '/api/storefront/product-images/100%2001%2FA/packaging.svg',
        alt: 'Brembo box of the Front Brake Disc Pair, part number 09.C547.11',
        kind: 'packaging',
      },
      {
        url: '/api/storefront/product-images/100%2001%2FA/dimensions.svg',
        alt: 'Dimensions of the Front Brake Disc Pair: diameter 300 mm, thickness 25 mm',
        kind: 'dimensions',
      },
    ]);
  });

  it('gives a label instead of dimensions when nothing can be measured, and no drawing when there is none', () => {
    const images = productImages({ ...source, image: null, attributes: [{ code: 'material', value: 'Steel' }] });
    expect(images.map((image) => image.kind)).toEqual(['packaging', 'label']);
  });

  it('builds URLs under any API base', () => {
    expect(productImageUrl('100001', 'label', 'https://api.workbay.test/api/')).toBe(
      'https://api.workbay.test/api/storefront/product-images/100001/label.svg',
    );
  });

  it('reads only numbers as measures, with their units', () => {
    const measures = measuresOf([
      { code: 'wattage', value: '60/55' },
      { code: 'capacity', value: '5' },
      { code: 'width', value: 'wide' },
      { code: 'material', value: '12' },
    ]);
    expect(measures.map((m) => [m.code, m.text, m.unit, m.label])).toEqual([
      ['wattage', '60/55', 'W', 'Wattage'],
      ['capacity', '5', 'L', 'Capacity'],
    ]);
  });
});
