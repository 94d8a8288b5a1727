import { describe, expect, it } from 'vitest';
import type { MotTest } from '../../../../contract/vehicles/schemas';
import { localIsoDate, motDue, motDueDate, motDueText } from '../../../../src/features/vehicles/mot-due';

function test(overrides: Partial<MotTest>): MotTest {
  return {
    completedDate: '2024-03-10T11:32:05.000Z',
    testResult: 'PASSED',
    expiryDate: '2025-03-09',
    odometerValue: '50000',
    odometerUnit: 'MI',
    odometerResultType: 'READ',
    motTestNumber: '123456789012',
    registrationAtTimeOfTest: 'WB19KFD',
    dataSource: 'DVSA',
    defects: [],
    ...overrides,
  };
}

const passed2023 = test({ completedDate: '2023-03-08T10:00:00.000Z', expiryDate: '2024-03-09', motTestNumber: '1' });
const passed2024 = test({ completedDate: '2024-03-10T11:32:05.000Z', expiryDate: '2025-03-09', motTestNumber: '2' });
const history = (motHistory: MotTest[], motTestDueDate: string | null = null) => ({ motHistory, motTestDueDate });

describe('MOT due', () => {
  it('is due in N days before the latest pass expires', () => {
    expect(motDue(history([passed2024, passed2023]), '2025-02-07')).toEqual({
      date: '2025-03-09',
      days: 30,
      text: 'due in 30 days',
    });
    expect(motDue(history([passed2024]), '2025-03-08')?.text).toBe('due in 1 day');
  });

  it('is due today on the expiry date', () => {
    expect(motDue(history([passed2024]), '2025-03-09')).toEqual({ date: '2025-03-09', days: 0, text: 'due today' });
  });

  it('is overdue after the expiry date', () => {
    expect(motDue(history([passed2024]), '2025-03-12')).toEqual({
      date: '2025-03-09',
      days: -3,
      text: 'overdue by 3 days',
    });
    expect(motDueText(-1)).toBe('overdue by 1 day');
  });

  it('takes the latest pass whatever order the tests come in', () => {
    expect(motDueDate(history([passed2023, passed2024]))).toBe('2025-03-09');
  });

  it("gives a new vehicle's first due date when it has no test yet", () => {
    expect(motDue(history([], '2027-05-14'), '2026-11-22')).toEqual({
      date: '2027-05-14',
      days: 173,
      text: 'due in 173 days',
    });
  });

  it('keeps the last pass’s expiry when the latest test failed', () => {
    const failed = test({
      completedDate: '2025-03-01T09:00:00.000Z',
      testResult: 'FAILED',
      expiryDate: null,
      motTestNumber: '3',
    });
    expect(motDue(history([failed, passed2024]), '2025-03-01')).toEqual({
      date: '2025-03-09',
      days: 8,
      text: 'due in 8 days',
    });
    expect(motDue(history([failed, passed2024]), '2025-03-20')?.text).toBe('overdue by 11 days');
  });

  it('is unknown when the vehicle has never passed and no due date is given', () => {
    const failed = test({ testResult: 'FAILED', expiryDate: null });
    expect(motDue(history([failed]), '2025-03-01')).toBeNull();
  });

  it('says nothing for a date that is not a real one', () => {
    expect(motDue(history([test({ expiryDate: '2025-02-30' })]), '2025-01-01')).toBeNull();
  });

  it('counts from the local date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
