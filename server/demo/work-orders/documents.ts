import { repairTaskOverlap } from '../../../contract/repair-data/overlap';
import type { RepairTask } from '../../../contract/repair-data/schemas';
import { overlapRequest } from '../../../contract/work-orders/derive';
import type { WorkOrderJob } from '../../../contract/work-orders/lines';
import type { WorkOrderStatus } from '../../../contract/work-orders/lifecycle';
import type { Random } from '../../prng';

/**
 * What the demo's work orders share, the everyday ones (work-orders.ts) and the big jobs
 * (big-jobs.ts): the cars, the customers' phone numbers, the moves through the statuses and the
 * repair times after overlap.
 */

/** A car the demo's work orders are for, as the registered vehicles table holds it. */
export interface DemoCar {
  vrm: string;
  vin: string;
  tecdocId: number;
  variantId: number;
  make: string;
  model: string;
  engine: string;
  fuel: string;
  year: string;
}

/** A customer's mobile: Ofcom's drama range in Great Britain, a 087 number in Ireland. */
/** A work order's vehicle fields for a demo car, as a registration lookup fills them. */
export const vehicleHeader = (car: DemoCar) => ({
  vrm: car.vrm,
  vin: car.vin,
  make: car.make,
  model: car.model,
  engineSize: car.engine,
  year: car.year,
  fuel: car.fuel,
  tecdocId: car.tecdocId,
  vehicleOptions: null,
  vehicleRequestType: 'vrm' as const,
});

export const demoPhone = (country: 'GB' | 'IE', random: Random) =>
  country === 'GB' ? `07700 900${random.digits(3)}` : `087 555 ${random.digits(4)}`;

/** The moves from pending to where a work order stands now, a day or two apart. */
export function historyTo(status: WorkOrderStatus, created: Date, by: string) {
  const path: [WorkOrderStatus, WorkOrderStatus][] =
    status === 'parts-ordered'
      ? [['pending', 'parts-ordered']]
      : status === 'in-progress'
        ? [
            ['pending', 'parts-ordered'],
            ['parts-ordered', 'in-progress'],
          ]
        : status === 'completed'
          ? [
              ['pending', 'parts-ordered'],
              ['parts-ordered', 'in-progress'],
              ['in-progress', 'completed'],
            ]
          : status === 'cancelled'
            ? [['pending', 'cancelled']]
            : [];
  return path.map(([from, to], step) => ({
    from,
    to,
    at: new Date(created.getTime() + (step + 1) * 26 * 3_600_000).toISOString(),
    by,
    device: 'Bay 1 tablet',
    reason: to === 'cancelled' ? 'Customer took the car elsewhere.' : null,
  }));
}

/** Each repair-time job's time after overlap, as the server derives it (contract/repair-data/overlap.ts). */
export function overlapOf(tasks: readonly RepairTask[], jobs: WorkOrderJob[]): Map<string, number> {
  const answer = repairTaskOverlap(
    new Map(tasks.map((task) => [task.id, task])),
    overlapRequest({ workOrderJobs: jobs }),
  );
  return new Map(answer['hydra:member'].map((member) => [member.repairTaskId, member.time]));
}
