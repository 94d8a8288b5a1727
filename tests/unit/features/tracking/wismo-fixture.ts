import type { TrackingEvent, WismoOrder } from '../../../../contract/tracking/schemas';

const event = (kind: TrackingEvent['kind'], at: string, extra: Partial<TrackingEvent> = {}): TrackingEvent => ({
  kind,
  at,
  description: kind,
  place: null,
  driver: null,
  vanRegistration: null,
  window: null,
  signedBy: null,
  reason: null,
  carrier: null,
  parcelNumber: null,
  ...extra,
});

const crew = { driver: 'Dave Pearson', vanRegistration: 'YK71 HBN' };
const window = { from: '2026-11-27T10:00:00.000Z', to: '2026-11-27T11:00:00.000Z' };

/** Today's van delivery from Leeds Kirkstall, out with its window. */
export function wismoOrderOf(overrides: Partial<WismoOrder> = {}): WismoOrder {
  const events = [
    event('received', '2026-11-27T07:30:00.000Z', { description: 'Order received', place: 'Leeds Kirkstall' }),
    event('picking', '2026-11-27T07:38:00.000Z', { description: 'Being picked', place: 'Leeds Kirkstall' }),
    event('loaded', '2026-11-27T09:10:00.000Z', { description: 'Loaded on the van', ...crew }),
    event('out-for-delivery', '2026-11-27T09:16:00.000Z', { description: 'Out for delivery', ...crew, window }),
  ];
  return {
    ref: 'WB-482913',
    orderId: 'o1',
    branchId: 'br1',
    branchName: 'Leeds Kirkstall',
    customerReference: 'Job 4411',
    vrm: 'WB19KFD',
    placedAt: '2026-11-27T07:30:00.000Z',
    deliveryMethod: 'van',
    carrier: null,
    status: 'on-the-way',
    window,
    latestEvent: events.at(-1)!,
    asOf: '2026-11-27T09:20:00.000Z',
    events,
    ...overrides,
  };
}

export const summaryOf = ({ events: _events, ...summary }: WismoOrder) => summary;
