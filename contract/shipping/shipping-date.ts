import { shippingMessages } from './messages';
import type { ShippingService } from './schemas';

/**
 * Whether a shipping service can run on a date, judged in UK time (Great Britain and Ireland
 * share the clock). Pure: the server checks every shipping choice with it, and the client can
 * check a date offline before queueing it.
 */
export const MAX_DAYS_AHEAD = 60;
const UK_TIME_ZONE = 'Europe/London';

// Made on first use, not as the module loads: a page's chunk carries this module, and the first
// Intl object a page makes loads the browser's locale data, 70–100 ms of main thread on a phone
// (issue 23; contract/money/format-money.ts says the same of money).
let ukParts: Intl.DateTimeFormat | undefined;
const ukFormat = () =>
  (ukParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The UK calendar date ('2026-03-14') and time ('13:59') of an instant. */
export function ukDateTime(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    ukFormat()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
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
