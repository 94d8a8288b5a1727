import { describe, expect, it } from 'vitest';
import { basketMessages } from '../../../../contract/basket/messages';
import { basketChanges, lineIndexOf, stillWaiting } from '../../../../src/features/basket/basket-changes';
import type { OutboxEntry } from '../../../../src/db/outbox';
import type { ChangeStatus, EntityChange } from '../../../../src/sync/entity-changes';
import { entry } from '../../sync/support';

const change = (id: string, operation: string, payload: unknown, status: ChangeStatus): EntityChange => ({
  entry: entry({ id, entityId: 'b1', operation, payload }) as OutboxEntry,
  status,
});

describe('basketChanges: each queued change by what it touched', () => {
  it('reads the line a violation names, in either path form', () => {
    expect(lineIndexOf('lines[2].quantity')).toBe(2);
    expect(lineIndexOf('lines.1.product')).toBe(1);
    expect(lineIndexOf('promoCodes')).toBeNull();
  });

  it("puts a refusal's violation beside its line, and §8's words beside a line refused without one", () => {
    const lines = [
      { id: 'l1', quantity: 4, productName: 'Brembo pads' },
      { id: 'l2', quantity: 1, productName: 'Mann oil filter' },
    ];
    const refused: ChangeStatus = {
      kind: 'refused',
      message: 'Invalid',
      violations: [{ propertyPath: 'lines[0].quantity', message: 'Only 2 in stock at Leeds.' }],
      status: 422,
    };
    const result = basketChanges([change('01', 'basket.lines', { lines }, refused)]);
    expect(result.lines.get('l1')).toMatchObject({ mine: 4, message: 'Only 2 in stock at Leeds.' });
    expect(result.lines.get('l2')?.message).toBe(basketMessages.addProblem('Mann oil filter'));
  });

  it('says a 5xx is still "There was a problem…" while the change is kept, and nothing for a network failure', () => {
    const lines = [{ id: 'l1', quantity: 1, productName: 'Brembo pads' }];
    const failing = basketChanges([
      change('01', 'basket.lines', { lines }, { kind: 'retrying', reason: 'Server error', attempts: 3, status: 500 }),
    ]);
    expect(failing.lines.get('l1')?.message).toBe(basketMessages.addProblem('Brembo pads'));
    const offline = basketChanges([
      change(
        '01',
        'basket.lines',
        { lines },
        { kind: 'retrying', reason: 'Network error', attempts: 1, status: undefined },
      ),
    ]);
    expect(offline.lines.get('l1')?.message).toBeNull();
  });

  it("keeps both quantities of a clash: the person's and the server's copy's", () => {
    const theirs = { lines: [{ id: 'l1', quantity: 5 }] };
    const result = basketChanges([
      change(
        '01',
        'basket.lines',
        {
          lines: [
            { id: 'l1', quantity: 3 },
            { id: 'l9', quantity: 1 },
          ],
        },
        { kind: 'conflict', message: 'Changed', mine: null, theirs },
      ),
    ]);
    expect(result.lines.get('l1')).toMatchObject({ mine: 3, theirs: 5 });
    expect(result.lines.get('l9')).toMatchObject({ mine: 1, theirs: null });
  });

  it('lists codes with their first violation, the latest delivery choice, and counts what still goes', () => {
    const changes = [
      change('01', 'basket.promotions', { code: 'BRAKES15' }, { kind: 'waiting' }),
      change(
        '02',
        'basket.promotions',
        { code: 'NOPE' },
        {
          kind: 'refused',
          message: 'Invalid',
          violations: [{ propertyPath: 'promoCodes', message: 'Not recognised.' }],
          status: 422,
        },
      ),
      change(
        '03',
        'basket.shipping',
        { shipping: { service: 'click-and-collect', date: '2026-03-10' } },
        { kind: 'refused', message: 'Too late for today.', violations: [], status: 422 },
      ),
    ];
    const result = basketChanges(changes);
    expect(result.codes.map((c) => [c.code, c.message])).toEqual([
      ['BRAKES15', null],
      ['NOPE', 'Not recognised.'],
    ]);
    expect(result.shipping).toMatchObject({ choice: { service: 'click-and-collect' }, message: 'Too late for today.' });
    expect(stillWaiting(changes)).toBe(1);
  });
});
