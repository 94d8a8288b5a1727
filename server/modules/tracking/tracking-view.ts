import {
  statusOfKind,
  type DeliveryWindow,
  type TrackingEvent,
  type TrackingStatus,
} from '../../../contract/tracking/schemas';
import type { ScheduledEvent } from './tracking-schedule';

/** An order's tracking as shown at one moment. */
export interface TrackingAsOf {
  events: TrackingEvent[];
  status: TrackingStatus;
  window: DeliveryWindow | null;
}

export const eventView = ({ kind, at, details }: ScheduledEvent): TrackingEvent => ({
  kind,
  at: at.toISOString(),
  description: details.description,
  place: details.place ?? null,
  driver: details.driver ?? null,
  vanRegistration: details.vanRegistration ?? null,
  window: details.window ?? null,
  signedBy: details.signedBy ?? null,
  reason: details.reason ?? null,
  carrier: details.carrier ?? null,
  parcelNumber: details.parcelNumber ?? null,
});

/**
 * What has happened by `now`: the scheduled events whose time has passed, oldest first, so the
 * demo's deliveries move through the day as the clock does, without a job moving them. A
 * cancelled order stops where it was cancelled. Null when nothing has happened yet (no data: 404).
 */
export function trackingAsOf(
  schedule: readonly ScheduledEvent[],
  order: { cancelledAt: Date | null },
  now: Date,
): TrackingAsOf | null {
  const until = order.cancelledAt && order.cancelledAt <= now ? order.cancelledAt : now;
  const happened = schedule
    .filter((event) => event.at.getTime() <= until.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (order.cancelledAt && order.cancelledAt <= now) {
    happened.push({ kind: 'cancelled', at: order.cancelledAt, details: { description: 'Order cancelled' } });
  }
  const last = happened.at(-1);
  if (!last) return null;
  const windowed = happened.findLast((event) => event.details.window);
  return {
    events: happened.map(eventView),
    status: statusOfKind[last.kind],
    window: windowed?.details.window ?? null,
  };
}
