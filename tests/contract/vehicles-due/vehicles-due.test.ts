import { describe, expect, it } from 'vitest';
import { addMonths, motDue, serviceDue } from '../../../contract/vehicles-due/vehicles-due';

const TODAY = '2026-12-07';

describe('MOT due', () => {
  it('is listed within the window or overdue, not after it', () => {
    expect(motDue('2027-01-05', TODAY, 30)).toEqual({ dueDate: '2027-01-05', state: 'due' });
    expect(motDue('2027-01-07', TODAY, 30)).toBeNull();
    expect(motDue('2027-01-07', TODAY, 60)).toEqual({ dueDate: '2027-01-07', state: 'due' });
    expect(motDue('2026-12-01', TODAY, 30)).toEqual({ dueDate: '2026-12-01', state: 'overdue' });
    expect(motDue(null, TODAY, 60)).toBeNull();
  });
});

describe('service due', () => {
  it('is due 12 months after the last service', () => {
    expect(
      serviceDue({ lastServiceDate: '2025-12-20', lastServiceMileage: 30_000, latestMileage: 35_000 }, TODAY, 30),
    ).toMatchObject({ dueDate: '2026-12-20', dueMileage: 40_000, by: 'date', state: 'due' });
    expect(
      serviceDue({ lastServiceDate: '2026-02-20', lastServiceMileage: 30_000, latestMileage: 35_000 }, TODAY, 60),
    ).toBeNull();
    expect(
      serviceDue({ lastServiceDate: '2025-11-20', lastServiceMileage: null, latestMileage: null }, TODAY, 30),
    ).toMatchObject({ dueDate: '2026-11-20', dueMileage: null, by: 'date', state: 'overdue' });
  });

  it('is due at 10,000 miles, whichever comes first', () => {
    expect(
      serviceDue({ lastServiceDate: '2026-06-01', lastServiceMileage: 30_000, latestMileage: 40_000 }, TODAY, 30),
    ).toMatchObject({ dueDate: '2027-06-01', dueMileage: 40_000, by: 'mileage', state: 'overdue' });
    expect(
      serviceDue({ lastServiceDate: '2026-06-01', lastServiceMileage: 30_000, latestMileage: 39_999 }, TODAY, 30),
    ).toBeNull();
  });

  it('adds months to the same day, or the month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2023-02-28', 12)).toBe('2024-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});
