import { z } from 'zod/mini';
import { multilineText, text } from '../http/text';
import { workOrderStatuses } from './lifecycle';
import { uuidSchema } from '../documents/line-keys';
import { itemSchema, jobSchema, quickKitSchema, scheduleSchema } from './lines';
import { workOrderMessages as m } from './messages';

/**
 * The work order (trade-features §3). It belongs to a trade account: every user of the account
 * sees it; another account's answers 404. Made on the device with its own id; the server gives
 * its number per account (`WO-000123`) when it first arrives. Lines and header change through
 * intents (intents.ts); `rev` moves by one with each request that changed it.
 */
const money = z.int();
const amounts = z.object({ excTax: money, incTax: money });
const priceParts = z.object({ labourPrice: amounts, partPrice: amounts, total: amounts });

/** §3 prices: items, jobs and the whole work order, labour and parts apart. */
export const workOrderPricesSchema = z.object({
  workOrderItems: priceParts,
  workOrderJobs: priceParts,
  workOrderSummary: priceParts,
  /** The same summary with uplift 0 (§4: "prices without uplift"). */
  withoutUplift: priceParts,
  /** VAT by rate (basis points → minor units), for the summary and the job sheet. */
  vatByRate: z.array(z.object({ rate: z.int(), excTax: money, vat: money })),
  /**
   * What the customer agreed to (the amounts as agreed), what awaits their answer (all of a line
   * not answered, the rise of one authorised) and what they declined, incTax (issue 42). Absent on
   * a copy priced before it was counted so: read as none until priced again.
   */
  authorisation: z._default(z.object({ authorised: money, awaiting: money, declined: money }), {
    authorised: 0,
    awaiting: 0,
    declined: 0,
  }),
});
export type WorkOrderPrices = z.infer<typeof workOrderPricesSchema>;

export const statusMoveSchema = z.object({
  from: z.enum(workOrderStatuses),
  to: z.enum(workOrderStatuses),
  at: z.string(),
  by: z.string(),
  device: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});

/** The header a device may set (setFields), also the body of a new work order. */
export const headerFields = {
  reference: z.nullable(text().check(z.trim(), z.maxLength(50))),
  comment: z.nullable(multilineText().check(z.maxLength(2000))),
  deliveryOption: z.nullable(text().check(z.trim(), z.maxLength(50))),
  mileage: z.nullable(
    z.number(m.mileage).check(z.int(m.mileage), z.minimum(0, m.mileage), z.maximum(999_999, m.mileage)),
  ),
  customerName: z.nullable(text().check(z.trim(), z.maxLength(100))),
  customerPhone: z.nullable(text().check(z.trim(), z.maxLength(30))),
  vrm: z.nullable(text().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9 -]{0,12}$/, m.registration))),
  vin: z.nullable(text().check(z.trim(), z.toUpperCase(), z.maxLength(17))),
  make: z.nullable(text().check(z.trim(), z.maxLength(50))),
  model: z.nullable(text().check(z.trim(), z.maxLength(100))),
  engineSize: z.nullable(text().check(z.trim(), z.maxLength(100))),
  year: z.nullable(text().check(z.trim(), z.maxLength(20))),
  fuel: z.nullable(text().check(z.trim(), z.maxLength(30))),
  tecdocId: z.nullable(z.int().check(z.minimum(1))),
  vehicleOptions: z.nullable(
    z.record(
      text().check(z.maxLength(100)),
      z.union([text().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]),
    ),
  ),
  vehicleRequestType: z.nullable(z.enum(['vrm', 'vin', 'mvl'])),
  /** Per cent on labour; null on a pending work order lets the server apply the account's default (§4). */
  uplift: z.nullable(z.number(m.uplift).check(z.minimum(0, m.uplift), z.maximum(100, m.uplift))),
} as const;
export type HeaderField = keyof typeof headerFields;
export const headerFieldNames = Object.keys(headerFields) as HeaderField[];

/** An order the work order's parts went on (issue 24): made by the server when `orderParts` arrived. */
export const partsOrderSchema = z.object({
  id: z.string(),
  /** What the garage quotes to the branch ('WB-482913'). */
  reference: z.string(),
  placedAt: z.string(),
  totalIncTax: money,
  /**
   * The parts the request did not order, each with why (issue 42: out of stock at the branch,
   * awaiting the customer's authorisation, no brand chosen yet in a kit): the rest was ordered.
   * Absent on an order made before they were named.
   */
  notOrdered: z.optional(z.array(z.object({ name: z.string(), reason: z.string() }))),
});
export type PartsOrder = z.infer<typeof partsOrderSchema>;

export const workOrderSchema = z.object({
  id: uuidSchema,
  workOrderNumber: z.nullable(z.string()),
  rev: z.int().check(z.minimum(1)),
  status: z.enum(workOrderStatuses),
  statusHistory: z.array(statusMoveSchema),
  accountNumber: z.string(),
  currency: z.enum(['GBP', 'EUR']),
  ...headerFields,
  workOrderItems: z.array(itemSchema),
  workOrderJobs: z.array(jobSchema),
  workOrderQuickKits: z.array(quickKitSchema),
  maintenanceSchedules: z.array(scheduleSchema),
  /** Absent on a work order stored before orders were made (read as none). */
  partsOrders: z.optional(z.array(partsOrderSchema)),
  /**
   * WO-07: the repair-data jobs on the work order, as the specification's top-level list: each
   * repair-time job's task, description and book time (derived from its jobs).
   */
  haynesProJobs: z._default(
    z.array(z.object({ repairTimeTaskId: z.string(), description: z.string(), time: z.string() })),
    [],
  ),
  /** The uplift the prices used (the account's default when `uplift` is null). */
  appliedUplift: z.number(),
  prices: workOrderPricesSchema,
  numberOfJobs: z.int(),
  numberOfParts: z.int(),
  /** HH:MM, after overlap. */
  totalTime: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** A row of the list (§2): the header and its totals, not the lines. */
export const workOrderSummarySchema = z.extend(
  z.pick(workOrderSchema, {
    id: true,
    workOrderNumber: true,
    rev: true,
    status: true,
    reference: true,
    customerName: true,
    vrm: true,
    make: true,
    model: true,
    numberOfJobs: true,
    numberOfParts: true,
    totalTime: true,
    createdAt: true,
    modifiedAt: true,
  }),
  { totalIncTax: money },
);
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;
