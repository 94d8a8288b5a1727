/**
 * The demo parc's registered vehicles and their MOT histories (0004_vehicles.sql), what the
 * local vehicle data provider answers. The same seed and `today` give the same rows, byte for
 * byte. Every date is counted back from `today`, so a database made next year still has cars
 * with a valid MOT. Each vehicle draws from a random stream of its own, so the size asked
 * for changes no other vehicle.
 */
import { ageIdentifierFor } from '../../../contract/vehicles/registration';
import { variants } from '../../providers/car-parc';
import { deterministicUuid } from '../deterministic-uuid';
import { createRandom, stableHash, type Random } from '../../prng';
import { addYears, dayOf, isoOf } from './dates';
import { featuredVehicles, type FeaturedRegisteredVehicle } from './featured';
import { motHistory, type HistoryPlan } from './mot-history';
import { colours, makeWeights, registrationWindow } from './parc';
import { makeVrm } from './plates';
import type { RegisteredVehicleRow, RegisteredVehicles } from './rows';
import { makeVin } from './vins';
import { pickWeighted } from './weighted';

export type { MotDefectRow, MotTestRow, RegisteredVehicleRow, RegisteredVehicles } from './rows';

export const DEFAULT_VEHICLE_SEED = 20_261_123;
export const DEFAULT_VEHICLE_COUNT = 400;
/** The featured histories (a failure in 2023, tests since 2019) need a day after this. */
const EARLIEST_TODAY = '2024-01-01';

export interface GenerateOptions {
  seed?: number;
  /** YYYY-MM-DD: the day the parc is seen from. */
  today: string;
  count?: number;
}

export function generateRegisteredVehicles({
  seed = DEFAULT_VEHICLE_SEED,
  today,
  count = DEFAULT_VEHICLE_COUNT,
}: GenerateOptions): RegisteredVehicles {
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
    return { id: deterministicUuid(`workbay-registered-vehicle|${fields.vin}`), ...fields, motTestDueDate: null };
  };

  // 1. The featured vehicles, with histories from streams of their own (the same for every seed).
  const { newSportage, ...registered } = featuredVehicles;
  const featured: [FeaturedRegisteredVehicle, Random][] = Object.values(registered).map((vehicle) => [
    vehicle,
    createRandom(stableHash(`featured|${vehicle.vin}`)),
  ]);
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
    const country = pickWeighted(r, [
      ['GB', 80],
      ['NI', 5],
      ['IE', 15],
    ] as const);
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
      hasOutstandingRecall:
        country === 'IE'
          ? 'Unavailable'
          : pickWeighted(r, [
              ['No', 90],
              ['Yes', 5],
              ['Unknown', 4],
              ['Unavailable', 1],
            ]),
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
