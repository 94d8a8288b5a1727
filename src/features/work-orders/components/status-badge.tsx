import { statusLabels, type WorkOrderStatus } from '../../../../contract/work-orders/lifecycle';

/** The work order's status as a coloured label: the words carry the meaning, the colour helps. */
export function StatusBadge({ status }: { status: WorkOrderStatus }) {
  return <span className={`wo-status wo-status--${status}`}>{statusLabels[status]}</span>;
}
