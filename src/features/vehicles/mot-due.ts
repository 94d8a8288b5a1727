import { daysBetween } from '../../../contract/vehicles/vehicle-dates';
import type { MotHistory } from '../../../contract/vehicles/schemas';

/** When the next MOT is due and how far off that is, counted in whole days from today. */
export interface MotDue {
  /** YYYY-MM-DD. */
  date: string;
  /** Positive: due in that many days; 0: today; negative: overdue. */
  days: number;
  text: string;
}

/**
 * The date the vehicle needs its next MOT by: the expiry of its latest pass (a failed test later
 * does not move it: the car keeps its certificate until then), or for a vehicle that has never
 * been tested, the first MOT's due date. Null when neither is known.
 */
export function motDueDate(history: Pick<MotHistory, 'motHistory' | 'motTestDueDate'>): string | null {
  const passes = history.motHistory
    .filter((test) => test.testResult === 'PASSED' && test.expiryDate)
    .sort((a, b) => b.completedDate.localeCompare(a.completedDate));
  return passes[0]?.expiryDate ?? history.motTestDueDate ?? null;
}

/** 'due in 12 days', 'due in 1 day', 'due today', 'overdue by 3 days'. */
export function motDueText(days: number): string {
  if (days === 0) return 'due today';
  const n = Math.abs(days);
  const span = `${n} ${n === 1 ? 'day' : 'days'}`;
  return days > 0 ? `due in ${span}` : `overdue by ${span}`;
}

export function motDue(history: Pick<MotHistory, 'motHistory' | 'motTestDueDate'>, todayIso: string): MotDue | null {
  const date = motDueDate(history);
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  try {
    const days = daysBetween(todayIso, date);
    return { date, days, text: motDueText(days) };
  } catch {
    // Not a real calendar date: say nothing rather than something wrong.
    return null;
  }
}

/** Today's date where the person is (a trade counter in the UK or Ireland), as YYYY-MM-DD. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
