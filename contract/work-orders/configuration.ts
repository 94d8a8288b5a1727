import { z } from 'zod/mini';
import { defineRoutes } from '../http/route';

/**
 * GET /work-orders-configuration, apart from the other work-order routes: the start's spinner
 * waits for it (storefront-core §2), so it is in the first-paint chunk, and the rest of the
 * work orders' schemas must not come with it (issue 23).
 */
export const workOrdersConfigurationSchema = z.object({
  /** Work orders are set up for the person's trade account; false for a person without one. */
  workOrdersConfigured: z.boolean(),
  /** Per cent on labour, applied when a pending work order's uplift is null (§4). */
  defaultUplift: z.number(),
  currency: z.enum(['GBP', 'EUR']),
  country: z.enum(['GB', 'IE']),
});
export type WorkOrdersConfiguration = z.infer<typeof workOrdersConfigurationSchema>;

export const workOrderConfigurationRoutes = defineRoutes('work-orders', {
  workOrdersConfiguration: {
    method: 'GET',
    path: '/work-orders-configuration',
    summary: 'Whether work orders are set up for your trade account, and its default uplift',
    auth: 'user',
    response: workOrdersConfigurationSchema,
  },
});
