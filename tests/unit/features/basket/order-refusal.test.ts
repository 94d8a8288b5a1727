import { describe, expect, it } from 'vitest';
import type { BasketLine } from '../../../../contract/basket/schemas';
import { shippingMessages } from '../../../../contract/shipping/messages';
import { basketChanges, chosenShipping } from '../../../../src/features/basket/basket-changes';
import { besideFields, orderRefusalOf } from '../../../../src/features/basket/order-refusal';
import type { OutboxEntry } from '../../../../src/db/outbox';
import type { ChangeStatus, EntityChange } from '../../../../src/sync/entity-changes';
import { entry } from '../../sync/support';

const change = (id: string, operation: string, payload: unknown, status: ChangeStatus): EntityChange => ({
  entry: entry({ id, entityId: 'b1', operation, payload }) as OutboxEntry,
  status,
});
const refused = (violations: { propertyPath: string; message: string }[], message = 'Validation failed') =>
  ({ kind: 'refused', message, violations, status: 422 }) as const;
const lines = [{ id: 'l1' }, { id: 'l2' }] as BasketLine[];
const confirm = { orderId: 'o1', expectedTotalIncTax: 1000 };

describe('a refused order, beside the fields it names (BSK-13, core §8)', () => {
  it('puts a line’s violation beside that line, the delivery’s beside the delivery, the reference’s beside it', () => {
    const refusal = orderRefusalOf(
      change(
        '01',
        'basket.confirm',
        confirm,
        refused([
          { propertyPath: 'lines[1].quantity', message: 'Only 2 left at Leeds Kirkstall.' },
          { propertyPath: 'shipping.date', message: shippingMessages.pastDate },
          { propertyPath: 'customerReference', message: 'At most 35 characters.' },
        ]),
      ),
      lines,
    );
    expect(refusal).toEqual({
      lines: new Map([['l2', 'Only 2 left at Leeds Kirkstall.']]),
      shipping: shippingMessages.pastDate,
      customerReference: 'At most 35 characters.',
      other: [],
    });
    expect(besideFields(refusal!)).toBe(true);
  });

  it('keeps for the page alert what names no field shown, and the message of a refusal without violations', () => {
    const empty = orderRefusalOf(
      change('01', 'basket.confirm', confirm, refused([{ propertyPath: 'lines', message: 'Your basket is empty.' }])),
      lines,
    );
    expect(empty?.other).toEqual(['Your basket is empty.']);
    expect(besideFields(empty!)).toBe(false);
    const gone = orderRefusalOf(
      change('01', 'basket.confirm', confirm, refused([{ propertyPath: 'lines[5].product', message: 'Gone.' }])),
      lines,
    );
    expect(gone?.other).toEqual(['Gone.']);
    expect(orderRefusalOf(change('01', 'basket.confirm', confirm, refused([], 'Not allowed.')), lines)?.other).toEqual([
      'Not allowed.',
    ]);
  });

  it('is nothing while the order waits, and only the latest order placed counts', () => {
    expect(orderRefusalOf(null, lines)).toBeNull();
    const first = change('01', 'basket.confirm', confirm, refused([{ propertyPath: 'shipping', message: 'No.' }]));
    const again = change('02', 'basket.confirm', { ...confirm, orderId: 'o2' }, { kind: 'waiting' });
    expect(basketChanges([first]).order).toBe(first);
    expect(basketChanges([first, again]).order).toBeNull();
  });
});

describe('the delivery the basket really has', () => {
  const choice = { service: 'click-and-collect', date: '2026-03-10' };

  it('is the chosen one, unless that choice was refused', () => {
    expect(chosenShipping(choice, null)).toBe(choice);
    const waiting = { entryId: '01', status: { kind: 'waiting' } as const, choice, message: null };
    expect(chosenShipping(choice, waiting)).toBe(choice);
    const no = { ...waiting, status: refused([{ propertyPath: 'shipping', message: 'No.' }]), message: 'No.' };
    expect(chosenShipping(choice, no)).toBeNull();
    // A refused earlier choice does not undo another one the basket has.
    expect(chosenShipping({ ...choice, service: 'next-day-delivery' }, no)).toMatchObject({
      service: 'next-day-delivery',
    });
    expect(chosenShipping(null, null)).toBeNull();
  });
});
