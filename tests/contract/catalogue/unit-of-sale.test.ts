import { describe, expect, it } from 'vitest';
import { leftOver, unitOfSaleOf, unitsToCover } from '../../../contract/catalogue/unit-of-sale';

const attrs = (...pairs: [string, string][]) => pairs.map(([code, value]) => ({ code, value }));

describe('a part’s unit of sale, from its attributes', () => {
  it('a pair, a pack, a fluid and a piece', () => {
    expect(unitOfSaleOf(attrs(['position', 'Front Axle'], ['pack', '2']))).toEqual({
      covers: 2,
      litres: false,
      label: 'pair',
    });
    expect(unitOfSaleOf(attrs(['pack', '10']))).toMatchObject({ covers: 10, label: 'pack of 10' });
    expect(unitOfSaleOf(attrs(['capacity', '5']))).toEqual({ covers: 5, litres: true, label: '5 litre can' });
    expect(unitOfSaleOf(attrs(['capacity', '0.5']))).toMatchObject({ covers: 0.5, label: '500 ml bottle' });
    expect(unitOfSaleOf(attrs(['pack', '1']))).toEqual({ covers: 1, litres: false, label: 'each' });
    expect(unitOfSaleOf([])).toEqual({ covers: 1, litres: false, label: 'each' });
  });

  it('a value that is not a positive number states nothing', () => {
    for (const value of ['', '0', '-2', 'two', '2x'])
      expect(unitOfSaleOf(attrs(['pack', value]))).toMatchObject({ covers: 1, label: 'each' });
  });
});

describe('units of sale a job takes', () => {
  it('pairs: a disc job needs 2 discs, one pair; 3 discs would be two pairs', () => {
    expect(unitsToCover(2, { covers: 2 })).toBe(1);
    expect(unitsToCover(3, { covers: 2 })).toBe(2);
  });

  it('sets: a pad job needs one axle set, sold as one set; wipers 2 blades, one set of 2 or two single blades', () => {
    expect(unitsToCover(1, { covers: 1 })).toBe(1);
    expect(unitsToCover(2, { covers: 2 })).toBe(1);
    expect(unitsToCover(2, { covers: 1 })).toBe(2);
  });

  it('per-wheel parts: one side takes one; sold in pairs, it still takes one pair', () => {
    expect(unitsToCover(1, { covers: 1 })).toBe(1);
    expect(unitsToCover(1, { covers: 2 })).toBe(1);
    expect(leftOver(1, { covers: 2 })).toBe(1);
  });

  it('per-cylinder parts: four spark plugs sold each are four, a pack of 4 is one', () => {
    expect(unitsToCover(4, { covers: 1 })).toBe(4);
    expect(unitsToCover(4, { covers: 4 })).toBe(1);
    expect(unitsToCover(6, { covers: 4 })).toBe(2);
  });

  it('fluids: 4.3 litres is five 1 L bottles or one 5 L can; a litre of brake fluid two 500 ml bottles', () => {
    expect(unitsToCover(4.3, { covers: 1 })).toBe(5);
    expect(unitsToCover(4.3, { covers: 5 })).toBe(1);
    expect(unitsToCover(1, { covers: 0.5 })).toBe(2);
    expect(leftOver(4.3, { covers: 5 })).toBe(0.7);
    // Floating point never adds a bottle: 4.1 + 0.2 litres is 4.3.
    expect(unitsToCover(4.1 + 0.2, { covers: 1 })).toBe(5);
    expect(unitsToCover(4, { covers: 1 })).toBe(4);
  });

  it('nothing asked still takes one', () => {
    expect(unitsToCover(0, { covers: 2 })).toBe(1);
  });
});
