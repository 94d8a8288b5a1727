import { z } from 'zod/mini';
import { queryInt } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { quickKitAnswerSchema } from './quick-kits/schemas';
import { headerFields } from './schemas';

/**
 * Quick brake and service kits (trade-features §7: "GET /storefront/quick-brake-kit and
 * /storefront/quick-service-kit; POST /work-orders/quick-brake-kit and /work-orders/quick-service-kit,
 * body vehicleOptions"). The storefront's pair answers for the active vehicle, or the TecDoc id
 * asked for; the work order's pair for the vehicle its `vehicleOptions` name (a TecDoc id, a
 * registration, a VIN, or make, model, year, engine and fuel), without changing the active one.
 * A kit is the catalogue's parts that fit, priced in the trade account's list (§5 rules in
 * quick-kits/rules.ts); logged-in users of a trade account, like the other work-order calls.
 */
const storefrontQuery = z.object({
  /** The vehicle; the session's active vehicle when absent. */
  tecdocId: z.optional(queryInt(1, 999_999_999)),
});
const workOrderBody = z.object({ vehicleOptions: headerFields.vehicleOptions.def.innerType });

const kit = (type: 'brake' | 'service') => ({
  storefront: {
    method: 'GET' as const,
    path: `/storefront/quick-${type}-kit`,
    summary: `The quick ${type} kit of the active vehicle (or tecdocId): parts that fit, by brand, at your prices`,
    auth: 'user' as const,
    query: storefrontQuery,
    response: quickKitAnswerSchema,
  },
  workOrder: {
    method: 'POST' as const,
    path: `/work-orders/quick-${type}-kit`,
    summary: `The quick ${type} kit of a work order's vehicle (body vehicleOptions), at your prices`,
    auth: 'user' as const,
    body: workOrderBody,
    response: quickKitAnswerSchema,
  },
});
const brake = kit('brake');
const service = kit('service');

export const quickKitRoutes = defineRoutes('work-orders', {
  storefrontQuickBrakeKit: brake.storefront,
  storefrontQuickServiceKit: service.storefront,
  workOrderQuickBrakeKit: brake.workOrder,
  workOrderQuickServiceKit: service.workOrder,
});
