import { describe, expect, it } from 'vitest';
import {
  orderProgressOf,
  orderProgressWords,
  type OrderProgress,
  type OrderProgressFacts,
} from '../../../contract/orders/order-progress';
import type { TrackingEventKind } from '../../../contract/tracking/schemas';

const placed = (kinds: TrackingEventKind[], returnedUnits = 0, orderedUnits = 3): OrderProgressFacts => ({
  status: 'placed',
  trackingEvents: kinds.map((kind) => ({ kind })),
  orderedUnits,
  returnedUnits,
});

const van: TrackingEventKind[] = ['received', 'picking', 'loaded', 'out-for-delivery', 'delivered'];
const parcel: TrackingEventKind[] = ['received', 'picking', 'dispatched', 'at-depot', 'out-for-delivery'];
const collect: TrackingEventKind[] = ['received', 'picking', 'ready-to-collect', 'collected'];

/** Issue 43: an order's status says where it is, from its tracking events and its returns. */
describe('the order’s status from its events', () => {
  const cases: [string, OrderProgressFacts, OrderProgress][] = [
    ['not paid yet', { ...placed([]), status: 'awaiting-payment' }, 'Awaiting payment'],
    ['paid, nothing tracked yet', placed([]), 'Placed'],
    ['received by the branch', placed(['received']), 'Placed'],
    ['being picked', placed(['received', 'picking']), 'Being picked'],
    ['loaded on the van', placed(van.slice(0, 3)), 'Dispatched'],
    ['out for delivery on the van', placed(van.slice(0, 4)), 'Dispatched'],
    ['a parcel collected by the carrier', placed(parcel.slice(0, 3)), 'Dispatched'],
    ['a parcel at the depot', placed(parcel.slice(0, 4)), 'Dispatched'],
    ['a delivery attempted: still out', placed([...van.slice(0, 4), 'attempted']), 'Dispatched'],
    ['ready to collect', placed(collect.slice(0, 3)), 'Ready to collect'],
    ['delivered weeks ago', placed(van), 'Delivered'],
    ['collected at the branch', placed(collect), 'Collected'],
    ['some parts returned', placed(van, 1), 'Part-returned'],
    ['every part returned', placed(van, 3), 'Returned'],
    ['a collected order returned in full', placed(collect, 3), 'Returned'],
    ['cancelled while picking', { ...placed(['received', 'picking', 'cancelled']), status: 'cancelled' }, 'Cancelled'],
    ['cancelled before payment', { ...placed([]), status: 'cancelled' }, 'Cancelled'],
  ];

  it.each(cases)('%s: %s', (_name, facts, word) => {
    expect(orderProgressOf(facts)).toBe(word);
  });

  it('has a case for every word', () => {
    expect(new Set(cases.map(([, , word]) => word))).toEqual(new Set(orderProgressWords));
  });

  it('a cancelled order reads Cancelled whatever came back or happened before', () => {
    expect(orderProgressOf({ ...placed(van, 3), status: 'cancelled' })).toBe('Cancelled');
  });
});
