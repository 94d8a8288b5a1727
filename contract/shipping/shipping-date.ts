import { shippingMessages } from './messages';
import type { ShippingService } from './schemas';

/**
 * Whether a shipping service can run on a date, judged in UK time (Great Britain and Ireland
 * share the clock). Pure: the server checks every shipping choice with it, and the client can
 * check a date offline before queueing it.
 */
export const MAX_DAYS_AHEAD = 60;

// The UK clock by its rule, without Intl: a basket with lines showed its delivery form, whose
// first date is today in the UK, as the page opened, and the first Intl object a page makes loads
// the browser's locale and time-zone data (11–16 ms of main thread here, 4× that on a phone, in
// the basket's longest task: issue 23; tests/e2e/no-intl-at-start.spec.ts). The rule is the
// Summer Time Order 2002 (the EU's since 1996): BST, UTC+1, from 01:00 UTC on the last Sunday of
// March to 01:00 UTC on the last Sunday of October. tests/contract/shipping checks it against
// Intl's Europe/London hourly through 2020–2040 and by the minute around each change.
const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year, when the UK's clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const two = (value: number) => String(value).padStart(2, '0');

/** The UK calendar date ('2026-03-14') and time ('13:59') of an instant. */
export function ukDateTime(now: Date): { date: string; time: string } {
  const instant = now.getTime();
  const year = now.getUTCFullYear();
  const summer = instant >= clockChange(year, 2) && instant < clockChange(year, 9);
  const uk = new Date(instant + (summer ? HOUR : 0));
  return {
    date: `${uk.getUTCFullYear()}-${two(uk.getUTCMonth() + 1)}-${two(uk.getUTCDate())}`,
    time: `${two(uk.getUTCHours())}:${two(uk.getUTCMinutes())}`,
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as days since the epoch, or null ('2026-02-30' is not one). */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

const fromDayNumber = (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10);

/**
 * The message refusing `date` for the service, or null when it can run then. `isTrade` matters
 * for trade-only services (same-day van).
 */
export function shippingDateProblem(
  service: ShippingService,
  date: string,
  now: Date,
  isTrade: boolean,
): string | null {
  if (service.status !== 'active') return shippingMessages.unknownService;
  if (service.tradeOnly && !isTrade) return shippingMessages.tradeOnly;
  const day = dayNumber(date);
  if (day === null) return shippingMessages.invalidDate;
  const uk = ukDateTime(now);
  const today = dayNumber(uk.date) ?? 0;
  if (day < today) return shippingMessages.pastDate;
  if (day > today + MAX_DAYS_AHEAD) return shippingMessages.tooFarAhead(MAX_DAYS_AHEAD);
  // 1 January 1970 was a Thursday: day 0 → weekday 4 (Sunday 0).
  if (!service.sundays && (day + 4) % 7 === 0) return shippingMessages.noSundays;
  if (day < today + service.leadDays)
    return shippingMessages.earliest(service.name, fromDayNumber(today + service.leadDays));
  if (day === today && service.cutOffTime && uk.time >= service.cutOffTime) {
    return service.kind === 'van' && service.cutOffTime === '14:00'
      ? shippingMessages.vanCutOff
      : shippingMessages.cutOff(service.name, service.cutOffTime);
  }
  return null;
}
