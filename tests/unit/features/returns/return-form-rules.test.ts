import { describe, expect, it } from 'vitest';
import { notReturnableMessages, returnMessages } from '../../../../contract/returns/messages';
import type { DigitalReturn, ReturnProduct } from '../../../../contract/returns/schemas';
import { nextLookIn } from '../../../../src/features/returns/api/returns';
import { checkChoices, errorsFromViolations } from '../../../../src/features/returns/return-form-rules';

const product = (id: string, over: Partial<ReturnProduct> = {}): ReturnProduct => ({
  id,
  sku: `SKU-${id}`,
  description: `Part ${id}`,
  quantity: 3,
  deliveredQuantity: 3,
  returnedQuantity: 0,
  pendingQuantity: 0,
  returnableQuantity: 3,
  unitPrice: 1000,
  vatRate: 2000,
  currency: 'GBP',
  kind: 'part',
  exchangeSurcharge: 0,
  notReturnable: null,
  returnBy: '2026-04-09',
  ...over,
});
const pads = product('pads');
const discs = product('discs', { returnableQuantity: 1 });
const cat = product('cat', {
  returnableQuantity: 0,
  notReturnable: { code: 'special-order', message: notReturnableMessages['special-order'] },
});

describe('the return form', () => {
  it('sends only the lines with a quantity, with their reason and note', () => {
    const checked = checkChoices([pads, discs, cat], {
      pads: { quantity: '2', reason: 'other', note: ' Bought their own. ' },
      discs: { quantity: '', reason: '', note: '' },
      cat: { quantity: '1', reason: 'faulty', note: '' },
    });
    expect(checked).toEqual({
      lines: [{ orderLine: 'pads', quantity: 2, reason: 'other', note: 'Bought their own.' }],
      errors: {},
      problem: null,
    });
  });

  it('caps the quantity at what can come back, asks a reason, and a note for "Other"', () => {
    const checked = checkChoices([pads, discs], {
      pads: { quantity: '1.5', reason: 'other', note: '' },
      discs: { quantity: '2', reason: '', note: '' },
    });
    expect(checked.lines).toEqual([]);
    expect(checked.errors).toEqual({
      pads: { quantity: returnMessages.quantity, note: returnMessages.note },
      discs: { quantity: returnMessages.returnable(1), reason: returnMessages.reason },
    });
    expect(checkChoices([pads], {}).problem).toBe(returnMessages.chooseLines);
  });

  it('puts the server’s violations beside the line they name', () => {
    const sent = [
      { orderLine: 'pads', quantity: 2, reason: 'faulty' as const },
      { orderLine: 'discs', quantity: 1, reason: 'faulty' as const },
    ];
    expect(
      errorsFromViolations(
        [
          { propertyPath: 'lines[1].quantity', message: 'At most 0' },
          { propertyPath: 'lines[0].note', message: 'Say why' },
          { propertyPath: 'order', message: 'No order' },
        ],
        sent,
      ),
    ).toEqual({ errors: { discs: { quantity: 'At most 0' }, pads: { note: 'Say why' } }, problem: 'No order' });
  });

  it('reads a return again just after the van is due, and not once it is at rest', () => {
    const now = Date.parse('2026-03-10T10:00:00Z');
    const at = (state: DigitalReturn['state'], collectAt: string | null = null) =>
      ({ state, collectAt }) as DigitalReturn;
    expect(nextLookIn(at('approved', '2026-03-10T10:00:03Z'), now)).toBe(4_000);
    expect(nextLookIn(at('approved', '2026-03-10T09:00:00Z'), now)).toBe(1_000);
    expect(nextLookIn(at('approved', '2026-03-10T12:00:00Z'), now)).toBe(60_000);
    expect(nextLookIn(at('requested'), now)).toBe(60_000);
    expect(nextLookIn(at('credited'), now)).toBe(false);
    expect(nextLookIn(undefined, now)).toBe(false);
  });
});
