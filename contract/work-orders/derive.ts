import type { WorkOrder } from './schemas';
import { workOrderCounts, workOrderPricesWithoutUplift } from './summary';
import { hundredthsToTime, timeToHundredths } from './time';

/**
 * What is derived on a work order after every change, never merged (architecture: "Documents
 * with lines"): each line's VAT rate, each job's time after overlap, the prices and the counts.
 * The server runs it on every write; the device runs it for its provisional copy.
 *
 * VAT per line (design/providers.md): Great Britain 20% on labour and parts; Ireland 13.5% on
 * repair labour and the parts fitted, while a part the catalogue rates higher (tyres, batteries,
 * accessories at 23%) keeps its own rate.
 */
const LABOUR_RATE = { GB: 2000, IE: 1350 } as const;
const partRate = (country: 'GB' | 'IE', catalogueRate: number) =>
  country === 'GB' ? catalogueRate : catalogueRate > 2000 ? catalogueRate : 1350;

/** The repair tasks whose time overlap decides (repair data's rule), in hundredths of an hour. */
export function overlapRequest(doc: Pick<WorkOrder, 'workOrderJobs'>): { repairTaskId: string; defaultTime: number }[] {
  return doc.workOrderJobs.flatMap((job) =>
    job.job ? [{ repairTaskId: job.job, defaultTime: timeToHundredths(job.time) }] : [],
  );
}

export function deriveWorkOrder<D extends WorkOrder>(
  doc: D,
  context: {
    country: 'GB' | 'IE';
    /** The uplift in force: the work order's own, else the account's default (§4). */
    uplift: number;
    /** Each repair task's time after overlap, by task id; a task not in it keeps its book time. */
    overlapped: Map<string, number>;
  },
): D {
  const workOrderJobs = doc.workOrderJobs.map((job) => {
    const after = job.job ? context.overlapped.get(job.job) : undefined;
    return {
      ...job,
      taxRate: LABOUR_RATE[context.country],
      calculatedTime: after === undefined ? job.time : hundredthsToTime(after),
      // A job just added carries only what the device may set.
      authorisation: job.authorisation ?? null,
    };
  });
  const workOrderItems = doc.workOrderItems.map((item) =>
    item.orderedIn ? item : { ...item, taxRate: partRate(context.country, item.taxRate || 2000) },
  );
  const maintenanceSchedules = doc.maintenanceSchedules.map((schedule) => ({
    ...schedule,
    taxRate: LABOUR_RATE[context.country],
  }));
  const priced = { ...doc, workOrderJobs, workOrderItems, maintenanceSchedules };
  return {
    ...priced,
    appliedUplift: context.uplift,
    prices: workOrderPricesWithoutUplift(priced, context.uplift),
    ...workOrderCounts(priced),
  };
}
