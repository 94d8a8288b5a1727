import { jobSheetModel, type JobSheetRequest } from './job-sheet-model';
import { renderJobSheet } from './render-job-sheet';

/**
 * One job sheet from the worker's message to its answer: the PDF's bytes, moved (not copied) back
 * to the page, or what went wrong in words a person reads, with the technical detail for the log.
 * Apart from the worker itself so that it runs in tests on Node's pdfkit.
 */

/** The page → the worker. */
export interface JobSheetAsk extends JobSheetRequest {
  id: number;
}

/** The worker → the page. */
export type JobSheetAnswer =
  | { id: number; type: 'pdf'; pdf: ArrayBuffer; fileName: string; ms: number }
  | { id: number; type: 'error'; message: string; detail: string };

export const JOB_SHEET_FAILED = 'The job sheet could not be made on this device. Please try again.';
const UNREADABLE =
  'The job sheet could not be made: a time or a price on this work order cannot be read. ' +
  'Check the jobs’ times and the prices, then try again.';

export async function buildJobSheet(
  ask: JobSheetAsk,
  printedAt: Date,
  Pdf?: Parameters<typeof renderJobSheet>[1],
): Promise<JobSheetAnswer> {
  const started = performance.now();
  try {
    const sheet = jobSheetModel({ ...ask, printedAt });
    const bytes = await renderJobSheet(sheet, Pdf);
    // toBytes gives an array over a buffer of its own: hand that buffer over whole.
    const whole = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0;
    const pdf = whole && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
    return { id: ask.id, type: 'pdf', pdf, fileName: sheet.fileName, ms: performance.now() - started };
  } catch (error) {
    // The prices throw a RangeError for a time that is not HH:MM or an amount that is not whole pence.
    const message = error instanceof RangeError ? UNREADABLE : JOB_SHEET_FAILED;
    return { id: ask.id, type: 'error', message, detail: error instanceof Error ? error.message : String(error) };
  }
}
