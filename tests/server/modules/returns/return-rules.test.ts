import { describe, expect, it } from 'vitest';
import {
  kindOf,
  returnabilityOf,
  scheduleOf,
  type PartKindRule,
} from '../../../../server/modules/returns/return-rules';

const kinds: PartKindRule[] = [
  { categoryPath: 'electrical', kind: 'electrical-unit', returnable: false },
  { categoryPath: 'electrical/alternators', kind: 'exchange-unit', returnable: true },
  { categoryPath: 'exhaust-system/catalytic-converters', kind: 'special-order', returnable: false },
];
const delivered = new Date('2026-03-10T10:00:00Z');
const facts = (over: Partial<Parameters<typeof returnabilityOf>[0]> = {}) => ({
  orderStatus: 'placed' as const,
  deliveredAt: delivered,
  quantity: 4,
  returned: 0,
  pending: 0,
  kind: { kind: 'part' as const, returnable: true },
  now: new Date('2026-03-12T10:00:00Z'),
  windowDays: 30,
  ...over,
});

describe('return rules', () => {
  it('takes the most precise category rule, and a plain part where none covers it', () => {
    expect(kindOf('electrical/alternators', kinds)).toEqual({ kind: 'exchange-unit', returnable: true });
    expect(kindOf('electrical/alternators/remanufactured', kinds)).toEqual({ kind: 'exchange-unit', returnable: true });
    expect(kindOf('electrical/starter-motors', kinds)).toEqual({ kind: 'electrical-unit', returnable: false });
    expect(kindOf('electrically', kinds)).toEqual({ kind: 'part', returnable: true });
    expect(kindOf(undefined, kinds)).toEqual({ kind: 'part', returnable: true });
  });

  it('returnable is delivered − returned − pending, never below 0', () => {
    expect(returnabilityOf(facts())).toMatchObject({ delivered: 4, returnable: 4, notReturnable: null });
    expect(returnabilityOf(facts({ returned: 1, pending: 2 }))).toMatchObject({ returnable: 1, notReturnable: null });
    expect(returnabilityOf(facts({ returned: 2, pending: 2 }))).toMatchObject({
      returnable: 0,
      notReturnable: 'already-returned',
    });
    expect(returnabilityOf(facts({ returned: 3, pending: 3 })).returnable).toBe(0);
  });

  it('says why nothing can come back: not delivered, cancelled, a kind that cannot, the window', () => {
    expect(returnabilityOf(facts({ orderStatus: 'awaiting-payment', deliveredAt: null }))).toMatchObject({
      delivered: 0,
      notReturnable: 'not-delivered',
      returnBy: null,
    });
    expect(returnabilityOf(facts({ orderStatus: 'cancelled' })).notReturnable).toBe('cancelled');
    expect(returnabilityOf(facts({ kind: { kind: 'special-order', returnable: false } })).notReturnable).toBe(
      'special-order',
    );
    expect(returnabilityOf(facts({ kind: { kind: 'electrical-unit', returnable: false } })).notReturnable).toBe(
      'electrical-unit',
    );
    expect(returnabilityOf(facts({ kind: { kind: 'exchange-unit', returnable: true } })).returnable).toBe(4);
    // 30 days from delivery: the last moment is 9 April 10:59 in the UK (BST), the next is out.
    expect(returnabilityOf(facts()).returnBy).toBe('2026-04-09');
    expect(returnabilityOf(facts({ now: new Date('2026-04-09T09:59:59Z') })).returnable).toBe(4);
    expect(returnabilityOf(facts({ now: new Date('2026-04-09T10:00:00Z') })).notReturnable).toBe('outside-window');
    expect(returnabilityOf(facts({ windowDays: 60, now: new Date('2026-04-20T10:00:00Z') })).returnable).toBe(4);
  });

  it('schedules approval, the van and the credit from the settings; none when the branch decides', () => {
    const at = new Date('2026-03-12T10:00:00Z');
    const settings = { approveAfterMinutes: 0, collectAfterMinutes: 120, creditAfterMinutes: 30 };
    expect(scheduleOf(at, settings)).toEqual({
      approveAt: at,
      collectAt: new Date('2026-03-12T12:00:00Z'),
      creditAt: new Date('2026-03-12T12:30:00Z'),
    });
    expect(scheduleOf(at, settings, 5).collectAt).toEqual(new Date('2026-03-12T10:00:05Z'));
    expect(scheduleOf(at, { ...settings, approveAfterMinutes: null })).toEqual({
      approveAt: null,
      collectAt: null,
      creditAt: null,
    });
  });
});
