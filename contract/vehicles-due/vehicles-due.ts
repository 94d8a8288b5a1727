import { z } from 'zod/mini';
import { hydraCollection } from '../http/hydra';
import { defineRoutes } from '../http/route';

/**
 * MOT and service due (issue 47): the garage's customers' vehicles, from the work orders it holds
 * and the MOT history the app holds, with the MOT or a service due within a window. Workbay sends
 * nothing: the list is for the garage's own mail-merge.
 *
 * The rules, kept simple and printed on the page:
 * - MOT: due on the vehicle's MOT due date (the DVSA's, else the latest test's expiry); listed when
 *   that day is within the window or already past (overdue).
 * - Service: a job whose description says "service" on a work order not cancelled is a service.
 *   The next is due 12 months after the last one, or 10,000 miles after its mileage, whichever
 *   comes first; by mileage when the latest mileage known (a work order's or an MOT test's) has
 *   reached it. A vehicle never serviced here has no service due date.
 */
export const SERVICE_INTERVAL_MONTHS = 12;
export const SERVICE_INTERVAL_MILES = 10_000;
export const dueWindows = [30, 60] as const;

export const dueRules = {
  mot: 'MOT: due on the vehicle’s MOT due date from its MOT history; listed when due within the window or overdue.',
  service:
    `Service: due ${SERVICE_INTERVAL_MONTHS} months or ${SERVICE_INTERVAL_MILES.toLocaleString('en-GB')} miles ` +
    'after the last job with “service” in its description, whichever comes first.',
} as const;

export const dueStates = ['due', 'overdue'] as const;

export const vehicleDueSchema = z.object({
  vrm: z.string(),
  vehicle: z.nullable(z.string()),
  customerName: z.nullable(z.string()),
  customerPhone: z.nullable(z.string()),
  lastVisit: z.object({
    /** yyyy-MM-dd */
    date: z.string(),
    workOrder: z.string(),
    workOrderNumber: z.nullable(z.string()),
    mileage: z.nullable(z.int()),
  }),
  mot: z.nullable(z.object({ dueDate: z.string(), state: z.enum(dueStates) })),
  service: z.nullable(
    z.object({
      lastServiceDate: z.string(),
      lastServiceMileage: z.nullable(z.int()),
      dueDate: z.string(),
      dueMileage: z.nullable(z.int()),
      latestMileage: z.nullable(z.int()),
      by: z.enum(['date', 'mileage']),
      state: z.enum(dueStates),
    }),
  ),
  deferred: z.array(z.object({ itemName: z.string(), state: z.enum(['red', 'amber']), followUp: z.string() })),
});
export type VehicleDue = z.infer<typeof vehicleDueSchema>;

export const vehiclesDueRoutes = defineRoutes('vehicles-due', {
  vehiclesDue: {
    method: 'GET',
    path: '/vehicles-due',
    summary: 'The trade account’s customers’ vehicles with the MOT or a service due within 30 or 60 days',
    auth: 'user',
    query: z.object({
      within: z._default(z.enum(['30', '60'], 'Choose 30 or 60 days.'), '30'),
    }),
    response: hydraCollection(vehicleDueSchema),
  },
});

const DAY_MS = 86_400_000;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same day some months on (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

export interface ServiceFacts {
  lastServiceDate: string;
  lastServiceMileage: number | null;
  latestMileage: number | null;
}

/** The service due by the rule above, or null when not due within the window. */
export function serviceDue(facts: ServiceFacts, today: string, within: number): VehicleDue['service'] {
  const dueDate = addMonths(facts.lastServiceDate, SERVICE_INTERVAL_MONTHS);
  const dueMileage = facts.lastServiceMileage === null ? null : facts.lastServiceMileage + SERVICE_INTERVAL_MILES;
  const byMileage = dueMileage !== null && facts.latestMileage !== null && facts.latestMileage >= dueMileage;
  const byDate = dueDate <= addDays(today, within);
  if (!byMileage && !byDate) return null;
  return {
    ...facts,
    dueDate,
    dueMileage,
    by: byMileage ? 'mileage' : 'date',
    state: byMileage || dueDate < today ? 'overdue' : 'due',
  };
}

/** The MOT due on `dueDate`, or null when not within the window. */
export function motDue(dueDate: string | null, today: string, within: number): VehicleDue['mot'] {
  if (!dueDate || dueDate > addDays(today, within)) return null;
  return { dueDate, state: dueDate < today ? 'overdue' : 'due' };
}
