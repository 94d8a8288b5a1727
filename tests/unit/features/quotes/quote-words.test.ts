import { describe, expect, it } from 'vitest';
import type { PriceChange, QuoteItem } from '../../../../contract/quotes/schemas';
import { expectedReprice, refusedLines, repriceMessage } from '../../../../src/features/quotes/quote-words';

const change = (incTax: number): PriceChange => ({
  itemId: `line-${incTax}`,
  product: '/products/100001',
  productName: 'Brembo Front Brake Pad Set',
  quantity: 1,
  quoted: { excTax: 1000 },
  now: { excTax: 1000 },
  difference: { excTax: incTax, incTax },
});

const answer = (...differences: number[]) => ({
  priceChanges: differences.map(change),
  difference: { excTax: 0, incTax: differences.reduce((sum, value) => sum + value, 0) },
});

describe('the re-price warning before a quote becomes a basket', () => {
  it('says how many prices changed and by how much in all', () => {
    expect(repriceMessage(answer(200, 120), 'GBP')).toBe('2 prices changed since this quote: £3.20 more in all');
  });

  it('says one price, and less when the parts are cheaper now', () => {
    expect(repriceMessage(answer(-110), 'GBP')).toBe('1 price changed since this quote: £1.10 less in all');
  });

  it('writes euro for a quote in euro', () => {
    expect(repriceMessage(answer(250), 'EUR')).toBe('1 price changed since this quote: €2.50 more in all');
  });

  it('says the total is the same when the changes cancel out', () => {
    expect(repriceMessage(answer(150, -150), 'GBP')).toBe('2 prices changed since this quote: the same in all');
  });

  it('says nothing when every price is as quoted', () => {
    expect(repriceMessage(answer(), 'GBP')).toBeNull();
  });
});

describe('the moves read from the quote before converting', () => {
  const item = (id: string, quoted: number, now: number | null | undefined, quantity: number): QuoteItem => ({
    id,
    position: 'a0',
    product: `/products/${id}`,
    quantity,
    note: null,
    rev: 1,
    unitPrice: { excTax: quoted },
    taxRate: 2000,
    productName: `Part ${id}`,
    ...(now === undefined ? {} : { currentUnitPrice: now === null ? null : { excTax: now } }),
  });

  it('adds up each moved line at today’s price with VAT, leaving out parts as quoted or no longer sold', () => {
    const reprice = expectedReprice({
      items: [
        item('1', 1000, 1100, 2),
        item('2', 500, undefined, 1),
        item('3', 800, null, 1),
        item('4', 2500, 2550, 1),
      ],
    });
    expect(reprice.priceChanges.map((moved) => [moved.itemId, moved.difference])).toEqual([
      ['1', { excTax: 200, incTax: 240 }],
      ['4', { excTax: 50, incTax: 60 }],
    ]);
    expect(reprice.difference).toEqual({ excTax: 250, incTax: 300 });
    expect(repriceMessage(reprice, 'GBP')).toBe('2 prices changed since this quote: £3.00 more in all');
  });
});

describe('a quote none of whose parts can be bought (issue 43)', () => {
  it('names each part with its reason, under the server’s sentence', () => {
    const items = [
      { id: 'a', product: '/products/100002', productName: 'Brembo discs' },
      { id: 'b', product: '/products/100003', productName: null },
    ] as QuoteItem[];
    const refused = refusedLines(
      [
        { propertyPath: 'wishlistId', message: 'None of the parts on this quote can be bought online now.' },
        { propertyPath: 'items[a].product', message: 'This product cannot be bought online.' },
        { propertyPath: 'items[b].product', message: 'This item is out of stock at Leeds Kirkstall.' },
      ],
      { items },
    );
    expect(refused).toEqual({
      message: 'None of the parts on this quote can be bought online now.',
      lines: [
        'Brembo discs: This product cannot be bought online.',
        '100003: This item is out of stock at Leeds Kirkstall.',
      ],
    });
    expect(refusedLines([{ propertyPath: 'wishlistId', message: 'This quote has no parts.' }], { items })).toBeNull();
  });
});
