/** Dates as UTC day numbers, and ISO dates (YYYY-MM-DD) as text. */
const DAY_MS = 86_400_000;
export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/** The same day some years on; 29 February becomes the 28th in a common year. */
export function addYears(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) + years;
  const rest = iso.slice(4);
  return rest === '-02-29' && !isLeapYear(year) ? `${year}-02-28` : `${year}${rest}`;
}
export const pad2 = (value: number) => String(value).padStart(2, '0');
