import { describe, expect, it } from 'vitest';
import { cancelRefusalOf, mayCancel, type CancelFacts } from '../../../contract/orders/cancel-rule';
import type { TrackingEventKind } from '../../../contract/tracking/schemas';

const at = '2026-03-10T10:00:00.000Z';
const placed = (...kinds: TrackingEventKind[]): CancelFacts => ({
  status: 'placed',
  workOrderId: null,
  trackingEvents: kinds.map((kind) => ({ kind, at })),
});

/** Issue 43: an order is cancelled only until it is dispatched or made ready to collect. */
describe('may this order still be cancelled?', () => {
  it('yes while it waits for payment, is received or is being picked', () => {
    expect(mayCancel({ status: 'awaiting-payment', workOrderId: null, trackingEvents: [] })).toBe(true);
    expect(mayCancel(placed())).toBe(true);
    expect(mayCancel(placed('received'))).toBe(true);
    expect(cancelRefusalOf(placed('received', 'picking'))).toBeNull();
  });

  it.each([
    [['received', 'picking', 'loaded'], 'dispatched'],
    [['received', 'picking', 'loaded', 'out-for-delivery'], 'dispatched'],
    [['received', 'picking', 'dispatched', 'at-depot'], 'dispatched'],
    [['received', 'picking', 'loaded', 'out-for-delivery', 'attempted'], 'dispatched'],
    [['received', 'picking', 'ready-to-collect'], 'ready-to-collect'],
    [['received', 'picking', 'ready-to-collect', 'collected'], 'handed-over'],
    [['received', 'picking', 'loaded', 'out-for-delivery', 'delivered'], 'handed-over'],
  ] as [TrackingEventKind[], string][])('no once %j has happened: %s', (kinds, refusal) => {
    expect(cancelRefusalOf(placed(...kinds))).toBe(refusal);
    expect(mayCancel(placed(...kinds))).toBe(false);
  });

  it('the furthest step decides, whatever order the events are listed in', () => {
    expect(cancelRefusalOf(placed('collected', 'ready-to-collect', 'received'))).toBe('handed-over');
  });

  it('no for a cancelled order, nor for parts ordered for a work order', () => {
    expect(cancelRefusalOf({ status: 'cancelled', workOrderId: null, trackingEvents: [] })).toBe('cancelled');
    expect(cancelRefusalOf({ ...placed('received'), workOrderId: 'w1' })).toBe('work-order');
  });
});
