/**
 * Work-order time (trade-features §9: "Work order time format HH:MM"). Repair data counts in
 * hundredths of an hour (design/providers.md: 125 = 1 h 15 min); a job line and the screen carry
 * 'HH:MM'. Labour is priced from the line's own time in whole minutes (labour.ts), so the price
 * always matches the time the customer reads: 00:50 at £75 an hour is £62.50, not the £62.25 of
 * the 0.83 h it came from.
 *
 * A time that is not 'HH:MM' is reported: null from the readers, a RangeError where a price needs
 * it. Never NaN, and never a silent 0, which would price the job at nothing. What a person types
 * may be looser ('1.5', '90m', '1h30': readTypedTime); it is made 'HH:MM' before it is stored.
 *
 * Hundredths ↔ minutes round to the nearest; neither way can land on a half (6h/10 and 10m/6
 * never end in exactly .5, as 6h and 10m are even), so no tie rule is needed. Minutes →
 * hundredths → minutes gives the same minutes back; hundredths → minutes → hundredths need not
 * (1 hundredth is 36 seconds, which 'HH:MM' cannot hold).
 */

/** As the work-order schema reads a time: two or three digits of hours, two of minutes. */
const TIME = /^(\d{2,3}):([0-5]\d)$/;

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

// What a person may type (readTypedTime), read after trimming, lower-casing and ',' → '.'.
/** '1:30', '01:30', '123:45': the clock form, minutes always two digits. */
const TYPED_CLOCK = /^(\d{1,3}):(\d{2})$/;
/** '2', '1.5', '1.25', '1.5h', '2 hours': hours, whole or decimal, with or without a unit. */
const TYPED_HOURS = /^(\d{1,3})(?:\.(\d{1,6}))?\s*(h|hrs?|hours?)?$/;
/** '90m', '90 min', '90 mins', '45 minutes'. */
const TYPED_MINUTES = /^(\d{1,6})\s*m(?:ins?|inutes?)?$/;
/** '1h30', '1h 30m', '1 h 30', '1 hr 5 mins'. */
const TYPED_HOURS_MINUTES = /^(\d{1,3})\s*(?:h|hrs?|hours?)\s*(\d{1,2})\s*(m(?:ins?|inutes?)?)?$/;

/** A decimal fraction of an hour ('25' of '1.25') → the nearest whole minute, a half rounded up. */
function fractionToMinutes(digits: string): number {
  const scale = 10 ** digits.length;
  // round(f × 60 / scale) in integers, so '1.175' is 70.5 → 71 minutes, not 70 by a float's error.
  return Math.floor((Number(digits) * 120 + scale) / (2 * scale));
}

/** Hours and minutes → minutes, or null when the minutes are not 0 to 59. */
function hoursAndMinutes(hours: string, minutes: string): number | null {
  const minutesPart = Number(minutes);
  return minutesPart < MINUTES_PER_HOUR ? Number(hours) * MINUTES_PER_HOUR + minutesPart : null;
}

function clockMinutes(text: string): number | null {
  const match = TYPED_CLOCK.exec(text);
  return match ? hoursAndMinutes(match[1] ?? '', match[2] ?? '') : null;
}

function hoursOnlyMinutes(text: string): number | null {
  const [match, whole = '', fraction = '', unit] = TYPED_HOURS.exec(text) ?? [];
  // Without a unit, three digits look like a clock time missing its colon ('130' for 1:30).
  if (!match || (!unit && whole.length > 2)) return null;
  return Number(whole) * MINUTES_PER_HOUR + (fraction ? fractionToMinutes(fraction) : 0);
}

function minutesOnly(text: string): number | null {
  const match = TYPED_MINUTES.exec(text);
  return match ? Number(match[1]) : null;
}

function hoursThenMinutes(text: string): number | null {
  const [match, hours = '', minutes = '', unit] = TYPED_HOURS_MINUTES.exec(text) ?? [];
  // '1h5' may be 1:05 or 1:50, as '1:5' may; '1h 5m' and '1h05' are clear.
  if (!match || (minutes.length < 2 && !unit)) return null;
  return hoursAndMinutes(hours, minutes);
}

/**
 * What a person typed into a time field → 'HH:MM' as the API carries it, or null when it is not a
 * time or could be read two ways. The field then shows the 'HH:MM' so the person sees what was
 * read. An hour and a half can be typed as:
 * - a clock time: '1:30', '01:30' (minutes two digits, 00–59: '1:5' and '1:75' are refused);
 * - hours: '1.5', '1,5' (comma decimal), '1.5h', '2 hours'; up to six decimals, to the nearest
 *   whole minute, a half minute up ('1.25' → '01:15', '0.01' → '00:01'). '1.30' is 1.3 hours (01:18), as a book
 *   time of 1.30 h is: the colon is what says hours and minutes;
 * - minutes: '90m', '90 min', '90 mins', '90 minutes';
 * - hours and minutes: '1h30', '1h 30m', '1 h 30', '1hr 30mins' (minutes 0–59; one digit of
 *   minutes needs its 'm': '1h 5m', not '1h5').
 * A number without a unit is hours, as book times are: '2' → '02:00', '45' → '45:00'; with three
 * digits it is refused ('130' may be 1:30 without its colon: type '130h' or '1:30').
 * Every form starts with a digit: ':45' and '.5' are refused, as a lost first digit must not
 * shrink the time charged ('0:45', '45m' and '0.5' say it). Refused too: empty, negative, letters,
 * anything over 999:59. Letters are read in any case ('90M', '2H').
 */
export function readTypedTime(text: string): string | null {
  const typed = text.trim().toLowerCase().replace(',', '.');
  // The forms exclude one another, so the first that reads the text is the only one that could.
  const minutes = clockMinutes(typed) ?? hoursOnlyMinutes(typed) ?? minutesOnly(typed) ?? hoursThenMinutes(typed);
  return minutes === null || minutes > MAX_TIME_MINUTES ? null : timeOfMinutes(minutes);
}

/** The minutes of a time a price needs; a RangeError naming the field when it is not 'HH:MM'. */
export function requireMinutes(time: string, field: string): number {
  const minutes = minutesOfTime(time);
  if (minutes === null) throw new RangeError(`${field} is not a time as HH:MM: ${JSON.stringify(time)}`);
  return minutes;
}
