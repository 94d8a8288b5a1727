import { describe, expect, it } from 'vitest';
import type { MotTest } from '../../../../contract/vehicles/schemas';
import {
  defectGroups,
  hasRetest,
  mileagePoints,
  mileageText,
  milesOf,
  motDate,
} from '../../../../src/features/vehicles/mot-tests';

function reading(overrides: Partial<MotTest>): MotTest {
  return {
    completedDate: '2024-03-10T11:32:05.000Z',
    testResult: 'PASSED',
    expiryDate: '2025-03-09',
    odometerValue: '104512',
    odometerUnit: 'MI',
    odometerResultType: 'READ',
    motTestNumber: '123456789012',
    registrationAtTimeOfTest: null,
    dataSource: 'DVSA',
    defects: [],
    ...overrides,
  };
}

describe('MOT test display', () => {
  it('shows dates as dd/mm/yyyy', () => {
    expect(motDate('2024-03-10T11:32:05.000Z')).toBe('10/03/2024');
    expect(motDate('2025-03-09')).toBe('09/03/2025');
  });

  it('shows the odometer in its own unit, or why there is no reading', () => {
    expect(mileageText(reading({}))).toBe('104,512 miles');
    expect(mileageText(reading({ odometerValue: '88020', odometerUnit: 'KM' }))).toBe('88,020 km');
    expect(mileageText(reading({ odometerResultType: 'UNREADABLE', odometerValue: null, odometerUnit: null }))).toBe(
      'Unreadable',
    );
    expect(mileageText(reading({ odometerResultType: 'NO_ODOMETER', odometerValue: null, odometerUnit: null }))).toBe(
      'No odometer',
    );
  });

  it('plots miles, kilometres converted, oldest first, leaving out tests without a reading', () => {
    expect(milesOf(reading({ odometerValue: '100000', odometerUnit: 'KM' }))).toBe(62137);
    const points = mileagePoints([
      reading({ completedDate: '2024-03-10T00:00:00Z', odometerValue: '30000' }),
      reading({ completedDate: '2023-03-10T00:00:00Z', odometerResultType: 'UNREADABLE', odometerValue: null }),
      reading({ completedDate: '2022-03-10T00:00:00Z', odometerValue: '20000', testResult: 'FAILED' }),
    ]);
    expect(points).toEqual([
      { date: '2022-03-10T00:00:00Z', miles: 20000, passed: false },
      { date: '2024-03-10T00:00:00Z', miles: 30000, passed: true },
    ]);
  });

  it('groups defects worst first, other types after in the order they came', () => {
    const groups = defectGroups([
      { text: 'a', type: 'NON SPECIFIC', dangerous: false },
      { text: 'b', type: 'ADVISORY', dangerous: false },
      { text: 'c', type: 'PRS', dangerous: false },
      { text: 'd', type: 'SYSTEM GENERATED', dangerous: false },
      { text: 'e', type: 'FAIL', dangerous: false },
      { text: 'f', type: 'ADVISORY', dangerous: false },
      { text: 'g', type: 'DANGEROUS', dangerous: true },
    ]);
    expect(groups.map((group) => [group.label, group.defects.map((defect) => defect.text).join('')])).toEqual([
      ['Dangerous', 'g'],
      ['Advisory', 'bf'],
      ['PRS', 'c'],
      ['Fail', 'e'],
      ['Non specific', 'a'],
      ['System generated', 'd'],
    ]);
  });
});

describe('a failed test passed on a retest', () => {
  const point = (date: string, passed: boolean) => ({ date: `${date}T10:00:00.000Z`, miles: 1000, passed });

  it('is a failure followed by a pass within a month', () => {
    expect(hasRetest([point('2024-03-09', false), point('2024-03-10', true)])).toBe(true);
    expect(hasRetest([point('2023-03-01', true), point('2024-03-02', false), point('2024-03-30', true)])).toBe(true);
  });

  it('is not a pass alone, a failure never passed, or a pass a year on', () => {
    expect(hasRetest([point('2024-03-10', true)])).toBe(false);
    expect(hasRetest([point('2024-03-10', false)])).toBe(false);
    expect(hasRetest([point('2023-03-10', false), point('2024-03-10', true)])).toBe(false);
    expect(hasRetest([point('2024-03-10', true), point('2024-03-11', false)])).toBe(false);
  });
});
