import { describe, expect, it } from 'vitest';
import { addressLabel, addressWords, typeWords } from '../../../../src/features/addresses/address-words';

const market = { type: ['delivery' as const], line1: '14 Market Street', town: 'Leeds' };

describe('address changes in words, for the sync panel', () => {
  it('names an address by its first line and town', () => {
    expect(addressLabel(market)).toBe('14 Market Street, Leeds');
    expect(addressLabel({ line1: 'Unit 4, Trafford Park', town: '' })).toBe('Unit 4, Trafford Park');
  });

  it('says which types, billing before delivery as the contract lists them', () => {
    expect(typeWords(['delivery'])).toBe('delivery');
    expect(typeWords(['delivery', 'billing'])).toBe('billing and delivery');
  });

  it('words each change', () => {
    expect(addressWords.add(market)).toBe('Add delivery address 14 Market Street, Leeds');
    expect(addressWords.add({ ...market, type: ['billing', 'delivery'] }, true)).toBe(
      'Add billing and delivery address 14 Market Street, Leeds as the default',
    );
    expect(addressWords.change(market)).toBe('Change delivery address 14 Market Street, Leeds');
    expect(addressWords.makeDefault(market, 'billing')).toBe(
      'Make 14 Market Street, Leeds the default billing address',
    );
    expect(addressWords.remove(market)).toBe('Delete delivery address 14 Market Street, Leeds');
  });
});
