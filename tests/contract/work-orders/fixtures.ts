import type { WorkOrderDocument } from '../../../contract/work-orders/apply';
import {
  noAnswers,
  type Authorisation,
  type WorkOrderItem,
  type WorkOrderJob,
} from '../../../contract/work-orders/lines';

/** Ids that read as what they are in a failing test's output. */
export const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function item(n: number, overrides: Partial<WorkOrderItem> = {}): WorkOrderItem {
  return {
    id: id(n),
    position: `a${n}`,
    rev: 1,
    product: `/products/10000${n}`,
    quantity: 1,
    updatedProductName: null,
    additionalServiceName: null,
    additionalServicePrice: null,
    jobId: null,
    overriddenPrice: null,
    price: 2500,
    surcharge: 0,
    taxRate: 2000,
    productName: `Part 10000${n}`,
    stockAvailability: 4,
    multipleOfSaleQuantity: 1,
    orderedIn: null,
    ...noAnswers,
    ...overrides,
  };
}

export function job(n: number, overrides: Partial<WorkOrderJob> = {}): WorkOrderJob {
  return {
    id: id(100 + n),
    position: `a${n}`,
    rev: 1,
    job: '1M01510000WV0',
    description: 'Renew the front brake pads',
    customJob: null,
    labourRate: { id: 'mechanical', rate: 7500 },
    labourRateOverride: null,
    time: '00:42',
    overrideTime: null,
    locked: false,
    taxRate: 2000,
    calculatedTime: '00:42',
    ...noAnswers,
    ...overrides,
  };
}

export function workOrder(overrides: Partial<WorkOrderDocument> = {}): WorkOrderDocument {
  return {
    status: 'pending',
    currency: 'GBP',
    reference: null,
    comment: null,
    mileage: null,
    customerName: null,
    customerPhone: null,
    uplift: null,
    workOrderItems: [item(1), item(2), item(3)],
    workOrderJobs: [job(1)],
    workOrderQuickKits: [],
    maintenanceSchedules: [],
    ...overrides,
  };
}

/** The customer's authorisation of a line for this amount (incTax), by phone. */
export const agreed = (amount: number, by = 'Mrs Patel'): Authorisation => ({
  by,
  method: 'phone',
  at: '2026-12-01T09:00:00.000Z',
  amount,
});
