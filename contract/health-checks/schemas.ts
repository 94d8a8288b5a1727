import { z } from 'zod/mini';
import { multilineText, text } from '../http/text';
import { positionSchema, uuidSchema } from '../documents/line-keys';
import { itemStates } from './colours';
import { healthCheckMessages as m } from './messages';
import { sectionIds, sides } from './templates';

/**
 * The vehicle health check (issue 46; design/api-routes.md "Health checks"): a document with lines
 * like a work order. Its lines are the checklist's items (`kind` `item`), made from the garage's
 * template on the device and the server alike (item-ids.ts), each marked, measured, noted and
 * photographed, changed by the shared intents and merged per field. Depths and thicknesses are
 * tenths of a millimetre; money in minor units, VAT included where named.
 */
export const MAX_HEALTH_CHECK_ITEMS = 80;
export const HEALTH_CHECK_PAGE_SIZE = 20;
/** The parts a recommended job may carry. */
export const MAX_JOB_PARTS = 20;

const tenths = (max: number, message: string) => z.int(message).check(z.minimum(0, message), z.maximum(max, message));

export const measurementSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tread'),
    outer: z.nullable(tenths(200, m.tread)),
    middle: z.nullable(tenths(200, m.tread)),
    inner: z.nullable(tenths(200, m.tread)),
  }),
  z.object({ kind: z.literal('pad'), thickness: z.nullable(tenths(300, m.pad)) }),
  z.object({
    kind: z.literal('disc'),
    thickness: z.nullable(tenths(600, m.disc)),
    minimum: z.nullable(tenths(600, m.disc)),
  }),
]);

/** A calendar day, yyyy-MM-dd. */
export const daySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: m.date, abort: true }),
  // A day that exists (not 30 February); an impossible one is not a time at all.
  z.refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, m.date),
);

/**
 * The work an item recommends, priced by the work order's rules when it becomes a job: a
 * repair-time task of the vehicle's (`task`, its description and book time) or a custom job
 * (no `task`, described and timed by the mechanic), with catalogue parts by product reference.
 */
export const recommendedJobSchema = z.object({
  /** The repair-data task id (as a work order's job carries it), absent or null for a custom job. */
  task: z.optional(z.nullable(text().check(z.minLength(1, m.task), z.maxLength(50, m.task)))),
  description: text().check(z.trim(), z.minLength(1, m.jobDescription), z.maxLength(200, m.jobDescription)),
  /** The labour time, HH:MM as a work order's jobs. */
  time: z.string().check(z.regex(/^\d{1,3}:[0-5]\d$/, m.time)),
  parts: z
    .array(
      z.object({
        product: text().check(z.regex(/^\/products\/[A-Za-z0-9-]{1,40}$/, m.product)),
        quantity: z.int(m.quantity).check(z.minimum(1, m.quantity), z.maximum(999, m.quantity)),
      }),
    )
    .check(z.maxLength(MAX_JOB_PARTS, m.tooManyParts)),
});
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

const note = z.nullable(multilineText().check(z.trim(), z.maxLength(1000, m.note)));

/** What a device may set on an item (addLine, updateLine). */
export const itemFields = {
  /** The template's key: what carries forward from the last check of the vehicle. */
  key: text().check(z.minLength(1), z.maxLength(40)),
  section: z.enum(sectionIds),
  name: text().check(z.trim(), z.minLength(1), z.maxLength(100)),
  measures: z.nullable(z.enum(['tread', 'pad', 'disc'])),
  side: z.nullable(z.enum(sides, m.side)),
  state: z.enum(itemStates, m.state),
  measurement: z.nullable(measurementSchema),
  /** Why the colour is not the one the measurement gives. */
  reason: z.nullable(text().check(z.trim(), z.maxLength(300, m.reason))),
  customerNote: note,
  internalNote: note,
  motFailure: z.boolean(),
  recommendedJob: z.nullable(recommendedJobSchema),
  followUpDate: z.nullable(daySchema),
} as const;

export const itemInputSchema = z.object({ id: uuidSchema, position: positionSchema, ...itemFields });
export type HealthCheckItemInput = z.infer<typeof itemInputSchema>;

/** The last check's word on this item of this vehicle, shown beside it (carried forward). */
export const previousItemSchema = z.object({
  healthCheck: uuidSchema,
  checkedAt: z.string(),
  state: z.enum(itemStates),
  measurement: z.nullable(measurementSchema),
  customerNote: z.nullable(z.string()),
  /** Deferred by the customer then, with its follow-up date. */
  deferredUntil: z.nullable(z.string()),
});

const money = z.object({ excTax: z.int(), incTax: z.int() });

export const healthCheckItemSchema = z.object({
  id: uuidSchema,
  position: positionSchema,
  ...itemFields,
  rev: z.int().check(z.minimum(1)),
  /** The recommended job's price, worked out by the server from the catalogue and the labour rate. */
  price: z.nullable(money),
  previous: z.nullable(previousItemSchema),
});
export type HealthCheckItem = z.infer<typeof healthCheckItemSchema>;

export const photoSchema = z.object({
  id: uuidSchema,
  item: uuidSchema,
  /** The JPEG's SHA-256, base64, as its Content-Digest said. */
  sha256: z.string(),
  bytes: z.int(),
  receivedAt: z.string(),
});
export type HealthCheckPhoto = z.infer<typeof photoSchema>;

export const decisions = ['approved', 'declined', 'later'] as const;
export const answerMethods = ['online', 'phone', 'in-person'] as const;

export const answerSchema = z.object({
  item: uuidSchema,
  decision: z.enum(decisions),
  reason: z.nullable(z.string()),
  laterDate: z.nullable(z.string()),
  at: z.string(),
  method: z.enum(answerMethods),
  /** Who keyed it: 'the customer', or the member of staff who took it by phone or in person. */
  by: z.string(),
  /** The price the customer saw, including VAT: the amount authorised when approved. */
  priceShown: z.nullable(money),
  /**
   * Approved when the check's work order was already closed, and in which status: the job is not
   * on it (a closed work order takes no new lines) and the work waits on the vehicle instead
   * (docs/decisions/109-approved-after-the-work-order-closed.md). Null otherwise.
   */
  notOnWorkOrder: z.nullable(z.enum(['completed', 'cancelled'])),
});
export type HealthCheckAnswer = z.infer<typeof answerSchema>;

/** The thresholds a check's measurements are coloured by (tenths of a mm), as they were when it started. */
export const checkThresholdsSchema = z.object({
  treadRedBelow: z.int(),
  treadAmberBelow: z.int(),
  padRedBelow: z.int(),
  padAmberBelow: z.int(),
});

export const healthCheckStatuses = ['in-progress', 'completed', 'sent', 'answered'] as const;
export type HealthCheckStatus = (typeof healthCheckStatuses)[number];

/** The header a device may set (setFields); a new check's body carries them too. */
export const headerFields = {
  vrm: z.nullable(text().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9 -]{1,12}$/, m.registration))),
  vehicle: z.nullable(text().check(z.trim(), z.maxLength(200))),
  mileage: z.nullable(z.int(m.mileage).check(z.minimum(0, m.mileage), z.maximum(999_999, m.mileage))),
  workOrder: z.nullable(uuidSchema),
} as const;
export type HeaderField = keyof typeof headerFields;

export const healthCheckSchema = z.object({
  id: uuidSchema,
  rev: z.int(),
  /** HC-000123, given by the server when it first has the check; null before. */
  number: z.nullable(z.string()),
  status: z.enum(healthCheckStatuses),
  ...headerFields,
  template: z.object({ id: z.string(), name: z.string() }),
  currency: z.enum(['GBP', 'EUR']),
  /** The garage's colour thresholds when the check was started: what its colours and evidence rules use. */
  thresholds: checkThresholdsSchema,
  /** Who started it (the technician's name). */
  technician: z.nullable(z.string()),
  items: z.array(healthCheckItemSchema),
  photos: z.array(photoSchema),
  answers: z.array(answerSchema),
  shared: z.boolean(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

export const createHealthCheckSchema = z.object({
  id: uuidSchema,
  template: text().check(z.minLength(1, m.template), z.maxLength(40, m.template)),
  vrm: z._default(headerFields.vrm, null),
  vehicle: z._default(headerFields.vehicle, null),
  mileage: z._default(headerFields.mileage, null),
  workOrder: z._default(headerFields.workOrder, null),
});
export type CreateHealthCheck = z.output<typeof createHealthCheckSchema>;

export const healthCheckSummarySchema = z.object({
  id: uuidSchema,
  rev: z.int(),
  number: z.nullable(z.string()),
  status: z.enum(healthCheckStatuses),
  vrm: z.nullable(z.string()),
  vehicle: z.nullable(z.string()),
  workOrder: z.nullable(uuidSchema),
  template: z.object({ id: z.string(), name: z.string() }),
  counts: z.object({ red: z.int(), amber: z.int(), green: z.int(), notChecked: z.int() }),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type HealthCheckSummary = z.infer<typeof healthCheckSummarySchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(
    z.object({
      key: z.string(),
      section: z.enum(sectionIds),
      name: z.string(),
      measures: z.nullable(z.enum(['tread', 'pad', 'disc'])),
      side: z.nullable(z.enum(sides)),
    }),
  ),
});
