/**
 * Work-order time: 'HH:MM' on screen and in the API (§9), hundredths of an hour in repair data
 * (125 = 1 h 15 min). Conversions round to the nearest minute and the nearest hundredth.
 */
export function timeToHundredths(time: string): number {
  const match = /^(\d{2,3}):([0-5]\d)$/.exec(time);
  if (!match) return 0;
  return Math.round(Number(match[1]) * 100 + (Number(match[2]) * 100) / 60);
}

export function hundredthsToTime(hundredths: number): string {
  const minutes = Math.round((Math.max(0, hundredths) * 60) / 100);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
