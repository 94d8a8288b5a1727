import type { ClockInput, Segment } from '../../../contract/clocking/clock-rules';
import { readClocks } from '../../../contract/clocking/segments';
import type { ClockFlag } from '../../../contract/clocking/schemas';
import type { ClockEventRow } from '../../db/clocking';

/**
 * The device's reading of its clocks (issue 47): the contract's own rules (readClocks) over the
 * events this tablet made and the server's that it has read, so what is shown before the server
 * answers follows the rules the server will apply. The server's flags win once it has answered.
 */
export interface DeviceSettings {
  shiftEnd: string;
  timeZone: string;
}

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = { shiftEnd: '18:00', timeZone: 'Europe/London' };

const inputOf = (row: ClockEventRow): ClockInput => ({
  ...row.event,
  from: row.event.from,
});

/** Rows the server refused never count: they are shown beside their control, not clocked. */
export function readDeviceClocks(rows: readonly ClockEventRow[], now: number, settings = DEFAULT_DEVICE_SETTINGS) {
  return readClocks(rows.filter((row) => !row.problem).map(inputOf), { ...settings, now });
}

/** The segment running for the technician now, if any. */
export function runningSegment(segments: readonly Segment[], technician: string): Segment | null {
  return segments.find((segment) => segment.technician === technician && segment.end === null) ?? null;
}

/** Milliseconds worked on one job of a work order, by everyone, running clocks counted to `now`. */
export function workedOnJob(segments: readonly Segment[], workOrder: string, job: string, now: number): number {
  return segments
    .filter((segment) => segment.kind === 'job' && segment.workOrder === workOrder && segment.job === job)
    .reduce((sum, segment) => sum + Math.max(0, (segment.end ?? now) - segment.start), 0);
}

/** Minutes of an 'HH:MM' time (the job's charged time); 0 when it cannot be read. */
export function minutesOf(time: string | null | undefined): number {
  const match = /^(\d+):([0-5]\d)$/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** 'H:MM' of a duration in milliseconds, whole minutes down. */
export function hoursAndMinutes(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export type WorkedLevel = 'within' | 'half' | 'nearly';

/** Amber past half the sold time, red past 90% of it (issue 47). */
export function workedLevel(workedMs: number, soldMinutes: number): WorkedLevel {
  if (soldMinutes <= 0) return workedMs > 0 ? 'nearly' : 'within';
  const share = workedMs / (soldMinutes * 60_000);
  return share > 0.9 ? 'nearly' : share > 0.5 ? 'half' : 'within';
}

/** The flags the technician is told about: the server's once it answered, none before. */
export const shownFlags: readonly ClockFlag[] = ['overlap-closed', 'clock-skew', 'forgotten-closed'];

export function flagsOf(row: ClockEventRow): ClockFlag[] {
  return (row.server?.flags ?? []).filter((flag) => shownFlags.includes(flag));
}
