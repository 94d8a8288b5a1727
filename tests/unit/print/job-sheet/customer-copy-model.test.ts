import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { jobSheetModel, type Labelled } from '../../../../src/print/job-sheet/job-sheet-model';
import { CUSTOMER_COPY, type SheetCopy } from '../../../../src/print/job-sheet/sheet-copy';
import { sampleGarage, sampleJob, samplePart, sampleWorkOrder } from './sample-work-order';
import { brakeJob, okafor, raisedClutch, serviceWithKit } from './samples';

const printedAt = new Date('2026-11-27T10:00:00.000Z');
const sheetOf = (workOrder: WorkOrder, copy: SheetCopy) =>
  jobSheetModel({ workOrder, garage: sampleGarage, currency: workOrder.currency, printedAt, copy });
const copyOf = (workOrder: WorkOrder) => sheetOf(workOrder, 'customer');
const asRecord = (pairs: readonly Labelled[]) => Object.fromEntries(pairs.map((pair) => [pair.label, pair.value]));

/** A job whose time was set by hand over the book time, on a work order with the workshop's comment. */
function handTimedWithComment() {
  const discs = sampleJob(1, {
    job: '1M01822000WV0',
    description: 'Renew the front brake discs and pads',
    time: '01:06',
    overrideTime: '01:30',
  });
  return sampleWorkOrder({
    overlapped: { '1M01822000WV0': 110 },
    jobs: [discs, sampleJob(2, { description: 'Road test', time: '00:18' })],
    items: [samplePart(1, { jobId: discs.id, price: 6450, productName: 'Brembo Front Brake Disc Pair' })],
    header: { comment: 'Spare key in the key safe. Seized caliper bolt last time: allow extra.' },
  });
}

describe('the customer’s copy’s content', () => {
  it('is titled for the customer, says it is theirs and an estimate, and ends saying what their answers mean', () => {
    const copy = copyOf(brakeJob());
    expect(copy).toMatchObject({
      copy: 'customer',
      title: 'Estimate and authorisation',
      copyLabel: 'Customer’s copy',
      notice: 'Estimate — not a VAT invoice',
      fileName: 'WO-000123-customer-copy.pdf',
    });
    expect(copy.closing).toBe(CUSTOMER_COPY.closing);
    expect(copy.closing).toMatch(/^Work not authorised is not carried out without your agreement\./);
    expect(copyOf(serviceWithKit()).fileName).toBe('work-order-WB19KFD-customer-copy.pdf');
  });

  it('prints per job what the customer agreed (the amount, who, how, when) or what awaits them', () => {
    const copy = copyOf(brakeJob());
    expect(copy.jobs.map((job) => job.authorisation)).toEqual([
      'Awaiting authorisation: £186.30',
      'Awaiting authorisation: £38.40',
      'Authorised: £62.70 agreed by Mrs J. Kaur in person on 26 November 2026 at 09:15',
    ]);
    expect(copy.parts.map((line) => line.answer)).toEqual(['Awaiting authorisation: £45.58']);
    const schedule = copyOf(serviceWithKit({ schedule: { authorisation: { ...okafor, amount: 6060 } } })).jobs[0];
    expect(schedule?.authorisation).toBe(
      'Authorised: £60.60 agreed by Mr D. Okafor by phone on 26 November 2026 at 10:05',
    );
  });

  it('prints a rise since the customer agreed beside the amount agreed, and the three totals', () => {
    const copy = copyOf(raisedClutch());
    expect(copy.jobs.map((job) => [job.description, job.authorisation])).toEqual([
      ['Renew the clutch and flywheel', 'Awaiting authorisation of £65.50 more than the £580.59 agreed'],
      ['Renew the rear wiper blade', 'Declined by Mr D. Okafor by phone on 26 November 2026 at 10:05'],
    ]);
    expect(copy.parts.map((line) => [line.description, line.answer])).toEqual([
      ['Screenwash 5 L', 'Awaiting authorisation: £10.79'],
    ]);
    expect(asRecord(copy.authorised)).toEqual({
      'Authorised (agreed), including VAT': '£580.59',
      'Awaiting authorisation, including VAT': '£76.29',
      'Declined, including VAT': '£18.00',
    });
  });

  it('has the job sheet’s garage, vehicle, lines, prices and totals, from the same model', () => {
    for (const workOrder of [brakeJob(), raisedClutch(), serviceWithKit()]) {
      const sheet = sheetOf(workOrder, 'workshop');
      const copy = copyOf(workOrder);
      expect(copy.garage).toEqual(sheet.garage);
      expect(copy.vehicle).toEqual(sheet.vehicle);
      expect(copy.number).toBe(sheet.number);
      expect(copy.totals).toEqual(sheet.totals);
      expect(copy.authorised).toEqual(sheet.authorised);
      expect(copy.parts).toEqual(sheet.parts);
      expect(copy.services).toEqual(sheet.services);
      // Each job with its parts and prices, excluding VAT, and its answer: all but the line on how its time came about.
      const withoutDetails = (jobs: typeof sheet.jobs) => jobs.map(({ details: _, ...job }) => job);
      expect(withoutDetails(copy.jobs)).toEqual(withoutDetails(sheet.jobs));
    }
    expect(asRecord(copyOf(brakeJob()).totals)).toMatchObject({
      'Total excluding VAT': '£279.98',
      'VAT at 20% on £279.98': '£56.00',
      'Total including VAT': '£335.98',
    });
  });

  it('leaves out the workshop’s own: the status, the comment, and how a job’s time came about', () => {
    const workOrder = handTimedWithComment();
    const sheet = sheetOf(workOrder, 'workshop');
    const copy = copyOf(workOrder);
    // The job sheet prints them all.
    expect(asRecord(sheet.details)).toMatchObject({ Status: 'Pending' });
    expect(sheet.comment).toMatch(/^Spare key/);
    expect(sheet.jobs.map((job) => job.details)).toEqual([
      'Repair time · 01:30 h, set by hand (book 01:06 h) · £75.00 an hour',
      'Custom job · 00:18 h · £75.00 an hour',
    ]);
    // The customer's copy keeps the time charged and the rate, and the rest of the details.
    expect(asRecord(copy.details)).toEqual({
      'Work order': 'WO-000123',
      Reference: 'Brakes grinding',
      Date: '27 November 2026',
      Customer: 'Mrs J. Kaur',
      'Customer phone': '07700 900123',
    });
    expect(copy.comment).toBeNull();
    expect(copy.jobs.map((job) => job.details)).toEqual([
      'Labour 01:30 h · £75.00 an hour',
      'Labour 00:18 h · £75.00 an hour',
    ]);
    expect(JSON.stringify(copy)).not.toMatch(/Status|Pending|Spare key|Repair time|Custom job|set by hand|book/);
    // A job covered by other work still says so: it explains its £0.00 labour.
    expect(copyOf(brakeJob()).jobs[1]?.details).toBe('Labour covered by other work · £75.00 an hour');
  });

  it('leaves the job sheet as it was', () => {
    const sheet = sheetOf(brakeJob(), 'workshop');
    expect(sheet).toMatchObject({ copy: 'workshop', title: 'Job sheet', copyLabel: null, closing: null });
    expect(sheet.fileName).toBe('WO-000123-job-sheet.pdf');
  });
});
