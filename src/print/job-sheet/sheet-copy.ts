import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { JobSheet } from './job-sheet';

/**
 * The two copies the job sheet prints (issue 42: "the job sheet and the customer's copy print per
 * job: authorised or awaiting, and the amount agreed"): the workshop's, and the customer's. One
 * model and one layout make both; the customer's copy is the job sheet under a title the customer
 * reads, 'Estimate and authorisation', marked 'Customer’s copy', with a closing line on what their
 * answers mean, and without what is the workshop's own.
 *
 * Left out of the customer's copy, and why:
 * - The work order's status (Pending, In progress, …): the workshop's progress through its own
 *   lifecycle. What the customer needs of it, their answer to each job and line with the amount
 *   agreed or awaiting, is printed on each one.
 * - The comment: the work order's free-text note (the editor's "Comment"), written by the garage
 *   for the bay and the office, not addressed to the customer; it may hold anything.
 * - How a job's time came about: whether it is repair-time data or a job typed in ('Repair time',
 *   'Custom job'), and the book time beside a time set by hand. The customer is charged the time
 *   printed at the rate printed, and both stay, as does 'covered by other work', which explains a
 *   job's £0.00 labour.
 * Kept: the garage, the work order's number, reference and date, the customer and the vehicle
 * (for them to check it is theirs), each job with its tasks, parts, part numbers, quantities,
 * unit prices, VAT rates and amounts excluding VAT, each answer (who, how, when, the amount agreed
 * or awaiting), the totals with the VAT by rate, and the authorised, awaiting and declined totals.
 * The job sheet prints no technician notes, stock, orders or sign-off boxes: none to leave out.
 */
export type SheetCopy = 'workshop' | 'customer';

export const CUSTOMER_COPY = {
  title: 'Estimate and authorisation',
  label: 'Customer’s copy',
  closing:
    'Work not authorised is not carried out without your agreement. The amounts agreed, awaiting ' +
    'authorisation and declined include VAT; the amounts in the table exclude it.',
} as const;

/** The labels of the details that are the workshop's own (above). */
const WORKSHOP_ONLY = new Set(['Status']);

/**
 * The PDF's file name: 'WO-000123-job-sheet.pdf' or 'WO-000123-customer-copy.pdf' (a work order
 * not numbered yet by its registration).
 */
export function sheetFileName(
  workOrder: Pick<WorkOrder, 'workOrderNumber' | 'vrm' | 'id'>,
  copy: SheetCopy = 'workshop',
): string {
  const name =
    workOrder.workOrderNumber ?? `work-order-${(workOrder.vrm ?? workOrder.id.slice(0, 8)).replace(/\W+/g, '')}`;
  return `${name}-${copy === 'customer' ? 'customer-copy' : 'job-sheet'}.pdf`;
}

/** What a job's time is made of, in the sheet's words. */
export interface JobTime {
  repairTime: boolean;
  /** The time charged, HH:MM. */
  time: string;
  /** The book time, when the time was set by hand; else null. */
  book: string | null;
  covered: boolean;
  /** The hourly rate, as money. */
  rate: string;
}

/**
 * The line under a job's name: 'Repair time · 01:06 h, set by hand (book 00:42 h) · £75.00 an
 * hour' on the workshop's copy; 'Labour 01:06 h · £75.00 an hour' on the customer's.
 */
export function jobDetails(copy: SheetCopy, { repairTime, time, book, covered, rate }: JobTime): string {
  if (copy === 'customer')
    return [`Labour ${covered ? 'covered by other work' : `${time} h`}`, `${rate} an hour`].join(' · ');
  const timeWords = covered
    ? 'covered by other work'
    : book !== null
      ? `${time} h, set by hand (book ${book} h)`
      : `${time} h`;
  return [repairTime ? 'Repair time' : 'Custom job', timeWords, `${rate} an hour`].join(' · ');
}

/** The sheet as `copy` prints it: the workshop's as it is; the customer's as theirs, without the workshop's own. */
export function asCopy(sheet: JobSheet, copy: SheetCopy): JobSheet {
  if (copy === 'workshop') return sheet;
  return {
    ...sheet,
    copy,
    title: CUSTOMER_COPY.title,
    copyLabel: CUSTOMER_COPY.label,
    closing: CUSTOMER_COPY.closing,
    details: sheet.details.filter((pair) => !WORKSHOP_ONLY.has(pair.label)),
    comment: null,
  };
}
