import { workOrderRoutes } from '../../../../contract/work-orders/routes';
import type { WorkOrderSummary } from '../../../../contract/work-orders/schemas';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import { documentPulls } from '../../../documents/document-pull';
import { apiRequest } from '../../../session/api-request';
import { workOrderStore } from '../work-order-store';
import { pullWorkshopLists } from './workshop-lists';

/** Work orders the device keeps for offline work: every open one, and the rest for 90 days. */
export const KEPT_DAYS = 90;
const KEPT_MS = KEPT_DAYS * 24 * 60 * 60 * 1000;

const pulls = documentPulls(workOrderStore, (id, signal) =>
  apiRequest(workOrderRoutes.workOrder, { params: { id }, signal }),
);

/** GET /work-orders/{id}, kept on the device (under the changes still waiting). */
export const pullWorkOrder = pulls.pull;

const kept = (summary: WorkOrderSummary, now: number) =>
  !isClosed(summary.status) || now - Date.parse(summary.modifiedAt) < KEPT_MS;

/**
 * Brings the account's open work orders and those of the last 90 days onto the device, reading
 * only those whose rev moved since the device's copy, and the account's labour rates and custom
 * jobs with them; and lets go of the device's copies the server no longer lists as kept, unless
 * changes of theirs still wait.
 */
export async function pullWorkOrders(userId: string, signal?: AbortSignal, now = Date.now()): Promise<number> {
  // The account's labour rates and custom jobs come with its work orders (issue 42): a work order
  // opened offline is priced at the account's rates, even if no editor was opened online before.
  const [list] = await Promise.all([
    apiRequest(workOrderRoutes.workOrders, { query: { page: '1', itemsPerPage: '100' }, signal }),
    pullWorkshopLists(userId, signal),
  ]);
  const wanted = list['hydra:member'].filter((summary) => kept(summary, now));
  return pulls.pullListed(userId, wanted, signal);
}
