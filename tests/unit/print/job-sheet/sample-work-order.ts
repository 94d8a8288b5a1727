import { deriveWorkOrder } from '../../../../contract/work-orders/derive';
import {
  noAnswers,
  type MaintenanceScheduleLine,
  type WorkOrderItem,
  type WorkOrderJob,
  type WorkOrderQuickKit,
} from '../../../../contract/work-orders/lines';
import type { VatCountry } from '../../../../contract/work-orders/pricing/vat';
import { workOrderSchema, type WorkOrder } from '../../../../contract/work-orders/schemas';

/**
 * Sample work orders for the job sheet's tests. Only what a device sets is typed here; the prices,
 * VAT rates, times after overlap and counts come from contract/work-orders/derive.ts, as on the
 * server, and the result is checked against the work order's schema.
 */
export const sampleId = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const sampleGarage = {
  name: 'Kirkstall Motor Works',
  address: ['12 Kirkstall Road', 'Leeds LS3 1LH'],
  phone: '0113 496 0000',
  vatNumber: 'GB 123 4567 89',
};

export function sampleJob(n: number, over: Partial<WorkOrderJob> = {}): WorkOrderJob {
  return {
    id: sampleId(100 + n),
    position: `a${n}`,
    rev: 1,
    job: null,
    description: `Job ${n}`,
    customJob: null,
    labourRate: { id: 'mechanical', rate: 7500 },
    labourRateOverride: null,
    time: '01:00',
    overrideTime: null,
    locked: false,
    // Set by derive (the country's labour rate, the time after overlap).
    taxRate: 0,
    calculatedTime: '01:00',
    ...noAnswers,
    ...over,
  };
}

export function samplePart(n: number, over: Partial<WorkOrderItem> = {}): WorkOrderItem {
  return {
    id: sampleId(n),
    position: `a${n}`,
    rev: 1,
    product: `/products/${100_000 + n}`,
    quantity: 1,
    updatedProductName: null,
    additionalServiceName: null,
    additionalServicePrice: null,
    jobId: null,
    overriddenPrice: null,
    price: 2500,
    surcharge: 0,
    // 0: the country's rate for a fitted part (derive); a tyre or battery in Ireland sets its own.
    taxRate: 0,
    productName: `Part ${100_000 + n}`,
    stockAvailability: 3,
    multipleOfSaleQuantity: 1,
    orderedIn: null,
    ...noAnswers,
    ...over,
  };
}

export function sampleService(n: number, name: string, price: number, over: Partial<WorkOrderItem> = {}) {
  return samplePart(n, {
    product: null,
    productName: null,
    price: 0,
    additionalServiceName: name,
    additionalServicePrice: price,
    ...over,
  });
}

export interface SampleOptions {
  country?: VatCountry;
  uplift?: number;
  /** Each repair task's time after overlap, in hundredths of an hour (repair data's answer). */
  overlapped?: Record<string, number>;
  jobs?: WorkOrderJob[];
  items?: WorkOrderItem[];
  schedules?: MaintenanceScheduleLine[];
  quickKits?: WorkOrderQuickKit[];
  header?: Partial<WorkOrder>;
}

const none = { excTax: 0, incTax: 0 };
const noPrices = { labourPrice: none, partPrice: none, total: none };

export function sampleWorkOrder({
  country = 'GB',
  uplift = 0,
  overlapped = {},
  jobs = [],
  items = [],
  schedules = [],
  quickKits = [],
  header = {},
}: SampleOptions = {}): WorkOrder {
  const base: WorkOrder = {
    id: sampleId(9999),
    workOrderNumber: 'WO-000123',
    rev: 3,
    status: 'pending',
    statusHistory: [],
    accountNumber: 'TRADE-001',
    currency: country === 'IE' ? 'EUR' : 'GBP',
    reference: 'Brakes grinding',
    comment: null,
    deliveryOption: null,
    mileage: 84_210,
    customerName: 'Mrs J. Kaur',
    customerPhone: '07700 900123',
    vrm: 'WB19 KFD',
    vin: 'WF0XXXGCDX1234567',
    make: 'Ford',
    model: 'Focus',
    engineSize: '1.0 EcoBoost 125',
    year: '2019',
    fuel: 'Petrol',
    tecdocId: 12345,
    vehicleOptions: null,
    vehicleRequestType: 'vrm',
    uplift,
    workOrderItems: items,
    workOrderJobs: jobs,
    workOrderQuickKits: quickKits,
    maintenanceSchedules: schedules,
    haynesProJobs: [],
    appliedUplift: uplift,
    prices: {
      workOrderItems: noPrices,
      workOrderJobs: noPrices,
      workOrderSummary: noPrices,
      withoutUplift: noPrices,
      vatByRate: [],
      authorisation: { authorised: 0, awaiting: 0, declined: 0 },
    },
    numberOfJobs: 0,
    numberOfParts: 0,
    totalTime: '00:00',
    createdAt: '2026-11-26T09:00:00.000Z',
    modifiedAt: '2026-11-26T09:30:00.000Z',
    ...header,
  };
  const derived = deriveWorkOrder(base, { country, uplift, overlapped: new Map(Object.entries(overlapped)) });
  return workOrderSchema.parse(derived);
}

/** A work order of `count` lines: jobs, each with a part, as a long sheet has. */
export function longWorkOrder(count: number): WorkOrder {
  const jobs = Array.from({ length: Math.ceil(count / 2) }, (_, index) =>
    sampleJob(index + 1, {
      description: `Inspect and adjust item ${index + 1}`,
      time: '00:30',
      calculatedTime: '00:30',
    }),
  );
  const items = Array.from({ length: Math.floor(count / 2) }, (_, index) =>
    samplePart(index + 1, { jobId: jobs[index]!.id, productName: `Workshop consumable number ${index + 1}` }),
  );
  return sampleWorkOrder({ jobs, items });
}
