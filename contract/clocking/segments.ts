import {
  eventsInForce,
  flagEvent,
  timeOf,
  type ClockInput,
  type ClockReading,
  type ClockSettings,
  type Segment,
  type Shift,
} from './clock-rules';
import { localDayOf, nextTimeOfDay } from './local-time';
import { flagOverlaps } from './overlaps';
import type { ClockFlag } from './schemas';

/**
 * The segments and shifts of each technician from their clock events (issue 47). The rules:
 * - one segment at a time: clocking onto a job, indirect time or a break ends the one running, at
 *   that instant, with no gap and no overlap; a job off or a shift end ends it too;
 * - clocking onto anything starts the shift when none is open; a shift end closes both;
 * - a clock left running past the garage's shift end is closed there and flagged
 *   `forgotten-closed` when it was still open on a later day (a late finish the same evening is
 *   work, a clock running overnight is forgotten; a night job that ends before the next shift end
 *   is neither);
 * - two devices that did not know each other's clocks: the earlier is closed at the later start
 *   and flagged `overlap-closed` (overlaps.ts).
 * The answer depends on the events alone, never on the order they arrived in.
 */
export function readClocks(events: readonly ClockInput[], settings: ClockSettings): ClockReading {
  const eventFlags = new Map<string, ClockFlag[]>();
  const byTechnician = new Map<string, ClockInput[]>();
  for (const event of events)
    byTechnician.set(event.technician, [...(byTechnician.get(event.technician) ?? []), event]);
  const segments: Segment[] = [];
  const shifts: Shift[] = [];
  for (const [technician, own] of [...byTechnician].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const inForce = eventsInForce(own, eventFlags);
    const read = sweep(technician, inForce, settings, eventFlags);
    flagOverlaps(read.segments, inForce, eventFlags);
    segments.push(...read.segments);
    shifts.push(...read.shifts);
  }
  return { segments, shifts, eventFlags };
}

function sweep(
  technician: string,
  events: readonly ClockInput[],
  settings: ClockSettings,
  flags: Map<string, ClockFlag[]>,
) {
  const segments: Segment[] = [];
  const shifts: Shift[] = [];
  let shift: Shift | null = null;
  let current: Segment | null = null;

  /** Past the shift end of the day it started, and on a later day: forgotten. */
  const forgottenAt = (start: number, at: number): number | null => {
    const cutoff = nextTimeOfDay(start, settings.shiftEnd, settings.timeZone);
    return at > cutoff && localDayOf(at, settings.timeZone) !== localDayOf(cutoff, settings.timeZone) ? cutoff : null;
  };
  // The shift's last clock's end: a forgotten shift is closed at its shift end, or after its last clock.
  let lastEnd = 0;
  const closeForgotten = (at: number) => {
    if (current) {
      const cutoff = forgottenAt(current.start, at);
      if (cutoff !== null) {
        current.end = cutoff;
        current.flags.push('forgotten-closed');
        flagEvent(flags, current.startEvent, 'forgotten-closed');
        lastEnd = Math.max(lastEnd, cutoff);
        current = null;
      }
    }
    // A shift with a clock still running is not over: the clock's own check closes it first.
    if (shift && !current) {
      const cutoff = forgottenAt(shift.start, at);
      if (cutoff !== null) {
        shift.end = Math.max(cutoff, lastEnd);
        shift.flags.push('forgotten-closed');
        shift = null;
      }
    }
  };
  const end = (at: number, event: ClockInput) => {
    if (!current) return;
    current.end = at;
    current.endEvent = event.id;
    lastEnd = Math.max(lastEnd, at);
    current = null;
  };
  const openShift = (at: number) => {
    if (shift) return;
    shift = { technician, start: at, end: null, flags: [] };
    shifts.push(shift);
    lastEnd = at;
  };

  for (const event of events) {
    const at = timeOf(event);
    closeForgotten(at);
    const same =
      current !== null &&
      ((event.kind === 'job-on' && current.kind === 'job' && current.job === event.job) ||
        (event.kind === 'indirect' && current.kind === 'indirect' && current.reason === event.reason) ||
        (event.kind === 'break' && current.kind === 'break'));
    switch (event.kind) {
      case 'job-on':
      case 'indirect':
      case 'break': {
        if (same) {
          flagEvent(flags, event.id, 'no-effect');
          break;
        }
        openShift(at);
        end(at, event);
        current = {
          technician,
          kind: event.kind === 'job-on' ? 'job' : event.kind,
          workOrder: event.kind === 'job-on' ? event.workOrder : null,
          job: event.kind === 'job-on' ? event.job : null,
          reason: event.kind === 'indirect' ? event.reason : null,
          start: at,
          end: null,
          startEvent: event.id,
          endEvent: null,
          flags: [],
        };
        segments.push(current);
        break;
      }
      case 'job-off':
        // A clock off names the job it ends: one the technician is no longer on changes nothing.
        if (!current || (event.job !== null && current.job !== event.job)) flagEvent(flags, event.id, 'no-effect');
        else end(at, event);
        break;
      case 'shift-start':
        if (shift) flagEvent(flags, event.id, 'no-effect');
        else openShift(at);
        break;
      case 'shift-end':
        if (!shift && !current) {
          flagEvent(flags, event.id, 'no-effect');
          break;
        }
        end(at, event);
        if (shift) (shift as Shift).end = at;
        shift = null;
        break;
    }
  }
  closeForgotten(settings.now);
  return { segments, shifts };
}
