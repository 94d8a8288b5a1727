import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasketFromQuote, Quote } from '../../../../../contract/quotes/schemas';
import { ToBasket } from '../../../../../src/features/quotes/components/to-basket';
import { sampleQuote } from '../../../print/quote/sample-quote';

const calls = vi.hoisted(() => ({ basketFromQuote: vi.fn(), pullQuote: vi.fn() }));
// The network calls only: the component's words and decisions are what is tested.
vi.mock('../../../../../src/features/quotes/api/quote-actions', () => ({ basketFromQuote: calls.basketFromQuote }));
vi.mock('../../../../../src/features/quotes/api/pull-quotes', () => ({ pullQuote: calls.pullQuote }));

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const answer = (over: Partial<BasketFromQuote> = {}): BasketFromQuote => ({
  basketId: '0190f0c8-2c3a-7000-8000-0000000000b1',
  priceChanges: [],
  difference: { excTax: 0, incTax: 0 },
  pricesHeldUntil: null,
  notice: null,
  leftOut: [],
  ...over,
});

function show(quote: Quote, onBasket = vi.fn(async () => {})) {
  render(<ToBasket userId="u1" quote={quote} online sent onBasket={onBasket} />);
  return onBasket;
}

/** Issue 43: what a quote's basket will charge is said before it is made, and what was left out after. */
describe('turning a quote into a basket', () => {
  beforeEach(() => {
    calls.basketFromQuote.mockReset();
    calls.pullQuote.mockReset();
  });

  it('inside its day: the quoted prices, held, and no re-price check', async () => {
    const quote = { ...sampleQuote(), validUntil: day(3) };
    calls.basketFromQuote.mockResolvedValue(answer());
    const onBasket = show(quote);
    expect(screen.getByText(/at the quoted prices\. Prices are held until the end of/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn into a basket' }));
    await waitFor(() => expect(onBasket).toHaveBeenCalledWith(answer().basketId));
    expect(calls.pullQuote).not.toHaveBeenCalled();
  });

  it('run out, or with holds off: says today’s prices before the tap', () => {
    show({ ...sampleQuote(), validUntil: day(-2) });
    expect(
      screen.getByText(/This quote ran out on .*, so its parts go into the basket at today’s prices\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn into a basket at today’s prices' })).toBeTruthy();
  });

  it('names each part left out and why, then opens the basket with the rest', async () => {
    const quote = { ...sampleQuote(), validUntil: day(3) };
    const left = {
      itemId: quote.items[0]!.id,
      product: quote.items[0]!.product,
      productName: 'Brembo discs',
      quantity: 2,
      reason: 'outOfStock' as const,
      message: 'This item is out of stock at Leeds Kirkstall.',
    };
    calls.basketFromQuote.mockResolvedValue(answer({ leftOut: [left] }));
    const onBasket = show(quote);
    fireEvent.click(screen.getByRole('button', { name: 'Turn into a basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'One part was left out of the basket' });
    expect(dialog.textContent).toContain('Brembo discs × 2: This item is out of stock at Leeds Kirkstall.');
    expect(onBasket).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open the basket' }));
    await waitFor(() => expect(onBasket).toHaveBeenCalledWith(answer().basketId));
  });
});
