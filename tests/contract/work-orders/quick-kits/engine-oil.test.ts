import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitsToCover } from '../../../../contract/catalogue/unit-of-sale';
import { engineOilPlan } from '../../../../contract/work-orders/quick-kits/engine-oil';

const plan = (capacity: number, litrePrice: number | null, canPrice: number | null) =>
  Object.fromEntries(
    engineOilPlan(capacity, [
      { litres: 1, price: litrePrice },
      { litres: 5, price: canPrice },
    ]),
  );

describe('engine oil: the fewest, cheapest cans that hold the capacity (issue 42)', () => {
  it('4.3 L: one 5 L can or five 1 L bottles, whichever costs less, never both', () => {
    expect(plan(4.3, 1_095, 2_995)).toEqual({ 5: 1 });
    expect(plan(4.3, 495, 2_995)).toEqual({ 1: 5 });
  });

  it('6.2 L: a can topped up with two bottles when that is cheaper than two cans', () => {
    expect(plan(6.2, 1_095, 2_995)).toEqual({ 5: 1, 1: 2 });
    // Bottles dear: two cans cost less than a can and two bottles.
    expect(plan(6.2, 1_800, 2_995)).toEqual({ 5: 2 });
  });

  it('a tie goes to fewer packs: 5.0 L at £6 a bottle and £30 a can is one can', () => {
    expect(plan(5, 600, 3_000)).toEqual({ 5: 1 });
  });

  it('a size with no priced brand is never chosen; none priced gives no plan', () => {
    expect(plan(4.3, null, 2_995)).toEqual({ 5: 1 });
    expect(plan(4.3, 1_095, 0)).toEqual({ 1: 5 });
    expect(plan(4.3, null, null)).toEqual({});
  });

  it('on any capacity and prices: holds the engine, costs no more than either size alone, and never both alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 120 }).map((tenths) => tenths / 10),
        fc.integer({ min: 100, max: 3_000 }),
        fc.integer({ min: 500, max: 10_000 }),
        (capacity, litre, can) => {
          const chosen = plan(capacity, litre, can);
          const bottles = chosen[1] ?? 0;
          const cans = chosen[5] ?? 0;
          expect(bottles + 5 * cans).toBeGreaterThanOrEqual(capacity - 1e-9);
          const cost = bottles * litre + cans * can;
          expect(cost).toBeLessThanOrEqual(unitsToCover(capacity, { covers: 1 }) * litre);
          expect(cost).toBeLessThanOrEqual(unitsToCover(capacity, { covers: 5 }) * can);
          // Never a whole engine in bottles beside a can: the bottles top up less than a can holds.
          if (cans > 0) expect(bottles).toBeLessThan(5);
          // No can is left untouched: taking one away would no longer hold the engine.
          if (cans > 0) expect(bottles + 5 * (cans - 1)).toBeLessThan(capacity);
        },
      ),
    );
  });
});
