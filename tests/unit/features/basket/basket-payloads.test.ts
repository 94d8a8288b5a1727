import { beforeEach, describe, expect, it } from 'vitest';
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
import { productSummary } from '../../support/products';
import { clearDb } from '../../sync/support';

const context = { services: [], isTrade: false };

const pads = productSummary();

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
