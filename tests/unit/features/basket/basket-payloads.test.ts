import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { appDb } from '../../../../src/db/app-db';
import { registerBasketOperations } from '../../../../src/features/basket/basket-operations';
import {
  addToBasket,
  applyPromotionCode,
  chooseShipping,
  confirmAndPay,
  ensureBasket,
  setLineQuantity,
} from '../../../../src/features/basket/basket-store';
import { operationFor } from '../../../../src/sync/operations';
import { clearDb } from '../../sync/support';

const context = { services: [], isTrade: false };

const pads: ProductSummary = {
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
};

describe("the basket changes' payload schemas", () => {
  beforeEach(async () => {
    localStorage.clear();
    await clearDb();
  });

  it('accept every payload the basket records', async () => {
    registerBasketOperations();
    const { id } = await ensureBasket('u1', false, 'GBP');
    const line = await addToBasket(id, pads, 2, context, { vehicleOptions: { registration: 'AB12 CDE', year: 2019 } });
    await setLineQuantity(id, line, 3, context);
    await applyPromotionCode(id, 'spring10');
    await chooseShipping(id, { service: 'next-day', date: '2026-05-01', name: 'Next day' }, context);
    await confirmAndPay(id);

    const entries = await appDb.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => entry.operation)).toEqual([
      'basket.create',
      'basket.lines',
      'basket.lines',
      'basket.promotions',
      'basket.shipping',
      'basket.confirm',
      'order.pay',
    ]);
    for (const entry of entries) {
      const parsed = operationFor(entry.operation).payload.safeParse(entry.payload);
      expect(parsed.error?.issues, entry.operation).toBeUndefined();
    }
  });
});
