/**
 * Work-order time (trade-features §9: "Work order time format HH:MM"). Repair data counts in
 * hundredths of an hour (design/providers.md: 125 = 1 h 15 min); a job line and the screen carry
 * 'HH:MM'. Labour is priced from the line's own time in whole minutes (labour.ts), so the price
 * always matches the time the customer reads: 00:50 at £75 an hour is £62.50, not the £62.25 of
 * the 0.83 h it came from.
 *
 * A time that is not 'HH:MM' is reported: null from the readers, a RangeError where a price needs
 * it. Never NaN, and never a silent 0, which would price the job at nothing.
 *
 * Hundredths ↔ minutes round to the nearest; neither way can land on a half (6h/10 and 10m/6
 * never end in exactly .5, as 6h and 10m are even), so no tie rule is needed. Minutes →
 * hundredths → minutes gives the same minutes back; hundredths → minutes → hundredths need not
 * (1 hundredth is 36 seconds, which 'HH:MM' cannot hold).
 */

/** As the work-order schema reads a time: two or three digits of hours, two of minutes. */
const TIME = /^(\d{2,3}):([0-5]\d)$/;
/** What a person may type: the same, with one digit of hours allowed ('1:30'). */
const TYPED_TIME = /^(\d{1,3}):([0-5]\d)$/;

/** The longest time 'HH:MM' can hold: 999:59. */
export const MAX_TIME_MINUTES = 999 * 60 + 59;

const MINUTES_PER_HOUR = 60;

/** Whether a value is a work-order time, 'HH:MM' as the API carries it. */
export function isWorkOrderTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** 'HH:MM' → whole minutes ('01:15' → 75), or null when it is not a work-order time. */
export function minutesOfTime(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  return Number(match[1]) * MINUTES_PER_HOUR + Number(match[2]);
}

/** Whole minutes → 'HH:MM' (75 → '01:15'). Throws a RangeError for anything 'HH:MM' cannot hold. */
export function timeOfMinutes(minutes: number): string {
  if (!Number.isSafeInteger(minutes) || minutes < 0 || minutes > MAX_TIME_MINUTES) {
    throw new RangeError(`Not a work-order time in minutes: ${minutes}`);
  }
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  return `${String(hours).padStart(2, '0')}:${String(minutes % MINUTES_PER_HOUR).padStart(2, '0')}`;
}

function assertHundredths(hundredths: number): void {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) {
    throw new RangeError(`Not a time in hundredths of an hour: ${hundredths}`);
  }
}

/** Hundredths of an hour → the nearest whole minute (125 → 75, 83 → 50). */
export function hundredthsToMinutes(hundredths: number): number {
  assertHundredths(hundredths);
  // round(h × 60 / 100) = floor((6h + 5) / 10), exact in integers.
  return Math.floor((hundredths * 6 + 5) / 10);
}

/** Whole minutes → the nearest hundredth of an hour (75 → 125, 42 → 70), for the overlap call. */
export function minutesToHundredths(minutes: number): number {
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new RangeError(`Not a time in minutes: ${minutes}`);
  // round(m × 100 / 60) = floor((10m + 3) / 6).
  return Math.floor((minutes * 10 + 3) / 6);
}

/** Repair data's hundredths → 'HH:MM' (110 → '01:06'). */
export function hundredthsToTime(hundredths: number): string {
  return timeOfMinutes(hundredthsToMinutes(hundredths));
}

/** 'HH:MM' → hundredths of an hour ('01:15' → 125), or null when it is not a work-order time. */
export function timeToHundredths(time: string): number | null {
  const minutes = minutesOfTime(time);
  return minutes === null ? null : minutesToHundredths(minutes);
}

/**
 * What a person typed → 'HH:MM', or null when it is not a time: '1:30' → '01:30', ' 02:05 ' →
 * '02:05'. Minutes must be two digits from 00 to 59; '1.5' is refused rather than guessed.
 */
export function readTypedTime(text: string): string | null {
  const match = TYPED_TIME.exec(text.trim());
  if (!match) return null;
  return `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? '00'}`;
}

/** The minutes of a time a price needs; a RangeError naming the field when it is not 'HH:MM'. */
export function requireMinutes(time: string, field: string): number {
  const minutes = minutesOfTime(time);
  if (minutes === null) throw new RangeError(`${field} is not a time as HH:MM: ${JSON.stringify(time)}`);
  return minutes;
}
