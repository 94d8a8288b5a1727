import type { PDFDocument } from 'pdfkit';
import { jobSheetModel, type JobSheetRequest } from './job-sheet/job-sheet-model';
import { renderJobSheet } from './job-sheet/render-job-sheet';
import { quoteModel, type QuoteRequest } from './quote/quote-model';
import { renderQuote } from './quote/render-quote';

/**
 * One printed document from the worker's message to its answer: the PDF's bytes, moved (not
 * copied) back to the page, with its file name, or what went wrong in words a person reads, with
 * the technical detail for the log. Apart from the worker itself so that it runs in tests.
 */

/**
 * What a screen asks to print: the document's kind and what it is made from. The job sheet and the
 * customer's copy are one model and one layout, the copy of each (job-sheet/sheet-copy.ts).
 */
export type PrintRequest =
  ({ kind: 'job-sheet' | 'customer-copy' } & JobSheetRequest) | ({ kind: 'quote' } & QuoteRequest);
export type PrintKind = PrintRequest['kind'];

/** The page → the worker. */
export type PrintAsk = PrintRequest & { id: number };

/** The worker → the page. */
export type PrintAnswer =
  | { id: number; type: 'pdf'; pdf: ArrayBuffer; fileName: string; ms: number }
  | { id: number; type: 'error'; message: string; detail: string };

/** Each kind's words when it fails: anything, and an amount (or a job's time) that cannot be read. */
export const PRINT_FAILED: Record<PrintKind, { failed: string; unreadable: string }> = {
  'job-sheet': {
    failed: 'The job sheet could not be made on this device. Please try again.',
    unreadable:
      'The job sheet could not be made: a time or a price on this work order cannot be read. ' +
      'Check the jobs’ times and the prices, then try again.',
  },
  'customer-copy': {
    failed: 'The customer’s copy could not be made on this device. Please try again.',
    unreadable:
      'The customer’s copy could not be made: a time or a price on this work order cannot be read. ' +
      'Check the jobs’ times and the prices, then try again.',
  },
  quote: {
    failed: 'The quote’s PDF could not be made on this device. Please try again.',
    unreadable:
      'The quote’s PDF could not be made: a price on this quote cannot be read. ' +
      'Reload the quote while online, then try again.',
  },
};

async function render(ask: PrintAsk, printedAt: Date, Pdf?: typeof PDFDocument) {
  if (ask.kind === 'quote') {
    const quote = quoteModel({ ...ask, printedAt });
    return { fileName: quote.fileName, bytes: await renderQuote(quote, Pdf) };
  }
  const sheet = jobSheetModel({ ...ask, printedAt, copy: ask.kind === 'customer-copy' ? 'customer' : 'workshop' });
  return { fileName: sheet.fileName, bytes: await renderJobSheet(sheet, Pdf) };
}

export async function buildDocument(ask: PrintAsk, printedAt: Date, Pdf?: typeof PDFDocument): Promise<PrintAnswer> {
  const started = performance.now();
  try {
    const { fileName, bytes } = await render(ask, printedAt, Pdf);
    // toBytes gives an array over a buffer of its own: hand that buffer over whole.
    const whole = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0;
    const pdf = whole && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
    return { id: ask.id, type: 'pdf', pdf, fileName, ms: performance.now() - started };
  } catch (error) {
    // The prices throw a RangeError for a time that is not HH:MM or an amount that is not whole pence.
    const words = PRINT_FAILED[ask.kind] ?? PRINT_FAILED['job-sheet'];
    const message = error instanceof RangeError ? words.unreadable : words.failed;
    return { id: ask.id, type: 'error', message, detail: error instanceof Error ? error.message : String(error) };
  }
}
