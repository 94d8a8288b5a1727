import { taxOn } from '../money/tax';
import type { WorkOrderItem, WorkOrderJob, MaintenanceScheduleLine } from './lines';
import type { WorkOrderPrices } from './schemas';
import { hundredthsToTime, timeToHundredths } from './time';

/**
 * A work order's prices (trade-features §3, §4), run by the server (authoritative, after every
 * write) and by the device (its provisional copy while offline): one function, so both agree to
 * the penny. Money in minor units, excTax then VAT per line at the line's rate.
 *
 * - A job's labour is its rate × its time (the override when set, else the time after overlap:
 *   a job covered by another costs no labour), with the uplift on top, rounded once per line.
 * - A part is its unit price (the one typed over it, else price + surcharge) × quantity; an
 *   additional service on a line is priced as labour of that line (a service, not goods).
 * - Parts of a job count with the job (workOrderJobs); the work order's own parts with the items.
 * - Authorised: the jobs the customer agreed to and their parts; everything else is unauthorised.
 */
export interface PricedDocument {
  workOrderItems: WorkOrderItem[];
  workOrderJobs: WorkOrderJob[];
  maintenanceSchedules: MaintenanceScheduleLine[];
}

type Amounts = { excTax: number; incTax: number };
type Parts = { labourPrice: Amounts; partPrice: Amounts; total: Amounts };
const zero = (): Amounts => ({ excTax: 0, incTax: 0 });
const parts = (): Parts => ({ labourPrice: zero(), partPrice: zero(), total: zero() });

/** Labour for a time at a rate, with an uplift in per cent, rounded half up once. */
export function labourPrice(ratePerHour: number, hundredths: number, upliftPercent: number): number {
  return Math.round((ratePerHour * hundredths * (100 + upliftPercent)) / 10_000);
}

export const jobHundredths = (job: Pick<WorkOrderJob, 'overrideTime' | 'calculatedTime'>): number =>
  timeToHundredths(job.overrideTime ?? job.calculatedTime);

const unitPrice = (item: WorkOrderItem) => item.overriddenPrice ?? item.price + item.surcharge;

export function workOrderPrices(doc: PricedDocument, upliftPercent: number): WorkOrderPrices {
  const result = {
    workOrderItems: parts(),
    workOrderJobs: parts(),
    workOrderSummary: parts(),
    authorised: zero(),
    unauthorised: zero(),
  };
  const vat = new Map<number, number>();
  const add = (into: Parts, kind: 'labourPrice' | 'partPrice', excTax: number, rate: number, authorised: boolean) => {
    const tax = taxOn(excTax, rate);
    for (const target of [into, result.workOrderSummary]) {
      target[kind].excTax += excTax;
      target[kind].incTax += excTax + tax;
      target.total.excTax += excTax;
      target.total.incTax += excTax + tax;
    }
    const bucket = authorised ? result.authorised : result.unauthorised;
    bucket.excTax += excTax;
    bucket.incTax += excTax + tax;
    vat.set(rate, (vat.get(rate) ?? 0) + tax);
  };
  const authorisedJobs = new Set(doc.workOrderJobs.filter((job) => job.authorisation).map((job) => job.id));

  for (const job of doc.workOrderJobs) {
    add(
      result.workOrderJobs,
      'labourPrice',
      labourPrice(job.labourRate.rate, jobHundredths(job), upliftPercent),
      job.taxRate,
      authorisedJobs.has(job.id),
    );
  }
  for (const schedule of doc.maintenanceSchedules) {
    const hundredths = schedule.haynesProJobs.reduce((sum, task) => sum + (task.required ? task.time : 0), 0);
    add(
      result.workOrderJobs,
      'labourPrice',
      labourPrice(schedule.labourRate.rate, hundredths, upliftPercent),
      schedule.taxRate,
      false,
    );
  }
  for (const item of doc.workOrderItems) {
    const ofJob = item.jobId !== null && doc.workOrderJobs.some((job) => job.id === item.jobId);
    const into = ofJob ? result.workOrderJobs : result.workOrderItems;
    const authorised = ofJob && authorisedJobs.has(item.jobId as string);
    if (item.product !== null) add(into, 'partPrice', unitPrice(item) * item.quantity, item.taxRate, authorised);
    if (item.additionalServicePrice) add(into, 'labourPrice', item.additionalServicePrice, item.taxRate, authorised);
  }
  const vatByRate = [...vat].sort(([a], [b]) => b - a).map(([rate, amount]) => ({ rate, vat: amount }));
  return { ...result, withoutUplift: result.workOrderSummary, vatByRate };
}

/** The list's counts: jobs and schedules, parts by quantity, and the time after overlap (HH:MM). */
export function workOrderCounts(doc: PricedDocument) {
  const hundredths =
    doc.workOrderJobs.reduce((sum, job) => sum + jobHundredths(job), 0) +
    doc.maintenanceSchedules.reduce(
      (sum, schedule) =>
        sum + schedule.haynesProJobs.reduce((total, task) => total + (task.required ? task.time : 0), 0),
      0,
    );
  return {
    numberOfJobs: doc.workOrderJobs.length + doc.maintenanceSchedules.length,
    numberOfParts: doc.workOrderItems.reduce((sum, item) => sum + (item.product ? item.quantity : 0), 0),
    totalTime: hundredthsToTime(hundredths),
  };
}

/** §4: "a second price calculation with uplift 0 gives prices without uplift". */
export function workOrderPricesWithoutUplift(doc: PricedDocument, upliftPercent: number): WorkOrderPrices {
  const withUplift = workOrderPrices(doc, upliftPercent);
  return { ...withUplift, withoutUplift: workOrderPrices(doc, 0).workOrderSummary };
}
