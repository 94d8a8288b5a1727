import { statusLabels, type WorkOrderStatus } from '../../../../contract/work-orders/lifecycle';

/** The work order's status as a coloured label: the words carry the meaning, the colour helps. */
export function StatusBadge({ status, orderPending = false }: { status: WorkOrderStatus; orderPending?: boolean }) {
  // Ordered only on this device so far: still the status it was, in the words the person reads.
  if (orderPending && status === 'parts-ordered')
    return <span className="wo-status wo-status--pending">Parts to be ordered</span>;
  return <span className={`wo-status wo-status--${status}`}>{statusLabels[status]}</span>;
}
