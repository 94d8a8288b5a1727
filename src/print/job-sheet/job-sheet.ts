import type { PriceListCurrency } from '../../../contract/money/price-list';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { SheetCopy } from './sheet-copy';

/**
 * What a job sheet prints, either copy (./sheet-copy.ts), in the words and money strings it
 * prints: the shape job-sheet-model.ts fills and render-job-sheet.ts draws.
 */

export const ESTIMATE_NOTICE = 'Estimate — not a VAT invoice';

export interface JobSheetGarage {
  name: string;
  /** The address, a line each ('12 Kirkstall Road', 'Leeds LS3 1LH'). */
  address: readonly string[];
  phone?: string | null;
  vatNumber?: string | null;
}

/** What the worker is asked to print. Money on the work order is in minor units of `currency`. */
export interface JobSheetRequest {
  workOrder: WorkOrder;
  garage: JobSheetGarage;
  currency: PriceListCurrency;
}

export interface Labelled {
  label: string;
  value: string;
}

/** A row of the sheet's table: a part, a service or a task. Empty strings where a column does not apply. */
export interface JobSheetLine {
  description: string;
  partNumber: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  /** Excluding VAT. */
  amount: string;
  /**
   * The customer's answer, on the row of a line that answers for itself (a loose part, a quick
   * kit's first row); absent on a job's part, which follows its job.
   */
  answer?: string;
}

export interface JobSheetJob {
  description: string;
  /** 'Repair time · 01:06 h · £75.00 an hour', or with 'covered by other work' (the customer's: jobDetails). */
  details: string;
  /** The time charged, HH:MM. */
  time: string;
  covered: boolean;
  vatRate: string;
  /** Its labour excluding VAT. */
  labour: string;
  /**
   * The customer's answer: 'Authorised: £62.70 agreed by Mrs J. Kaur in person on …', 'Awaiting
   * authorisation: £120.00', 'Awaiting authorisation of £65.50 more than the £580.59 agreed', 'Declined by …'.
   */
  authorisation: string;
  lines: JobSheetLine[];
}

export interface JobSheet {
  copy: SheetCopy;
  title: string;
  /** 'Customer’s copy' under the title of the customer's; null on the workshop's. */
  copyLabel: string | null;
  notice: typeof ESTIMATE_NOTICE;
  fileName: string;
  /** The work order's number, or words saying it has none yet. */
  number: string;
  registration: string;
  garage: string[];
  details: Labelled[];
  vehicle: Labelled[];
  jobs: JobSheetJob[];
  parts: JobSheetLine[];
  services: JobSheetLine[];
  totals: Labelled[];
  /** What the customer agreed to, what awaits their answer and what they declined (when anything), incTax. */
  authorised: Labelled[];
  comment: string | null;
  /** The line after the totals: on the customer's copy, what their answers mean; else null. */
  closing: string | null;
}
