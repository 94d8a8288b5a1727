import { workOrderCounts, workOrderPricesWithoutUplift } from '../../../contract/work-orders/summary';
import { hundredthsToTime, timeToHundredths } from '../../../contract/work-orders/time';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { WorkOrderAccount } from './work-orders.repository';

/** What the server derives after every write: never merged, always recomputed (architecture). */
export type DeriveWorkOrder = (doc: WorkOrder, account: WorkOrderAccount) => Promise<WorkOrder>;

/** Each chosen repair task's time after overlap, by task id (repair data's rule), in hundredths. */
export type OverlapTimes = (
  tecdocId: number,
  tasks: { repairTaskId: string; defaultTime: number }[],
) => Promise<Map<string, number>>;

export interface DeriveDeps {
  defaultUplift(accountId: string): Promise<number>;
  overlap?: OverlapTimes;
}

/**
 * VAT per line (design/providers.md): Great Britain 20% on labour and parts; Ireland 13.5% on
 * repair labour and the parts fitted, while a part the catalogue rates higher (tyres, batteries,
 * accessories at 23%) keeps its own rate.
 */
const LABOUR_RATE = { GB: 2000, IE: 1350 } as const;
const partRate = (country: 'GB' | 'IE', catalogueRate: number) =>
  country === 'GB' ? catalogueRate : catalogueRate > 2000 ? catalogueRate : 1350;

export function createDeriveWorkOrder({ defaultUplift, overlap }: DeriveDeps): DeriveWorkOrder {
  return async (doc, account) => {
    // §4: a null uplift lets the server apply the account's default.
    const appliedUplift = doc.uplift ?? (await defaultUplift(account.id));
    const tasks = doc.workOrderJobs.flatMap((job) =>
      job.job ? [{ repairTaskId: job.job, defaultTime: timeToHundredths(job.time) }] : [],
    );
    const overlapped =
      overlap && doc.tecdocId && tasks.length ? await overlap(doc.tecdocId, tasks) : new Map<string, number>();
    const workOrderJobs = doc.workOrderJobs.map((job) => {
      const after = job.job ? overlapped.get(job.job) : undefined;
      return {
        ...job,
        taxRate: LABOUR_RATE[account.country],
        calculatedTime: after === undefined ? job.time : hundredthsToTime(after),
        // A job just added carries only what the device may set.
        authorisation: job.authorisation ?? null,
      };
    });
    const workOrderItems = doc.workOrderItems.map((item) =>
      item.orderedIn ? item : { ...item, taxRate: partRate(account.country, item.taxRate || 2000) },
    );
    const maintenanceSchedules = doc.maintenanceSchedules.map((schedule) => ({
      ...schedule,
      taxRate: LABOUR_RATE[account.country],
    }));
    const priced = { ...doc, workOrderJobs, workOrderItems, maintenanceSchedules };
    return {
      ...priced,
      appliedUplift,
      prices: workOrderPricesWithoutUplift(priced, appliedUplift),
      ...workOrderCounts(priced),
    };
  };
}
