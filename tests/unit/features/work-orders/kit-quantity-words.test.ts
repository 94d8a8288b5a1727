import { describe, expect, it } from 'vitest';
import { kitQuantityWords } from '../../../../src/features/work-orders/kit-quantity-words';

const entry = (componentPart: string, engineOilCapacity: number | null = null) => ({
  componentPart,
  fitments: [],
  engineOilCapacity,
});

describe('what a kit fitment takes, as the chooser says it', () => {
  it('a pair, a piece and a kit read before units were said', () => {
    expect(kitQuantityWords(entry('Front Brake Discs'), { sku: null, quantity: 1, unit: 'pair', brands: [] })).toBe(
      'Takes 1 × pair',
    );
    expect(kitQuantityWords(entry('Spark Plugs'), { sku: null, quantity: 3, unit: 'each', brands: [] })).toBe(
      'Takes 3',
    );
    expect(kitQuantityWords(entry('Oil Filter'), { sku: null, quantity: 1, brands: [] })).toBe('Takes 1');
  });

  it('oil: the cans, the oil they hold and the engine’s capacity', () => {
    expect(
      kitQuantityWords(entry('Engine Oil 5L', 4.3), { sku: null, quantity: 1, unit: '5 litre can', brands: [] }),
    ).toBe("Takes 1 × 5 litre can: 5 L for the engine's 4.3 L");
    expect(
      kitQuantityWords(entry('Engine Oil 1L', 4.3), { sku: null, quantity: 5, unit: '1 litre bottle', brands: [] }),
    ).toBe("Takes 5 × 1 litre bottle: 5 L for the engine's 4.3 L");
  });
});
