import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_NOTICE,
  jobSheetModel,
  type JobSheet,
  type Labelled,
} from '../../../../src/print/job-sheet/job-sheet-model';
import { sampleGarage } from './sample-work-order';
import { brakeJob, irishTyres, okafor, raisedClutch, serviceWithKit } from './samples';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';

const printedAt = new Date('2026-11-27T10:00:00.000Z');
const sheetOf = (workOrder: WorkOrder) =>
  jobSheetModel({ workOrder, garage: sampleGarage, currency: workOrder.currency, printedAt });
const asRecord = (pairs: readonly Labelled[]) => Object.fromEntries(pairs.map((pair) => [pair.label, pair.value]));
/** '£1,234.56' → 123456; words ('No price yet') → 0. */
const minor = (money: string) => (/\d/.test(money) ? Math.round(Number(money.replace(/[^\d.-]/g, '')) * 100) : 0);
/** Every amount the sheet lists: each job's labour and each line's amount. */
const listed = (sheet: JobSheet) =>
  sheet.jobs
    .flatMap((job) => [job.labour, ...job.lines.map((line) => line.amount)])
    .concat(
      sheet.parts.map((line) => line.amount),
      sheet.services.map((line) => line.amount),
    )
    .reduce((total, amount) => total + minor(amount), 0);

describe('the job sheet’s content', () => {
  it('says on its face that it is an estimate, not a VAT invoice', () => {
    expect(sheetOf(brakeJob())).toMatchObject({ notice: 'Estimate — not a VAT invoice', title: 'Job sheet' });
    expect(ESTIMATE_NOTICE).toBe('Estimate — not a VAT invoice');
  });

  it('names the garage, the work order and the vehicle', () => {
    const sheet = sheetOf(brakeJob());
    expect(sheet.garage).toEqual([
      'Kirkstall Motor Works',
      '12 Kirkstall Road',
      'Leeds LS3 1LH',
      'Phone 0113 496 0000',
      'VAT number GB 123 4567 89',
    ]);
    expect(asRecord(sheet.details)).toEqual({
      'Work order': 'WO-000123',
      Reference: 'Brakes grinding',
      Date: '27 November 2026',
      Status: 'Pending',
      Customer: 'Mrs J. Kaur',
      'Customer phone': '07700 900123',
    });
    expect(asRecord(sheet.vehicle)).toEqual({
      Registration: 'WB19 KFD',
      Make: 'Ford',
      Model: 'Focus',
      Engine: '1.0 EcoBoost 125',
      Year: '2019',
      Fuel: 'Petrol',
      VIN: 'WF0XXXGCDX1234567',
      Mileage: '84,210',
    });
    expect(sheet.fileName).toBe('WO-000123-job-sheet.pdf');
  });

  it('gives each job its time after overlap, and says when other work covers it', () => {
    const [discs, pads, diagnosis] = sheetOf(brakeJob()).jobs;
    // 1 h 06 at £75 an hour is £82.50; with 10% uplift £90.75.
    expect(discs).toMatchObject({ time: '01:06', covered: false, labour: '£90.75', vatRate: '20%' });
    expect(discs?.details).toBe('Repair time · 01:06 h · £75.00 an hour');
    expect(pads).toMatchObject({ time: '00:00', covered: true, labour: '£0.00' });
    expect(pads?.details).toBe('Repair time · covered by other work · £75.00 an hour');
    // 30 minutes at £95 an hour, +10%: £52.25.
    expect(diagnosis).toMatchObject({ time: '00:30', labour: '£52.25', details: expect.stringMatching(/^Custom job/) });
  });

  it('lists each job’s parts under it, and the work order’s own parts and services apart', () => {
    const sheet = sheetOf(brakeJob());
    expect(sheet.jobs[0]?.lines).toEqual([
      {
        description: 'Brembo Front Brake Disc Pair 09.A820.11',
        partNumber: '100001',
        quantity: '1',
        unitPrice: '£64.50',
        vatRate: '20%',
        amount: '£64.50',
      },
    ]);
    expect(sheet.parts).toEqual([
      {
        description: 'Bosch Aerotwin wiper blades',
        partNumber: '100003',
        quantity: '2',
        unitPrice: '£18.99',
        vatRate: '20%',
        amount: '£37.98',
        // A loose part answers for itself: £37.98 and its VAT.
        answer: 'Awaiting authorisation: £45.58',
      },
    ]);
    expect(sheet.services.map((line) => [line.description, line.amount, line.answer])).toEqual([
      ['Disposal of old parts', '£2.50', 'Awaiting authorisation: £3.00'],
      ['Brake fluid test', 'No price yet', 'Awaiting authorisation: £0.00'],
    ]);
  });

  it('totals labour and parts apart, VAT by rate, with and without VAT, adding up to the lines listed', () => {
    const workOrder = brakeJob();
    const sheet = sheetOf(workOrder);
    // Labour £90.75 + £52.25 + the disposal £2.50; parts £64.50 + £32.00 + £37.98. VAT per line, half up.
    expect(asRecord(sheet.totals)).toEqual({
      'Labour excluding VAT': '£145.50',
      'Parts excluding VAT': '£134.48',
      'Total excluding VAT': '£279.98',
      'VAT at 20% on £279.98': '£56.00',
      'Total including VAT': '£335.98',
    });
    expect(listed(sheet)).toBe(workOrder.prices.workOrderSummary.total.excTax);
  });

  it('shows who authorised each job, how, when and the amount agreed, or what awaits the customer', () => {
    const sheet = sheetOf(brakeJob());
    // The discs £90.75 + £64.50 and their VAT; the pads' £32.00 part (their labour is covered) and its VAT.
    expect(sheet.jobs.map((job) => job.authorisation)).toEqual([
      'Awaiting authorisation: £186.30',
      'Awaiting authorisation: £38.40',
      'Authorised: £62.70 agreed by Mrs J. Kaur in person on 26 November 2026 at 09:15',
    ]);
    // The diagnosis £52.25 + VAT, as agreed; the rest is waiting for the customer; nothing declined.
    expect(asRecord(sheet.authorised)).toEqual({
      'Authorised (agreed), including VAT': '£62.70',
      'Awaiting authorisation, including VAT': '£273.28',
    });
  });

  it('prints a rise since the customer agreed as awaiting, beside the amount agreed, which does not move', () => {
    const workOrder = raisedClutch();
    const sheet = sheetOf(workOrder);
    expect(sheet.jobs.map((job) => [job.description, job.authorisation])).toEqual([
      ['Renew the clutch and flywheel', 'Awaiting authorisation of £65.50 more than the £580.59 agreed'],
      ['Renew the rear wiper blade', 'Declined by Mr D. Okafor by phone on 26 November 2026 at 10:05'],
    ]);
    // The job's parts follow its answer; the loose screenwash answers for itself.
    expect(sheet.jobs[0]?.lines.map((line) => line.answer)).toEqual([undefined, undefined, undefined]);
    expect(sheet.parts.map((line) => [line.description, line.answer])).toEqual([
      ['Screenwash 5 L', 'Awaiting authorisation: £10.79'],
    ]);
    // £580.59 agreed; £65.50 + £10.79 awaiting; the wiper's £15.00 + VAT declined.
    expect(asRecord(sheet.authorised)).toEqual({
      'Authorised (agreed), including VAT': '£580.59',
      'Awaiting authorisation, including VAT': '£76.29',
      'Declined, including VAT': '£18.00',
    });
    expect(workOrder.prices.workOrderSummary.total.incTax).toBe(58_059 + 7629 + 1800);
  });

  it('Ireland, in euro: 13.5% on labour and a fitted part, 23% on tyres and their fitting', () => {
    const workOrder = irishTyres();
    const sheet = sheetOf(workOrder);
    expect(sheet.parts.map((line) => [line.description, line.vatRate, line.amount])).toEqual([
      ['Front brake pad set', '13.5%', '€40.00'],
      ['Michelin Primacy 4 205/55 R16', '23%', '€160.00'],
    ]);
    expect(sheet.services).toMatchObject([{ description: 'Fitting and balancing', vatRate: '23%', amount: '€20.00' }]);
    expect(sheet.jobs[0]).toMatchObject({ vatRate: '13.5%', labour: '€80.00' });
    // 23% of €180.00 is €41.40; 13.5% of €120.00 is €16.20.
    expect(asRecord(sheet.totals)).toEqual({
      'Labour excluding VAT': '€100.00',
      'Parts excluding VAT': '€200.00',
      'Total excluding VAT': '€300.00',
      'VAT at 23% on €180.00': '€41.40',
      'VAT at 13.5% on €120.00': '€16.20',
      'Total including VAT': '€357.60',
    });
    expect(listed(sheet)).toBe(workOrder.prices.workOrderSummary.total.excTax);
  });

  it('lists a maintenance schedule’s tasks with its part, and a quick kit’s chosen parts and services', () => {
    const workOrder = serviceWithKit();
    const sheet = sheetOf(workOrder);
    const [schedule] = sheet.jobs;
    // 50 and 20 hundredths of an hour: 30 and 12 minutes at £60 an hour; the unticked task is not done.
    // The schedule answers for its labour and its oil filter: £42.00 + £8.50 and their VAT.
    expect(schedule).toMatchObject({
      time: '00:42',
      labour: '£42.00',
      authorisation: 'Awaiting authorisation: £60.60',
    });
    expect(schedule?.lines.map((line) => [line.description, line.amount])).toEqual([
      ['Renew the engine oil (00:30 h)', ''],
      ['Renew the oil filter (00:12 h)', ''],
      ['Mann oil filter W 712/95', '£8.50'],
    ]);
    // The spark plug's job is gone: it is the work order's own part now. The unchosen disc is not listed.
    expect(sheet.parts.map((line) => [line.description, line.partNumber, line.unitPrice, line.amount])).toEqual([
      ['Bosch spark plug', '100002', '£12.00', '£12.00'],
      ['Brake Pad Set (quick brake kit)', '200001', '£30.00', '£30.00'],
      ['Brake Fluid (quick brake kit)', '200003', '£10.00', '£10.00'],
    ]);
    expect(sheet.services.map((line) => [line.description, line.amount])).toEqual([['Bleed the brakes', '£15.00']]);
    expect(listed(sheet)).toBe(workOrder.prices.workOrderSummary.total.excTax);
    // The spark plug and the kit each answer for themselves: the kit on its first row (£55.00 and VAT).
    expect(sheet.parts.map((line) => line.answer)).toEqual([
      'Awaiting authorisation: £14.40',
      'Awaiting authorisation: £66.00',
      undefined,
    ]);
    expect(sheet.services.map((line) => line.answer)).toEqual([undefined]);
  });

  it('prints a schedule the customer authorised with the amount agreed, who, how and when', () => {
    const sheet = sheetOf(serviceWithKit({ schedule: { authorisation: { ...okafor, amount: 6060 } } }));
    expect(sheet.jobs[0]?.authorisation).toBe(
      'Authorised: £60.60 agreed by Mr D. Okafor by phone on 26 November 2026 at 10:05',
    );
    expect(asRecord(sheet.authorised)).toEqual({
      'Authorised (agreed), including VAT': '£60.60',
      'Awaiting authorisation, including VAT': '£80.40',
    });
  });

  it('says a work order has no number yet, and names its file by the registration', () => {
    const sheet = sheetOf(serviceWithKit());
    expect(sheet.number).toBe('Not numbered yet (waiting to reach the server)');
    expect(sheet.fileName).toBe('work-order-WB19KFD-job-sheet.pdf');
  });
});
