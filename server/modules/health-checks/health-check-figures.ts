import { sql } from 'drizzle-orm';
import {
  healthCheckFigures,
  type CheckForFigures,
  type HealthCheckFigures,
} from '../../../contract/health-checks/figures';
import { MAX_FIGURE_DAYS } from '../../../contract/health-checks/figure-routes';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { currencyOfCountry } from '../../../contract/money/sale-country';
import { queryRows, type Database } from '../../db/database';
import type { AuthContext } from '../../http/auth-context';
import { healthCheckRefused } from './health-check-problems';
import type { WorkOrderSide } from './work-order-side';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period asked, or the eight weeks to today (this week and the seven before, from a Monday). */
function periodOf(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = query.to ?? dayOf(now.getTime());
  if (query.from) return { from: query.from, to };
  const end = Date.parse(`${to}T00:00:00Z`);
  const monday = end - ((new Date(end).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: dayOf(monday - 7 * 7 * DAY_MS), to };
}

interface CheckRow {
  document: HealthCheck;
  work_order_id: string | null;
  created_at: string | Date;
  linked: boolean;
  opened: boolean;
}

/**
 * The service manager's numbers (issue 46), read from the account's checks of the period and its
 * work orders opened then; worked out by the same function a test's fixture is
 * (contract/health-checks/figures.ts). A check counts as sent when a link was made for it or an
 * answer was taken by phone or in person, and as opened when its link was opened or answered.
 */
export function createHealthCheckFigures({
  db,
  workOrders,
  clock,
}: {
  db: Database;
  workOrders: Pick<WorkOrderSide, 'account'>;
  clock: () => Date;
}) {
  return {
    async figures(auth: AuthContext, query: { from?: string; to?: string }): Promise<HealthCheckFigures> {
      const account = await workOrders.account(auth);
      const { from, to } = periodOf(query, clock());
      const start = Date.parse(`${from}T00:00:00Z`);
      const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
      if (end <= start) throw healthCheckRefused('from', 'Please choose a first day on or before the last.');
      if (end - start > MAX_FIGURE_DAYS * DAY_MS)
        throw healthCheckRefused('from', `Please ask for at most ${MAX_FIGURE_DAYS} days at once.`);
      const since = new Date(start).toISOString();
      const until = new Date(end).toISOString();
      const checks = await queryRows<CheckRow>(
        db,
        sql`SELECT hc.document, hc.work_order_id, hc.created_at,
                   EXISTS (SELECT 1 FROM health_check_shares s WHERE s.health_check_id = hc.id) AS linked,
                   EXISTS (SELECT 1 FROM health_check_shares s
                           WHERE s.health_check_id = hc.id AND s.opened_at IS NOT NULL) AS opened
            FROM health_checks hc
            WHERE hc.account_id = ${account.id} AND hc.created_at >= ${since} AND hc.created_at < ${until}`,
      );
      const opened = await queryRows<{ id: string; created_at: string | Date }>(
        db,
        sql`SELECT id, created_at FROM work_orders
            WHERE account_id = ${account.id} AND created_at >= ${since} AND created_at < ${until}`,
      );
      const forFigures = checks.map((row): CheckForFigures => ({
        createdAt: new Date(row.created_at).toISOString(),
        technician: row.document.technician,
        workOrder: row.work_order_id,
        items: row.document.items,
        answers: row.document.answers,
        sent: row.linked || row.document.answers.some((answer) => answer.method !== 'online'),
        opened: row.opened,
      }));
      const workOrdersOpened = opened.map((row) => ({ id: row.id, createdAt: new Date(row.created_at).toISOString() }));
      return {
        from,
        to,
        currency: currencyOfCountry(account.country),
        ...healthCheckFigures(forFigures, workOrdersOpened),
      };
    },
  };
}

export type HealthCheckFiguresService = ReturnType<typeof createHealthCheckFigures>;

/** The numbers on a database, for services.ts. */
export const healthCheckFiguresOn = (
  db: Database,
  deps: { workOrders: Pick<WorkOrderSide, 'account'>; clock: () => Date },
) => createHealthCheckFigures({ db, ...deps });
