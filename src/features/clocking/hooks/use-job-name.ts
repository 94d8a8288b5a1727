import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, readOr } from '../../../db/app-db';

/** A clocked job in words ('Front brake pads - renew, WO-1042'), from the work order the device keeps. */
export function useJobName(workOrder: string | null, job: string | null): string | null {
  return (
    useLiveQuery(
      () =>
        readOr(async () => {
          if (!workOrder) return null;
          const row = await appDb.workOrders.get(workOrder);
          const line = row?.workOrder.workOrderJobs.find((candidate) => candidate.id === job);
          if (!row || !line) return null;
          return row.workOrder.workOrderNumber
            ? `${line.description}, ${row.workOrder.workOrderNumber}`
            : line.description;
        }, null),
      [workOrder, job],
    ) ?? null
  );
}
