import { useQuery } from '@tanstack/react-query';
import { instantAt, nextDay } from '../../../../contract/clocking/local-time';
import type { ClockEvent, Technician } from '../../../../contract/clocking/schemas';
import { workOrderRoutes } from '../../../../contract/work-orders/routes';
import { savedRead, type Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';
import { fetchTechnicianEvents, fetchTechnicians } from './clocking-requests';

export interface TechnicianDay {
  technician: Technician | null;
  /** The day's events with the day before and after: a clock over midnight is read whole. */
  events: ClockEvent[];
  /** Each clocked job in words ('Front brake pads - renew, WO-1042'), by job id. */
  jobNames: Record<string, string>;
}

const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The names of the day's jobs from their work orders; one that cannot be read is left unnamed. */
async function jobNamesOf(events: readonly ClockEvent[]): Promise<Record<string, string>> {
  const ids = [...new Set(events.flatMap((event) => (event.workOrder ? [event.workOrder] : [])))];
  const names: Record<string, string> = {};
  const orders = await Promise.all(
    ids.map((id) => apiRequest(workOrderRoutes.workOrder, { params: { id } }).catch(() => null)),
  );
  for (const order of orders)
    for (const job of order?.workOrderJobs ?? [])
      names[job.id] = order?.workOrderNumber ? `${job.description}, ${order.workOrderNumber}` : job.description;
  return names;
}

/** A technician's day as the server holds it (a manager's look; the last read is kept for offline). */
export function useTechnicianDay(userId: string, technician: string, day: string, timeZone: string) {
  return useQuery<Saved<TechnicianDay>>({
    queryKey: ['clocking', 'day', userId, technician, day],
    enabled: userId !== '' && technician !== '',
    queryFn: () =>
      savedRead(userId, `clocking/day/${technician}/${day}`, async () => {
        const from = new Date(instantAt(previousDay(day), '00:00', timeZone)).toISOString();
        const to = new Date(instantAt(nextDay(nextDay(day)), '00:00', timeZone)).toISOString();
        const [people, events] = await Promise.all([fetchTechnicians(), fetchTechnicianEvents(technician, from, to)]);
        return {
          technician: people.find((person) => person.id === technician) ?? null,
          events,
          jobNames: await jobNamesOf(events),
        };
      }),
  });
}
