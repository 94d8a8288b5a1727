import { instantAt, nextDay } from './local-time';

/** How the figures are split: each day, each week (from Monday), each month, or the period whole. */
export const figurePers = ['day', 'week', 'month', 'period'] as const;
export type FigurePer = (typeof figurePers)[number];

/** A stretch the figures are worked for: local days `from`–`to` inclusive, and its instants. */
export interface FigureWindow {
  from: string;
  to: string;
  start: number;
  end: number;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether `day` starts a new window of the split (the period's first day always does). */
function startsWindow(day: string, per: FigurePer): boolean {
  if (per === 'day') return true;
  if (per === 'week') return weekday(day) === 1;
  if (per === 'month') return day.endsWith('-01');
  return false;
}

/** The windows of the period `from`–`to` (local days of the garage, inclusive), in order. */
export function figureWindows(from: string, to: string, per: FigurePer, timeZone: string): FigureWindow[] {
  const windows: FigureWindow[] = [];
  let first = from;
  let day = from;
  while (day <= to) {
    const next = nextDay(day);
    if (next > to || startsWindow(next, per)) {
      windows.push({
        from: first,
        to: day,
        start: instantAt(first, '00:00', timeZone),
        end: instantAt(next, '00:00', timeZone),
      });
      first = next;
    }
    day = next;
  }
  return windows;
}

/** Days from `from` to `to` inclusive. */
export const daysIn = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
