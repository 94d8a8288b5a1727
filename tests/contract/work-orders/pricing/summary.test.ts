import { describe, expect, it } from 'vitest';
import type { PricedJob, PricedSchedule, PricedWorkOrder } from '../../../../contract/work-orders/pricing/priced-lines';
import { pricedLines } from '../../../../contract/work-orders/pricing/priced-lines';
import type { PricedItem } from '../../../../contract/work-orders/pricing/parts';
import { priceWorkOrder } from '../../../../contract/work-orders/pricing/summary';
import { item as documentItem, job as documentJob, workOrder } from '../fixtures';

const agreed = { by: 'Mrs Patel', method: 'phone', at: '2026-03-10T09:00:00Z', amount: 15_300 };
const job = (id: string, overrides: Partial<PricedJob> = {}): PricedJob => ({
  id,
  labourRate: { rate: 7_500 },
  time: '01:00',
  overrideTime: null,
  taxRate: 2000,
  authorisation: null,
  ...overrides,
});
const item = (id: string, overrides: Partial<PricedItem> = {}): PricedItem => ({
  id,
  product: `/products/${id}`,
  quantity: 1,
  price: 1_000,
  surcharge: 0,
  overriddenPrice: null,
  additionalServicePrice: null,
  jobId: null,
  taxRate: 2000,
  ...overrides,
});

// WB19 KFD's brake job: front discs (1.10 h) and front pads, which the discs cover.
const discs = job('discs', { time: '01:06', calculatedTime: '01:06', authorisation: agreed });
const pads = job('pads', { time: '00:42', calculatedTime: '00:00' });
const brakeJob: PricedWorkOrder = {
  workOrderJobs: [discs, pads],
  workOrderItems: [
    item('disc-pair', { jobId: 'discs', price: 4_500 }),
    item('pad-set', { jobId: 'pads', price: 2_495 }),
    item('wipers', { price: 1_299, additionalServiceName: 'Fit wipers', additionalServicePrice: 500 }),
  ],
};

describe('a work order’s prices (§3)', () => {
  it('prices jobs with their parts, and the work order’s own items apart, VAT per line', () => {
    const prices = priceWorkOrder(brakeJob, 0);
    expect(prices.workOrderJobs).toEqual({
      labourPrice: { excTax: 8_250, incTax: 9_900 }, // pads covered: no labour
      partPrice: { excTax: 6_995, incTax: 8_394 },
      total: { excTax: 15_245, incTax: 18_294 },
    });
    expect(prices.workOrderItems).toEqual({
      labourPrice: { excTax: 500, incTax: 600 }, // the additional service is labour
      partPrice: { excTax: 1_299, incTax: 1_559 }, // 259.8 VAT → 260
      total: { excTax: 1_799, incTax: 2_159 },
    });
    // Per line: 20,453, where 20% on the whole 17,044 would be 20,452.8.
    expect(prices.workOrderSummary.total).toEqual({ excTax: 17_044, incTax: 20_453 });
    expect(prices.vatByRate).toEqual([{ rate: 2000, excTax: 17_044, vat: 3_409 }]);
  });

  it('authorised: what the customer agreed to for the discs job and its parts; the rest awaits them', () => {
    const prices = priceWorkOrder(brakeJob, 0);
    // Discs labour £99.00 and the disc pair £54.00 agreed; the pads job £29.94 and the wipers £21.59 await.
    expect(prices.authorisation).toEqual({ authorised: 15_300, awaiting: 2_994 + 2_159, declined: 0 });
  });

  it('a job added after the customer agreed awaits them; the amount agreed does not move', () => {
    const clutch = job('clutch', { time: '04:30' });
    const prices = priceWorkOrder({ ...brakeJob, workOrderJobs: [...brakeJob.workOrderJobs, clutch] }, 0);
    expect(prices.authorisation).toEqual({ authorised: 15_300, awaiting: 5_153 + 40_500, declined: 0 });
  });

  it('a part added to an agreed job awaits the customer; a cut needs no new answer (issue 42)', () => {
    const caliper = item('caliper', { jobId: 'discs', price: 6_000 });
    const raised = priceWorkOrder({ ...brakeJob, workOrderItems: [...brakeJob.workOrderItems, caliper] }, 0);
    expect(raised.authorisation).toEqual({ authorised: 15_300, awaiting: 5_153 + 7_200, declined: 0 });
    const cheaper = brakeJob.workOrderItems.map((line) => (line.id === 'disc-pair' ? { ...line, price: 4_000 } : line));
    const cut = priceWorkOrder({ ...brakeJob, workOrderItems: cheaper }, 0);
    expect(cut.authorisation).toEqual({ authorised: 15_300, awaiting: 5_153, declined: 0 });
  });

  it('a declined job is neither agreed nor awaiting', () => {
    const declined = { by: 'Mrs Patel', method: 'phone', at: '2026-03-10T09:00:00Z' };
    const pads = brakeJob.workOrderJobs.map((line) => (line.id === 'pads' ? { ...line, declined } : line));
    const prices = priceWorkOrder({ ...brakeJob, workOrderJobs: pads }, 0);
    expect(prices.authorisation).toEqual({ authorised: 15_300, awaiting: 2_159, declined: 2_994 });
  });

  it('uplift is on labour only; §4 "uplift 0 gives prices without uplift"', () => {
    const prices = priceWorkOrder(brakeJob, 10);
    expect(prices.workOrderJobs.labourPrice.excTax).toBe(9_075);
    expect(prices.workOrderJobs.partPrice).toEqual(priceWorkOrder(brakeJob, 0).workOrderJobs.partPrice);
    expect(prices.workOrderItems).toEqual(priceWorkOrder(brakeJob, 0).workOrderItems); // the service too
    expect(prices.workOrderSummary.total.excTax).toBe(17_044 + 825);
    expect(prices.withoutUplift).toEqual(priceWorkOrder(brakeJob, 0).workOrderSummary);
  });

  it('Ireland: 13.5% on labour and the pads fitted, 23% on a battery', () => {
    const prices = priceWorkOrder(
      {
        workOrderJobs: [job('battery-fit', { time: '00:30', labourRate: { rate: 8_000 }, taxRate: 1350 })],
        workOrderItems: [
          item('battery', { price: 12_000, taxRate: 2300 }),
          item('pads', { price: 3_000, taxRate: 1350 }),
        ],
      },
      0,
    );
    expect(prices.vatByRate).toEqual([
      { rate: 2300, excTax: 12_000, vat: 2_760 },
      { rate: 1350, excTax: 7_000, vat: 945 }, // €40.00 labour + €30.00 pads
    ]);
    expect(prices.workOrderSummary.total).toEqual({ excTax: 19_000, incTax: 22_705 });
  });

  it('a maintenance schedule: its required tasks at its rate, their chosen parts', () => {
    const service: PricedSchedule = {
      id: 'service-12m',
      labourRate: { rate: 7_000 },
      taxRate: 2000,
      haynesProJobs: [
        {
          repairTimeTaskId: 'oil',
          time: 50,
          required: true,
          haynesProJobParts: [
            { product: '/products/oil-filter', quantity: 1, unitPrice: 895, taxRate: 2000 },
            { product: '/products/oil-5l', quantity: 1, unitPrice: 3_499, overriddenPrice: 2_999, taxRate: 2000 },
            { product: null, quantity: 1, unitPrice: 500, partRequired: true, taxRate: 2000 }, // not chosen
          ],
        },
        { repairTimeTaskId: 'air-filter', time: 30, required: true, labourRate: { rate: 9_000 } },
        { repairTimeTaskId: 'cabin-filter', time: 20, required: false },
      ],
    };
    const doc = {
      workOrderJobs: [],
      workOrderItems: [item('wiper', { jobId: 'service-12m', price: 1_299 })],
      maintenanceSchedules: [service],
    };
    const prices = priceWorkOrder(doc, 0);
    expect(prices.workOrderJobs.labourPrice.excTax).toBe(3_500 + 2_700); // 0.5 h at £70, 0.3 h at £90
    expect(prices.workOrderJobs.partPrice.excTax).toBe(895 + 2_999 + 1_299); // the item is the schedule's
    expect(prices.workOrderItems.total.excTax).toBe(0);
    const total = prices.workOrderSummary.total.incTax;
    expect(prices.authorisation).toEqual({ authorised: 0, awaiting: total, declined: 0 });
    const whole = { ...agreed, amount: total };
    const authorised = priceWorkOrder({ ...doc, maintenanceSchedules: [{ ...service, authorisation: whole }] }, 0);
    expect(authorised.authorisation).toEqual({ authorised: total, awaiting: 0, declined: 0 });
  });

  it('an item whose job is gone counts with the items', () => {
    const lines = pricedLines({ workOrderJobs: [], workOrderItems: [item('pads', { jobId: 'removed' })] }, 0);
    expect(lines).toEqual([expect.objectContaining({ lineId: 'pads', group: 'workOrderItems', kind: 'partPrice' })]);
  });

  it('an empty work order costs nothing', () => {
    const prices = priceWorkOrder({ workOrderJobs: [], workOrderItems: [] }, 15);
    expect(prices.workOrderSummary.total).toEqual({ excTax: 0, incTax: 0 });
    expect(prices.vatByRate).toEqual([]);
  });

  it('a time that is not HH:MM throws (§8: the caller logs it), never prices as nothing', () => {
    expect(() => priceWorkOrder({ workOrderJobs: [job('bad', { time: '1:00' })], workOrderItems: [] }, 0)).toThrow(
      RangeError,
    );
  });

  it('takes the work order document as it is', () => {
    const doc = workOrder({
      workOrderJobs: [documentJob(1, { time: '01:06', calculatedTime: '01:06' })],
      workOrderItems: [documentItem(1, { jobId: documentJob(1).id, price: 3_895 }), documentItem(2)],
    });
    const prices = priceWorkOrder(doc, 0);
    expect(prices.workOrderJobs.total.excTax).toBe(8_250 + 3_895);
    expect(prices.workOrderItems.total.excTax).toBe(2_500);
  });
});
