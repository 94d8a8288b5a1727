import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  priceBasket,
  promotionProblem,
  spreadByLargestRemainder,
  type PricingInput,
  type PricingLine,
} from '../../../contract/basket/pricing';
import { fromSterling } from '../../../contract/money/exchange';
import { withTax } from '../../../contract/money/tax';
import type { PromotionRule } from '../../../contract/promotions/schemas';
import type { ShippingService } from '../../../contract/shipping/schemas';

const now = new Date('2026-03-10T10:00:00Z');
const rule = (overrides: Partial<PromotionRule> & Pick<PromotionRule, 'code' | 'kind'>): PromotionRule => ({
  name: overrides.code,
  startsAt: '2025-01-01T00:00:00.000Z',
  endsAt: null,
  tradeOnly: false,
  ...overrides,
});
const brakes15 = rule({ code: 'BRAKES15', kind: 'percentOffCategory', percentBasisPoints: 1500, categoryIds: ['1'] });
const save10 = rule({ code: 'SAVE10', kind: 'amountOffOverThreshold', amountOffExcTax: 1000, thresholdExcTax: 10000 });
const freedel = rule({ code: 'FREEDEL', kind: 'freeShipping', shippingServiceCodes: ['next-day-delivery'] });
const winter24 = rule({
  code: 'WINTER24',
  kind: 'percentOffAll',
  percentBasisPoints: 1000,
  startsAt: '2024-11-01T00:00:00Z',
  endsAt: '2025-03-01T00:00:00Z',
});
const trade5 = rule({ code: 'TRADE5', kind: 'percentOffAll', percentBasisPoints: 500, tradeOnly: true });
const nextDay: ShippingService = {
  code: 'next-day-delivery',
  name: 'Next-day delivery',
  description: '',
  priceExcTax: 695,
  taxRate: 2000,
  freeOverExcTax: 7500,
  tradeOnly: false,
  kind: 'delivery',
  status: 'active',
  leadDays: 1,
  cutOffTime: null,
  sundays: false,
};

const pads: PricingLine = { id: 'pads', unitPriceExcTax: 3895, taxRate: 2000, quantity: 1, categoryIds: ['1', '2'] };
const oil: PricingLine = { id: 'oil', unitPriceExcTax: 3995, taxRate: 2000, quantity: 1, categoryIds: ['40', '41'] };
const basket = (overrides: Partial<PricingInput>): PricingInput => ({
  currency: 'GBP',
  lines: [pads, oil],
  promotions: [],
  shipping: null,
  isTrade: false,
  now,
  ...overrides,
});

describe('priceBasket', () => {
  it('adds up lines and VAT per line on integers', () => {
    const totals = priceBasket(basket({}));
    expect(totals).toMatchObject({
      currency: 'GBP',
      itemsExcTax: 7890,
      discountExcTax: 0,
      shippingExcTax: 0,
      totalExcTax: 7890,
    });
    expect(totals.totalTax).toBe(withTax(3895, 2000) - 3895 + withTax(3995, 2000) - 3995);
    expect(totals.totalIncTax).toBe(totals.totalExcTax + totals.totalTax);
    expect(totals.lines[0]).toEqual({
      id: 'pads',
      linePriceTotal: { excTax: 3895, incTax: 4674 },
      discount: { excTax: 0 },
      linePriceTotalAfterDiscount: { excTax: 3895, incTax: 4674 },
      promotions: [],
    });
  });

  it('takes a category percentage per line, half-up, on lines whose category or ancestor matches', () => {
    const totals = priceBasket(basket({ promotions: [brakes15] }));
    expect(totals.lines.map((line) => line.discount.excTax)).toEqual([584, 0]); // 584.25
    expect(totals.lines[0]?.linePriceTotalAfterDiscount).toEqual({ excTax: 3311, incTax: withTax(3311, 2000) });
    expect(totals.promotions).toEqual([{ promotionCode: 'BRAKES15', discountExcTax: 584 }]);
    // Half-up: 15% of 10 is 1.5 → 2.
    const tiny = priceBasket(basket({ lines: [{ ...pads, unitPriceExcTax: 10 }], promotions: [brakes15] }));
    expect(tiny.discountExcTax).toBe(2);
  });

  it('counts a threshold on the goods before discounts and spreads a fixed amount exactly', () => {
    expect(priceBasket(basket({ promotions: [save10] })).discountExcTax).toBe(0);
    const lines = [
      { ...pads, quantity: 2 },
      { ...oil, quantity: 1 },
      { id: 'kit', unitPriceExcTax: 895, taxRate: 2000, quantity: 1, categoryIds: ['1', '6'] },
    ];
    const totals = priceBasket(basket({ lines, promotions: [save10] }));
    expect(totals.itemsExcTax).toBe(12680);
    expect(totals.lines.map((line) => line.discount.excTax)).toEqual([614, 315, 71]);
    expect(totals.discountExcTax).toBe(1000);
  });

  it('applies percentages before a fixed amount, and never discounts a line below zero', () => {
    const lines = [{ ...pads, quantity: 3 }];
    const totals = priceBasket(basket({ lines, promotions: [save10, brakes15] }));
    expect(totals.discountExcTax).toBe(1753 + 1000);
    const whole = rule({ code: 'ALL', kind: 'percentOffAll', percentBasisPoints: 10_000 });
    const capped = priceBasket(basket({ promotions: [whole, brakes15] }));
    expect(capped.lines.map((line) => line.linePriceTotalAfterDiscount.excTax)).toEqual([0, 0]);
  });

  it('charges shipping at its rate, free over its threshold, or free with a free-shipping code', () => {
    const charged = priceBasket(basket({ lines: [oil], shipping: nextDay }));
    expect(charged).toMatchObject({ shippingExcTax: 695, totalExcTax: 4690, totalTax: 799 + 139, totalIncTax: 5628 });
    expect(priceBasket(basket({ lines: [oil, oil], shipping: nextDay })).shippingExcTax).toBe(0);
    // Free over £75 counts the goods after discounts: 2 × £39.95 less 10% is under £75.
    const tenPercent = rule({ code: 'TEN', kind: 'percentOffAll', percentBasisPoints: 1000 });
    expect(
      priceBasket(basket({ lines: [{ ...oil, quantity: 2 }], shipping: nextDay, promotions: [tenPercent] }))
        .shippingExcTax,
    ).toBe(695);
    const free = priceBasket(basket({ lines: [oil], shipping: nextDay, promotions: [freedel] }));
    expect(free).toMatchObject({ shippingExcTax: 0, shippingDiscountExcTax: 695, discountExcTax: 0 });
    expect(free.promotions).toEqual([{ promotionCode: 'FREEDEL', discountExcTax: 695 }]);
    const otherService = priceBasket(
      basket({ lines: [oil], shipping: { ...nextDay, code: 'courier' }, promotions: [freedel] }),
    );
    expect(otherService.shippingExcTax).toBe(695);
  });

  it('ignores ended, not yet started and trade-only promotions for whom they are not', () => {
    expect(priceBasket(basket({ promotions: [winter24] })).promotions).toEqual([]);
    expect(priceBasket(basket({ promotions: [trade5] })).discountExcTax).toBe(0);
    expect(priceBasket(basket({ promotions: [trade5], isTrade: true })).discountExcTax).toBe(195 + 200);
    expect(promotionProblem(winter24, { now, isTrade: false, itemsExcTax: 0, currency: 'GBP' })).toBe('expired');
    expect(
      promotionProblem(
        { ...brakes15, startsAt: '2027-01-01T00:00:00Z' },
        { now, isTrade: true, itemsExcTax: 0, currency: 'GBP' },
      ),
    ).toBe('notStarted');
    expect(promotionProblem(trade5, { now, isTrade: false, itemsExcTax: 0, currency: 'GBP' })).toBe('tradeOnly');
    expect(promotionProblem(save10, { now, isTrade: false, itemsExcTax: 9999, currency: 'GBP' })).toBe('threshold');
    expect(promotionProblem(save10, { now, isTrade: false, itemsExcTax: 10000, currency: 'GBP' })).toBeNull();
  });

  it('converts sterling promotion amounts and shipping for a euro basket', () => {
    const euroLines = [{ ...oil, unitPriceExcTax: fromSterling(3995, 'EUR'), taxRate: 2300 }];
    const totals = priceBasket(basket({ currency: 'EUR', lines: euroLines, shipping: nextDay }));
    expect(totals.shippingExcTax).toBe(813); // £6.95 × 1.17 = €8.1315
    expect(totals.totalTax).toBe(withTax(4674, 2300) - 4674 + withTax(813, 2300) - 813);
    // SAVE10's £100 threshold is €117 in a euro basket.
    expect(promotionProblem(save10, { now, isTrade: false, itemsExcTax: 11699, currency: 'EUR' })).toBe('threshold');
    expect(promotionProblem(save10, { now, isTrade: false, itemsExcTax: 11700, currency: 'EUR' })).toBeNull();
  });

  it('leaves out lines of quantity 0', () => {
    expect(priceBasket(basket({ lines: [{ ...pads, quantity: 0 }, oil] })).lines.map((line) => line.id)).toEqual([
      'oil',
    ]);
  });
});

describe('spreadByLargestRemainder', () => {
  it('splits in proportion and gives the remainder to the largest fractions, first ones on a tie', () => {
    expect(spreadByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadByLargestRemainder(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(spreadByLargestRemainder(0, [1, 2])).toEqual([0, 0]);
    expect(spreadByLargestRemainder(5, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the amount and never gives a part more than its weight allows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (weights, wanted) => {
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          const amount = Math.min(wanted, total);
          const parts = spreadByLargestRemainder(amount, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total === 0 ? 0 : amount);
          parts.forEach((part, index) => {
            const exact = total === 0 ? 0 : (amount * (weights[index] ?? 0)) / total;
            expect(part).toBeGreaterThanOrEqual(Math.floor(exact) - 0);
            expect(part).toBeLessThanOrEqual(Math.ceil(exact) + 0);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('priceBasket over many baskets', () => {
  const lineArbitrary = fc.record({
    id: fc.uuid(),
    unitPriceExcTax: fc.integer({ min: 1, max: 250_000 }),
    taxRate: fc.constantFrom(0, 500, 2000, 2300),
    quantity: fc.integer({ min: 0, max: 999 }),
    categoryIds: fc.constantFrom(['1', '2'], ['1', '3'], ['40', '41'], ['7']),
  });
  const inputArbitrary = fc.record({
    currency: fc.constantFrom('GBP' as const, 'EUR' as const),
    lines: fc.array(lineArbitrary, { maxLength: 12 }),
    promotions: fc.subarray([brakes15, save10, freedel, winter24, trade5]),
    shipping: fc.constantFrom(null, nextDay),
    isTrade: fc.boolean(),
    now: fc.constant(now),
  });

  it('keeps every figure whole and consistent: lines add up to the totals, nothing negative', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const totals = priceBasket(input);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        for (const value of [
          totals.itemsExcTax,
          totals.discountExcTax,
          totals.shippingExcTax,
          totals.totalTax,
          totals.totalIncTax,
        ]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(sum(totals.lines.map((line) => line.linePriceTotal.excTax))).toBe(totals.itemsExcTax);
        expect(sum(totals.lines.map((line) => line.discount.excTax))).toBe(totals.discountExcTax);
        expect(totals.totalExcTax).toBe(totals.itemsExcTax - totals.discountExcTax + totals.shippingExcTax);
        expect(totals.totalIncTax).toBe(totals.totalExcTax + totals.totalTax);
        expect(sum(totals.promotions.map((promotion) => promotion.discountExcTax))).toBe(
          totals.discountExcTax + totals.shippingDiscountExcTax,
        );
        for (const line of totals.lines) {
          expect(line.linePriceTotalAfterDiscount.excTax).toBe(line.linePriceTotal.excTax - line.discount.excTax);
          expect(line.linePriceTotalAfterDiscount.excTax).toBeGreaterThanOrEqual(0);
        }
        // The same input prices the same, whatever the order of the promotions.
        expect(priceBasket({ ...input, promotions: [...input.promotions].reverse() }).totalIncTax).toBe(
          totals.totalIncTax,
        );
      }),
      { numRuns: 500, seed: 20261122 },
    );
  });
});
