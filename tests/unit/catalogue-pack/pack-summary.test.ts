import { describe, expect, it } from 'vitest';
import { packItemToSummary, packPrices } from '../../../src/catalogue-pack/pack-summary';
import { packItem } from './fake-pack-server';

describe('a pack product priced offline', () => {
  const item = packItem('100001', {
    price: 3895,
    wasPrice: 4599,
    surcharge: 0,
    eur: { price: 4749, wasPrice: 5599, wasPriceEcp: null, surcharge: 0 },
  });

  it('takes the amounts of the list the person sees', () => {
    expect(packPrices(item, 'GBP')).toEqual({ price: 3895, wasPrice: 4599, wasPriceEcp: null, surcharge: 0 });
    expect(packPrices(item, 'EUR')).toEqual({ price: 4749, wasPrice: 5599, wasPriceEcp: null, surcharge: 0 });
    expect(packItemToSummary(item, 'EUR')).toMatchObject({
      sku: '100001',
      currency: 'EUR',
      price: 4749,
      wasPrice: 5599,
    });
  });

  it('converts sterling at the one rate for an item stored before the euro list, until the next delta', () => {
    const old = packItem('100001', { price: 3895, wasPrice: null, surcharge: 4500 });
    expect(packPrices(old, 'EUR')).toEqual({ price: 4557, wasPrice: null, wasPriceEcp: null, surcharge: 5265 });
  });
});
