import { jobLabourMinutes } from './pricing/labour';
import { priceWorkOrder } from './pricing/summary';
import { hundredthsToMinutes, minutesOfTime, timeOfMinutes, timeToHundredths } from './pricing/time';
import { vatRateForLine, type VatCountry } from './pricing/vat';
import type { QuickKitItemPrice, WorkOrderJob } from './lines';
import type { WorkOrder } from './schemas';

/**
 * What is derived on a work order after every change, never merged (architecture: "Documents
 * with lines"): each line's VAT rate, each job's time after overlap, the prices (pricing/) and
 * the counts. The server runs it on every write; the seed on the demo's; the device for its
 * provisional copy. A part's rate is set when the server prices it from the catalogue (its kind
 * by category, pricing/vat.ts); until then it is the country's rate for a fitted part.
 */

/** The repair tasks whose time overlap decides (repair data's rule), in hundredths of an hour. */
export function overlapRequest(doc: Pick<WorkOrder, 'workOrderJobs'>): { repairTaskId: string; defaultTime: number }[] {
  return doc.workOrderJobs.flatMap((job) => {
    const defaultTime = job.job ? timeToHundredths(job.time) : null;
    return job.job && defaultTime !== null ? [{ repairTaskId: job.job, defaultTime }] : [];
  });
}

/** The list's counts: jobs and schedules, parts by quantity (a quick kit's chosen ones too), time charged (HH:MM). */
export function workOrderCounts(
  doc: Pick<WorkOrder, 'workOrderJobs' | 'workOrderItems' | 'maintenanceSchedules'> &
    Partial<Pick<WorkOrder, 'workOrderQuickKits'>>,
) {
  const minutes =
    doc.workOrderJobs.reduce((sum, job) => sum + jobLabourMinutes(job), 0) +
    doc.maintenanceSchedules.reduce(
      (sum, schedule) =>
        sum +
        schedule.haynesProJobs.reduce((total, task) => total + (task.required ? hundredthsToMinutes(task.time) : 0), 0),
      0,
    );
  return {
    numberOfJobs: doc.workOrderJobs.length + doc.maintenanceSchedules.length,
    numberOfParts:
      doc.workOrderItems.reduce((sum, item) => sum + (item.product ? item.quantity : 0), 0) +
      (doc.workOrderQuickKits ?? []).reduce(
        (sum, kit) => sum + kit.workOrderQuickKitItems.reduce((n, item) => n + (item.sku ? item.quantity : 0), 0),
        0,
      ),
    totalTime: timeOfMinutes(minutes),
  };
}

/**
 * A kit's prices in its items' order: each item keeps the price of its sku it had (moved with it
 * when the items were reordered); a sku not priced yet (just chosen on the device) counts at 0,
 * at the country's rate for a part, until the server prices it from the catalogue.
 */
function alignedKitPrices(
  kit: { workOrderQuickKitItems: readonly { sku: string | null }[]; itemPrices?: readonly QuickKitItemPrice[] },
  partRate: number,
): QuickKitItemPrice[] {
  const known = kit.itemPrices ?? [];
  return kit.workOrderQuickKitItems.map((item, index) => {
    const held = known[index]?.sku === item.sku ? known[index] : known.find((price) => price.sku === item.sku);
    return held
      ? { ...held, taxRate: held.taxRate || partRate }
      : { sku: item.sku, price: 0, surcharge: 0, taxRate: partRate };
  });
}

/** A line's answers from the customer as stored; a line just added, or stored before them, has none. */
const answersOf = (line: Partial<Pick<WorkOrderJob, 'authorisation' | 'authorisedBefore' | 'declined'>>) => ({
  authorisation: line.authorisation ?? null,
  authorisedBefore: line.authorisedBefore ?? [],
  declined: line.declined ?? null,
});

export function deriveWorkOrder<D extends WorkOrder>(
  doc: D,
  context: {
    country: VatCountry;
    /** The uplift in force: the work order's own, else the account's default (§4). */
    uplift: number;
    /** Each repair task's time after overlap, by task id; a task not in it keeps its book time. */
    overlapped: Map<string, number>;
  },
): D {
  const labourVatRate = vatRateForLine(context.country, 'labour');
  const workOrderJobs = doc.workOrderJobs.map((job) => {
    const after = job.job ? context.overlapped.get(job.job) : undefined;
    return {
      ...job,
      taxRate: labourVatRate,
      calculatedTime:
        after === undefined || minutesOfTime(job.time) === null ? job.time : timeOfMinutes(hundredthsToMinutes(after)),
      ...answersOf(job),
    };
  });
  const workOrderItems = doc.workOrderItems.map((item) => ({
    ...item,
    ...answersOf(item),
    taxRate: item.taxRate || vatRateForLine(context.country, 'part'),
  }));
  const maintenanceSchedules = doc.maintenanceSchedules.map((schedule) => ({
    ...schedule,
    ...answersOf(schedule),
    taxRate: labourVatRate,
  }));
  const workOrderQuickKits = doc.workOrderQuickKits.map((kit) => ({
    ...kit,
    ...answersOf(kit),
    itemPrices: alignedKitPrices(kit, vatRateForLine(context.country, 'part')),
  }));
  const priced = { ...doc, workOrderJobs, workOrderItems, maintenanceSchedules, workOrderQuickKits };
  const { withoutUplift, ...prices } = priceWorkOrder(priced, context.uplift);
  return {
    ...priced,
    haynesProJobs: workOrderJobs.flatMap((job) =>
      job.job ? [{ repairTimeTaskId: job.job, description: job.description, time: job.time }] : [],
    ),
    appliedUplift: context.uplift,
    prices: { ...prices, withoutUplift },
    ...workOrderCounts(priced),
  };
}
