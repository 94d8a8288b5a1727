import type { DeliveryMethod, DeliveryWindow, TrackingStatus } from '../../../../contract/tracking/schemas';

export const trackingStatusLabel: Record<TrackingStatus, string> = {
  processing: 'Being prepared',
  'on-the-way': 'On its way',
  'ready-to-collect': 'Ready to collect',
  delivered: 'Delivered or collected',
  attempted: 'Delivery attempted',
  cancelled: 'Cancelled',
};

export const deliveryMethodLabel: Record<DeliveryMethod, string> = {
  van: 'Our van',
  parcel: 'Parcel',
  collect: 'Click and collect',
};

const clock = (date: Date) => date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

/** An event's time: the time alone today, with the day before. */
export function eventTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? clock(date) : `${day(date)}, ${clock(date)}`;
}

/** A delivery window: '10:00–11:00', with its day when it is not today. */
export function windowText(window: DeliveryWindow, now = new Date()): string {
  const from = new Date(window.from);
  const hours = `${clock(from)}–${clock(new Date(window.to))}`;
  return from.toDateString() === now.toDateString() ? hours : `${day(from)}, ${hours}`;
}
