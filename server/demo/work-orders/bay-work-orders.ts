import { instantAt, localDayOf, timeZoneOf } from '../../../contract/clocking/local-time';
import type { WorkOrderStatus } from '../../../contract/work-orders/lifecycle';
import { minutesOfTime } from '../../../contract/work-orders/pricing/time';
import type { Random } from '../../prng';
import { demoClockDays } from '../clocking/clock-events';
import type { DemoCar } from './documents';
import { scenarios } from './scenarios';

/** A work order the demo makes: one scenario, or several done on one visit. */
export interface PlannedOrder {
  vrm: string;
  scenario: string | readonly string[];
  status: WorkOrderStatus;
  customer: string;
}

/** Technicians who clock in each demo garage (server/demo/clocking/technicians.ts). */
const TECHNICIANS = 3;
/** How long a status move takes in the demo's history (documents.ts historyTo: three moves, 26 h apart). */
const TO_COMPLETED_MS = 3 * 26 * 3_600_000;

const customers = {
  GB: ['Mr A. Okafor', 'Mrs S. Ahmed', 'Aire Valley Taxis', 'Mr K. Nowak', 'Ms R. Greenwood', 'Mr G. Sutcliffe'],
  IE: ['Ms N. Gallagher', 'Mr S. Walsh', 'Liffey Couriers Ltd', 'Mr P. Kavanagh', 'Mrs A. Doyle'],
};

const soldMinutes = (key: string) => scenarios[key]!.jobs.reduce((sum, job) => sum + (minutesOfTime(job.time) ?? 0), 0);

/** Scenarios drawn until their book time reaches `minutes` (a car's visit). */
function visit(random: Random, minutes: number): string[] {
  const keys = Object.keys(scenarios);
  const chosen: string[] = [];
  let total = 0;
  while (total < minutes - 30) {
    const key = random.pick(keys.filter((candidate) => !chosen.includes(candidate)));
    if (chosen.length > 0 && total + soldMinutes(key) > minutes + 30) break;
    chosen.push(key);
    total += soldMinutes(key);
  }
  return chosen;
}

/**
 * The bay's completed work of the demo's clock days (issue 47): each technician's day is a car or
 * two whose book time makes about six and a half to seven and a half hours, completed that
 * afternoon. The clocks (server/demo/clocking/clock-events.ts) then clock each job at 85–115% of
 * its time, so the garage's efficiency and productivity read as a real garage's do.
 */
export function bayWorkOrders(
  random: Random,
  { cars, country, today }: { cars: readonly DemoCar[]; country: 'GB' | 'IE'; today: Date },
): (PlannedOrder & { created: Date })[] {
  if (cars.length === 0) return [];
  const timeZone = timeZoneOf(country);
  const orders: (PlannedOrder & { created: Date })[] = [];
  for (const day of demoClockDays(localDayOf(today.getTime(), timeZone))) {
    for (let technician = 0; technician < TECHNICIANS; technician += 1) {
      const dayMinutes = random.int(490, 540);
      const two = random.chance(0.35);
      const first = two ? random.int(150, 240) : dayMinutes;
      const visits = two ? [visit(random, first), visit(random, dayMinutes - first)] : [visit(random, first)];
      for (const [index, scenario] of visits.entries()) {
        const done = index === visits.length - 1 ? random.int(16 * 60, 17 * 60 + 15) : random.int(11 * 60, 12 * 60);
        const time = `${String(Math.floor(done / 60)).padStart(2, '0')}:${String(done % 60).padStart(2, '0')}`;
        orders.push({
          vrm: random.pick(cars).vrm,
          scenario,
          status: 'completed',
          customer: random.pick(customers[country]),
          created: new Date(instantAt(day, time, timeZone) - TO_COMPLETED_MS),
        });
      }
    }
  }
  return orders;
}
