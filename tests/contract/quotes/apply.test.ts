import { describe, expect, it } from 'vitest';
import { applyQuoteChange, type QuoteDocument } from '../../../contract/quotes/apply';
import { quoteChangesSchema } from '../../../contract/quotes/intents';
import { quoteDateSchema } from '../../../contract/quotes/schemas';
import { quoteQueryDate } from '../../../contract/quotes/routes';

const line = (id: string, position: string, quantity = 1) => ({
  id,
  position,
  rev: 1,
  product: '/products/100001',
  quantity,
  note: null,
  unitPrice: { excTax: 3895 },
  taxRate: 2000,
  productName: 'Brembo Front Brake Pad Set',
});

const quote: QuoteDocument = {
  name: 'Brake job',
  vehicle: { registration: 'WB19 KFD', description: null },
  customerName: null,
  customerPhone: null,
  validUntil: '2026-12-11',
  items: [line('00000000-0000-7000-8000-000000000001', 'a0'), line('00000000-0000-7000-8000-000000000002', 'a1')],
};
const [first] = quote.items as [QuoteDocument['items'][number]];

describe('a quote’s intents, as the server and the device apply them', () => {
  it('adds a line between two others by its position, at rev 1', () => {
    const added = applyQuoteChange(quote, {
      op: 'addLine',
      kind: 'item',
      line: {
        id: '00000000-0000-7000-8000-000000000003',
        position: 'a0V',
        product: '/products/100003',
        quantity: 1,
        note: null,
      },
    });
    expect(added.changed).toBe(true);
    expect(added.doc.items.map((item) => [item.position, item.rev])).toEqual([
      ['a0', 1],
      ['a0V', 1],
      ['a1', 1],
    ]);
  });

  it('names a clash by the line’s path with both values, and moves the line’s rev when it lands', () => {
    const changed = applyQuoteChange(quote, {
      op: 'updateLine',
      kind: 'item',
      id: first.id,
      base: { quantity: 1 },
      set: { quantity: 2 },
    });
    expect(changed.doc.items[0]).toMatchObject({ quantity: 2, rev: 2 });
    const late = applyQuoteChange(changed.doc, {
      op: 'updateLine',
      kind: 'item',
      id: first.id,
      base: { quantity: 1 },
      set: { quantity: 3 },
    });
    expect(late.clashes).toEqual([{ path: `items[${first.id}].quantity`, reason: 'changed', yours: 3, theirs: 2 }]);
  });

  it('has no status: the intents’ schema refuses a status move, and a quote line never locks', () => {
    expect(quoteChangesSchema.safeParse({ changes: [{ op: 'setStatus', from: 'a', to: 'b' }] }).success).toBe(false);
    const parsed = quoteChangesSchema.parse({
      changes: [{ op: 'updateLine', kind: 'item', id: first.id, base: { quantity: 1 }, set: { quantity: 5 } }],
    });
    // Nothing the device did not set is filled in by a default (a note of null would clash).
    expect(parsed.changes[0]).toMatchObject({ set: { quantity: 5 } });
    expect(Object.keys((parsed.changes[0] as { set: object }).set)).toEqual(['quantity']);
  });
});

describe('the quote’s dates', () => {
  it('takes a day that exists as yyyy-MM-dd, and the list’s dates as yyyy-MM-ddTHH:mm:ss', () => {
    expect(quoteDateSchema.safeParse('2026-12-11').success).toBe(true);
    expect(quoteDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(quoteDateSchema.safeParse('11/12/2026').success).toBe(false);
    expect(quoteQueryDate().safeParse('2026-11-27T09:30:00').success).toBe(true);
    expect(quoteQueryDate().safeParse('2026-11-27T24:30:00').success).toBe(false);
    expect(quoteQueryDate().safeParse('2026-11-27').success).toBe(false);
  });
});
