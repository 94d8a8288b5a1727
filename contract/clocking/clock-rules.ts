import type { ClockFlag, ClockKind, IndirectReason } from './schemas';

/**
 * The clock rules' inputs and outputs (issue 47), shared by the device and the server. An event is
 * what a device sent; a segment is a stretch of time the technician spent on one thing, and a shift
 * a stretch they were at work. Times are milliseconds since the epoch.
 */
export interface ClockInput {
  id: string;
  technician: string;
  kind: ClockKind;
  workOrder: string | null;
  job: string | null;
  reason: IndirectReason | null;
  deviceTime: string;
  device: string | null;
  /** The event whose clock this one ends, as the device saw it; undefined when the device did not say. */
  from?: string | null;
  replaces: string | null;
}

export type SegmentKind = 'job' | 'indirect' | 'break';

export interface Segment {
  technician: string;
  kind: SegmentKind;
  workOrder: string | null;
  job: string | null;
  reason: IndirectReason | null;
  start: number;
  /** Null while it runs. */
  end: number | null;
  startEvent: string;
  /** The event that ended it; null while it runs or when it was closed at the shift end. */
  endEvent: string | null;
  flags: ('overlap-closed' | 'forgotten-closed')[];
}

export interface Shift {
  technician: string;
  start: number;
  end: number | null;
  flags: 'forgotten-closed'[];
}

/** The garage's setting and the moment the rules are read at. */
export interface ClockSettings {
  /** When a forgotten clock is closed: the shift's end, 'HH:MM' in the garage's time zone. */
  shiftEnd: string;
  timeZone: string;
  now: number;
}

export interface ClockReading {
  segments: Segment[];
  shifts: Shift[];
  /** What the rules found about each event, by its id (events with nothing to say are absent). */
  eventFlags: Map<string, ClockFlag[]>;
}

/** Adds a flag to an event's list once. */
export function flagEvent(flags: Map<string, ClockFlag[]>, id: string, flag: ClockFlag): void {
  const list = flags.get(id) ?? [];
  if (!list.includes(flag)) list.push(flag);
  flags.set(id, list);
}

export const timeOf = (event: Pick<ClockInput, 'deviceTime'>): number => Date.parse(event.deviceTime);

/**
 * The events in force, in the order the rules read them: a replaced event gives way to its edit
 * (and is flagged `edited`); the rest by device time, ties by id, so the order they arrived in
 * never changes the answer.
 */
export function eventsInForce(events: readonly ClockInput[], flags: Map<string, ClockFlag[]>): ClockInput[] {
  const replaced = new Set(events.flatMap((event) => (event.replaces ? [event.replaces] : [])));
  for (const id of replaced) if (events.some((event) => event.id === id)) flagEvent(flags, id, 'edited');
  return events
    .filter((event) => !replaced.has(event.id))
    .sort((a, b) => timeOf(a) - timeOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
