import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ageIdentifierFor,
  ageIdentifierPeriod,
  formatRegistration,
  irishRegistrationYear,
  isValidRegistration,
  normaliseRegistration,
  registrationKind,
} from '../../../../contract/vehicles/registration';
import { isValidVin, vinCheckDigitValid, vinModelYearCode } from '../../../../contract/vehicles/vin';
import { featuredVariants, variants } from '../../../../server/providers/car-parc';
import { featuredVehicles } from '../../../../server/demo/vehicles/featured';
import {
  generateRegisteredVehicles,
  type MotTestRow,
  type RegisteredVehicleRow,
} from '../../../../server/demo/vehicles/generate';

const TODAY = '2026-11-23';
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
const daysFrom = (from: string, to: string) =>
  (Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000;

describe('the demo registered vehicles', () => {
  const parc = generateRegisteredVehicles({ today: TODAY });
  const { vehicles, motTests } = parc;
  const byVrm = new Map(vehicles.map((vehicle) => [vehicle.vrm, vehicle]));
  const vehicle = (vrm: string) => byVrm.get(vrm) as RegisteredVehicleRow;
  /** Oldest first, as the tests below read a history; the provider answers newest first. */
  const testsOf = (row: RegisteredVehicleRow): MotTestRow[] =>
    motTests.filter((test) => test.vehicleId === row.id).sort((a, b) => a.completedDate.localeCompare(b.completedDate));
  const variantOf = (row: RegisteredVehicleRow) => variants.find((variant) => variant.id === row.variantId);

  it('is deterministic: the same seed and day give the same rows, byte for byte', () => {
    expect(digest(generateRegisteredVehicles({ today: TODAY }))).toBe(digest(parc));
    expect(digest(generateRegisteredVehicles({ today: TODAY, seed: 7 }))).not.toBe(digest(parc));
    expect(digest(generateRegisteredVehicles({ today: '2026-11-24' }))).not.toBe(digest(parc));
  });

  it('makes the number of vehicles asked, the featured ones always among them', () => {
    expect(vehicles).toHaveLength(400);
    const small = generateRegisteredVehicles({ today: TODAY, count: 30 });
    expect(small.vehicles).toHaveLength(30);
    for (const vrm of ['WB19KFD', 'WB16GLF', '191-D-12345', 'LKZ1234', 'K7WBY', 'WBY42T', 'P4RTS', 'WB76HEV']) {
      expect(
        small.vehicles.some((row) => row.vrm === vrm),
        vrm,
      ).toBe(true);
    }
    // Each vehicle has its own random stream: a smaller parc is the start of a bigger one.
    expect(digest(small.vehicles)).toBe(digest(vehicles.slice(0, 30)));
  });

  it('refuses a day that is not a date or is too early for the featured histories', () => {
    expect(() => generateRegisteredVehicles({ today: '2026-02-30' })).toThrow(RangeError);
    expect(() => generateRegisteredVehicles({ today: '23/11/2026' })).toThrow(RangeError);
    expect(() => generateRegisteredVehicles({ today: '2023-12-31' })).toThrow(RangeError);
  });

  it('never repeats a VRM, a VIN, an id or an MOT test number', () => {
    expect(new Set(vehicles.map((row) => row.vrm)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((row) => row.vin)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((row) => row.id)).size).toBe(vehicles.length);
    expect(new Set(motTests.map((test) => test.motTestNumber)).size).toBe(motTests.length);
    for (const test of motTests) expect(test.motTestNumber).toMatch(/^[1-9]\d{11}$/);
  });

  it('stores VRMs normalised and valid, and VINs valid with a good check digit and the model year', () => {
    for (const row of vehicles) {
      expect(normaliseRegistration(row.vrm), row.vrm).toBe(row.vrm);
      expect(isValidRegistration(row.vrm), row.vrm).toBe(true);
      expect(isValidVin(row.vin), row.vin).toBe(true);
      expect(vinCheckDigitValid(row.vin), row.vin).toBe(true);
      expect(row.vin[9], row.vin).toBe(vinModelYearCode(Number(row.manufactureDate.slice(0, 4))));
    }
    const wmi = (make: string) =>
      new Set(vehicles.filter((row) => variantOf(row)?.make === make).map((row) => row.vin.slice(0, 3)));
    expect(wmi('Ford')).toEqual(new Set(['WF0']));
    expect(wmi('Volkswagen')).toEqual(new Set(['WVW']));
    expect(wmi('Kia')).toEqual(new Set(['U5Y']));
  });

  it('registers each car within its variant years, after it was built and before today', () => {
    for (const row of vehicles) {
      const variant = variantOf(row);
      const year = Number(row.registrationDate.slice(0, 4));
      expect(variant, row.vrm).toBeDefined();
      expect(year, row.vrm).toBeGreaterThanOrEqual(variant?.yearFrom ?? 0);
      expect(year, row.vrm).toBeLessThanOrEqual(variant?.yearTo ?? 2026);
      expect(row.manufactureDate <= row.registrationDate, row.vrm).toBe(true);
      expect(row.registrationDate < TODAY, row.vrm).toBe(true);
      expect([
        'Grey',
        'Black',
        'White',
        'Blue',
        'Silver',
        'Red',
        'Green',
        'Orange',
        'Brown',
        'Beige',
        'Yellow',
        'Bronze',
      ]).toContain(row.colour);
    }
  });

  it('gives GB plates the age identifier of their date and Irish plates their year and half', () => {
    for (const row of vehicles) {
      const kind = registrationKind(row.vrm);
      if (row.country === 'IE') {
        const irish = irishRegistrationYear(row.vrm);
        const year = Number(row.registrationDate.slice(0, 4));
        expect(irish?.year, row.vrm).toBe(year);
        expect(irish?.half, row.vrm).toBe(
          year >= 2013 ? (Number(row.registrationDate.slice(5, 7)) <= 6 ? 1 : 2) : null,
        );
        // Codes retired in 2014 are not issued after it, and the new ones not before.
        if (year >= 2014) expect(['LK', 'TN', 'TS', 'WD'], row.vrm).not.toContain(irish?.county);
        if (year < 2014) expect(irish?.county, row.vrm).not.toBe('T');
      } else if (row.country === 'NI') {
        expect(kind, row.vrm).toBe('northern-ireland');
      } else if (kind === 'gb-current') {
        const period = ageIdentifierPeriod(row.vrm);
        expect(period && row.registrationDate >= period.from && row.registrationDate <= period.to, row.vrm).toBe(true);
        expect(row.vrm.slice(0, 2), row.vrm).toMatch(/^[A-HJ-PR-Y]{2}$/);
      } else {
        // Only the featured cherished and personal plates are of the older formats.
        expect(['K7WBY', 'WBY42T', 'P4RTS'], row.vrm).toContain(row.vrm);
      }
    }
  });

  it('spreads the parc over GB, Northern Ireland and Ireland, and over the common makes', () => {
    const count = (country: string) => vehicles.filter((row) => row.country === country).length;
    expect(count('IE') / vehicles.length).toBeGreaterThan(0.1);
    expect(count('IE') / vehicles.length).toBeLessThan(0.2);
    expect(count('NI')).toBeGreaterThan(5);
    const makes = new Map<string, number>();
    for (const row of vehicles) makes.set(variantOf(row)?.make ?? '', (makes.get(variantOf(row)?.make ?? '') ?? 0) + 1);
    expect(makes.get('Ford') ?? 0).toBeGreaterThan(makes.get('Tesla') ?? 0);
    expect(makes.size).toBeGreaterThan(18);
  });

  it('holds the featured Focus, with a failed MOT in 2023 and its retest four days later', () => {
    const focus = vehicle('WB19KFD');
    expect(focus).toMatchObject({
      vin: featuredVehicles.focus.vin,
      variantId: featuredVariants.focusEcoBoost2019.id,
      country: 'GB',
      registrationDate: '2019-04-12',
      motTestDueDate: null,
    });
    expect(ageIdentifierFor(focus.registrationDate)).toBe('19');
    const tests = testsOf(focus);
    expect(tests.length).toBeGreaterThanOrEqual(5);
    expect(tests[0]?.completedDate.slice(0, 4)).toBe('2022');
    const failed = tests.filter((test) => test.testResult === 'FAILED');
    expect(failed).toHaveLength(1);
    const failure = failed[0] as MotTestRow;
    expect(failure.completedDate.slice(0, 4)).toBe('2023');
    expect(failure.expiryDate).toBeNull();
    expect(failure.defects.map((defect) => defect.type)).toEqual(expect.arrayContaining(['DANGEROUS', 'MAJOR']));
    expect(failure.defects.find((defect) => defect.type === 'DANGEROUS')?.dangerous).toBe(true);
    const retest = tests[tests.indexOf(failure) + 1] as MotTestRow;
    expect(retest.testResult).toBe('PASSED');
    expect(daysFrom(failure.completedDate, retest.completedDate)).toBe(4);
    expect(retest.defects.length).toBeGreaterThan(0);
    expect(retest.defects.every((defect) => defect.type === 'ADVISORY')).toBe(true);
    for (const test of tests) {
      expect(test).toMatchObject({
        odometerUnit: 'MI',
        odometerResultType: 'READ',
        dataSource: 'DVSA',
        registrationAtTimeOfTest: 'WB19 KFD',
      });
    }
  });

  it('holds the featured Golf, over 100,000 miles and tested since 2019', () => {
    const golf = vehicle('WB16GLF');
    expect(golf).toMatchObject({
      vin: featuredVehicles.golf.vin,
      variantId: featuredVariants.golfTdi2016.id,
      country: 'GB',
    });
    expect(golf.registrationDate.slice(0, 7)).toBe('2016-03');
    const tests = testsOf(golf);
    expect(tests[0]?.completedDate.slice(0, 4)).toBe('2019');
    expect(Number(tests[tests.length - 1]?.odometerValue)).toBeGreaterThan(100_000);
  });

  it('holds the featured Irish Corolla, with no MOT history', () => {
    const corolla = vehicle('191-D-12345');
    expect(corolla).toMatchObject({
      vin: featuredVehicles.corolla.vin,
      variantId: featuredVariants.corollaHybrid2019.id,
      country: 'IE',
      motTestDueDate: null,
    });
    expect(corolla.registrationDate >= '2019-01-01' && corolla.registrationDate <= '2019-06-30').toBe(true);
    expect(testsOf(corolla)).toEqual([]);
  });

  it('holds a brand-new Sportage with no test yet and its first test due at three years', () => {
    const sportage = vehicles.find((row) => row.vin === featuredVehicles.newSportage.vin) as RegisteredVehicleRow;
    expect(sportage.vrm).toBe('WB76HEV');
    expect(sportage.variantId).toBe(featuredVariants.sportageHybrid2026.id);
    expect(daysFrom(sportage.registrationDate, TODAY)).toBeGreaterThan(0);
    expect(daysFrom(sportage.registrationDate, TODAY)).toBeLessThan(120);
    expect(sportage.motTestDueDate).toBe(addYears(sportage.registrationDate, 3));
    expect(testsOf(sportage)).toEqual([]);
    // A year on, the same car carries the age identifier of its new date.
    const later = generateRegisteredVehicles({ today: '2027-05-20', count: 10 }).vehicles.find(
      (row) => row.vin === sportage.vin,
    );
    expect(later?.vrm).toBe(`WB${ageIdentifierFor(later?.registrationDate ?? '')}HEV`);
    expect(later?.vrm).toBe('WB27HEV');
  });

  it('holds a Northern Ireland car tested by DVA from four years old, without defects', () => {
    const ni = vehicle('LKZ1234');
    expect(ni.country).toBe('NI');
    const tests = testsOf(ni);
    expect(tests.length).toBeGreaterThan(3);
    expect(daysFrom(ni.registrationDate, tests[0]?.completedDate ?? '')).toBeGreaterThan(4 * 365 - 31);
    for (const test of tests)
      expect(test).toMatchObject({ dataSource: 'DVA NI', defects: [], registrationAtTimeOfTest: 'LKZ 1234' });
  });

  it('shows the old plate of a car on its tests before a cherished mark was put on', () => {
    const landRover = vehicle('K7WBY');
    const plates = testsOf(landRover).map((test) => [
      test.completedDate.slice(0, 10) < '2024-05-01',
      test.registrationAtTimeOfTest,
    ]);
    expect(plates).toContainEqual([true, 'YH67 LRD']);
    expect(plates).toContainEqual([false, 'K7 WBY']);
    for (const [before, plate] of plates) expect(plate).toBe(before ? 'YH67 LRD' : 'K7 WBY');
    expect(registrationKind('K7WBY')).toBe('gb-prefix');
    expect(registrationKind('WBY42T')).toBe('gb-suffix');
    expect(registrationKind('P4RTS')).toBe('gb-prefix');
  });

  it('keeps MOT histories only for GB and Northern Ireland cars, first tested at three and four years', () => {
    for (const row of vehicles) {
      const tests = testsOf(row);
      if (row.country === 'IE') {
        expect(tests, row.vrm).toEqual([]);
        expect(row.motTestDueDate, row.vrm).toBeNull();
        continue;
      }
      const firstDue = addYears(row.registrationDate, row.country === 'NI' ? 4 : 3);
      if (tests.length === 0) {
        expect(row.motTestDueDate, row.vrm).toBe(firstDue);
      } else {
        expect(row.motTestDueDate, row.vrm).toBeNull();
        expect(daysFrom(firstDue, tests[0]?.completedDate ?? ''), row.vrm).toBeGreaterThan(-31);
      }
      for (const test of tests) {
        expect(test.dataSource).toBe(row.country === 'NI' ? 'DVA NI' : 'DVSA');
        expect(test.completedDate < TODAY, row.vrm).toBe(true);
        if (row.country === 'NI') expect(test.defects).toEqual([]);
      }
    }
  });

  it(
    'reads newest first with the mileage never going up, ' + 'and each failure followed by a retest within ten days',
    () => {
      for (const row of vehicles) {
        const newestFirst = [...testsOf(row)].reverse();
        const readings = newestFirst
          .filter((test) => test.odometerValue !== null)
          .map((test) => Number(test.odometerValue));
        for (let at = 1; at < readings.length; at++)
          expect(readings[at], row.vrm).toBeLessThanOrEqual(readings[at - 1] ?? 0);
        expect(new Set(newestFirst.map((test) => test.completedDate)).size, row.vrm).toBe(newestFirst.length);
        for (const [at, test] of newestFirst.entries()) {
          if (test.testResult === 'PASSED') {
            expect(test.expiryDate, row.vrm).not.toBeNull();
            expect(daysFrom(test.completedDate, test.expiryDate ?? '')).toBeGreaterThanOrEqual(364);
            expect(daysFrom(test.completedDate, test.expiryDate ?? '')).toBeLessThan(366 + 31);
            continue;
          }
          expect(test.expiryDate).toBeNull();
          const retest = newestFirst[at - 1];
          // The newest test may be a failure waiting for its retest.
          if (!retest) expect(daysFrom(test.completedDate, TODAY), row.vrm).toBeLessThanOrEqual(10);
          else {
            expect(retest.testResult, row.vrm).toBe('PASSED');
            expect(daysFrom(test.completedDate, retest.completedDate), row.vrm).toBeLessThanOrEqual(10);
          }
        }
      }
    },
  );

  it('fails about one test in seven, mostly reads the odometer in miles and keeps most MOTs current', () => {
    const failed = motTests.filter((test) => test.testResult === 'FAILED').length / motTests.length;
    expect(failed).toBeGreaterThan(0.08);
    expect(failed).toBeLessThan(0.2);
    expect(motTests.filter((test) => test.odometerUnit === 'MI').length / motTests.length).toBeGreaterThan(0.9);
    for (const test of motTests.filter((t) => t.odometerResultType === 'UNREADABLE'))
      expect(test.odometerValue).toBeNull();
    for (const at of [TODAY, '2027-11-23', '2029-06-01']) {
      const { vehicles: cars, motTests: tests } = generateRegisteredVehicles({ today: at });
      const tested = cars.filter((row) => tests.some((test) => test.vehicleId === row.id));
      const current = tested.filter((row) =>
        tests.some((test) => test.vehicleId === row.id && (test.expiryDate ?? '') >= at),
      );
      expect(current.length / tested.length, at).toBeGreaterThan(0.85);
    }
  });

  it('writes the plate of the day on each test and realistic DVSA defects', () => {
    for (const row of vehicles.filter((r) => r.vrm !== 'K7WBY')) {
      for (const test of testsOf(row)) expect(test.registrationAtTimeOfTest).toBe(formatRegistration(row.vrm));
    }
    const defects = motTests.flatMap((test) => test.defects);
    expect(
      new Set(defects.map((defect) => defect.text.replace(/^(Nearside|Offside)( Front| Rear)? /, ''))).size,
    ).toBeGreaterThanOrEqual(20);
    for (const defect of defects) {
      expect(['ADVISORY', 'MINOR', 'MAJOR', 'DANGEROUS', 'FAIL']).toContain(defect.type);
      expect(defect.dangerous).toBe(defect.type === 'DANGEROUS');
    }
    // Before 20 May 2018 a failure was a FAIL and there were no minor defects.
    for (const test of motTests) {
      const types = test.defects.map((defect) => defect.type);
      if (test.completedDate < '2018-05-20')
        expect(types.filter((type) => !['FAIL', 'ADVISORY'].includes(type))).toEqual([]);
      else expect(types).not.toContain('FAIL');
      if (test.testResult === 'FAILED' && test.dataSource === 'DVSA')
        expect(types.some((type) => ['FAIL', 'MAJOR', 'DANGEROUS'].includes(type))).toBe(true);
      if (test.testResult === 'PASSED')
        expect(types.some((type) => ['FAIL', 'MAJOR', 'DANGEROUS'].includes(type))).toBe(false);
    }
  });
});
