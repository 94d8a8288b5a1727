import { describe, expect, it } from 'vitest';
import {
  axleOf,
  shortlist,
  suggest,
  unitsOf,
  type Need,
} from '../../../../../server/modules/work-orders/part-selection/suggestion';
import type { CandidatePart } from '../../../../../server/modules/work-orders/part-selection/vehicle-parts';

const part = (sku: string, facts: Partial<CandidatePart> = {}): CandidatePart => ({
  id: `id-${sku}`,
  sku,
  categoryId: '2',
  brandSlug: 'brembo',
  brandName: 'Brembo',
  position: null,
  covers: 1,
  priced: { GBP: true, EUR: true },
  ...facts,
});
const pads: Need = { quantity: 1, position: 'Front Axle', currency: 'GBP' };
const stockOf = (entries: [string, number][]) => new Map(entries.map(([sku, quantity]) => [`id-${sku}`, quantity]));

describe('the part suggested for a repair-data job', () => {
  it('reads the axle a job is on from its description', () => {
    expect(axleOf('Front brake pads - renew')).toBe('Front Axle');
    expect(axleOf('REAR shock absorber - renew (one side)')).toBe('Rear Axle');
    expect(axleOf('Engine oil and filter - renew')).toBeNull();
    expect(axleOf('Frontal sensor - renew')).toBeNull();
  });

  it('counts a fluid in cans, rounded up, a pair as two pieces, and a part by the piece', () => {
    expect(unitsOf({ covers: 5 }, 4)).toBe(1);
    expect(unitsOf({ covers: 1 }, 4)).toBe(4);
    expect(unitsOf({ covers: 0.5 }, 1)).toBe(2);
    expect(unitsOf({ covers: 4 }, 5)).toBe(2);
    expect(unitsOf({ covers: 1 }, 2)).toBe(2);
    // A disc job's two discs are one pair (issue 42: it was two pairs, £149.00 for £74.50).
    expect(unitsOf({ covers: 2 }, 2)).toBe(1);
  });

  it('for one side, a part sold singly over a pair (nothing left over) when both are in stock', () => {
    const shock: Need = { quantity: 1, position: null, currency: 'GBP' };
    const pair = part('100020', { covers: 2 });
    const single = part('100021', { covers: 1 });
    const stock = stockOf([
      ['100020', 3],
      ['100021', 3],
    ]);
    expect(suggest([pair, single], shock, stock)?.sku).toBe('100021');
  });

  it('prefers the job’s axle, then enough stock, then some, then a price, then the catalogue’s order', () => {
    const rear = part('100001', { position: 'Rear Axle' });
    const frontNone = part('100002', { position: 'Front Axle' });
    const frontOne = part('100003', { position: 'Front Axle' });
    const frontUnpriced = part('100004', { position: 'Front Axle', priced: { GBP: false, EUR: true } });
    const candidates = [rear, frontNone, frontOne, frontUnpriced];
    // The rear pads are in stock and first by sku, but the job is on the front axle.
    expect(suggest(candidates, pads, stockOf([['100001', 9]]))?.sku).toBe('100002');
    expect(suggest(candidates, pads, stockOf([['100003', 1]]))?.sku).toBe('100003');
    expect(
      suggest(
        candidates,
        { ...pads, quantity: 2 },
        stockOf([
          ['100003', 1],
          ['100004', 2],
        ]),
      )?.sku,
    ).toBe('100004');
    // Some stock beats none when nobody holds enough; a price beats "price on request".
    expect(suggest(candidates, { ...pads, quantity: 3 }, stockOf([['100004', 2]]))?.sku).toBe('100004');
    expect(suggest([frontUnpriced, frontNone], pads, new Map())?.sku).toBe('100002');
    // In euro the unpriced one has a price.
    expect(suggest([frontUnpriced], { ...pads, currency: 'EUR' }, new Map())?.sku).toBe('100004');
    expect(suggest([], pads, new Map())).toBeUndefined();
  });

  it('takes the can that leaves least over when the branch holds enough of each', () => {
    const oil: Need = { quantity: 4, position: null, currency: 'GBP' };
    const cans = [part('100010', { covers: 20 }), part('100011', { covers: 5 }), part('100012', { covers: 4 })];
    const stock = stockOf([
      ['100010', 5],
      ['100011', 5],
      ['100012', 5],
    ]);
    expect(suggest(cans, oil, stock)?.sku).toBe('100012');
    expect(suggest(cans, oil, stockOf([['100011', 1]]))?.sku).toBe('100011');
  });

  it('asks stock for a shortlist in the same order, less the stock', () => {
    const many = Array.from({ length: 150 }, (_, index) =>
      part(String(200_000 - index), { position: index % 2 ? 'Front Axle' : 'Rear Axle' }),
    );
    const listed = shortlist(many, pads, 10);
    expect(listed).toHaveLength(10);
    expect(listed.every((candidate) => candidate.position === 'Front Axle')).toBe(true);
    const skus = listed.map((candidate) => candidate.sku);
    expect(skus).toEqual([...skus].sort());
    expect(shortlist(many, pads)).toHaveLength(100);
  });
});
