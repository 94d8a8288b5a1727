import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../src/db/app-db';
import {
  addToBasket,
  applyPromotionCode,
  ensureBasket,
  setLineQuantity,
} from '../../../../src/features/basket/basket-store';
import { productSummary } from '../../support/products';
import { clearDb } from '../../sync/support';

const context = { services: [], isTrade: false };

const product = (id: string, sku: string) =>
  productSummary({
    '@id': `/products/${id}`,
    id,
    sku,
    objectID: `prod_${sku}`,
    slug: `part-${sku}`,
    productName: `Part ${sku}`,
    mpn: sku,
    price: 1000,
  });

// Two taps in quick succession: each change must start from the row the other one left, or the
// later write puts back the row as it was before the first (its line or code lost on the device).
describe('two changes to one basket at once', () => {
  beforeEach(async () => {
    localStorage.clear();
    await clearDb();
  });

  it('keeps both quantities', async () => {
    const { id } = await ensureBasket('g1', true, 'GBP');
    const first = await addToBasket(id, product('p1', '100001'), 1, context);
    const second = await addToBasket(id, product('p2', '100002'), 1, context);

    await Promise.all([setLineQuantity(id, first, 3, context), setLineQuantity(id, second, 5, context)]);

    const lines = (await appDb.baskets.get(id))?.basket.lines ?? [];
    expect(Object.fromEntries(lines.map((line) => [line.id, line.quantity]))).toEqual({ [first]: 3, [second]: 5 });
    const queued = (await appDb.outbox.toArray()).filter((entry) => entry.entityId === id);
    expect(queued.filter((entry) => entry.operation === 'basket.lines')).toHaveLength(4);
  });

  it('keeps both added products', async () => {
    const { id } = await ensureBasket('g1', true, 'GBP');
    await Promise.all([
      addToBasket(id, product('p1', '100001'), 1, context),
      addToBasket(id, product('p2', '100002'), 2, context),
    ]);
    const lines = (await appDb.baskets.get(id))?.basket.lines ?? [];
    expect(lines.map((line) => [line.product, line.quantity]).sort()).toEqual([
      ['/products/100001', 1],
      ['/products/100002', 2],
    ]);
  });

  it('keeps a promotion code typed while a quantity changes', async () => {
    const { id } = await ensureBasket('g1', true, 'GBP');
    const line = await addToBasket(id, product('p1', '100001'), 1, context);
    await Promise.all([setLineQuantity(id, line, 4, context), applyPromotionCode(id, 'SPRING10')]);
    const row = await appDb.baskets.get(id);
    expect(row?.basket.lines[0]?.quantity).toBe(4);
    expect(row?.pendingPromoCodes).toEqual(['SPRING10']);
  });
});
