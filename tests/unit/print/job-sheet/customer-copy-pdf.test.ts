import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { buildDocument } from '../../../../src/print/build-document';
import { browserPdfDocument } from '../browser-pdfkit';
import { pdfPageCount, pdfTextRuns } from '../pdf-text';
import { longWorkOrder, sampleGarage } from './sample-work-order';
import { brakeJob, raisedClutch } from './samples';

const printedAt = new Date('2026-11-27T10:00:00.000Z');

/** The customer's copy as the worker builds it: its file name and the text its PDF draws. */
async function customerCopy(workOrder: WorkOrder) {
  const ask = { id: 1, kind: 'customer-copy' as const, workOrder, garage: sampleGarage, currency: workOrder.currency };
  const answer = await buildDocument(ask, printedAt, await browserPdfDocument());
  if (answer.type !== 'pdf') throw new Error(answer.detail);
  const pdf = new Uint8Array(answer.pdf);
  const runs = pdfTextRuns(pdf);
  return { fileName: answer.fileName, pdf, runs, text: runs.join(' ').replace(/\s+/g, ' ') };
}

describe('the customer’s copy as a PDF, built as the worker builds it', () => {
  it('is saved as the customer copy, titled for the customer, with each job’s answer and three totals', async () => {
    const { fileName, pdf, text } = await customerCopy(raisedClutch());
    expect(fileName).toBe('WO-000123-customer-copy.pdf');
    expect(pdfPageCount(pdf)).toBe(1);
    for (const expected of [
      'Estimate and authorisation',
      'Customer’s copy',
      'Estimate — not a VAT invoice',
      'Kirkstall Motor Works',
      'WB19 KFD',
      'Mr D. Okafor',
      'Renew the clutch and flywheel',
      'LuK clutch kit 600 0345 00',
      'Awaiting authorisation of £65.50 more than the £580.59 agreed',
      'Declined by Mr D. Okafor by phone on 26 November 2026 at 10:05',
      'Screenwash 5 L',
      'Awaiting authorisation: £10.79',
      'Total including VAT',
      'Authorised (agreed), including VAT',
      '£580.59',
      'Awaiting authorisation, including VAT',
      '£76.29',
      'Declined, including VAT',
      '£18.00',
      'Work not authorised is not carried out without your agreement.',
      'Customer’s copy · Estimate — not a VAT invoice · WO-000123 · Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the amount agreed, who, how, when, and VAT by rate; not the status or a job’s time source', async () => {
    const { text } = await customerCopy(brakeJob());
    for (const expected of [
      'Authorised: £62.70 agreed by Mrs J. Kaur in person on 26 November 2026 at 09:15',
      'Awaiting authorisation: £186.30',
      'Labour 01:06 h · £75.00 an hour',
      'Labour covered by other work',
      'VAT at 20% on £279.98',
      '£335.98',
    ]) {
      expect(text).toContain(expected);
    }
    for (const left of ['Status', 'Pending', 'Repair time', 'Custom job', 'Job sheet']) {
      expect(text).not.toContain(left);
    }
  });

  it('runs over pages with its title and “Customer’s copy” on each, and ends with its closing line', async () => {
    const { pdf, runs } = await customerCopy(longWorkOrder(60));
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(
      runs.filter((run) => run === 'Estimate and authorisation · Customer’s copy · WO-000123 · WB19 KFD (continued)'),
    ).toHaveLength(pages - 1);
    expect(runs).toContain(`Customer’s copy · Estimate — not a VAT invoice · WO-000123 · Page ${pages} of ${pages}`);
    expect(runs).toContain('Workshop consumable number 30');
    expect(runs.join(' ').replace(/\s+/g, ' ')).toMatch(
      /Work not authorised is not carried out without your agreement\.[^]*include VAT/,
    );
  });
});
