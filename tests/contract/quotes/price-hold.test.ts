import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldPriceWords, holdsAt } from '../../../contract/basket/price-hold';
import { hasRunOut, holdEndsAt, pricesHeldAt } from '../../../contract/quotes/price-hold';

/** Issue 43: a quote's prices hold to the end of its valid-until day (UTC), unless holds are off. */
describe('a quote’s price hold', () => {
  it('ends at the midnight after the last day, and the basket line’s hold ends with it', () => {
    expect(holdEndsAt('2026-03-12').toISOString()).toBe('2026-03-13T00:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), (offset) => {
        const now = new Date(Date.parse('2026-03-13T00:00:00Z') + offset);
        const held = pricesHeldAt({ validUntil: '2026-03-12' }, now);
        expect(held).toBe(offset < 0);
        expect(hasRunOut('2026-03-12', now)).toBe(!held);
        expect(holdsAt({ heldUntil: holdEndsAt('2026-03-12').toISOString() }, now)).toBe(held);
      }),
    );
  });

  it('promises nothing when the business has turned holds off', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(pricesHeldAt({ validUntil: '2026-03-12', pricesHeld: false }, now)).toBe(false);
    expect(pricesHeldAt({ validUntil: '2026-03-12', pricesHeld: true }, now)).toBe(true);
  });

  it('says in the basket until which day the quoted price holds', () => {
    expect(heldPriceWords({ heldUntil: '2026-03-13T00:00:00.000Z' })).toBe(
      'Quoted price, held until the end of 12 March 2026',
    );
  });
});
