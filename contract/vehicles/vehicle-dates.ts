/**
 * Dates of the vehicle details: DateOfRegistration is held as ddmmyyyy and shown dd/mm/yyyy
 * (trade-features "Vehicle details"); the data sources give ISO dates. Days are counted in UTC,
 * so "MOT due in N days" does not change with the clock going forward.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DDMMYYYY = /^(\d{2})(\d{2})(\d{4})$/;
const MS_PER_DAY = 86_400_000;

/** The UTC day number of a real calendar date, or null (31 February is not one). */
function dayNumber(year: number, month: number, day: number): number | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / MS_PER_DAY;
}

function isoDayNumber(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  return match ? dayNumber(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** '2019-03-12' (or an ISO timestamp of that day) → '12032019'; anything else is returned as it is. */
export function isoToDdmmyyyy(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match || isoDayNumber(iso) === null) return iso;
  return `${match[3]}${match[2]}${match[1]}`;
}

/** '12032019' → '12/03/2019'; anything else is returned as it is. */
export function ddmmyyyyToDisplay(value: string): string {
  const iso = ddmmyyyyToIso(value);
  return iso ? `${value.slice(0, 2)}/${value.slice(2, 4)}/${value.slice(4)}` : value;
}

/** '12032019' → '2019-03-12'; null when it is not a real date. */
export function ddmmyyyyToIso(value: string): string | null {
  const match = DDMMYYYY.exec(value);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return dayNumber(Number(year), Number(month), Number(day)) === null ? null : `${year}-${month}-${day}`;
}

/** Whole days from one ISO date to another (negative when `toIso` is earlier). Timestamps count by their date. */
export function daysBetween(fromIso: string, toIso: string): number {
  const from = isoDayNumber(fromIso);
  const to = isoDayNumber(toIso);
  if (from === null || to === null) throw new RangeError(`Not ISO dates: ${fromIso}, ${toIso}`);
  return to - from;
}
