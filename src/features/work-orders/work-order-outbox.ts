import { changesIn, entriesOf } from '../../documents/document-entries';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';

/** The outbox's name for work orders, and their operations in the sync registry. */
export const WORK_ORDER_ENTITY = 'workOrder';
export const workOrderOperations = {
  /** POST /work-orders/save with the id made on the device. */
  create: 'workOrder.create',
  /** POST /work-orders/{id}/changes: intents, merged with other tablets' work by the server. */
  changes: 'workOrder.changes',
} as const;

/** One work order's entries still in the outbox (waiting, refused or in conflict), oldest first. */
export const entriesOfWorkOrder = entriesOf;

/** The intents the entries carry, in order (a create carries none: its lines are in its body). */
export const changesOf = changesIn<WorkOrderChange>(workOrderOperations);
