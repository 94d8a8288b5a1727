import { jobLabourPrice, labourPriceForHundredths, type JobTime, type LabourRateOfLine } from './labour';
import {
  additionalServicePrice,
  itemPartPrice,
  quickKitItemPartPrice,
  repairDataPartPrice,
  type PricedItem,
  type PricedQuickKitItem,
  type RepairDataPart,
} from './parts';
import { lineVat } from './vat';

/**
 * A work order broken into priced amounts, one per thing that costs money: each job's labour,
 * each item's part and its additional service, each schedule task's labour and parts. Every
 * amount has its own VAT at its own rate (vat.ts), and summary.ts only adds them up, so a total
 * is always the sum of its lines and the job sheet can list exactly what the totals hold.
 *
 * Where an amount counts (the spec's prices: workOrderJobs and workOrderItems, each with labour
 * and parts apart):
 * - A job's labour, a schedule's tasks and their parts count with the jobs.
 * - An item for a job or schedule (its `jobId`) counts with the jobs: it is that job's part. The
 *   work order's own items, and an item whose job has been removed, count with the items.
 * - An additional service is labour (a service, not goods), on the side of the item it is on.
 * - A quick kit's chosen parts and their additional services count with the items: a kit belongs
 *   to no job, so, like a loose part, it is unauthorised until put on a job.
 *
 * Customer authorisation (issue 42): which line answers for each amount, and what the customer
 * agreed to, is authorisation.ts's: a part for a job follows its job, every other line answers
 * for itself. The amounts here are what each costs now.
 */

/** A job line as far as pricing needs it (work order job, §3; design/api-routes.md). */
export interface PricedJob extends JobTime {
  id: string;
  labourRate: LabourRateOfLine;
  taxRate: number;
  /** The customer's authorisation (who, when, how, amount), or null until they give it (authorisation.ts). */
  authorisation?: { amount: number } | null;
  declined?: object | null;
}

/** A repair-data job of a maintenance schedule (§3): its time in hundredths of an hour. */
export interface PricedScheduleTask {
  repairTimeTaskId?: string;
  time: number;
  /** Only the tasks the schedule requires, or the person ticked, are done and charged. */
  required: boolean;
  /** The task's own rate when it has one; else the schedule's. */
  labourRate?: LabourRateOfLine | null;
  haynesProJobParts?: readonly RepairDataPart[];
}

/** A maintenance schedule line (§3): one period of a maintenance system with its tasks. */
export interface PricedSchedule {
  id: string;
  labourRate: LabourRateOfLine;
  haynesProJobs: readonly PricedScheduleTask[];
  /** The VAT rate of its labour; each part carries its own. */
  taxRate: number;
  authorisation?: { amount: number } | null;
  declined?: object | null;
}

/** The lines of a work order that carry prices; the document itself can be passed. */
export interface PricedWorkOrder {
  workOrderJobs: readonly PricedJob[];
  workOrderItems: readonly PricedItem[];
  maintenanceSchedules?: readonly PricedSchedule[];
  workOrderQuickKits?: readonly PricedQuickKit[];
}

/** A quick-kit line (§3): a brake or service kit's items, and the catalogue's price of each item's sku. */
export interface PricedQuickKit {
  id: string;
  workOrderQuickKitItems: readonly Pick<PricedQuickKitItem, 'sku' | 'quantity' | 'additionalServicePrice'>[];
  /** In the items' order (derive.ts aligns them); one for another sku than its item's counts as unpriced. */
  itemPrices?: readonly Pick<PricedQuickKitItem, 'sku' | 'price' | 'surcharge' | 'taxRate'>[];
}

export type PriceGroup = 'workOrderJobs' | 'workOrderItems';
export type PriceKind = 'labourPrice' | 'partPrice';

/** One priced amount, with its VAT at its line's rate; money in minor units. */
export interface PricedLine {
  /** The id of the job, item or schedule it comes from. */
  lineId: string;
  /** The schedule task it comes from, when it does; a quick kit's item by its place in the kit ('2'). */
  taskId?: string;
  /** What it is: a job's or task's labour, an item's additional service, or a part. */
  source: 'labour' | 'additionalService' | 'part';
  group: PriceGroup;
  kind: PriceKind;
  excTax: number;
  taxRate: number;
  vat: number;
  incTax: number;
}

type Unpriced = Omit<PricedLine, 'vat' | 'incTax'>;

function withVat(line: Unpriced): PricedLine {
  const vat = lineVat(line);
  return { ...line, vat, incTax: line.excTax + vat };
}

/** Every priced amount of a work order, with the uplift in force on labour (effectiveUplift). */
export function pricedLines(doc: PricedWorkOrder, upliftPercent: number): PricedLine[] {
  const schedules = doc.maintenanceSchedules ?? [];
  // The jobs and schedules there are: the items for one count with the jobs.
  const owners = new Set([...doc.workOrderJobs, ...schedules].map((owner) => owner.id));

  const lines: Unpriced[] = [];
  for (const job of doc.workOrderJobs) {
    lines.push({
      lineId: job.id,
      source: 'labour',
      group: 'workOrderJobs',
      kind: 'labourPrice',
      excTax: jobLabourPrice(job, upliftPercent),
      taxRate: job.taxRate,
    });
  }
  for (const schedule of schedules) {
    for (const task of schedule.haynesProJobs) {
      if (!task.required) continue;
      const at = { lineId: schedule.id, taskId: task.repairTimeTaskId, group: 'workOrderJobs' } as const;
      const rate = (task.labourRate ?? schedule.labourRate).rate;
      lines.push({
        ...at,
        source: 'labour',
        kind: 'labourPrice',
        excTax: labourPriceForHundredths(rate, task.time, upliftPercent),
        taxRate: schedule.taxRate,
      });
      for (const part of task.haynesProJobParts ?? []) {
        if (part.product === null) continue;
        lines.push({
          ...at,
          source: 'part',
          kind: 'partPrice',
          excTax: repairDataPartPrice(part),
          taxRate: part.taxRate,
        });
      }
    }
  }
  for (const item of doc.workOrderItems) {
    const forJob = item.jobId != null && owners.has(item.jobId);
    const at = { lineId: item.id, group: forJob ? 'workOrderJobs' : 'workOrderItems', taxRate: item.taxRate } as const;
    if (item.product !== null) lines.push({ ...at, source: 'part', kind: 'partPrice', excTax: itemPartPrice(item) });
    if (item.additionalServicePrice != null) {
      lines.push({ ...at, source: 'additionalService', kind: 'labourPrice', excTax: additionalServicePrice(item) });
    }
  }
  for (const kit of doc.workOrderQuickKits ?? []) {
    for (const [index, given] of kit.workOrderQuickKitItems.entries()) {
      const at = { lineId: kit.id, taskId: String(index), group: 'workOrderItems' } as const;
      const priced = kit.itemPrices?.[index];
      const item = { ...given, ...(priced?.sku === given.sku ? priced : { price: 0, surcharge: 0, taxRate: 0 }) };
      const taxRate = item.taxRate;
      if (item.sku !== null) {
        lines.push({ ...at, source: 'part', kind: 'partPrice', excTax: quickKitItemPartPrice(item), taxRate });
      }
      if (item.additionalServicePrice != null) {
        lines.push({
          ...at,
          source: 'additionalService',
          kind: 'labourPrice',
          excTax: additionalServicePrice(item),
          taxRate,
        });
      }
    }
  }
  return lines.map(withVat);
}
