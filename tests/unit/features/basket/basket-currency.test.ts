import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../src/db/app-db';
import { addToBasket, ensureBasket } from '../../../../src/features/basket/basket-store';
import { productSummary } from '../../support/products';
import { clearDb } from '../../sync/support';

const context = { services: [], isTrade: false };

const pads = (currency: 'GBP' | 'EUR', price: number, surcharge = 0) => productSummary({ currency, price, surcharge });

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

describe('moving a basket to the currency the person now sees', () => {
  beforeEach(async () => {
    localStorage.clear();
    await clearDb();
  });

  it(
    'starts a basket in the new currency with the same parts, ' + 'priced provisionally, and makes it this session’s',
    async () => {
      const { moveToCurrency } = await import('../../../../src/features/basket/basket-store');
      const pounds = await ensureBasket('g1', true, 'GBP');
      await addToBasket(pounds.id, pads('GBP', 3895), 2, context);
      const row = await appDb.baskets.get(pounds.id);
      if (!row) throw new Error('no basket');

      const euro = await moveToCurrency(row, 'g1', true, 'EUR');
      expect(euro.basket.currency).toBe('EUR');
      expect(euro.basket.lines).toHaveLength(1);
      expect(euro.basket.lines[0]).toMatchObject({
        quantity: 2,
        unitPrice: { excTax: 4557 },
        taxRate: 2300,
        item: { sku: '100001' },
      });
      expect(euro.basket.lines[0]?.id).not.toBe(row.basket.lines[0]?.id);
      expect((await ensureBasket('g1', true, 'EUR')).id).toBe(euro.id);
      // The server hears of it as a new basket with those lines.
      const created = await appDb.outbox.where('entityId').equals(euro.id).toArray();
      expect(created.map((entry) => entry.operation)).toEqual(['basket.create']);
      expect(created[0]?.payload).toMatchObject({
        currency: 'EUR',
        lines: [{ product: '/products/100001', quantity: 2 }],
      });
    },
  );
});
