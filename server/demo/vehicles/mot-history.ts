import { formatRegistration } from '../../../contract/vehicles/registration';
import type { Random } from '../../prng';
import { addYears, dayOf, isoOf, pad2 } from './dates';
import { advisories, asRecorded, drawDefects, failures, minors } from './defects';
import type { FeaturedRegisteredVehicle } from './featured';
import type { MotDefectRow, MotTestRow, RegisteredVehicleRow } from './rows';
import { pickWeighted } from './weighted';

/** A vehicle and the habits its MOT history is drawn with. */
export interface HistoryPlan {
  vehicle: RegisteredVehicleRow;
  annualMileage: number;
  kilometres: boolean;
  failRate: number;
  lateRate: number;
  unreadableRate: number;
  previousVrm?: FeaturedRegisteredVehicle['previousVrm'];
  scriptedFailures?: FeaturedRegisteredVehicle['scriptedFailures'];
}

/**
 * GB cars are first tested at three years old, Northern Ireland's at four, then yearly, a few
 * weeks before the certificate runs out (which keeps its date). Some tests fail and pass a
 * retest within about ten days; a few are late. A failure just before `today` waits for its retest.
 */
export function motHistory(
  r: Random,
  plan: HistoryPlan,
  today: string,
  takeNumber: (r: Random) => string,
): MotTestRow[] {
  const { vehicle } = plan;
  if (vehicle.country === 'IE') return [];
  const todayDay = dayOf(today);
  const northernIreland = vehicle.country === 'NI';
  const tests: MotTestRow[] = [];
  let due = addYears(vehicle.registrationDate, northernIreland ? 4 : 3);
  let miles = 0;
  let lastDay = dayOf(vehicle.registrationDate);

  const record = (
    day: number,
    testResult: MotTestRow['testResult'],
    expiryDate: string | null,
    defects: Iterable<MotDefectRow>,
  ) => {
    miles += Math.max(1, Math.round(((plan.annualMileage * (day - lastDay)) / 365) * (0.8 + 0.4 * r.next())));
    lastDay = day;
    const date = isoOf(day);
    const unreadable = r.chance(plan.unreadableRate);
    const shownVrm = plan.previousVrm && date < plan.previousVrm.until ? plan.previousVrm.vrm : vehicle.vrm;
    tests.push({
      motTestNumber: takeNumber(r),
      vehicleId: vehicle.id,
      completedDate: `${date}T${pad2(r.int(8, 16))}:${pad2(r.int(0, 59))}:${pad2(r.int(0, 59))}.000Z`,
      testResult,
      expiryDate,
      odometerValue: unreadable ? null : String(plan.kilometres ? Math.round(miles * 1.609344) : miles),
      odometerUnit: unreadable ? null : plan.kilometres ? 'KM' : 'MI',
      odometerResultType: unreadable ? 'UNREADABLE' : 'READ',
      registrationAtTimeOfTest: formatRegistration(shownVrm),
      dataSource: northernIreland ? 'DVA NI' : 'DVSA',
      // DVA NI records carry no defects.
      defects: northernIreland ? [] : asRecorded(defects, date),
    });
  };

  for (let round = 1; ; round++) {
    const dueDay = dayOf(due);
    let day = r.chance(plan.lateRate) ? dueDay + r.int(1, 45) : dueDay - r.int(2, 27);
    if (day >= todayDay) break;
    const scripted = plan.scriptedFailures?.find((failure) => failure.test === round);
    const passDefects = new Map<string, MotDefectRow>();
    if (scripted || r.chance(plan.failRate)) {
      const failed = new Map<string, MotDefectRow>(scripted?.failed.map((defect) => [defect.text, defect]));
      if (!scripted) {
        drawDefects(r, failures, r.chance(0.25) ? 2 : 1, failed);
        drawDefects(r, advisories, r.int(0, 2), failed);
      }
      record(day, 'FAILED', null, failed.values());
      day += scripted?.retestAfterDays ?? r.int(1, 10);
      if (day >= todayDay) break;
      // The retest still notes the advisories of the failure, unless the script says otherwise.
      for (const defect of scripted?.retest ?? [...failed.values()].filter((d) => d.type === 'ADVISORY'))
        passDefects.set(defect.text, defect);
    } else {
      drawDefects(
        r,
        advisories,
        pickWeighted(r, [
          [0, 45],
          [1, 30],
          [2, 18],
          [3, 7],
        ]),
        passDefects,
      );
      if (r.chance(0.12)) drawDefects(r, minors, 1, passDefects);
    }
    // Tested up to a month early, the certificate keeps its date; tested late, it runs a year from the test.
    const expiry = day <= dueDay ? addYears(due, 1) : isoOf(dayOf(addYears(isoOf(day), 1)) - 1);
    record(day, 'PASSED', expiry, passDefects.values());
    due = expiry;
  }
  return tests;
}
