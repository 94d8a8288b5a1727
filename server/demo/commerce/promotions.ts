import type { PromotionRow } from '../../db/schema';

/**
 * The demo promotions (issue 7): a percentage off a category, a fixed amount over a threshold, a
 * free-delivery code, one that has ended and one for trade accounts only. `categoryPaths` name
 * categories by their slug path; the loader turns them into ids. Money in pence excluding VAT.
 */
export type DemoPromotion = Omit<PromotionRow, 'categoryIds'> & { categoryPaths?: string[] };

export const demoPromotions: DemoPromotion[] = [
  {
    code: 'BRAKES15',
    name: '15% off braking',
    description: '15% off brake pads, discs, calipers, shoes and fitting kits.',
    kind: 'percentOffCategory',
    percentBasisPoints: 1500,
    categoryPaths: ['braking'],
    amountOffExcTax: null,
    thresholdExcTax: null,
    shippingServiceCodes: null,
    startsAt: new Date('2025-01-01T00:00:00Z'),
    endsAt: null,
    tradeOnly: false,
  },
  {
    code: 'SAVE10',
    name: '£10 off orders over £100',
    description: '£10 off when your parts come to £100 or more excluding VAT.',
    kind: 'amountOffOverThreshold',
    percentBasisPoints: null,
    amountOffExcTax: 1000,
    thresholdExcTax: 10000,
    shippingServiceCodes: null,
    startsAt: new Date('2025-01-01T00:00:00Z'),
    endsAt: null,
    tradeOnly: false,
  },
  {
    code: 'FREEDEL',
    name: 'Free next-day delivery',
    description: 'Next-day delivery at no charge, whatever the size of your order.',
    kind: 'freeShipping',
    percentBasisPoints: null,
    amountOffExcTax: null,
    thresholdExcTax: null,
    shippingServiceCodes: ['next-day-delivery'],
    startsAt: new Date('2025-01-01T00:00:00Z'),
    endsAt: null,
    tradeOnly: false,
  },
  {
    code: 'WINTER24',
    name: 'Winter check-up 2024',
    description: '10% off batteries, wipers and bulbs for the winter of 2024.',
    kind: 'percentOffAll',
    percentBasisPoints: 1000,
    amountOffExcTax: null,
    thresholdExcTax: null,
    shippingServiceCodes: null,
    startsAt: new Date('2024-11-01T00:00:00Z'),
    endsAt: new Date('2025-03-01T00:00:00Z'),
    tradeOnly: false,
  },
  {
    code: 'TRADE5',
    name: '5% trade discount',
    description: '5% off everything for trade account customers.',
    kind: 'percentOffAll',
    percentBasisPoints: 500,
    amountOffExcTax: null,
    thresholdExcTax: null,
    shippingServiceCodes: null,
    startsAt: new Date('2025-01-01T00:00:00Z'),
    endsAt: null,
    tradeOnly: true,
  },
];
