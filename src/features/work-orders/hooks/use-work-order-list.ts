import { statusesForFilter, type WorkOrderStatus } from '../../../../contract/work-orders/lifecycle';
import { WORK_ORDER_PAGE_SIZE, workOrderRoutes } from '../../../../contract/work-orders/routes';
import type { WorkOrder, WorkOrderSummary } from '../../../../contract/work-orders/schemas';
import type { WorkOrderRow } from '../../../db/work-orders';
import { useDocumentList } from '../../../documents/use-document-list';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';
import { useOnlineStatus } from '../../../sync/online-status';
import { pullWorkOrders } from '../api/pull-work-orders';
import { workOrderStore } from '../work-order-store';

export interface ListFilter {
  search: string;
  /** '' for every status; 'pending' means pending or parts-ordered (§4). */
  status: '' | WorkOrderStatus;
  page: number;
}

/** A row of the list, from the server or from the device. */
export interface ListedWorkOrder extends WorkOrderSummary {
  /** Changes made on this device the server does not have yet. */
  waiting: boolean;
}

function summaryOf(doc: WorkOrder, waiting: boolean): ListedWorkOrder {
  return {
    id: doc.id,
    workOrderNumber: doc.workOrderNumber,
    rev: doc.rev,
    status: doc.status,
    reference: doc.reference,
    customerName: doc.customerName,
    vrm: doc.vrm,
    make: doc.make,
    model: doc.model,
    numberOfJobs: doc.numberOfJobs,
    numberOfParts: doc.numberOfParts,
    totalTime: doc.totalTime,
    createdAt: doc.createdAt,
    modifiedAt: doc.modifiedAt,
    totalIncTax: doc.prices.workOrderSummary.total.incTax,
    waiting,
  };
}

/** The device's work orders as the server would list them: the filter, newest change first, pages of 10. */
export function filterDeviceRows(rows: readonly WorkOrderRow[], filter: ListFilter) {
  const statuses = filter.status ? statusesForFilter([filter.status]) : null;
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = rows
    .map((row) => row.workOrder)
    .filter((doc) => !statuses || statuses.includes(doc.status))
    .filter((doc) => {
      const vrm = doc.vrm ?? '';
      const fields = [
        doc.workOrderNumber,
        vrm,
        vrm.replace(/\s+/g, ''),
        doc.reference,
        doc.customerName,
        doc.make,
        doc.model,
      ];
      const text = fields.filter(Boolean).join(' ').toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt));
  const start = (filter.page - 1) * WORK_ORDER_PAGE_SIZE;
  const provisional = new Set(rows.filter((row) => row.provisional).map((row) => row.id));
  return {
    members: matching.slice(start, start + WORK_ORDER_PAGE_SIZE).map((doc) => summaryOf(doc, provisional.has(doc.id))),
    total: matching.length,
  };
}

/**
 * The work-order list (§2, §9), as the document kit lists (src/documents/use-document-list.ts):
 * the server's, filtered and paged there, while online; the device's kept copies, filtered the
 * same way here, while offline or when the server cannot be reached; work orders made here and
 * not yet sent first. Online, the open work orders (and the last 90 days') are kept on the device.
 */
export function useWorkOrderList(filter: ListFilter) {
  const { claims } = useSession();
  const userId = claims?.id ?? '';
  const online = useOnlineStatus();
  return useDocumentList(
    {
      store: workOrderStore,
      userId,
      filter,
      name: 'work-orders',
      page: (filter, signal) =>
        apiRequest(workOrderRoutes.workOrders, {
          query: {
            page: String(filter.page),
            itemsPerPage: String(WORK_ORDER_PAGE_SIZE),
            search: filter.search.trim() || undefined,
            status: filter.status ? [filter.status] : undefined,
          },
          signal,
        }),
      keep: keepWorkOrders,
      fromDevice: filterDeviceRows,
      summaryOf: (row) => summaryOf(row.workOrder, true),
      plain: (filter) => filter.page === 1 && !filter.search && !filter.status,
    },
    online,
  );
}

const keepWorkOrders = (userId: string, signal: AbortSignal) => pullWorkOrders(userId, signal);
