import { createHash } from 'node:crypto';
import { ageIdentifierFor, formatRegistration } from '../../../contract/vehicles/registration';
import { vinCheckDigit, vinModelYearCode } from '../../../contract/vehicles/vin';
import { variants, type DemoVariant } from '../catalogue-demo/car-parc';
import { createRandom, stableHash, type Random } from '../catalogue-demo/prng';
import { featuredVehicles, type FeaturedDefect, type FeaturedRegisteredVehicle } from './featured';

/**
 * The demo parc's registered vehicles and their MOT histories (0004_vehicles.sql), what the
 * local vehicle data provider answers. The same seed and `today` give the same rows, byte for
 * byte. Every date is counted back from `today`, so a database made next year still has cars
 * with a valid MOT. Each vehicle draws from a random stream of its own, so the size asked
 * for changes no other vehicle.
 */
export interface RegisteredVehicleRow {
  id: string;
  vrm: string;
  vin: string;
  variantId: number;
  country: 'GB' | 'NI' | 'IE';
  registrationDate: string;
  manufactureDate: string;
  colour: string;
  motTestDueDate: string | null;
  hasOutstandingRecall: string;
}

export interface MotDefectRow {
  text: string;
  type: string;
  dangerous: boolean;
}

export interface MotTestRow {
  motTestNumber: string;
  vehicleId: string;
  completedDate: string;
  testResult: 'PASSED' | 'FAILED';
  expiryDate: string | null;
  odometerValue: string | null;
  odometerUnit: 'MI' | 'KM' | null;
  odometerResultType: 'READ' | 'UNREADABLE' | 'NO_ODOMETER';
  registrationAtTimeOfTest: string;
  dataSource: 'DVSA' | 'DVA NI';
  defects: MotDefectRow[];
}

export interface RegisteredVehicles {
  vehicles: RegisteredVehicleRow[];
  motTests: MotTestRow[];
}

export const DEFAULT_VEHICLE_SEED = 20_261_123;
export const DEFAULT_VEHICLE_COUNT = 400;
/** The featured histories (a failure in 2023, tests since 2019) need a day after this. */
const EARLIEST_TODAY = '2024-01-01';

// --- Dates, as UTC day numbers -------------------------------------------------------------

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/** The same day some years on; 29 February becomes the 28th in a common year. */
function addYears(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) + years;
  const rest = iso.slice(4);
  return rest === '-02-29' && !isLeapYear(year) ? `${year}-02-28` : `${year}${rest}`;
}
const pad2 = (value: number) => String(value).padStart(2, '0');

// --- The parc's shape ----------------------------------------------------------------------

type Weighted<T> = readonly (readonly [T, number])[];

function pickWeighted<T>(r: Random, entries: Weighted<T>): T {
  let roll = r.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of entries) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

/** Roughly the makes' shares of the UK parc. */
const makeWeights: Weighted<string> = [
  ['Ford', 14], ['Vauxhall', 11], ['Volkswagen', 11], ['BMW', 7], ['Toyota', 7], ['Mercedes-Benz', 6], ['Audi', 6],
  ['Nissan', 6], ['Kia', 6], ['Peugeot', 5], ['Hyundai', 4], ['Skoda', 4], ['Renault', 3], ['Citroën', 3], ['SEAT', 3],
  ['MINI', 3], ['Honda', 2], ['Land Rover', 2], ['Volvo', 2], ['Dacia', 2], ['Fiat', 2], ['Mazda', 2], ['Tesla', 1],
];

/** The makers' world manufacturer identifiers (the plants that build most of the UK's cars of each make). */
const wmiOf: Record<string, string> = {
  Ford: 'WF0', Volkswagen: 'WVW', Toyota: 'SB1', Kia: 'U5Y', BMW: 'WBA', Vauxhall: 'W0L', Nissan: 'SJN', Peugeot: 'VF3',
  Renault: 'VF1', Audi: 'WAU', 'Mercedes-Benz': 'W1K', Hyundai: 'TMA', Skoda: 'TMB', Honda: 'SHH', Citroën: 'VF7', SEAT: 'VSS',
  MINI: 'WMW', 'Land Rover': 'SAL', Volvo: 'YV1', Dacia: 'UU1', Fiat: 'ZFA', Mazda: 'JMZ', Tesla: 'LRW',
};
/** The VW group fills positions 4–6 with 'ZZZ' and puts a two-character model code in 7–8. */
const fillerMakes = new Set(['Volkswagen', 'Audi', 'SEAT', 'Skoda']);

/** The commonest colours of UK cars, by share. */
const colours: Weighted<string> = [
  ['Grey', 22], ['Black', 18], ['White', 16], ['Blue', 14], ['Silver', 12], ['Red', 10], ['Green', 2], ['Orange', 2],
  ['Brown', 1], ['Beige', 1], ['Yellow', 1], ['Bronze', 1],
];

/** DVLA regions (the memory tag's first letter), weighted by population: 'L' London, 'M' Manchester, 'Y' Yorkshire… */
const gbRegions: Weighted<string> = [
  ['A', 5], ['B', 9], ['C', 5], ['D', 3], ['E', 4], ['F', 6], ['G', 5], ['H', 4], ['K', 5], ['L', 14], ['M', 9], ['N', 5],
  ['O', 3], ['P', 4], ['R', 4], ['S', 8], ['V', 3], ['W', 6], ['Y', 9],
];
/** A memory tag never holds I, Q or Z; the three random letters never I or Q. */
const TAG_LETTERS = [...'ABCDEFGHJKLMNOPRSTUVWXY'];
const SERIAL_LETTERS = [...'ABCDEFGHJKLMNOPRSTUVWXYZ'];
/** Northern Ireland's two-letter codes, each holding I or Z. */
const niCodes = ['AZ', 'BZ', 'CZ', 'DZ', 'EZ', 'FZ', 'GZ', 'HZ', 'IA', 'IB', 'IG', 'IJ', 'IL', 'IW', 'JZ', 'KZ', 'LZ', 'MZ', 'NZ', 'OI', 'OZ', 'PZ', 'RZ', 'SZ', 'UI', 'XI', 'YZ'];

/**
 * Irish registration offices by share of new cars, with the years each code was issued: in
 * 2014 L replaced LK (and Limerick city's L), T replaced TN and TS, W replaced WD.
 * The last number is the highest sequence a half-year or year reaches there.
 */
const irishCounties: readonly (readonly [code: string, weight: number, from: number, to: number, highest: number])[] = [
  ['D', 30, 0, 9999, 60_000], ['C', 10, 0, 9999, 20_000], ['G', 5, 0, 9999, 9_000], ['KE', 5, 0, 9999, 9_000], ['MH', 5, 0, 9999, 9_000],
  ['WW', 3, 0, 9999, 5_000], ['L', 4, 2014, 9999, 8_000], ['L', 1, 0, 2013, 3_000], ['LK', 3, 0, 2013, 5_000], ['T', 4, 2014, 9999, 6_000],
  ['TN', 2, 0, 2013, 3_000], ['TS', 2, 0, 2013, 3_000], ['W', 3, 2014, 9999, 5_000], ['W', 1, 0, 2013, 2_000], ['WD', 2, 0, 2013, 3_000],
  ['CE', 2, 0, 9999, 4_000], ['DL', 2, 0, 9999, 4_000], ['KK', 2, 0, 9999, 4_000], ['KY', 2, 0, 9999, 4_000], ['LH', 2, 0, 9999, 4_000],
  ['MO', 2, 0, 9999, 4_000], ['WX', 2, 0, 9999, 4_000], ['CN', 1, 0, 9999, 2_000], ['CW', 1, 0, 9999, 2_000], ['LD', 1, 0, 9999, 1_500],
  ['LM', 1, 0, 9999, 1_000], ['LS', 1, 0, 9999, 2_000], ['MN', 1, 0, 9999, 1_500], ['OY', 1, 0, 9999, 2_000], ['RN', 1, 0, 9999, 1_500],
  ['SO', 1, 0, 9999, 1_500], ['WH', 1, 0, 9999, 2_000],
];

// --- MOT defects ---------------------------------------------------------------------------

type Severity = FeaturedDefect['type'];
/** DVSA's texts with their inspection-manual references; '{wheel}' and '{side}' take a position. */
const defectTexts: readonly (readonly [text: string, type: Severity])[] = [
  // Tyres
  ['{wheel} Tyre worn close to legal limit/worn on edge (5.2.3 (e))', 'ADVISORY'],
  ['{wheel} Tyre slightly damaged/cracking or perishing (5.2.3 (d) (ii))', 'ADVISORY'],
  ['{wheel} Tyre tread depth below requirements of 1.6mm (5.2.3 (e))', 'DANGEROUS'],
  ['{wheel} Tyre has ply or cords exposed (5.2.3 (b))', 'DANGEROUS'],
  ['{wheel} Tyre has a cut in excess of the requirements deep enough to reach the ply or cords (5.2.3 (d) (i))', 'MAJOR'],
  // Brakes
  ['{wheel} Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (ii))', 'ADVISORY'],
  ['{wheel} Brake pad(s) wearing thin (1.1.13 (a) (ii))', 'ADVISORY'],
  ['{wheel} Brake pad(s) less than 1.5 mm thick (1.1.13 (a) (ii))', 'MAJOR'],
  ['Brake pipe corroded, covered in grease or other material (1.1.11 (c))', 'ADVISORY'],
  ['{side} Rear Brake hose slightly damaged or chafed (1.1.12 (c))', 'MINOR'],
  ['Front Brakes imbalanced across an axle (1.2.1 (b))', 'MAJOR'],
  // Suspension and steering
  ['{wheel} Anti-roll bar linkage ball joint dust cover no longer prevents the ingress of dirt (5.3.4 (a) (i))', 'MINOR'],
  ['{wheel} Coil spring fractured or seriously weakened (5.3.1 (b) (i))', 'MAJOR'],
  ['{side} Front Lower Suspension arm pin or bush worn but not resulting in excessive movement (5.3.4 (a))', 'ADVISORY'],
  ['{side} Front Lower Suspension arm ball joint has excessive play (5.3.4 (a) (i))', 'MAJOR'],
  ['{wheel} Shock absorber has a light misting of oil (5.3.2 (b))', 'ADVISORY'],
  ['{wheel} Shock absorber leaking (5.3.2 (b))', 'MAJOR'],
  ['{side} Track rod end ball joint has slight play (2.1.3 (b))', 'ADVISORY'],
  // Lights
  ['{side} Headlamp aim too low (4.1.2 (a))', 'MAJOR'],
  ['{side} Headlamp lens slightly damaged (4.1.1 (b) (i))', 'ADVISORY'],
  ['Registration plate lamp inoperative in the case of multiple lamps or light sources (4.7.1 (b) (i))', 'MINOR'],
  ['{side} Rear Stop lamp not working (4.3.1 (a) (ii))', 'MAJOR'],
  ['{side} Front Position lamp not working (4.2.1 (a) (ii))', 'MAJOR'],
  // Exhaust and emissions
  ['Exhaust has a minor leak of exhaust gases (6.1.2 (a))', 'ADVISORY'],
  ['Exhaust has a major leak of exhaust gases (6.1.2 (a))', 'MAJOR'],
  ['Exhaust corroded but not leaking', 'ADVISORY'],
  // Corrosion and body
  ['{side} Sill corroded but not seriously weakened (6.1.1 (a))', 'ADVISORY'],
  ['Rear Sub-frame corroded but not seriously weakened (5.3.5 (c))', 'ADVISORY'],
  ['{side} Sill excessively corroded, seriously affecting its strength (6.1.1 (a))', 'MAJOR'],
  // Engine, windscreen
  ['Oil leak, but not excessive and not dripping', 'ADVISORY'],
  ['Engine leaking oil (8.4.1 (a) (i))', 'MINOR'],
  ['Windscreen has damage to an area less than a 40mm circle outside zone A', 'ADVISORY'],
  ['Wiper blade defective (3.5 (b))', 'MINOR'],
];
const defectsOf = (types: Severity[]) => defectTexts.filter(([, type]) => types.includes(type));
const advisories = defectsOf(['ADVISORY']);
const minors = defectsOf(['MINOR']);
const failures = defectsOf(['MAJOR', 'DANGEROUS']);
const wheels = ['Nearside Front', 'Offside Front', 'Nearside Rear', 'Offside Rear'];
const sides = ['Nearside', 'Offside'];
const severityOrder: Record<string, number> = { DANGEROUS: 0, MAJOR: 1, FAIL: 1, PRS: 2, MINOR: 3, ADVISORY: 4 };
/** The day the MOT took on EU defect categories; before it a failure was 'FAIL' and there were no minors. */
const NEW_DEFECT_CATEGORIES = '2018-05-20';

function drawDefects(r: Random, pool: typeof defectTexts, count: number, into: Map<string, MotDefectRow>) {
  for (let attempt = 0; attempt < count * 4 && count > 0; attempt++) {
    const [template, type] = r.pick(pool);
    const text = template.replace('{wheel}', r.pick(wheels)).replace('{side}', r.pick(sides));
    if (into.has(text)) continue;
    into.set(text, { text, type, dangerous: type === 'DANGEROUS' });
    count--;
  }
}

/** As the test of that day recorded them: old categories before May 2018, the worst first. */
function asRecorded(defects: Iterable<MotDefectRow>, day: string): MotDefectRow[] {
  const old = day < NEW_DEFECT_CATEGORIES;
  return [...defects]
    .map((defect) => {
      if (!old) return defect;
      if (defect.type === 'MAJOR' || defect.type === 'DANGEROUS') return { ...defect, type: 'FAIL', dangerous: false };
      return defect.type === 'MINOR' ? { ...defect, type: 'ADVISORY' } : defect;
    })
    .sort((a, b) => (severityOrder[a.type] ?? 9) - (severityOrder[b.type] ?? 9));
}

// --- Identity ------------------------------------------------------------------------------

/** A stable UUID from a name, made as catalogue-demo/generate.ts makes product ids: the same id on every run. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const fixedChars = (name: string, length: number) => {
  const r = createRandom(stableHash(name));
  return Array.from({ length }, () => r.pick(VIN_CHARS)).join('');
};

/** WMI, a descriptor per variant, the check digit, the model year, the plant, a serial number. */
function makeVin(r: Random, variant: DemoVariant, year: number): string {
  const descriptor = fillerMakes.has(variant.make)
    ? `ZZZ${fixedChars(`model|${variant.make}|${variant.model}`, 2)}`
    : fixedChars(`variant|${variant.make}|${variant.model}|${variant.name}`, 5);
  const plant = fixedChars(`plant|${variant.make}|${variant.model}`, 1);
  const draft = `${wmiOf[variant.make] ?? 'SAJ'}${descriptor}0${vinModelYearCode(year)}${plant}${r.digits(6)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

function makeVrm(r: Random, country: RegisteredVehicleRow['country'], registrationDate: string): string {
  if (country === 'GB') {
    const tag = `${pickWeighted(r, gbRegions)}${r.pick(TAG_LETTERS)}`;
    return `${tag}${ageIdentifierFor(registrationDate)}${r.pick(SERIAL_LETTERS)}${r.pick(SERIAL_LETTERS)}${r.pick(SERIAL_LETTERS)}`;
  }
  if (country === 'NI') return `${r.pick(TAG_LETTERS)}${r.pick(niCodes)}${r.int(1, 9999)}`;
  const year = Number(registrationDate.slice(0, 4));
  const open = irishCounties.filter(([, , from, to]) => year >= from && year <= to);
  const [county, , , , highest] = pickWeighted(r, open.map((entry) => [entry, entry[1]] as const));
  const half = Number(registrationDate.slice(5, 7)) <= 6 ? 1 : 2;
  const prefix = year >= 2013 ? `${pad2(year % 100)}${half}` : pad2(year % 100);
  return `${prefix}-${county}-${r.int(1, highest)}`;
}

// --- MOT histories -------------------------------------------------------------------------

interface HistoryPlan {
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
function motHistory(r: Random, plan: HistoryPlan, today: string, takeNumber: (r: Random) => string): MotTestRow[] {
  const { vehicle } = plan;
  if (vehicle.country === 'IE') return [];
  const todayDay = dayOf(today);
  const northernIreland = vehicle.country === 'NI';
  const tests: MotTestRow[] = [];
  let due = addYears(vehicle.registrationDate, northernIreland ? 4 : 3);
  let miles = 0;
  let lastDay = dayOf(vehicle.registrationDate);

  const record = (day: number, testResult: MotTestRow['testResult'], expiryDate: string | null, defects: Iterable<MotDefectRow>) => {
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
      for (const defect of scripted?.retest ?? [...failed.values()].filter((d) => d.type === 'ADVISORY')) passDefects.set(defect.text, defect);
    } else {
      drawDefects(r, advisories, pickWeighted(r, [[0, 45], [1, 30], [2, 18], [3, 7]]), passDefects);
      if (r.chance(0.12)) drawDefects(r, minors, 1, passDefects);
    }
    // Tested up to a month early, the certificate keeps its date; tested late, it runs a year from the test.
    const expiry = day <= dueDay ? addYears(due, 1) : isoOf(dayOf(addYears(isoOf(day), 1)) - 1);
    record(day, 'PASSED', expiry, passDefects.values());
    due = expiry;
  }
  return tests;
}

// --- The generator -------------------------------------------------------------------------

/** The days a variant could have been registered on: its production years, the last 18 years, before today. */
function registrationWindow(variant: DemoVariant, today: string): [number, number] | null {
  const todayDay = dayOf(today);
  const from = Math.max(dayOf(`${variant.yearFrom}-01-01`), dayOf(addYears(today, -18)));
  const to = Math.min(variant.yearTo === null ? todayDay - 1 : dayOf(`${variant.yearTo}-12-31`), todayDay - 1);
  return from <= to ? [from, to] : null;
}

export interface GenerateOptions {
  seed?: number;
  /** YYYY-MM-DD: the day the parc is seen from. */
  today: string;
  count?: number;
}

export function generateRegisteredVehicles({ seed = DEFAULT_VEHICLE_SEED, today, count = DEFAULT_VEHICLE_COUNT }: GenerateOptions): RegisteredVehicles {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(dayOf(today)) || isoOf(dayOf(today)) !== today) {
    throw new RangeError(`today must be a YYYY-MM-DD date: ${today}`);
  }
  if (today < EARLIEST_TODAY) throw new RangeError(`The demo parc is seen from ${EARLIEST_TODAY} or later: ${today}`);
  const todayDay = dayOf(today);
  const vrms = new Set<string>();
  const vins = new Set<string>();
  const testNumbers = new Set<string>();
  const takeNumber = (r: Random) => {
    let number: string;
    do number = `${r.int(1, 9)}${r.digits(11)}`;
    while (testNumbers.has(number));
    testNumbers.add(number);
    return number;
  };
  const result: RegisteredVehicles = { vehicles: [], motTests: [] };
  const add = (plan: HistoryPlan, r: Random) => {
    result.vehicles.push(plan.vehicle);
    const tests = motHistory(r, plan, today, takeNumber);
    if (tests.length === 0 && plan.vehicle.country !== 'IE') {
      plan.vehicle.motTestDueDate = addYears(plan.vehicle.registrationDate, plan.vehicle.country === 'NI' ? 4 : 3);
    }
    result.motTests.push(...tests);
  };
  const vehicleRow = (fields: Omit<RegisteredVehicleRow, 'id' | 'motTestDueDate'>): RegisteredVehicleRow => {
    vrms.add(fields.vrm);
    vins.add(fields.vin);
    return { id: stableUuid(`workbay-registered-vehicle|${fields.vin}`), ...fields, motTestDueDate: null };
  };

  // 1. The featured vehicles, with histories from streams of their own (the same for every seed).
  const { newSportage, ...registered } = featuredVehicles;
  const featured: [FeaturedRegisteredVehicle, Random][] = Object.values(registered).map((vehicle) => [vehicle, createRandom(stableHash(`featured|${vehicle.vin}`))]);
  const newRegistration = isoOf(todayDay - newSportage.daysBeforeToday);
  featured.push([
    {
      ...newSportage,
      vrm: `${newSportage.memoryTag}${ageIdentifierFor(newRegistration)}${newSportage.serialLetters}`,
      registrationDate: newRegistration,
      manufactureDate: isoOf(dayOf(newRegistration) - newSportage.daysBuiltBeforeRegistration),
    },
    createRandom(stableHash(`featured|${newSportage.vin}`)),
  ]);
  for (const [vehicle, r] of featured) {
    const row = vehicleRow({
      vrm: vehicle.vrm,
      vin: vehicle.vin,
      variantId: vehicle.variant.id,
      country: vehicle.country,
      registrationDate: vehicle.registrationDate,
      manufactureDate: vehicle.manufactureDate,
      colour: vehicle.colour,
      hasOutstandingRecall: vehicle.hasOutstandingRecall,
    });
    add(
      {
        vehicle: row,
        annualMileage: vehicle.annualMileage,
        kilometres: false,
        failRate: vehicle.failRate ?? 0.15,
        lateRate: 0,
        unreadableRate: 0,
        previousVrm: vehicle.previousVrm,
        scriptedFailures: vehicle.scriptedFailures,
      },
      r,
    );
  }
  // A former plate is no one else's.
  for (const [vehicle] of featured) if (vehicle.previousVrm) vrms.add(vehicle.previousVrm.vrm);

  // 2. The rest of the parc.
  const windows = new Map(variants.map((variant) => [variant, registrationWindow(variant, today)] as const));
  const usable = variants.filter((variant) => windows.get(variant));
  const makes = makeWeights.filter(([make]) => usable.some((variant) => variant.make === make));
  for (let index = 0; result.vehicles.length < count; index++) {
    const r = createRandom(stableHash(`${seed}|vehicle|${index}`));
    const country = pickWeighted(r, [['GB', 80], ['NI', 5], ['IE', 15]] as const);
    const make = pickWeighted(r, makes);
    const ofMake = usable.filter((variant) => variant.make === make);
    const model = r.pick([...new Set(ofMake.map((variant) => variant.model))]);
    const variant = r.pick(ofMake.filter((candidate) => candidate.model === model));
    const [from, to] = windows.get(variant) ?? [todayDay - 1, todayDay - 1];
    const registrationDay = r.int(from, to);
    const registrationDate = isoOf(registrationDay);
    // Built some weeks before registration, but not before the variant's first year.
    const manufactureDate = isoOf(Math.max(registrationDay - r.int(14, 150), dayOf(`${variant.yearFrom}-01-01`)));
    let vrm: string;
    do vrm = makeVrm(r, country, registrationDate);
    while (vrms.has(vrm));
    let vin: string;
    do vin = makeVin(r, variant, Number(manufactureDate.slice(0, 4)));
    while (vins.has(vin));
    const row = vehicleRow({
      vrm,
      vin,
      variantId: variant.id,
      country,
      registrationDate,
      manufactureDate,
      colour: pickWeighted(r, colours),
      hasOutstandingRecall: country === 'IE' ? 'Unavailable' : pickWeighted(r, [['No', 90], ['Yes', 5], ['Unknown', 4], ['Unavailable', 1]]),
    });
    add(
      {
        vehicle: row,
        annualMileage: r.int(6_000, 14_000),
        // A few imports still read kilometres.
        kilometres: country === 'GB' && r.chance(0.02),
        failRate: 0.15,
        lateRate: 0.04,
        unreadableRate: 0.01,
      },
      createRandom(stableHash(`${seed}|mot|${index}`)),
    );
  }
  return result;
}
