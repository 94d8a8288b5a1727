import { describe, expect, it } from 'vitest';
import { daysBetween, ddmmyyyyToDisplay, ddmmyyyyToIso, isoToDdmmyyyy } from '../../../contract/vehicles/vehicle-dates';

describe('vehicle dates', () => {
  it('holds ISO dates as ddmmyyyy', () => {
    expect(isoToDdmmyyyy('2019-03-12')).toBe('12032019');
    expect(isoToDdmmyyyy('2020-02-29')).toBe('29022020');
    expect(isoToDdmmyyyy('2023-03-19T11:30:09.000Z')).toBe('19032023');
  });

  it('returns what is not an ISO date as it is', () => {
    for (const value of ['', '12/03/2019', '2019-02-30', '2021-02-29', 'soon'])
      expect(isoToDdmmyyyy(value), value).toBe(value);
  });

  it('shows ddmmyyyy as dd/mm/yyyy, and anything else as it is', () => {
    expect(ddmmyyyyToDisplay('12032019')).toBe('12/03/2019');
    expect(ddmmyyyyToDisplay('29022020')).toBe('29/02/2020');
    for (const value of ['', '1203201', '29022019', '32012019', '12132019', '12/03/2019'])
      expect(ddmmyyyyToDisplay(value), value).toBe(value);
  });

  it('turns ddmmyyyy back into ISO, null when it is not a real date', () => {
    expect(ddmmyyyyToIso('12032019')).toBe('2019-03-12');
    expect(ddmmyyyyToIso('29022024')).toBe('2024-02-29');
    expect(ddmmyyyyToIso('29022023')).toBeNull();
    expect(ddmmyyyyToIso('00012020')).toBeNull();
    expect(ddmmyyyyToIso('2019-03-12')).toBeNull();
    expect(ddmmyyyyToIso(isoToDdmmyyyy('2026-11-23'))).toBe('2026-11-23');
  });

  it('counts whole days in UTC, across leap days and clock changes', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8);
    expect(daysBetween('2026-12-01', '2026-11-23')).toBe(-8);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-23T23:59:00.000Z', '2026-11-24')).toBe(1);
    expect(() => daysBetween('23/11/2026', '2026-11-24')).toThrow(RangeError);
  });
});
