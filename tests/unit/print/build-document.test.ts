import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../../src/print/build-document';
import { browserPdfDocument } from './browser-pdfkit';
import { sampleGarage } from './job-sheet/sample-work-order';
import { brakeJob } from './job-sheet/samples';

const printedAt = new Date('2026-11-27T10:00:00.000Z');

describe('the worker’s answer', () => {
  it('is the PDF’s bytes in a buffer of their own, with the file name, for the request asked', async () => {
    const workOrder = brakeJob();
    const ask = { id: 7, kind: 'job-sheet' as const, workOrder, garage: sampleGarage, currency: workOrder.currency };
    const answer = await buildDocument(ask, printedAt, await browserPdfDocument());
    expect(answer).toMatchObject({ id: 7, type: 'pdf', fileName: 'WO-000123-job-sheet.pdf' });
    if (answer.type !== 'pdf') return;
    expect(answer.pdf).toBeInstanceOf(ArrayBuffer);
    expect(new TextDecoder().decode(answer.pdf.slice(0, 5))).toBe('%PDF-');
  });

  it('says in plain words that a time cannot be read, keeping the detail for the log', async () => {
    const workOrder = brakeJob();
    workOrder.workOrderJobs[0] = { ...workOrder.workOrderJobs[0]!, overrideTime: 'after lunch' };
    const ask = { id: 8, kind: 'job-sheet' as const, workOrder, garage: sampleGarage, currency: workOrder.currency };
    const answer = await buildDocument(ask, printedAt, await browserPdfDocument());
    expect(answer).toEqual({
      id: 8,
      type: 'error',
      message:
        'The job sheet could not be made: a time or a price on this work order cannot be read. ' +
        'Check the jobs’ times and the prices, then try again.',
      detail: expect.stringContaining('overrideTime'),
    });
  });
});
