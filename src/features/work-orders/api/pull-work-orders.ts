import { workOrderRoutes } from '../../../../contract/work-orders/routes';
import type { WorkOrder, WorkOrderSummary } from '../../../../contract/work-orders/schemas';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import { appDb } from '../../../db/app-db';
import type { WorkOrderRow } from '../../../db/work-orders';
import { apiRequest } from '../../../session/api-request';
import { entriesOfWorkOrder } from '../work-order-outbox';
import { rebuiltRow } from '../work-order-store';
import { pullWorkshopLists } from './workshop-lists';

/** Work orders the device keeps for offline work: every open one, and the rest for 90 days. */
export const KEPT_DAYS = 90;
const KEPT_MS = KEPT_DAYS * 24 * 60 * 60 * 1000;

function rowFromServer(userId: string, server: WorkOrder, now: string): WorkOrderRow {
  return {
    id: server.id,
    userId,
    serverVersion: server.rev,
    provisional: false,
    updatedAt: now,
    workOrder: server,
    server,
    parts: {},
    repairTasks: [],
    problems: [],
  };
}

/**
 * Lays the server's copy of a work order on the device: under the changes still waiting, when
 * there are any (they are the device's newer word), else as it is. A copy older than the one
 * the device holds (an answer overtaken by a later one) changes nothing.
 */
export async function storeServerCopy(userId: string, server: WorkOrder): Promise<void> {
  await appDb.transaction('rw', appDb.workOrders, appDb.outbox, async () => {
    const row = await appDb.workOrders.get(server.id);
    if (row && row.server && row.server.rev > server.rev) return;
    const now = new Date().toISOString();
    if (!row) {
      await appDb.workOrders.put(rowFromServer(userId, server, now));
      return;
    }
    await appDb.workOrders.put(rebuiltRow({ ...row, server }, await entriesOfWorkOrder(server.id)));
  });
}

/** GET /work-orders/{id}, kept on the device. */
export async function pullWorkOrder(userId: string, id: string, signal?: AbortSignal): Promise<WorkOrder> {
  const server = await apiRequest(workOrderRoutes.workOrder, { params: { id }, signal });
  await storeServerCopy(userId, server);
  return server;
}

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
  const rows = new Map((await appDb.workOrders.where('userId').equals(userId).toArray()).map((row) => [row.id, row]));
  const stale = wanted.filter((summary) => (rows.get(summary.id)?.server?.rev ?? 0) < summary.rev);
  for (const summary of stale) {
    if (signal?.aborted) break;
    await pullWorkOrder(userId, summary.id, signal);
  }
  return stale.length;
}
