import type { ClockInput, Segment } from '../../../contract/clocking/clock-rules';
import { instantAt, localDayOf } from '../../../contract/clocking/local-time';
import { readClocks } from '../../../contract/clocking/segments';
import type { ClockEvent, ClockFlag, RecordClockEvent } from '../../../contract/clocking/schemas';
import { uuidv7 } from '../../../contract/ids/uuid-v7';

/**
 * A manager's corrections of a technician's day (issue 47): the day's segments as the contract's
 * rules read the server's events, with what the manager must check (flags) and what was already
 * corrected (edits), and the events that correct a start or an end. An edit is a new event that
 * replaces the one it corrects, with a reason; the original stays on the server.
 */
export interface DaySegment {
  segment: Segment;
  /** What the rules or the server found: the manager checks these. */
  flags: ClockFlag[];
  /** The manager's edits that made this segment what it is, with the time each replaced. */
  edits: { reason: string; by: string | null; was: number | null }[];
}

const FLAGS_SHOWN = ['forgotten-closed', 'overlap-closed', 'clock-skew'] as const satisfies readonly ClockFlag[];

const inputOf = ({ receivedAt: _r, recordedBy: _b, flags: _f, editReason: _e, ...event }: ClockEvent): ClockInput =>
  event;

/** The technician's segments that start on `day` (the garage's local day), oldest first. */
export function segmentsOfDay(
  events: readonly ClockEvent[],
  {
    technician,
    day,
    shiftEnd,
    timeZone,
    now,
  }: { technician: string; day: string; shiftEnd: string; timeZone: string; now: number },
): DaySegment[] {
  const byId = new Map(events.map((event) => [event.id, event]));
  const reading = readClocks(events.filter((event) => event.technician === technician).map(inputOf), {
    shiftEnd,
    timeZone,
    now,
  });
  const edited = (id: string | null) => {
    const event = id ? byId.get(id) : undefined;
    if (!event?.editReason) return [];
    const original = event.replaces ? byId.get(event.replaces) : undefined;
    return [{ reason: event.editReason, by: event.recordedBy, was: original ? Date.parse(original.deviceTime) : null }];
  };
  return reading.segments
    .filter((segment) => localDayOf(segment.start, timeZone) === day)
    .sort((a, b) => a.start - b.start)
    .map((segment) => {
      const serverFlags = (id: string | null) => (id ? (byId.get(id)?.flags ?? []) : []);
      const started = serverFlags(segment.startEvent);
      // The server read the events with their `from` as sent (it answers null for "not said"), so
      // its word decides an overlap; a forgotten clock and a tablet's clock out show from either.
      const found: Record<(typeof FLAGS_SHOWN)[number], boolean> = {
        'forgotten-closed': segment.flags.includes('forgotten-closed') || started.includes('forgotten-closed'),
        'overlap-closed': segment.flags.includes('overlap-closed') && started.includes('overlap-closed'),
        'clock-skew': started.includes('clock-skew') || serverFlags(segment.endEvent).includes('clock-skew'),
      };
      const flags = FLAGS_SHOWN.filter((flag) => found[flag]);
      return { segment, flags, edits: [...edited(segment.startEvent), ...edited(segment.endEvent)] };
    });
}

export interface Correction {
  /** 'HH:MM' on the segment's day. */
  start: string;
  /** 'HH:MM'; empty leaves a running clock running. */
  end: string;
  reason: string;
}

export type CorrectionField = 'start' | 'end' | 'reason';

export const correctionWords = {
  reason: 'Please say why the clock is corrected, in up to 300 characters.',
  time: 'Please enter a time as hours and minutes, such as 08:30.',
  order: 'The end must be after the start.',
  nothing: 'Change the start or the end to correct the clock.',
  ahead: 'A clock cannot be corrected to a time that has not come yet.',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' of an instant in the garage's time zone. */
export function timeOfDay(instant: number, timeZone: string): string {
  return new Date(instant).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
}

/**
 * The events that correct a segment, or what is wrong beside its field. A changed start replaces
 * the event that started it. A changed end replaces the event that ended it (when that event also
 * started the next segment, the next starts then too: the rules leave no gap); a segment with no
 * such event (closed at the shift end, or still running) gets a shift end at the corrected time.
 */
export function correctionEvents(
  { segment }: DaySegment,
  correction: Correction,
  { day, timeZone, now, events }: { day: string; timeZone: string; now: number; events: readonly ClockEvent[] },
): { events: RecordClockEvent[] } | { errors: Partial<Record<CorrectionField, string>> } {
  const errors: Partial<Record<CorrectionField, string>> = {};
  const reason = correction.reason.trim();
  if (!reason || reason.length > 300) errors.reason = correctionWords.reason;
  if (!TIME.test(correction.start)) errors.start = correctionWords.time;
  if (correction.end !== '' && !TIME.test(correction.end)) errors.end = correctionWords.time;
  if (errors.start || errors.end) return { errors };
  const start = instantAt(day, correction.start, timeZone);
  // An end before the start is the next morning's only for a clock that ran past midnight.
  let end = correction.end === '' ? null : instantAt(day, correction.end, timeZone);
  if (end !== null && end <= start && segment.end !== null && localDayOf(segment.end, timeZone) !== day)
    end = instantAt(localDayOf(segment.end, timeZone), correction.end, timeZone);
  const startMoved = timeOfDay(start, timeZone) !== timeOfDay(segment.start, timeZone);
  const endMoved =
    end !== null && (segment.end === null || timeOfDay(end, timeZone) !== timeOfDay(segment.end, timeZone));
  if (end !== null && end <= start) errors.end = correctionWords.order;
  else if (end !== null && end > now) errors.end = correctionWords.ahead;
  if (start > now) errors.start = correctionWords.ahead;
  else if (!startMoved && !endMoved) errors.start = correctionWords.nothing;
  if (Object.keys(errors).length > 0) return { errors };

  const byId = new Map(events.map((event) => [event.id, event]));
  const replacing = (id: string, at: number): RecordClockEvent => {
    const original = byId.get(id) as ClockEvent;
    return {
      id: uuidv7(),
      technician: original.technician,
      kind: original.kind,
      workOrder: original.workOrder,
      job: original.job,
      reason: original.reason,
      deviceTime: new Date(at).toISOString(),
      device: 'Manager’s correction',
      from: original.from,
      replaces: id,
      editReason: reason,
    };
  };
  const made: RecordClockEvent[] = [];
  if (startMoved) made.push(replacing(segment.startEvent, start));
  if (endMoved && end !== null)
    made.push(
      segment.endEvent
        ? replacing(segment.endEvent, end)
        : {
            id: uuidv7(),
            technician: segment.technician,
            kind: 'shift-end',
            workOrder: null,
            job: null,
            reason: null,
            deviceTime: new Date(end).toISOString(),
            device: 'Manager’s correction',
            from: segment.startEvent,
            replaces: null,
            editReason: reason,
          },
    );
  return { events: made };
}
