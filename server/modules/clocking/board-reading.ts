import type { Segment } from '../../../contract/clocking/clock-rules';
import { boardStatusOf } from '../../../contract/workshop-board/board-status';
import type { BoardTechnician, BoardWorkOrder, WorkshopBoard } from '../../../contract/workshop-board/schemas';
import type { ClockReading } from '../../../contract/clocking/clock-rules';
import type { IndirectReason } from '../../../contract/clocking/schemas';
import { formatWorkOrderNumber } from '../../../contract/work-orders/numbers';
import type { BoardWorkOrderRow } from './workshop-board.repository';

/** How many next jobs the board lists. */
export const NEXT_DUE_SHOWN = 10;

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether a segment touches the day [since, until). */
const inDay = (segment: Segment, since: number, until: number) =>
  segment.start < until && (segment.end === null || segment.end > since);

/**
 * The board from the day's work orders and the clock rules' reading (pure: the service reads,
 * this arranges). Running segments are the ones with no end; a technician stopped for parts or
 * authorisation is a running indirect segment whose previous segment was a job.
 */
export function arrangeBoard(input: {
  date: string;
  timeZone: string;
  version: string;
  since: number;
  until: number;
  technicians: { id: string; name: string; role: 'technician' | 'manager' }[];
  reading: ClockReading;
  workOrders: BoardWorkOrderRow[];
}): WorkshopBoard {
  const { since, until, reading } = input;
  const segments = reading.segments.filter((segment) => inDay(segment, since, until));
  const running = new Map<string, Segment>();
  const stoppedFor = new Map<string, IndirectReason>();
  const byTechnician = new Map<string, Segment[]>();
  for (const segment of reading.segments)
    byTechnician.set(segment.technician, [...(byTechnician.get(segment.technician) ?? []), segment]);
  for (const [technician, own] of byTechnician) {
    const last = own.at(-1);
    if (!last || last.end !== null) continue;
    running.set(technician, last);
    const before = own.at(-2);
    if (last.kind === 'indirect' && before?.kind === 'job' && before.workOrder && last.reason)
      if (last.reason === 'waiting-for-parts' || last.reason === 'waiting-for-authorisation')
        stoppedFor.set(before.workOrder, last.reason);
  }
  const openShift = new Map(reading.shifts.filter((shift) => shift.end === null).map((s) => [s.technician, s.start]));

  const technicians: BoardTechnician[] = input.technicians.map((technician) => {
    const segment = running.get(technician.id);
    const shiftStart = openShift.get(technician.id);
    return {
      id: technician.id,
      name: technician.name,
      role: technician.role,
      clockedOn: segment
        ? {
            kind: segment.kind,
            workOrder: segment.workOrder,
            job: segment.job,
            reason: segment.reason,
            since: iso(segment.start),
          }
        : null,
      onShiftSince: shiftStart === undefined ? null : iso(shiftStart),
    };
  });

  const workOrders: BoardWorkOrder[] = [];
  for (const row of input.workOrders) {
    if (row.status === 'completed') {
      const completed = [...(row.statusHistory ?? [])].reverse().find((move) => move.to === 'completed');
      const at = completed ? Date.parse(completed.at) : NaN;
      const clockedThatDay = segments.some((segment) => segment.workOrder === row.id);
      if (!clockedThatDay && !(at >= since && at < until)) continue;
    }
    const own = segments.filter((segment) => segment.kind === 'job' && segment.workOrder === row.id);
    const now = own.filter((segment) => segment.end === null);
    const workedBy: string[] = [];
    let closedMs = 0;
    for (const segment of own) {
      if (!workedBy.includes(segment.technician)) workedBy.push(segment.technician);
      if (segment.end !== null) closedMs += Math.min(segment.end, until) - Math.max(segment.start, since);
    }
    workOrders.push({
      id: row.id,
      workOrderNumber: formatWorkOrderNumber(row.number),
      status: row.status,
      boardStatus: boardStatusOf({
        status: row.status,
        clockedOn: now.length > 0,
        awaitingAuthorisation: row.awaiting ?? 0,
        stoppedFor: stoppedFor.get(row.id) ?? null,
      }),
      vrm: row.vrm,
      make: row.make,
      model: row.model,
      customerName: row.customerName,
      numberOfJobs: row.numberOfJobs ?? 0,
      assignedTo: row.technicianId,
      clockedOn: now.map((segment) => ({
        technician: segment.technician,
        job: segment.job,
        since: iso(segment.start),
      })),
      workedBy,
      closedMinutes: Math.round(closedMs / 60_000),
      createdAt: iso(row.createdAt),
    });
  }
  const nextDue = workOrders
    .filter(
      (workOrder) =>
        workOrder.clockedOn.length === 0 &&
        (workOrder.boardStatus === 'waiting' || workOrder.boardStatus === 'waiting-for-parts') &&
        workOrder.workedBy.length === 0,
    )
    .slice(0, NEXT_DUE_SHOWN)
    .map((workOrder) => workOrder.id);
  return {
    date: input.date,
    timeZone: input.timeZone,
    version: input.version,
    technicians,
    workOrders,
    nextDue,
  };
}
