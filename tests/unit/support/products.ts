import type { ProductSummary } from '../../../contract/catalogue/schemas';

/** A product as a listing answers it: Brembo's front pads for a Focus, priced in pounds. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    '@id': '/products/p1',
    id: 'p1',
    sku: '100001',
    objectID: 'prod_100001',
    slug: 'brembo-pads',
    productName: 'Brembo Front Brake Pad Set',
    mpn: 'P 85 020',
    brand: { name: 'Brembo', slug: 'brembo', logo: null },
    category: { id: '2', name: 'Brake Pads', slug: 'brake-pads', path: 'braking/brake-pads' },
    attributes: [],
    image: null,
    currency: 'GBP',
    price: 4749,
    wasPrice: null,
    wasPriceEcp: null,
    surcharge: 0,
    taxRate: 2000,
    showOnWebsite: true,
    showAddToBasketButton: true,
    ...overrides,
  };
}
