/**
 * A work order's lifecycle. The specification names pending (the start) and parts-ordered; the
 * rest is ours, after what garage systems keep (design/providers.md): a fixed lifecycle status,
 * apart from any label a garage might give it.
 */
export const workOrderStatuses = ['pending', 'parts-ordered', 'in-progress', 'completed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

const moves: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  pending: ['parts-ordered', 'in-progress', 'cancelled'],
  'parts-ordered': ['in-progress', 'cancelled'],
  // Back to pending: the job was started too early (waiting for the customer or a part).
  'in-progress': ['completed', 'pending'],
  // Reopened, with a reason: a comeback, a fault found at the handover.
  completed: ['in-progress'],
  cancelled: [],
};

/** The moves a work order in this status may make, as the status buttons offer them. */
export const movesFrom = (status: WorkOrderStatus): readonly WorkOrderStatus[] => moves[status];

/** Whether the lifecycle allows from → to; reopening a completed work order needs a reason. */
export function canMoveStatus(from: string, to: string, reason: string | undefined): boolean {
  const allowed = moves[from as WorkOrderStatus] ?? [];
  if (!allowed.includes(to as WorkOrderStatus)) return false;
  return from !== 'completed' || !!reason?.trim();
}

/** Closed: no line may change or be added (header notes stay editable). */
export const isClosed = (status: string): boolean => status === 'completed' || status === 'cancelled';

/** The list filter's 'pending' means pending or parts-ordered (trade-features §4). */
export function statusesForFilter(filter: readonly string[]): WorkOrderStatus[] {
  const wanted = new Set<WorkOrderStatus>();
  for (const status of filter) {
    if (status === 'pending') {
      wanted.add('pending');
      wanted.add('parts-ordered');
    } else if ((workOrderStatuses as readonly string[]).includes(status)) wanted.add(status as WorkOrderStatus);
  }
  return [...wanted];
}

export const statusLabels: Record<WorkOrderStatus, string> = {
  pending: 'Pending',
  'parts-ordered': 'Parts ordered',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
