import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { jobSheetModel } from '../../../../src/print/job-sheet/job-sheet-model';
import { renderJobSheet } from '../../../../src/print/job-sheet/render-job-sheet';
import { browserPdfDocument } from '../browser-pdfkit';
import { pdfPageCount, pdfTextRuns } from '../pdf-text';
import { longWorkOrder, sampleGarage } from './sample-work-order';
import { brakeJob, irishTyres, raisedClutch } from './samples';

const printedAt = new Date('2026-11-27T10:00:00.000Z');
const sheetOf = (workOrder: WorkOrder) =>
  jobSheetModel({ workOrder, garage: sampleGarage, currency: workOrder.currency, printedAt });
const render = async (workOrder: WorkOrder) => renderJobSheet(sheetOf(workOrder), await browserPdfDocument());
/** The text drawn, lines wrapped in a cell joined again by a space. */
const text = (pdf: Uint8Array) => pdfTextRuns(pdf).join(' ').replace(/\s+/g, ' ');
const isPdf = (pdf: Uint8Array) => {
  const ends = new TextDecoder('latin1').decode(pdf.subarray(-8));
  return new TextDecoder('latin1').decode(pdf.subarray(0, 5)) === '%PDF-' && ends.includes('%%EOF');
};

describe('the job sheet as a PDF', () => {
  it('is a one-page PDF for a short work order, with the registration, the totals and the estimate words', async () => {
    const pdf = await render(brakeJob());
    expect(isPdf(pdf)).toBe(true);
    expect(pdfPageCount(pdf)).toBe(1);
    const words = text(pdf);
    for (const expected of [
      'Job sheet',
      'Estimate — not a VAT invoice',
      'Kirkstall Motor Works',
      'WO-000123',
      'WB19 KFD',
      'WF0XXXGCDX1234567',
      'covered by other work',
      'Authorised: £62.70 agreed by Mrs J. Kaur in person on 26 November 2026 at 09:15',
      'Awaiting authorisation: £186.30',
      'Authorised (agreed), including VAT',
      'Awaiting authorisation, including VAT',
      '£273.28',
      'VAT at 20% on £279.98',
      '£56.00',
      'Total including VAT',
      '£335.98',
      'Page 1 of 1',
    ]) {
      expect(words).toContain(expected);
    }
  });

  it('prints a rise under its job, a loose part’s answer, and the declined total', async () => {
    const words = text(await render(raisedClutch()));
    for (const expected of [
      'Renew the clutch and flywheel',
      'Awaiting authorisation of £65.50 more than the £580.59 agreed',
      'Declined by Mr D. Okafor by phone on 26 November 2026 at 10:05',
      'Screenwash 5 L',
      'Awaiting authorisation: £10.79',
      'Authorised (agreed), including VAT',
      '£580.59',
      'Awaiting authorisation, including VAT',
      '£76.29',
      'Declined, including VAT',
      '£18.00',
    ]) {
      expect(words).toContain(expected);
    }
  });

  it('prints euro amounts and both Irish rates', async () => {
    const words = text(await render(irishTyres()));
    for (const expected of ['191-D-12345', 'VAT at 23% on €180.00', '€41.40', 'VAT at 13.5% on €120.00', '€357.60']) {
      expect(words).toContain(expected);
    }
  });

  it('runs over pages with 60 lines, the column headings and the work order repeated on each', async () => {
    const short = await render(longWorkOrder(10));
    const long = await render(longWorkOrder(60));
    expect(isPdf(long)).toBe(true);
    const pages = pdfPageCount(long);
    expect(pages).toBeGreaterThan(pdfPageCount(short));
    expect(pages).toBeGreaterThanOrEqual(2);
    const runs = pdfTextRuns(long);
    expect(runs.filter((run) => run === 'Description')).toHaveLength(pages);
    expect(runs.filter((run) => run === 'Job sheet · WO-000123 · WB19 KFD (continued)')).toHaveLength(pages - 1);
    expect(runs).toContain(`Estimate — not a VAT invoice · WO-000123 · Page ${pages} of ${pages}`);
    // Every line is there once: the last job and the last part.
    expect(runs).toContain('Inspect and adjust item 30');
    expect(runs).toContain('Workshop consumable number 30');
  });
});
