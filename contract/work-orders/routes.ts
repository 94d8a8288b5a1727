import { z } from 'zod/mini';
import { clashSchema } from '../documents/clash';
import { hydraCollection, pagingQuery, queryList, queryText } from '../http/hydra';
import { text } from '../http/text';
import { conflictSchema, defineRoutes } from '../http/route';
import { workOrderConfigurationRoutes } from './configuration';
import { workOrderChangesSchema } from './intents';
import { workOrderStatuses } from './lifecycle';
import { itemInputSchema, jobInputSchema, MAX_LINES, quickKitInputSchema, scheduleInputSchema } from './lines';
import { uuidSchema } from '../documents/line-keys';
import { workOrderMessages as m } from './messages';
import { partSelectionRoutes } from './part-selection-routes';
import { quickKitRoutes } from './quick-kit-routes';
import { headerFields, workOrderSchema, workOrderSummarySchema } from './schemas';

/** §2, §9: the list's page is 10; 'pending' in `status[]` means pending or parts-ordered. */
export const WORK_ORDER_PAGE_SIZE = 10;

const lines = <S extends z.ZodMiniType>(line: S) =>
  z._default(z.array(line).check(z.maxLength(MAX_LINES, m.tooManyLines(MAX_LINES))), []);

/** A whole work order as the device sends it: create with its own id, or replace (with `rev`). */
export const saveWorkOrderSchema = z.extend(z.partial(z.object(headerFields)), {
  id: uuidSchema,
  /** The rev it was based on (POST /work-orders/save/{id}); another answers 409 with the current copy. */
  rev: z.optional(z.int().check(z.minimum(1))),
  workOrderItems: lines(itemInputSchema),
  workOrderJobs: lines(jobInputSchema),
  workOrderQuickKits: lines(quickKitInputSchema),
  maintenanceSchedules: lines(scheduleInputSchema),
});
/** Header fields left out are null. */
export type SaveWorkOrder = z.input<typeof saveWorkOrderSchema>;

/** A 409 of the changes route: the work order as it is, and just what clashed, with both values. */
export const workOrderConflictSchema = z.extend(conflictSchema(workOrderSchema), {
  clashes: z.optional(z.array(clashSchema)),
});

/** Why, when the lifecycle asks for one (reopening a completed work order). */
const reason = z.optional(text().check(z.trim(), z.maxLength(500)));
/** Work started before the customer agreed to all of it: the mechanic's reason (issue 42). */
const override = z.optional(
  z.object({
    reason: text().check(
      z.trim(),
      z.minLength(1, m.authorisationOverrideReason),
      z.maxLength(200, m.authorisationOverrideReason),
    ),
  }),
);
const statusBody = z.object({ status: z.enum(workOrderStatuses), reason, override });

/** WO-15: the `orderParts` intent of the changes route, as its own call. */
const orderPartsBody = z.object({
  workOrderId: uuidSchema,
  orderId: uuidSchema,
  override,
});

/** One of the account's labour rates, as GET /labour-rates lists it (per hour, minor units). */
export const labourRateSchema = z.object({ id: z.string(), name: z.string(), rate: z.int() });
export type LabourRate = z.infer<typeof labourRateSchema>;
export const customJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  time: z.string(),
  labourRate: z.string(),
});
/**
 * Work-order calls (trade-features §7, design/api-routes.md). Logged-in users of a trade account;
 * every user of the account sees its work orders, another account's answer 404. Writes are
 * idempotent; the outbox uses the changes route, whose intents merge with other devices' work.
 */
export const workOrderRoutes = {
  ...workOrderConfigurationRoutes,
  ...partSelectionRoutes,
  ...quickKitRoutes,
  ...defineRoutes('work-orders', {
    workOrders: {
      method: 'GET',
      path: '/work-orders',
      summary:
        "The trade account's work orders, newest change first; search by number, registration, reference or customer",
      auth: 'user',
      query: z.object({
        ...pagingQuery(WORK_ORDER_PAGE_SIZE, 100),
        status: z.optional(queryList(z.enum(workOrderStatuses), 5)),
        search: z.optional(queryText(100)),
        /** The specification's second text filter; read as search when search is absent. */
        query: z.optional(queryText(100)),
      }),
      response: hydraCollection(workOrderSummarySchema),
    },
    workOrder: {
      method: 'GET',
      path: '/work-orders/{id}',
      summary: 'One work order of your trade account, priced now',
      auth: 'user',
      response: workOrderSchema,
    },
    createWorkOrder: {
      method: 'POST',
      path: '/work-orders/save',
      summary: 'Create a work order with the id the device made (an id already yours answers it as it is)',
      auth: 'user',
      body: saveWorkOrderSchema,
      response: workOrderSchema,
      status: 201,
      idempotent: true,
    },
    replaceWorkOrder: {
      method: 'POST',
      path: '/work-orders/save/{id}',
      summary: 'Replace a work order whole, based on its rev: another rev answers 409 with the current copy',
      auth: 'user',
      body: saveWorkOrderSchema,
      response: workOrderSchema,
      idempotent: true,
      conflict: workOrderSchema,
    },
    changeWorkOrder: {
      method: 'POST',
      path: '/work-orders/{id}/changes',
      summary: 'Apply intents in order, in one transaction; 409 names only what clashed, with both values',
      auth: 'user',
      body: workOrderChangesSchema,
      response: workOrderSchema,
      idempotent: true,
      conflict: workOrderSchema,
    },
    updateWorkOrderStatus: {
      method: 'POST',
      path: '/work-orders/update-status/{id}/{status}',
      summary: 'Move a work order to the status in the path, as the lifecycle allows',
      auth: 'user',
      // Checked by the service: a path with an unknown status answers a violation on `status`.
      params: z.object({ id: text(), status: text() }),
      body: z.object({ reason, override }),
      response: workOrderSchema,
      idempotent: true,
      conflict: workOrderSchema,
    },
    putWorkOrderStatus: {
      method: 'PUT',
      path: '/work-orders/{id}/status',
      summary: 'Move a work order to the status in the body, as the lifecycle allows',
      auth: 'user',
      body: statusBody,
      response: workOrderSchema,
      idempotent: true,
      conflict: workOrderSchema,
    },
    orderWorkOrderParts: {
      method: 'POST',
      path: '/work-orders/order-parts',
      summary:
        'Order the parts of a work order the customer agreed to (all of them with a reason), as one order ' +
        'with the id the device made; parts the branch cannot supply are left off, each with why',
      auth: 'user',
      body: orderPartsBody,
      response: workOrderSchema,
      idempotent: true,
      conflict: workOrderSchema,
    },
    labourRates: {
      method: 'GET',
      path: '/labour-rates',
      summary: "Your trade account's labour rates, per hour in minor units",
      auth: 'user',
      response: hydraCollection(labourRateSchema),
    },
    customJobs: {
      method: 'GET',
      path: '/custom-jobs',
      summary: "Your trade account's custom jobs",
      auth: 'user',
      response: hydraCollection(customJobSchema),
    },
  }),
};
