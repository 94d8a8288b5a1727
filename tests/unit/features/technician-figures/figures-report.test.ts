import { describe, expect, it } from 'vitest';
import type { FigureRow, TechnicianFigures } from '../../../../contract/clocking/figures';
import {
  csvCell,
  figuresCsv,
  formatHours,
  formatRatio,
  garageRow,
  lastFourWeeks,
  ukDate,
  windowLabel,
  windowsOf,
} from '../../../../src/features/technician-figures/figures-report';

const none = { 'waiting-for-parts': 0, 'waiting-for-authorisation': 0, cleaning: 0, training: 0, 'road-test': 0 };
const row = (over: Partial<FigureRow>): FigureRow => ({
  technician: 't1',
  name: 'Tom Fletcher',
  from: '2026-03-02',
  to: '2026-03-08',
  attendedHours: 0,
  clockedOnJobsHours: 0,
  indirectHours: { ...none },
  breakHours: 0,
  soldHours: 0,
  efficiency: null,
  productivity: null,
  flaggedClocks: 0,
  ...over,
});

const tom = row({
  attendedHours: 8,
  clockedOnJobsHours: 6,
  indirectHours: { ...none, 'waiting-for-parts': 0.5, cleaning: 0.25 },
  breakHours: 0.5,
  soldHours: 6.6,
  efficiency: 1.1,
  productivity: 0.75,
});
const priya = row({
  technician: 't2',
  name: 'Priya Sharma',
  attendedHours: 4,
  clockedOnJobsHours: 3,
  indirectHours: { ...none, training: 1 },
  soldHours: 2.4,
  efficiency: 0.8,
  productivity: 0.75,
  flaggedClocks: 1,
});

const figures = (rows: FigureRow[]): TechnicianFigures => ({
  from: '2026-03-02',
  to: '2026-03-15',
  per: 'week',
  timeZone: 'Europe/London',
  onlyCompletedJobs: true,
  formula: { attended: 'a', clockedOnJobs: 'c', soldHours: 's', efficiency: 'e', productivity: 'p' },
  rows,
});

describe('the whole garage’s row', () => {
  it('adds the hours up and divides the sums, never averaging the percentages', () => {
    const garage = garageRow([tom, priya], { from: '2026-03-02', to: '2026-03-08' });
    expect(garage).toMatchObject({
      name: 'Whole garage',
      attendedHours: 12,
      clockedOnJobsHours: 9,
      soldHours: 9,
      breakHours: 0.5,
      indirectHours: { 'waiting-for-parts': 0.5, cleaning: 0.25, training: 1 },
      flaggedClocks: 1,
    });
    // 9 ÷ 9 = 100%, where the mean of 110% and 80% would say 95%.
    expect(garage.efficiency).toBe(1);
    expect(garage.productivity).toBe(0.75);
  });

  it('has no ratio with nothing to divide by', () => {
    expect(garageRow([row({})], { from: '2026-03-02', to: '2026-03-08' })).toMatchObject({
      efficiency: null,
      productivity: null,
    });
  });
});

describe('printing', () => {
  it('prints hours to 0.01, ratios to 0.1% and UK dates', () => {
    expect(formatHours(7.5)).toBe('7.50');
    expect(formatHours(0)).toBe('0.00');
    expect(formatRatio(0.9444)).toBe('94.4%');
    expect(formatRatio(1.1)).toBe('110.0%');
    expect(formatRatio(null)).toBe('—');
    expect(ukDate('2026-03-02')).toBe('02/03/2026');
  });

  it('names each window as the split has it', () => {
    expect(windowLabel({ from: '2026-03-02', to: '2026-03-08' }, 'week')).toBe('Week of 2 March 2026');
    expect(windowLabel({ from: '2026-03-04', to: '2026-03-04' }, 'day')).toBe('4 March 2026');
    expect(windowLabel({ from: '2026-03-01', to: '2026-03-31' }, 'month')).toBe('March 2026');
    expect(windowLabel({ from: '2026-03-04', to: '2026-03-20' }, 'period')).toBe('4 March 2026 to 20 March 2026');
  });

  it('starts the default period on the Monday three weeks before this week’s', () => {
    expect(lastFourWeeks('2026-12-07')).toEqual({ from: '2026-11-16', to: '2026-12-07' });
    expect(lastFourWeeks('2026-12-13')).toEqual({ from: '2026-11-16', to: '2026-12-13' });
  });
});

describe('the CSV', () => {
  it('quotes what must be quoted and keeps a spreadsheet from running a cell', () => {
    expect(csvCell('Ciarán O’Sullivan')).toBe('Ciarán O’Sullivan');
    expect(csvCell('Reid, Callum')).toBe('"Reid, Callum"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
  });

  it('has a line per technician and window, the garage after each window, oldest window first', () => {
    const later = { from: '2026-03-09', to: '2026-03-15' };
    const csv = figuresCsv(figures([{ ...tom, ...later }, { ...priya, ...later }, tom, priya]));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'From,To,Technician,Attended hours,Clocked on jobs hours,Waiting for parts hours,' +
        'Waiting for authorisation hours,Cleaning hours,Training hours,Road test hours,Indirect hours,' +
        'Break hours,Sold hours,Efficiency %,Productivity %,Flagged clocks',
    );
    expect(lines.slice(1, 4)).toEqual([
      '02/03/2026,08/03/2026,Tom Fletcher,8.00,6.00,0.50,0.00,0.25,0.00,0.00,0.75,0.50,6.60,110.0,75.0,0',
      '02/03/2026,08/03/2026,Priya Sharma,4.00,3.00,0.00,0.00,0.00,1.00,0.00,1.00,0.00,2.40,80.0,75.0,1',
      '02/03/2026,08/03/2026,Whole garage,12.00,9.00,0.50,0.00,0.25,1.00,0.00,1.75,0.50,9.00,100.0,75.0,1',
    ]);
    expect(lines[4]).toMatch(/^09\/03\/2026,15\/03\/2026,Tom Fletcher,/);
    expect(lines).toHaveLength(8);
  });

  it('leaves a ratio with nothing to divide by empty', () => {
    const lines = figuresCsv(figures([row({})])).split('\r\n');
    expect(lines[1]).toBe('02/03/2026,08/03/2026,Tom Fletcher,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,,,0');
  });

  it('groups windows oldest first', () => {
    const later = { from: '2026-03-09', to: '2026-03-15' };
    expect(windowsOf(figures([{ ...tom, ...later }, tom])).map((window) => window.from)).toEqual([
      '2026-03-02',
      '2026-03-09',
    ]);
  });
});
