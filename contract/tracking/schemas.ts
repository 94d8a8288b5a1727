import { z } from 'zod/mini';
import { text } from '../http/text';
import { trackingMessages } from './messages';

/**
 * Order tracking, "where is my order" (trade §7 wismo, issue 26). An order's events, oldest first:
 * the branch's own van (received, picking, loaded with driver and van, out for delivery with a
 * one-hour window, delivered and signed for, or attempted with the reason), a carrier for parcels
 * (DPD's own words), or a collection at the branch. Times are ISO instants.
 */
export const trackingEventKinds = [
  'received',
  'picking',
  'ready-to-collect',
  'collected',
  'loaded',
  'dispatched',
  'at-depot',
  'out-for-delivery',
  'delivered',
  'attempted',
  'cancelled',
] as const;
export type TrackingEventKind = (typeof trackingEventKinds)[number];

/** Where an order is, as the list filters it: each event kind belongs to one. */
export const trackingStatuses = [
  'processing',
  'on-the-way',
  'ready-to-collect',
  'delivered',
  'attempted',
  'cancelled',
] as const;
export type TrackingStatus = (typeof trackingStatuses)[number];

export const statusOfKind: Record<TrackingEventKind, TrackingStatus> = {
  received: 'processing',
  picking: 'processing',
  'ready-to-collect': 'ready-to-collect',
  collected: 'delivered',
  loaded: 'on-the-way',
  dispatched: 'on-the-way',
  'at-depot': 'on-the-way',
  'out-for-delivery': 'on-the-way',
  delivered: 'delivered',
  attempted: 'attempted',
  cancelled: 'cancelled',
};

/** How it travels: the branch's van, a carrier's parcel, or collected at the branch. */
export const deliveryMethods = ['van', 'parcel', 'collect'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export const deliveryWindowSchema = z.object({ from: z.string(), to: z.string() });
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

export const trackingEventSchema = z.object({
  kind: z.enum(trackingEventKinds),
  at: z.string(),
  /** What happened, in the words shown: the carrier's own for a parcel ("Out for delivery"). */
  description: z.string(),
  /** The branch or depot where it happened. */
  place: z.nullable(z.string()),
  driver: z.nullable(z.string()),
  vanRegistration: z.nullable(z.string()),
  /** The one-hour window given when it goes out for delivery. */
  window: z.nullable(deliveryWindowSchema),
  signedBy: z.nullable(z.string()),
  /** Why a delivery could not be made. */
  reason: z.nullable(z.string()),
  carrier: z.nullable(z.string()),
  parcelNumber: z.nullable(z.string()),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** One order in the wismo list (trade §3 "Wismo order": ref, branchId, orderId) with where it is now. */
export const wismoOrderSummarySchema = z.object({
  /** The order's reference ('WB-482913'). */
  ref: z.string(),
  orderId: z.string(),
  branchId: z.nullable(z.string()),
  branchName: z.nullable(z.string()),
  customerReference: z.nullable(z.string()),
  vrm: z.nullable(z.string()),
  placedAt: z.string(),
  deliveryMethod: z.enum(deliveryMethods),
  carrier: z.nullable(z.string()),
  status: z.enum(trackingStatuses),
  /** The latest delivery window announced, if any. */
  window: z.nullable(deliveryWindowSchema),
  latestEvent: trackingEventSchema,
  /** When the server read it: events after this had not happened yet. */
  asOf: z.string(),
});
export type WismoOrderSummary = z.infer<typeof wismoOrderSummarySchema>;

/** One order's tracking: the summary and every event so far, oldest first. */
export const wismoOrderSchema = z.extend(wismoOrderSummarySchema, { events: z.array(trackingEventSchema) });
export type WismoOrder = z.infer<typeof wismoOrderSchema>;

export const WISMO_PAGE_SIZE = 10;
export const WISMO_MAX_PAGE_SIZE = 50;
export const WISMO_MAX_REFS = 50;

const optionalText = (max: number) =>
  z.optional(z.nullable(text().check(z.trim(), z.maxLength(max, trackingMessages.tooLong(max)))));

/** yyyy-MM-dd, a real day. */
const day = text().check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, trackingMessages.date),
);

/**
 * The specification's list body sends '' for a filter left empty (issue 43): read as no filter,
 * like a missing or null one. Accepted as itself rather than transformed, so the OpenAPI document
 * still describes the body; the service passes over empty filters.
 */
const orEmpty = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(z.union([z.literal(''), schema])));

/** POST /account/wismo-order-list (trade §7): status, limit, page, customerRef, vrm, date. */
export const wismoOrderListInputSchema = z.object({
  // '' among the choices, so that a wrong status keeps its own words (a union would lose them).
  status: z.optional(z.nullable(z.enum(['', ...trackingStatuses], trackingMessages.status))),
  limit: z.optional(
    z
      .number(trackingMessages.limit(WISMO_MAX_PAGE_SIZE))
      .check(
        z.int(trackingMessages.limit(WISMO_MAX_PAGE_SIZE)),
        z.minimum(1, trackingMessages.limit(WISMO_MAX_PAGE_SIZE)),
        z.maximum(WISMO_MAX_PAGE_SIZE, trackingMessages.limit(WISMO_MAX_PAGE_SIZE)),
      ),
  ),
  page: z.optional(
    z.number(trackingMessages.page).check(z.int(trackingMessages.page), z.minimum(1, trackingMessages.page)),
  ),
  customerRef: optionalText(35),
  vrm: optionalText(20),
  /** The day the order was placed. */
  date: orEmpty(day),
});
export type WismoOrderListInput = z.input<typeof wismoOrderListInputSchema>;

export const wismoOrderListSchema = z.object({
  orders: z.array(wismoOrderSummarySchema),
  /** The page after this one; null on the last page. */
  next_page: z.nullable(z.int()),
});
export type WismoOrderList = z.infer<typeof wismoOrderListSchema>;

/** POST /account/update-wismo-orders: the orders' latest events. */
export const updateWismoOrdersInputSchema = z.object({
  refs: z
    .array(
      text().check(z.trim(), z.minLength(1, trackingMessages.ref), z.maxLength(40, trackingMessages.tooLong(40))),
      trackingMessages.refs,
    )
    .check(
      z.minLength(1, trackingMessages.refs),
      z.maxLength(WISMO_MAX_REFS, trackingMessages.tooManyRefs(WISMO_MAX_REFS)),
    ),
});

export const updateWismoOrdersSchema = z.object({ orders: z.array(wismoOrderSummarySchema) });

/** POST /account/wismo-order: ref, and when given, the branch and order they must match. */
export const wismoOrderInputSchema = z.object({
  ref: text().check(z.trim(), z.minLength(1, trackingMessages.ref), z.maxLength(40, trackingMessages.tooLong(40))),
  branchId: optionalText(40),
  orderId: optionalText(40),
});
export type WismoOrderInput = z.input<typeof wismoOrderInputSchema>;
