/**
 * The garage's wall clock. A shift ends at a time of day where the garage is (Europe/London or
 * Europe/Dublin, with their summer time), while events carry instants: these turn one into the
 * other with the platform's own time-zone data (Intl), on the device and the server alike.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The local day (YYYY-MM-DD) an instant falls on. */
export function localDayOf(instant: number, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant a local day's time of day ('HH:MM') falls at; in the hour summer time skips, an hour later. */
export function instantAt(day: string, time: string, timeZone: string): number {
  const wanted = Date.parse(`${day}T${time}:00Z`);
  // The offset at a first guess, then again at the corrected one (they differ only near a change).
  let instant = wanted - (wallClock(wanted, timeZone) - wanted);
  instant = wanted - (wallClock(instant, timeZone) - instant);
  return instant;
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The first instant strictly after `instant` at which the garage's day reaches `time`. */
export function nextTimeOfDay(instant: number, time: string, timeZone: string): number {
  const day = localDayOf(instant, timeZone);
  const today = instantAt(day, time, timeZone);
  return today > instant ? today : instantAt(nextDay(day), time, timeZone);
}

/** The garage's time zone by its country. */
export const timeZoneOf = (country: 'GB' | 'IE'): string => (country === 'IE' ? 'Europe/Dublin' : 'Europe/London');
