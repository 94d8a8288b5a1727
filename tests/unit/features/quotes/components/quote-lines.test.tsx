import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Quote, QuoteItem } from '../../../../../contract/quotes/schemas';
import { QuoteLines } from '../../../../../src/features/quotes/components/quote-lines';
import type { QuoteNotes } from '../../../../../src/features/quotes/quote-notes';
import { PricingContext } from '../../../../../src/ui/pricing-context';

/** The lines read stock through TanStack Query (no server here: it says it could not be checked). */
function render(ui: ReactNode, incTax = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderPlain(
    <QueryClientProvider client={client}>
      <PricingContext.Provider value={{ currency: 'GBP', incTax }}>{ui}</PricingContext.Provider>
    </QueryClientProvider>,
  );
}

const item = (id: string, over: Partial<QuoteItem> = {}): QuoteItem => ({
  id,
  position: 'a0',
  product: '/products/100001',
  quantity: 2,
  note: null,
  rev: 1,
  unitPrice: { excTax: 3895 },
  taxRate: 2000,
  productName: 'Brembo Front Brake Pad Set',
  ...over,
});
const pads = item('0190f0c8-2c3a-7000-8000-000000000001');
const wipers = item('0190f0c8-2c3a-7000-8000-000000000002', {
  product: '/products/100008',
  productName: 'Bosch Aerotwin 650',
  quantity: 1,
  unitPrice: { excTax: 1299 },
  currentUnitPrice: { excTax: 1399 },
});
const quote = { currency: 'GBP', items: [pads, wipers] } as Quote;
const notes = (over: Partial<QuoteNotes> = {}): QuoteNotes => ({
  byPath: new Map(),
  general: [],
  waiting: new Set(),
  ...over,
});

/** The quote's lines: prices, the edits in place, and beside each line what the server said of it. */
describe('the quote’s lines', () => {
  it('shows each line’s quoted price and total, and today’s price when it moved', () => {
    render(<QuoteLines quote={quote} notes={notes()} onQuantity={vi.fn()} onNote={vi.fn()} onRemove={vi.fn()} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain('£38.95 ex. VAT each');
    expect(first!.textContent).toContain('£77.90 ex. VAT');
    expect(second!.textContent).toContain('Today £13.99 ex. VAT each');
  });

  it('follows the header’s VAT switch and says which, like every other price (issue 43)', () => {
    render(<QuoteLines quote={quote} notes={notes()} onQuantity={vi.fn()} onNote={vi.fn()} onRemove={vi.fn()} />, true);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain('£46.74 inc. VAT each');
    expect(first!.textContent).toContain('£93.48 inc. VAT');
    expect(second!.textContent).toContain('Today £16.79 inc. VAT each');
  });

  it('labels the note as one the customer sees (it is printed and shared)', () => {
    render(<QuoteLines quote={quote} notes={notes()} onQuantity={vi.fn()} onNote={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getAllByText('Note the customer sees (optional)')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Note the customer sees on Brembo Front Brake Pad Set' })).toBeTruthy();
  });

  it('saves a quantity when the field is left, and removes a line', () => {
    const onQuantity = vi.fn();
    const onRemove = vi.fn();
    render(<QuoteLines quote={quote} notes={notes()} onQuantity={onQuantity} onNote={vi.fn()} onRemove={onRemove} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Brembo Front Brake Pad Set' });
    fireEvent.change(field, { target: { value: '4' } });
    expect(onQuantity).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(onQuantity).toHaveBeenCalledWith(pads, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bosch Aerotwin 650' }));
    expect(onRemove).toHaveBeenCalledWith(wipers);
  });

  it('shows a refusal beside the line it refused, and the waiting mark on a line not yet sent', () => {
    const refused = {
      kind: 'refused' as const,
      entryId: 'e1',
      message: 'We could not find this part in the catalogue.',
    };
    render(
      <QuoteLines
        quote={quote}
        notes={notes({
          byPath: new Map([[`items[${wipers.id}]`, [refused]]]),
          waiting: new Set([`items[${pads.id}]`]),
        })}
        onQuantity={vi.fn()}
        onNote={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(second!).getByRole('alert').textContent).toContain(refused.message);
    expect(within(second!).getByRole('button', { name: 'Discard this change' })).toBeTruthy();
    expect(within(first!).queryByRole('alert')).toBeNull();
    expect(within(first!).getByText('Waiting to be sent')).toBeTruthy();
  });
});
