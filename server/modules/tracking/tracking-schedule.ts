import type { DeliveryMethod, TrackingEventKind } from '../../../contract/tracking/schemas';
import { createRandom, stableHash } from '../../prng';
import { crewsOf, PARCEL_CARRIER, parcelAttemptReasons, signatories, vanAttemptReasons } from './tracking-crews';

/** What an event says beyond its kind and time (stored as the row's `details`). */
export interface EventDetails {
  description: string;
  place?: string | null;
  driver?: string;
  vanRegistration?: string;
  window?: { from: string; to: string };
  signedBy?: string;
  reason?: string;
  carrier?: string;
  parcelNumber?: string;
}

export interface ScheduledEvent {
  kind: TrackingEventKind;
  at: Date;
  details: EventDetails;
}

/** The facts of an order its tracking is drawn from. */
export interface TrackedOrder {
  id: string;
  placedAt: Date;
  method: DeliveryMethod;
  /** The day a parcel is delivered (yyyy-MM-dd); the next day when unknown. */
  deliveryDay: string | null;
  branch: { name: string; country: string } | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const after = (time: Date, minutes: number) => new Date(time.getTime() + minutes * MINUTE);

/** The next whole hour at or after the moment. */
function wholeHourFrom(time: Date): Date {
  const hour = new Date(time);
  hour.setUTCMinutes(0, 0, 0);
  return hour.getTime() < time.getTime() ? new Date(hour.getTime() + HOUR) : hour;
}

const atUtc = (day: string, hours: number, minutes: number) =>
  new Date(`${day}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00Z`);

const dayAfter = (time: Date) => new Date(time.getTime() + 24 * HOUR).toISOString().slice(0, 10);

/** A surname as a carrier's handset records it: 'MURPHY'. */
const surnameOf = (name: string) => (name.split(' ').at(-1) ?? name).toUpperCase();

/**
 * Every event an order will go through, with the time each happens, drawn from its id so the
 * same order always gets the same day. Times count from when it was placed (a van order is
 * picked, loaded and out within about 35 minutes, its one-hour window starting on the next whole
 * hour after that), so an order placed a few minutes ago is still moving, and the screen shows
 * only what has happened by now (tracking-view.ts). UTC stands for UK and Irish time, as the
 * demo's orders do.
 */
export function planTracking(order: TrackedOrder): ScheduledEvent[] {
  const random = createRandom(stableHash(`tracking:${order.id}`));
  const country = order.branch?.country === 'IRL' ? 'IRL' : 'GBR';
  const place = order.branch?.name ?? null;
  const received: ScheduledEvent = {
    kind: 'received',
    at: order.placedAt,
    details: { description: 'Order received', place },
  };

  if (order.method === 'collect') {
    const picking = after(order.placedAt, random.int(5, 15));
    const ready = after(picking, random.int(15, 35));
    return [
      received,
      { kind: 'picking', at: picking, details: { description: 'Being picked', place } },
      {
        kind: 'ready-to-collect',
        at: ready,
        details: { description: place ? `Ready to collect at ${place}` : 'Ready to collect at your branch', place },
      },
      {
        kind: 'collected',
        at: after(ready, random.int(40, 300)),
        details: { description: 'Collected', place, signedBy: random.pick(signatories[country]) },
      },
    ];
  }

  if (order.method === 'van') {
    const picking = after(order.placedAt, random.int(4, 12));
    const loaded = after(picking, random.int(10, 16));
    const crew = random.pick(crewsOf(order.branch));
    const out = after(loaded, random.int(4, 8));
    const from = wholeHourFrom(after(out, 20));
    const window = { from: from.toISOString(), to: new Date(from.getTime() + HOUR).toISOString() };
    const attempted = random.chance(1 / 40);
    const end = after(from, random.int(6, 54));
    return [
      received,
      { kind: 'picking', at: picking, details: { description: 'Being picked', place } },
      { kind: 'loaded', at: loaded, details: { description: 'Loaded on the van', place, ...crew } },
      { kind: 'out-for-delivery', at: out, details: { description: 'Out for delivery', ...crew, window } },
      attempted
        ? {
            kind: 'attempted',
            at: end,
            details: { description: 'Delivery attempted', ...crew, reason: random.pick(vanAttemptReasons) },
          }
        : {
            kind: 'delivered',
            at: end,
            details: { description: 'Delivered', ...crew, signedBy: random.pick(signatories[country]) },
          },
    ];
  }

  // A parcel: the carrier's own words (providers.md, DPD), its number on every event after it leaves.
  const parcel = { carrier: PARCEL_CARRIER, parcelNumber: `1550${random.digits(10)}` };
  const picking = after(order.placedAt, random.int(15, 40));
  const placedDay = order.placedAt.toISOString().slice(0, 10);
  const collectedBy = new Date(Math.max(after(picking, 30).getTime(), atUtc(placedDay, 17, 15).getTime()));
  const day = order.deliveryDay && order.deliveryDay > placedDay ? order.deliveryDay : dayAfter(order.placedAt);
  const depot = new Date(Math.max(atUtc(day, 5, 40 + random.int(0, 19)).getTime(), after(collectedBy, 60).getTime()));
  const out = new Date(Math.max(atUtc(day, 7, 30 + random.int(0, 29)).getTime(), after(depot, 30).getTime()));
  const from = new Date(Math.max(atUtc(day, random.int(9, 15), 0).getTime(), wholeHourFrom(after(out, 30)).getTime()));
  const window = { from: from.toISOString(), to: new Date(from.getTime() + HOUR).toISOString() };
  const attempted = random.chance(1 / 20);
  const end = after(from, random.int(5, 55));
  return [
    received,
    { kind: 'picking', at: picking, details: { description: 'Picked and packed' } },
    {
      kind: 'dispatched',
      at: collectedBy,
      details: { description: 'Your parcel has been collected by DPD', ...parcel },
    },
    { kind: 'at-depot', at: depot, details: { description: 'At your local DPD depot', ...parcel } },
    { kind: 'out-for-delivery', at: out, details: { description: 'Out for delivery', ...parcel, window } },
    attempted
      ? {
          kind: 'attempted',
          at: end,
          details: {
            description: 'We were unable to deliver your parcel',
            ...parcel,
            reason: random.pick(parcelAttemptReasons),
          },
        }
      : {
          kind: 'delivered',
          at: end,
          details: {
            description: 'Delivered',
            ...parcel,
            signedBy: surnameOf(random.pick(signatories[country])),
          },
        },
  ];
}
