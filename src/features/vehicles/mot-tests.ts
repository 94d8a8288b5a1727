import { ddmmyyyyToDisplay, isoToDdmmyyyy } from '../../../contract/vehicles/vehicle-dates';
import type { MotDefect, MotTest } from '../../../contract/vehicles/schemas';

/** How an MOT test reads on screen: dates, mileage, defects by type, the mileage series. */

const KM_TO_MILES = 0.621371;
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** '2024-03-10' or '2024-03-10T11:32:05Z' → '10/03/2024'. */
export function motDate(iso: string): string {
  return ddmmyyyyToDisplay(isoToDdmmyyyy(iso));
}

export function formatMiles(miles: number): string {
  return `${number.format(miles)} ${miles === 1 ? 'mile' : 'miles'}`;
}

/** The odometer as read, in its own unit: '104,512 miles', '88,020 km', 'Unreadable', 'No odometer'. */
export function mileageText(test: MotTest): string {
  if (test.odometerResultType === 'UNREADABLE') return 'Unreadable';
  if (test.odometerResultType === 'NO_ODOMETER') return 'No odometer';
  const value = Number(test.odometerValue);
  if (test.odometerValue === null || !Number.isFinite(value)) return 'Not recorded';
  if (test.odometerUnit === 'KM') return `${number.format(value)} km`;
  if (test.odometerUnit === 'MI') return formatMiles(value);
  return number.format(value);
}

/** The reading in whole miles (kilometres converted), or null when there is none. */
export function milesOf(test: MotTest): number | null {
  if (test.odometerResultType !== 'READ' || test.odometerValue === null) return null;
  const value = Number(test.odometerValue);
  if (!Number.isFinite(value)) return null;
  return Math.round(test.odometerUnit === 'KM' ? value * KM_TO_MILES : value);
}

export interface MileagePoint {
  /** The test's completedDate (ISO). */
  date: string;
  miles: number;
  passed: boolean;
}

/** The readings to plot, oldest first; tests without a reading are left out. */
export function mileagePoints(tests: readonly MotTest[]): MileagePoint[] {
  return tests
    .flatMap((test) => {
      const miles = milesOf(test);
      return miles === null ? [] : [{ date: test.completedDate, miles, passed: test.testResult === 'PASSED' }];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** A retest comes within this many days of the failed test (DVSA's partial retest is within 10 working days). */
const RETEST_DAYS = 31;

/**
 * Whether a failed test was passed on a retest soon after: on a chart years wide the two fall on
 * one spot (the chart's key then says what a ring round a dot means).
 */
export function hasRetest(points: readonly MileagePoint[]): boolean {
  return points.some(
    (point, index) =>
      !point.passed &&
      points
        .slice(index + 1)
        .some((later) => later.passed && Date.parse(later.date) - Date.parse(point.date) <= RETEST_DAYS * 86_400_000),
  );
}

/** Newest first, whatever order they came in. */
export function newestFirst(tests: readonly MotTest[]): MotTest[] {
  return [...tests].sort((a, b) => b.completedDate.localeCompare(a.completedDate));
}

const typeOrder = ['DANGEROUS', 'MAJOR', 'MINOR', 'ADVISORY', 'PRS', 'FAIL'];
const typeLabels: Record<string, string> = {
  DANGEROUS: 'Dangerous',
  MAJOR: 'Major',
  MINOR: 'Minor',
  ADVISORY: 'Advisory',
  PRS: 'PRS',
  FAIL: 'Fail',
};

export interface DefectGroup {
  type: string;
  label: string;
  defects: MotDefect[];
}

/**
 * Defects by type, the worst first (Dangerous, Major, Minor, Advisory, PRS, Fail); other types
 * (NON SPECIFIC, USER ENTERED, …) follow in the order they came, named as given.
 */
export function defectGroups(defects: readonly MotDefect[]): DefectGroup[] {
  const groups = new Map<string, DefectGroup>();
  for (const defect of defects) {
    const type = defect.type.trim().toUpperCase();
    const group = groups.get(type) ?? { type, label: typeLabels[type] ?? sentenceCase(defect.type), defects: [] };
    group.defects.push(defect);
    groups.set(type, group);
  }
  const rank = (type: string) => {
    const index = typeOrder.indexOf(type);
    return index === -1 ? typeOrder.length : index;
  };
  // Array sort is stable: unknown types keep the order they came in.
  return [...groups.values()].sort((a, b) => rank(a.type) - rank(b.type));
}

function sentenceCase(value: string): string {
  const lower = value.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
