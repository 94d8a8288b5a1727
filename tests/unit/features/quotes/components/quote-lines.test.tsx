import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Quote, QuoteItem } from '../../../../../contract/quotes/schemas';
import { QuoteLines } from '../../../../../src/features/quotes/components/quote-lines';
import type { QuoteNotes } from '../../../../../src/features/quotes/quote-notes';

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
    expect(first!.textContent).toContain('£38.95 each');
    expect(first!.textContent).toContain('£77.90');
    expect(second!.textContent).toContain('Today £13.99 each');
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
