import type { BoardTechnician, WorkshopBoard } from '../../../../contract/workshop-board/schemas';
import { RunningClock } from './running-clock';

const reasonWords: Record<string, string> = {
  'waiting-for-parts': 'waiting for parts',
  'waiting-for-authorisation': 'waiting for authorisation',
  cleaning: 'cleaning',
  training: 'training',
  'road-test': 'road test',
};

/** What a technician is clocked onto now and for how long, under their column's name. */
export function TechnicianStatus({ technician, board }: { technician: BoardTechnician; board: WorkshopBoard }) {
  const on = technician.clockedOn;
  if (!on)
    return (
      <p className="wsb-tech wsb-tech--off">{technician.onShiftSince ? 'On shift, not clocked on' : 'Off shift'}</p>
    );
  const card = on.workOrder ? board.workOrders.find((workOrder) => workOrder.id === on.workOrder) : undefined;
  const what =
    on.kind === 'job'
      ? `On ${card?.vrm || card?.workOrderNumber || 'a job'}`
      : on.kind === 'break'
        ? 'On a break'
        : `Indirect: ${reasonWords[on.reason ?? ''] ?? 'other'}`;
  return (
    <p className={`wsb-tech wsb-tech--${on.kind}`}>
      {what} <RunningClock since={on.since} />
    </p>
  );
}
