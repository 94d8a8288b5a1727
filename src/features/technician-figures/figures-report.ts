import type { FigureRow, TechnicianFigures } from '../../../contract/clocking/figures';
import type { FigurePer } from '../../../contract/clocking/periods';
import { indirectReasons, type IndirectReason } from '../../../contract/clocking/schemas';

/**
 * What the owner's figures page shows and exports (issue 47), worked from GET /technician-figures:
 * the whole garage's row per window, the hours and ratios as printed, and the CSV. The garage's
 * efficiency and productivity are ratios of its summed hours (sold ÷ clocked of the garage), never
 * an average of the technicians' percentages.
 */

export const reasonLabels: Record<IndirectReason, string> = {
  'waiting-for-parts': 'Waiting for parts',
  'waiting-for-authorisation': 'Waiting for authorisation',
  cleaning: 'Cleaning',
  training: 'Training',
  'road-test': 'Road test',
};

export const GARAGE = 'Whole garage';

const sum = (rows: readonly FigureRow[], pick: (row: FigureRow) => number) =>
  Math.round(rows.reduce((total, row) => total + pick(row), 0) * 100) / 100;
const ratio = (part: number, whole: number): number | null =>
  whole <= 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The garage's row of one window: its technicians' hours added up, its ratios from those sums. */
export function garageRow(rows: readonly FigureRow[], window: { from: string; to: string }): FigureRow {
  const clocked = sum(rows, (row) => row.clockedOnJobsHours);
  const attended = sum(rows, (row) => row.attendedHours);
  const sold = sum(rows, (row) => row.soldHours);
  return {
    technician: '',
    name: GARAGE,
    from: window.from,
    to: window.to,
    attendedHours: attended,
    clockedOnJobsHours: clocked,
    indirectHours: Object.fromEntries(
      indirectReasons.map((reason) => [reason, sum(rows, (row) => row.indirectHours[reason])]),
    ) as Record<IndirectReason, number>,
    breakHours: sum(rows, (row) => row.breakHours),
    soldHours: sum(rows, (row) => row.soldHours),
    efficiency: ratio(sold, clocked),
    productivity: ratio(clocked, attended),
    flaggedClocks: rows.reduce((total, row) => total + row.flaggedClocks, 0),
  };
}

export interface FigureWindowRows {
  from: string;
  to: string;
  rows: FigureRow[];
  garage: FigureRow;
}

/** The answer's rows grouped by window, oldest first, each with the garage's row. */
export function windowsOf(figures: TechnicianFigures): FigureWindowRows[] {
  const windows = new Map<string, FigureRow[]>();
  for (const row of figures.rows) {
    const key = `${row.from} ${row.to}`;
    windows.set(key, [...(windows.get(key) ?? []), row]);
  }
  return [...windows.values()]
    .map((rows) => {
      const { from, to } = rows[0] as FigureRow;
      return { from, to, rows, garage: garageRow(rows, { from, to }) };
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

export const totalIndirect = (row: FigureRow): number =>
  Math.round(indirectReasons.reduce((total, reason) => total + row.indirectHours[reason], 0) * 100) / 100;

/** Hours as printed: two decimals ('7.50'). */
export const formatHours = (hours: number): string => hours.toFixed(2);

/** A ratio as a percentage to one decimal ('94.4%'); '—' when there is nothing to divide by. */
export const formatRatio = (value: number | null): string =>
  value === null ? '—' : `${(Math.round(value * 1000) / 10).toFixed(1)}%`;

/** A UK date, dd/mm/yyyy, from a calendar day 'yyyy-mm-dd'. */
export const ukDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A window's heading: '7 December 2026', 'Week of 7 December 2026', 'December 2026' or from–to. */
export function windowLabel(window: { from: string; to: string }, per: FigurePer): string {
  if (per === 'day' || window.from === window.to) return longDate(window.from);
  if (per === 'week') return `Week of ${longDate(window.from)}`;
  if (per === 'month' && window.from.endsWith('-01'))
    return new Date(`${window.from}T12:00:00Z`).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${longDate(window.from)} to ${longDate(window.to)}`;
}

/** A cell of a CSV: quoted when it must be; a leading = + - @ made plain text for spreadsheets. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');

/** A spreadsheet-ready file: a byte-order mark (Excel then reads 'Ciarán' right) and CRLF lines. */
export const csvFile = (lines: readonly string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

const percentCell = (value: number | null) => (value === null ? '' : (Math.round(value * 1000) / 10).toFixed(1));

/**
 * The figures as a CSV, one line per technician and window and the garage's after them: dates
 * dd/mm/yyyy, hours to 0.01, ratios in per cent to 0.1 (empty when there is nothing to divide by).
 */
export function figuresCsv(figures: TechnicianFigures): string {
  const header = [
    'From',
    'To',
    'Technician',
    'Attended hours',
    'Clocked on jobs hours',
    ...indirectReasons.map((reason) => `${reasonLabels[reason]} hours`),
    'Indirect hours',
    'Break hours',
    'Sold hours',
    'Efficiency %',
    'Productivity %',
    'Flagged clocks',
  ];
  const lines = [csvLine(header)];
  for (const window of windowsOf(figures))
    for (const row of [...window.rows, window.garage])
      lines.push(
        csvLine([
          ukDate(row.from),
          ukDate(row.to),
          row.name,
          formatHours(row.attendedHours),
          formatHours(row.clockedOnJobsHours),
          ...indirectReasons.map((reason) => formatHours(row.indirectHours[reason])),
          formatHours(totalIndirect(row)),
          formatHours(row.breakHours),
          formatHours(row.soldHours),
          percentCell(row.efficiency),
          percentCell(row.productivity),
          row.flaggedClocks,
        ]),
      );
  return csvFile(lines);
}

const DAY_MS = 86_400_000;
const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The default period: the last four weeks, Monday three weeks back to today. */
export function lastFourWeeks(today: string): { from: string; to: string } {
  const end = Date.parse(`${today}T00:00:00Z`);
  const monday = end - ((new Date(end).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: dayString(monday - 21 * DAY_MS), to: today };
}
