import {
  figureFormulas,
  figuresFor,
  type CompletedJob,
  type TechnicianFigures,
} from '../../../contract/clocking/figures';
import { instantAt, localDayOf } from '../../../contract/clocking/local-time';
import { clockingMessages as m } from '../../../contract/clocking/messages';
import { daysIn, figureWindows, type FigurePer } from '../../../contract/clocking/periods';
import { MAX_CLOCK_DAYS } from '../../../contract/clocking/routes';
import { jobLabourMinutes } from '../../../contract/work-orders/pricing/labour';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-context';
import { forbidden } from '../../http/problem';
import type { ClockEventsRepository, WorkOrdersForClocks } from './clock-events.repository';
import { readPeriod } from './clock-reading';
import { clockRefused, technicianNotFound } from './clocking-problems';
import type { TechniciansRepository } from './technicians.repository';
import type { WorkshopAccess } from './workshop-access';

const DAY_MS = 86_400_000;

/** This week so far (from Monday) when no period is asked. */
function periodOf(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  if (query.from) return { from: query.from, to };
  const end = Date.parse(`${to}T00:00:00Z`);
  const monday = end - ((new Date(end).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: new Date(monday).toISOString().slice(0, 10), to };
}

/**
 * The figures of GET /technician-figures (issue 47), worked out by the contract's rules from the
 * account's clocks and its work orders completed in the period. A technician sees their own.
 */
export function createTechnicianFiguresService(deps: {
  events: ClockEventsRepository;
  technicians: TechniciansRepository;
  workOrders: WorkOrdersForClocks;
  workshopOf: WorkshopAccess;
  clock: Clock;
}) {
  const { events, technicians, workOrders, workshopOf, clock } = deps;
  return {
    async figures(
      auth: AuthContext,
      query: { from?: string; to?: string; technician?: string; per: FigurePer },
    ): Promise<TechnicianFigures> {
      const workshop = await workshopOf(auth);
      const now = clock();
      const { from, to } = periodOf(query, localDayOf(now.getTime(), workshop.timeZone));
      if (to < from) throw clockRefused('from', m.period);
      if (daysIn(from, to) > MAX_CLOCK_DAYS) throw clockRefused('from', m.periodTooLong(MAX_CLOCK_DAYS));
      let technician = query.technician;
      if (workshop.role !== 'manager') {
        if (technician && technician !== workshop.technician) throw forbidden(m.notATechnician);
        technician = workshop.technician ?? undefined;
      }
      const people = technician
        ? [await technicians.find(workshop.accountId, technician)].filter((row) => row !== undefined)
        : await technicians.list(workshop.accountId);
      if (technician && people.length === 0) throw technicianNotFound();

      const windows = figureWindows(from, to, query.per, workshop.timeZone);
      const since = new Date(instantAt(from, '00:00', workshop.timeZone));
      const until = new Date(windows.at(-1)?.end ?? since.getTime());
      // Sold hours are shared by the whole time on each job, so the read reaches back to its first clock.
      const completedOrders = await workOrders.completedSince(workshop.accountId, since);
      const completed: CompletedJob[] = completedOrders.flatMap((order) =>
        order.completedAt
          ? order.jobs.map((job) => ({
              workOrder: order.id,
              job: job.id,
              soldMinutes: jobLabourMinutes(job),
              completedAt: Date.parse(order.completedAt ?? ''),
            }))
          : [],
      );
      const first = await events.firstOn(
        workshop.accountId,
        completedOrders.map((order) => order.id),
      );
      const { reading } = await readPeriod(
        events,
        workshop.accountId,
        { since: first && first < since ? first : since, until },
        { timeZone: workshop.timeZone, now },
      );
      const rows = windows.flatMap((window) =>
        people.map((person) =>
          figuresFor({ id: person.id, name: person.name }, reading, completed, window, now.getTime()),
        ),
      );
      return {
        from,
        to,
        per: query.per,
        timeZone: workshop.timeZone,
        onlyCompletedJobs: true,
        formula: { ...figureFormulas },
        rows,
      };
    },
  };
}

export type TechnicianFiguresService = ReturnType<typeof createTechnicianFiguresService>;
