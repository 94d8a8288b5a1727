import { describe, expect, it } from 'vitest';
import { groupByBrand } from '../../../../src/features/work-orders/part-groups';

describe('part selection’s products by brand', () => {
  it('puts each brand’s products under it, brands by name, products in the order they came', () => {
    const choices = [
      { sku: '3', brand: 'Mintex' },
      { sku: '1', brand: 'Brembo' },
      { sku: '2', brand: 'bosch' },
      { sku: '4', brand: 'Brembo' },
    ];
    expect(groupByBrand(choices).map((group) => [group.brand, group.choices.map((choice) => choice.sku)])).toEqual([
      ['bosch', ['2']],
      ['Brembo', ['1', '4']],
      ['Mintex', ['3']],
    ]);
  });

  it('gives a product without a brand a heading all the same', () => {
    expect(groupByBrand([{ sku: '9', brand: ' ' }]).map((group) => group.brand)).toEqual(['Other brands']);
    expect(groupByBrand([])).toEqual([]);
  });
});
