import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { appDb } from '../../../../src/db/app-db';
import { addToBasket, ensureBasket } from '../../../../src/features/basket/basket-store';
import { clearDb } from '../../sync/support';

const context = { services: [], isTrade: false };

function pads(currency: 'GBP' | 'EUR', price: number, surcharge = 0): ProductSummary {
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
    currency,
    price,
    wasPrice: null,
    wasPriceEcp: null,
    surcharge,
    taxRate: 2000,
    showOnWebsite: true,
    showAddToBasketButton: true,
  };
}

describe("the basket's currency on the device", () => {
  beforeEach(async () => {
    localStorage.clear();
    await clearDb();
  });

  it('prices a line from the list of the basket, its surcharge included, with the VAT of its country', async () => {
    const basket = await ensureBasket('g1', true, 'EUR');
    await addToBasket(basket.id, pads('EUR', 15_499, 5300), 1, context);
    const line = (await appDb.baskets.get(basket.id))?.basket.lines[0];
    expect(line).toMatchObject({ unitPrice: { excTax: 20_799 }, taxRate: 2300 });
  });

  it('replaces an empty basket in the other currency when the person switches, and keeps one with lines', async () => {
    const pounds = await ensureBasket('g1', true, 'GBP');
    const euro = await ensureBasket('g1', true, 'EUR');
    expect(euro.id).not.toBe(pounds.id);
    expect(euro.basket.currency).toBe('EUR');

    await addToBasket(euro.id, pads('EUR', 4749), 1, context);
    const again = await ensureBasket('g1', true, 'GBP');
    expect(again.id).toBe(euro.id);
    expect(again.basket.currency).toBe('EUR');
  });
});

describe('lines carried into a basket of another currency', () => {
  it('are priced in the new one, with its VAT, until the server prices them', async () => {
    const { lineInCurrency } = await import('../../../../src/features/basket/basket-row');
    const euroLine = { unitPrice: { excTax: 4557 }, taxRate: 2300 } as Parameters<typeof lineInCurrency>[0];
    expect(lineInCurrency(euroLine, 'EUR', 'GBP')).toMatchObject({ unitPrice: { excTax: 3895 }, taxRate: 2000 });
    expect(lineInCurrency(euroLine, 'EUR', 'EUR')).toBe(euroLine);
  });
});
