import { noAnswers, type WorkOrderJob } from '../../../contract/work-orders/lines';
import type { SaveWorkOrder } from '../../../contract/work-orders/routes';
import { headerFieldNames, type WorkOrder } from '../../../contract/work-orders/schemas';

/**
 * A whole work order as a device saved it (POST /work-orders/save): a new document from what the
 * device may set, its lines at rev 1 with nothing the server sets yet (prices, stock and times to
 * be derived, no order, no answer from the customer).
 */
export function fromSaved(body: Omit<SaveWorkOrder, 'id'>, base: Partial<WorkOrder>): WorkOrder {
  const header = Object.fromEntries(headerFieldNames.map((field) => [field, body[field] ?? null]));
  return {
    ...(base as WorkOrder),
    ...header,
    workOrderItems: (body.workOrderItems ?? []).map((line) => ({
      ...line,
      rev: 1,
      price: 0,
      surcharge: 0,
      taxRate: 0,
      stockAvailability: null,
      multipleOfSaleQuantity: 1,
      orderedIn: null,
      ...noAnswers,
    })),
    workOrderJobs: (body.workOrderJobs ?? []).map((line) => ({
      ...line,
      rev: 1,
      taxRate: 0,
      calculatedTime: line.overrideTime ?? line.time,
      ...noAnswers,
    })),
    workOrderQuickKits: (body.workOrderQuickKits ?? []).map((line) => ({ ...line, rev: 1, ...noAnswers })),
    maintenanceSchedules: (body.maintenanceSchedules ?? []).map((line) => ({
      ...line,
      rev: 1,
      taxRate: 0,
      ...noAnswers,
    })),
  } as WorkOrder;
}

/** A stored line's answers from the customer. */
const answersOf = (line: Pick<WorkOrderJob, keyof typeof noAnswers>) => ({
  authorisation: line.authorisation,
  authorisedBefore: line.authorisedBefore,
  declined: line.declined,
});

/**
 * A whole save keeps what the server holds and a device never sets: the parts ordered, and the
 * customer's answers on every line still there (issue 42: an agreed amount is the server's
 * record, never the device's to replace).
 */
export function keepServerLines(next: WorkOrder, current: WorkOrder): WorkOrder {
  const ordered = current.workOrderItems.filter((item) => item.orderedIn);
  const answers = new Map(
    [
      ...current.workOrderJobs,
      ...current.workOrderItems,
      ...current.workOrderQuickKits,
      ...current.maintenanceSchedules,
    ].map((line) => [line.id, answersOf(line)]),
  );
  const answered = <L extends { id: string }>(line: L): L => ({ ...line, ...answers.get(line.id) });
  return {
    ...next,
    workOrderItems: [
      ...ordered,
      ...next.workOrderItems.filter((item) => !ordered.some((old) => old.id === item.id)),
    ].map(answered),
    workOrderJobs: next.workOrderJobs.map(answered),
    workOrderQuickKits: next.workOrderQuickKits.map(answered),
    maintenanceSchedules: next.maintenanceSchedules.map(answered),
  };
}
