import { workOrderStatuses } from '../../../contract/work-orders/lifecycle';
import { violation } from '../../http/problem';
import type { RouteDeps } from '../../http/route-deps';

/** The work-order calls of trade-features §7 and design/api-routes.md. Thin: the service has the rules. */
export function workOrdersRoutes({ route, services }: RouteDeps): void {
  const workOrders = services.workOrders;
  route('workOrders', { handler: async ({ auth, query }) => workOrders.list(auth, query) });
  route('workOrder', { handler: async ({ auth, params }) => workOrders.get(auth, params.id) });
  route('createWorkOrder', {
    handler: async ({ auth, body, setStatus }) => {
      const { workOrder, created } = await workOrders.create(auth, body);
      if (!created) setStatus(200);
      return workOrder;
    },
  });
  route('replaceWorkOrder', { handler: async ({ auth, params, body }) => workOrders.replace(auth, params.id, body) });
  route('changeWorkOrder', {
    handler: async ({ auth, params, body }) => workOrders.change(auth, params.id, body.changes, body.device),
  });
  route('updateWorkOrderStatus', {
    handler: async ({ auth, params, body }) => {
      const status = workOrderStatuses.find((candidate) => candidate === params.status);
      if (!status) throw violation('status', 'This is not a status a work order can have.');
      return workOrders.setStatus(auth, params.id, status, body.reason, body.override);
    },
  });
  route('putWorkOrderStatus', {
    handler: async ({ auth, params, body }) =>
      workOrders.setStatus(auth, params.id, body.status, body.reason, body.override),
  });
  route('orderWorkOrderParts', {
    handler: async ({ auth, body }) =>
      workOrders.change(
        auth,
        body.workOrderId,
        [{ op: 'orderParts', orderId: body.orderId, ...(body.override ? { override: body.override } : {}) }],
        undefined,
      ),
  });
  route('labourRates', { handler: async ({ auth }) => workOrders.labourRates(auth) });
  route('customJobs', { handler: async ({ auth }) => workOrders.customJobs(auth) });
  route('workOrdersConfiguration', { handler: async ({ auth }) => workOrders.configuration(auth) });
}
