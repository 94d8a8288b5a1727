import {
  noAnswers,
  type MaintenanceScheduleLine,
  type WorkOrderQuickKit,
} from '../../../../contract/work-orders/lines';
import { sampleId, sampleJob, samplePart, sampleService, sampleWorkOrder } from './sample-work-order';

/**
 * The work orders the job sheet's tests read. Figures worked by hand are in the tests beside them.
 */

/** A brake job on WB19 KFD: discs and pads (the pads covered by the discs), a diagnosis authorised, 10% uplift. */
export function brakeJob() {
  const discs = sampleJob(1, {
    job: '1M01822000WV0',
    description: 'Renew the front brake discs and pads',
    time: '01:06',
  });
  const pads = sampleJob(2, { job: '1M01510000WV0', description: 'Renew the front brake pads', time: '00:42' });
  const diagnosis = sampleJob(3, {
    description: 'Diagnose the engine warning light',
    time: '00:30',
    labourRate: { id: 'diagnostic', rate: 9500 },
    // Its £52.25 labour with VAT, as the customer was told it.
    authorisation: { by: 'Mrs J. Kaur', method: 'in-person', at: '2026-11-26T09:15:00.000Z', amount: 6270 },
  });
  return sampleWorkOrder({
    uplift: 10,
    overlapped: { '1M01822000WV0': 110, '1M01510000WV0': 0 },
    jobs: [discs, pads, diagnosis],
    items: [
      samplePart(1, { jobId: discs.id, price: 6450, productName: 'Brembo Front Brake Disc Pair 09.A820.11' }),
      samplePart(2, { jobId: pads.id, price: 3200, productName: 'Brembo Front Brake Pad Set P 24 151' }),
      samplePart(3, { price: 1899, quantity: 2, updatedProductName: 'Bosch Aerotwin wiper blades' }),
      sampleService(4, 'Disposal of old parts', 250),
      sampleService(5, 'Brake fluid test', 0, { additionalServicePrice: null }),
    ],
  });
}

/** An Irish work order in euro: labour and a fitted part at 13.5%, two tyres and their fitting at 23%. */
export function irishTyres() {
  return sampleWorkOrder({
    country: 'IE',
    jobs: [sampleJob(1, { description: 'Check the tracking', labourRate: { id: 'mechanical', rate: 8000 } })],
    items: [
      samplePart(1, { price: 4000, productName: 'Front brake pad set' }),
      samplePart(2, {
        price: 8000,
        quantity: 2,
        taxRate: 2300,
        productName: 'Michelin Primacy 4 205/55 R16',
        additionalServiceName: 'Fitting and balancing',
        additionalServicePrice: 2000,
      }),
    ],
    header: { vrm: '191-D-12345', workOrderNumber: 'WO-000045' },
  });
}

/** A service: a maintenance schedule with its oil filter, a quick brake kit, and a part whose job was removed. */
export function serviceWithKit(answers: { schedule?: Partial<MaintenanceScheduleLine> } = {}) {
  const schedule: MaintenanceScheduleLine = {
    id: sampleId(300),
    position: 'a5',
    rev: 1,
    maintenanceScheduleId: 'S-12M',
    description: 'Service every 12 months / 12,000 miles',
    labourRate: { id: 'mechanical', rate: 6000 },
    labourRateOverride: null,
    haynesProJobs: [
      { repairTimeTaskId: 'T1', description: 'Renew the engine oil', time: 50, required: true },
      { repairTimeTaskId: 'T2', description: 'Renew the oil filter', time: 20, required: true },
      { repairTimeTaskId: 'T3', description: 'Renew the cabin filter', time: 30, required: false },
    ],
    taxRate: 0,
    ...noAnswers,
    ...answers.schedule,
  };
  const kit: WorkOrderQuickKit = {
    id: sampleId(400),
    position: 'a6',
    rev: 1,
    type: 'brake',
    workOrderQuickKitItems: [
      {
        componentPart: 'Brake Pad Set',
        sku: '200001',
        quantity: 1,
        additionalServiceName: null,
        additionalServicePrice: null,
      },
      {
        componentPart: 'Brake Disc',
        sku: null,
        quantity: 2,
        additionalServiceName: null,
        additionalServicePrice: null,
      },
      {
        componentPart: 'Brake Fluid',
        sku: '200003',
        quantity: 1,
        additionalServiceName: 'Bleed the brakes',
        additionalServicePrice: 1500,
      },
    ],
    itemPrices: [
      { sku: '200001', price: 3000, surcharge: 0, taxRate: 2000 },
      { sku: null, price: 0, surcharge: 0, taxRate: 2000 },
      { sku: '200003', price: 800, surcharge: 200, taxRate: 2000 },
    ],
    orderedIn: null,
    ...noAnswers,
  };
  return sampleWorkOrder({
    schedules: [schedule],
    quickKits: [kit],
    items: [
      samplePart(1, { jobId: schedule.id, price: 850, productName: 'Mann oil filter W 712/95' }),
      samplePart(2, { jobId: sampleId(777), price: 1200, productName: 'Bosch spark plug' }),
    ],
    header: { workOrderNumber: null },
  });
}

export const okafor = { by: 'Mr D. Okafor', method: 'phone' as const, at: '2026-11-26T10:05:00.000Z' };

/**
 * Issue 42's clutch: the customer agreed to £580.59 for the clutch job (£225.00 labour, £216.68
 * and £42.14 of parts, each with its VAT: £270.00 + £260.02 + £50.57), then a release bearing was
 * added (£54.58, £65.50 with VAT): £65.50 awaits their answer, on top of the £580.59 agreed, which
 * does not move. They declined the rear wiper (12 minutes, £18.00 with VAT); the screenwash
 * (£8.99, £10.79 with VAT) awaits their answer.
 */
export function raisedClutch() {
  const clutch = sampleJob(1, {
    description: 'Renew the clutch and flywheel',
    time: '03:00',
    authorisation: { ...okafor, amount: 58_059 },
  });
  const wiper = sampleJob(2, { description: 'Renew the rear wiper blade', time: '00:12', declined: okafor });
  return sampleWorkOrder({
    jobs: [clutch, wiper],
    items: [
      samplePart(1, { jobId: clutch.id, price: 21_668, productName: 'LuK clutch kit 600 0345 00' }),
      samplePart(2, { jobId: clutch.id, price: 4214, productName: 'Flywheel bolt set' }),
      samplePart(3, { jobId: clutch.id, price: 5458, productName: 'Release bearing' }),
      samplePart(4, { price: 899, productName: 'Screenwash 5 L' }),
    ],
    header: { customerName: 'Mr D. Okafor' },
  });
}
