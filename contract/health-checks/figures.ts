import { z } from 'zod/mini';
import type { ItemState } from './colours';
import type { HealthCheckAnswer } from './schemas';

/**
 * The numbers a service manager looks at (issue 46): per week and per technician, the work orders
 * with a health check, how many were sent, opened and answered, the red and amber found, and what
 * the customers approved (count and amount including VAT), declined and put off; and the share of
 * the week's work orders whose check was sent. Worked here from the checks themselves, so the
 * server and a test fixture give the same figures.
 */
export interface CheckForFigures {
  createdAt: string;
  technician: string | null;
  workOrder: string | null;
  items: readonly { state: ItemState }[];
  answers: readonly Pick<HealthCheckAnswer, 'decision' | 'priceShown'>[];
  /** A link was made for the customer, or their answer was taken by phone or in person. */
  sent: boolean;
  /** The customer opened a link. */
  opened: boolean;
}

export const figureRowSchema = z.object({
  /** The Monday the week starts on (YYYY-MM-DD, UTC). */
  week: z.string(),
  /** The technician's name; null for the whole garage's row of the week. */
  technician: z.nullable(z.string()),
  checks: z.int(),
  workOrdersWithCheck: z.int(),
  sent: z.int(),
  opened: z.int(),
  answered: z.int(),
  red: z.int(),
  amber: z.int(),
  approved: z.int(),
  /** Approved work as the customers saw it, including VAT, in minor units. */
  approvedIncTax: z.int(),
  declined: z.int(),
  deferred: z.int(),
});
export type FigureRow = z.infer<typeof figureRowSchema>;

export const healthCheckFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.enum(['GBP', 'EUR']),
  /** Per week: the whole garage first, then each technician by name. */
  rows: z.array(figureRowSchema),
  /** Per week: work orders opened that week, and of them those with a health check sent. */
  weeks: z.array(z.object({ week: z.string(), workOrders: z.int(), withCheckSent: z.int() })),
});
export type HealthCheckFigures = z.infer<typeof healthCheckFiguresSchema>;

/** The Monday (UTC) of the week an instant falls in. */
export function weekOf(instant: string): string {
  const day = new Date(instant);
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

const emptyRow = (week: string, technician: string | null): FigureRow => ({
  week,
  technician,
  checks: 0,
  workOrdersWithCheck: 0,
  sent: 0,
  opened: 0,
  answered: 0,
  red: 0,
  amber: 0,
  approved: 0,
  approvedIncTax: 0,
  declined: 0,
  deferred: 0,
});

function add(row: FigureRow, check: CheckForFigures, workOrders: Set<string>): void {
  row.checks += 1;
  if (check.workOrder && !workOrders.has(check.workOrder)) {
    workOrders.add(check.workOrder);
    row.workOrdersWithCheck += 1;
  }
  if (check.sent) row.sent += 1;
  if (check.opened) row.opened += 1;
  if (check.answers.length > 0) row.answered += 1;
  for (const item of check.items) {
    if (item.state === 'red') row.red += 1;
    else if (item.state === 'amber') row.amber += 1;
  }
  for (const answer of check.answers) {
    if (answer.decision === 'approved') {
      row.approved += 1;
      row.approvedIncTax += answer.priceShown?.incTax ?? 0;
    } else if (answer.decision === 'declined') row.declined += 1;
    else row.deferred += 1;
  }
}

/**
 * The rows and the weeks' shares. A check counts in the week it was started; a work order with
 * two checks counts once. `workOrders` are the work orders opened in the period, by when.
 */
export function healthCheckFigures(
  checks: readonly CheckForFigures[],
  workOrders: readonly { id: string; createdAt: string }[],
): Pick<HealthCheckFigures, 'rows' | 'weeks'> {
  const rows = new Map<string, { row: FigureRow; workOrders: Set<string> }>();
  const rowOf = (week: string, technician: string | null) => {
    const key = `${week}\u0000${technician ?? ''}`;
    let entry = rows.get(key);
    if (!entry) rows.set(key, (entry = { row: emptyRow(week, technician), workOrders: new Set() }));
    return entry;
  };
  const sentWorkOrders = new Set<string>();
  for (const check of checks) {
    const week = weekOf(check.createdAt);
    const garage = rowOf(week, null);
    add(garage.row, check, garage.workOrders);
    const own = rowOf(week, check.technician ?? 'Not named');
    add(own.row, check, own.workOrders);
    if (check.sent && check.workOrder) sentWorkOrders.add(check.workOrder);
  }
  const weeks = new Map<string, { week: string; workOrders: number; withCheckSent: number }>();
  for (const order of workOrders) {
    const week = weekOf(order.createdAt);
    const entry = weeks.get(week) ?? { week, workOrders: 0, withCheckSent: 0 };
    entry.workOrders += 1;
    if (sentWorkOrders.has(order.id)) entry.withCheckSent += 1;
    weeks.set(week, entry);
  }
  const ordered = [...rows.values()]
    .map((entry) => entry.row)
    .sort(
      (a, b) =>
        b.week.localeCompare(a.week) ||
        (a.technician === null ? -1 : b.technician === null ? 1 : a.technician.localeCompare(b.technician)),
    );
  return { rows: ordered, weeks: [...weeks.values()].sort((a, b) => b.week.localeCompare(a.week)) };
}

/** "34%" of a share, or "–" when there is nothing to share. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
