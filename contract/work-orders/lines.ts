import { z } from 'zod/mini';
import { text } from '../http/text';
import { positionSchema, uuidSchema } from '../documents/line-keys';
import { workOrderMessages as m } from './messages';

/**
 * A work order's lines (trade-features §3), each keyed by a client-made id and ordered by a
 * fractional position (design/api-routes.md). `…InputSchema` is what a device may set (addLine,
 * updateLine); the stored line adds what only the server sets: its `rev`, prices, stock and the
 * order that locked it. Money in minor units; VAT rates in basis points (2000 = 20%). Ids and
 * positions key every document's lines alike (documents/line-keys.ts).
 */

/** Work order time format HH:MM (§9). */
export const timeSchema = z.string().check(z.regex(/^\d{2,3}:[0-5]\d$/, m.time));
const quantity = z.number(m.quantity).check(z.int(m.quantity), z.minimum(1, m.quantity), z.maximum(999, m.quantity));
/** Pence to the API (§5), up to £99,999.99. */
const pence = z.number(m.price).check(z.int(m.price), z.minimum(0, m.price), z.maximum(9_999_999, m.price));
const name = (max: number) => text().check(z.trim(), z.maxLength(max));

/** The labour rate a line is priced at: which of the account's rates, and its rate then. */
export const labourRateRefSchema = z.object({
  id: name(50),
  /** Per hour, in minor units. */
  rate: z.number(m.rate).check(z.int(m.rate), z.minimum(0, m.rate), z.maximum(100_000, m.rate)),
});
export type LabourRateRef = z.infer<typeof labourRateRefSchema>;

/**
 * A labour rate chosen on purpose that is not one of the account's (issue 42): a goodwill or
 * warranty job at no charge, or a price agreed with the customer. The reason is recorded on the
 * line; without it, the server takes only the account's own rates, at their rate.
 */
export const labourRateOverrideSchema = z.object({
  reason: text().check(z.trim(), z.minLength(1, m.overrideReason), z.maxLength(200, m.overrideReason)),
});
export type LabourRateOverride = z.infer<typeof labourRateOverrideSchema>;
const labourRateOverride = z._default(z.nullable(labourRateOverrideSchema), null);

const lineKeys = { id: uuidSchema, position: positionSchema };
const serverLine = { rev: z.int().check(z.minimum(1)) };

/**
 * The customer's answer on a line (issue 42, "Authorisation that is a promise"), kept on the line
 * it is about: a job (with its parts), a maintenance schedule (with its parts), a loose part or a
 * quick kit. The server sets them from the `authorise` and `decline` intents; a device never
 * writes them directly. An authorisation never changes afterwards: a second one, for a raised
 * price, moves the first to `authorisedBefore`.
 */
export const authorisationMethods = ['in-person', 'phone', 'text', 'link'] as const;
export type AuthorisationMethod = (typeof authorisationMethods)[number];
const authorisationSchema = z.object({
  by: name(100).check(z.minLength(1, m.authorisedBy)),
  method: z.enum(authorisationMethods),
  at: z.string(),
  /** What the customer agreed to pay for this line and what belongs to it, incTax, in minor units. */
  amount: z.int().check(z.minimum(0)),
});
const declineSchema = z.object({
  by: name(100).check(z.minLength(1, m.authorisedBy)),
  method: z.enum(authorisationMethods),
  at: z.string(),
});
export type Decline = z.infer<typeof declineSchema>;
/** What the server keeps of the customer's answers on a line; absent on a line stored before (none). */
const answers = {
  authorisation: z._default(z.nullable(authorisationSchema), null),
  /** Earlier authorisations of this line, oldest first: each agreed amount stays as it was given. */
  authorisedBefore: z._default(z.array(authorisationSchema), []),
  declined: z._default(z.nullable(declineSchema), null),
};
export type Authorisation = z.infer<typeof authorisationSchema>;
/** A line with no answer from the customer yet: what the server sets on a line it has just taken. */
export const noAnswers: { authorisation: null; authorisedBefore: Authorisation[]; declined: null } = {
  authorisation: null,
  authorisedBefore: [],
  declined: null,
};

// Items: parts and additional services.
const itemFields = {
  /** '/products/{sku}'; null for an additional service alone. */
  product: z.nullable(name(200)),
  quantity,
  updatedProductName: z._default(z.nullable(name(300)), null),
  additionalServiceName: z._default(z.nullable(name(100)), null),
  additionalServicePrice: z._default(z.nullable(pence), null),
  /** The job this part is for (a repair-data job's part), or null for the work order's own. */
  jobId: z._default(z.nullable(uuidSchema), null),
  /** The unit price the person typed over the list price, or null. */
  overriddenPrice: z._default(z.nullable(pence), null),
};
export const itemInputSchema = z.object({ ...lineKeys, ...itemFields });
export const itemSchema = z.object({
  ...lineKeys,
  ...itemFields,
  ...serverLine,
  price: z.int(),
  surcharge: z.int(),
  taxRate: z.int(),
  /** The part's name in the catalogue ('Brembo Front Brake Pad Set …'), for the screen and the job sheet. */
  productName: z._default(z.nullable(z.string()), null),
  stockAvailability: z.nullable(z.int()),
  multipleOfSaleQuantity: z.int().check(z.minimum(1)),
  /** The order that ordered this part: the line is locked from then on. */
  orderedIn: z.nullable(uuidSchema),
  /** A loose part's own answer; a part for a job follows its job's. */
  ...answers,
});
export type WorkOrderItem = z.infer<typeof itemSchema>;

// Jobs: repair-time tasks and custom jobs.
const jobFields = {
  /** The repair-data task id, or null for a custom job. */
  job: z.nullable(name(50)),
  /** What the job is: the task's description, or the custom job's name. */
  description: name(200),
  customJob: z._default(z.nullable(name(50)), null),
  labourRate: labourRateRefSchema,
  /** Null: `labourRate` is one of the account's rates, as it is now. */
  labourRateOverride,
  /** The book time (repair data's, or the person's for a custom job). */
  time: timeSchema,
  overrideTime: z._default(z.nullable(timeSchema), null),
  locked: z._default(z.boolean(), false),
};
export const jobInputSchema = z.object({ ...lineKeys, ...jobFields });
export const jobSchema = z.object({
  ...lineKeys,
  ...jobFields,
  ...serverLine,
  taxRate: z.int(),
  /** The time after overlap with the other jobs (repair data's rule): derived, '00:00' when covered. */
  calculatedTime: timeSchema,
  ...answers,
});
export type WorkOrderJob = z.infer<typeof jobSchema>;

// Quick kits (§3, §5): the chosen components of a brake or service kit.
const quickKitItemSchema = z.object({
  componentPart: name(100),
  /** The chosen fitment's sku; null while unselected (it counts in "selections required"). */
  sku: z.nullable(name(50)),
  quantity,
  additionalServiceName: z._default(z.nullable(name(100)), null),
  additionalServicePrice: z._default(z.nullable(pence), null),
});
const quickKitFields = {
  type: z.enum(['brake', 'service']),
  workOrderQuickKitItems: z.array(quickKitItemSchema).check(z.maxLength(40)),
};
export const quickKitInputSchema = z.object({ ...lineKeys, ...quickKitFields });
/**
 * What the server reads from the catalogue for each item's sku, as for an item (0 while unchosen),
 * in the items' order and naming the sku it priced. Apart from the items, so that the items hold
 * only what a device sets: a change to them compares with what the device saw, never with a price
 * the catalogue moved since (derived numbers are never merged).
 */
export const quickKitItemPriceSchema = z.object({
  sku: z.nullable(z.string()),
  price: z.int(),
  surcharge: z.int(),
  taxRate: z.int(),
});
export type QuickKitItemPrice = z.infer<typeof quickKitItemPriceSchema>;
export const quickKitSchema = z.object({
  ...lineKeys,
  ...quickKitFields,
  ...serverLine,
  itemPrices: z.array(quickKitItemPriceSchema),
  /** The order its chosen parts went on: the kit is locked from then on, like an ordered item. */
  orderedIn: z._default(z.nullable(uuidSchema), null),
  ...answers,
});
export type WorkOrderQuickKit = z.infer<typeof quickKitSchema>;

// Maintenance schedules (§3): one period of a maintenance system, with its jobs.
const scheduleFields = {
  maintenanceScheduleId: name(50),
  description: name(200),
  labourRate: labourRateRefSchema,
  labourRateOverride,
  haynesProJobs: z
    .array(
      z.object({
        repairTimeTaskId: name(50),
        description: name(200),
        time: z.int().check(z.minimum(0)),
        required: z.boolean(),
      }),
    )
    .check(z.maxLength(60)),
};
export const scheduleInputSchema = z.object({ ...lineKeys, ...scheduleFields });
export const scheduleSchema = z.object({
  ...lineKeys,
  ...scheduleFields,
  ...serverLine,
  taxRate: z.int(),
  ...answers,
});
export type MaintenanceScheduleLine = z.infer<typeof scheduleSchema>;

/** The kinds of line intents name, and the work order's list each lives in. */
export const lineKinds = {
  item: 'workOrderItems',
  job: 'workOrderJobs',
  quickKit: 'workOrderQuickKits',
  maintenanceSchedule: 'maintenanceSchedules',
} as const;
export type LineKind = keyof typeof lineKinds;
export const lineInputSchemas = {
  item: itemInputSchema,
  job: jobInputSchema,
  quickKit: quickKitInputSchema,
  maintenanceSchedule: scheduleInputSchema,
} as const;
export const MAX_LINES = 200;
