import { describe, expect, it } from 'vitest';
import { deriveWorkOrder, overlapRequest, workOrderCounts } from '../../../contract/work-orders/derive';
import { partVatKind } from '../../../contract/work-orders/part-kind';
import { vatRateForLine } from '../../../contract/work-orders/pricing/vat';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { id, item, job, workOrder } from './fixtures';

const asWorkOrder = (doc: ReturnType<typeof workOrder>) => doc as unknown as WorkOrder;

describe('deriving a work order', () => {
  it('takes each repair task’s time after overlap: a covered job costs no labour', () => {
    const discs = job(1, { job: '1M01822000WV0', time: '01:06', calculatedTime: '01:06' });
    const pads = job(2, { id: id(102), job: '1M01510000WV0', time: '00:42', calculatedTime: '00:42' });
    const doc = asWorkOrder(workOrder({ workOrderJobs: [discs, pads], workOrderItems: [] }));
    expect(overlapRequest(doc)).toEqual([
      { repairTaskId: '1M01822000WV0', defaultTime: 110 },
      { repairTaskId: '1M01510000WV0', defaultTime: 70 },
    ]);
    const derived = deriveWorkOrder(doc, {
      country: 'GB',
      uplift: 0,
      overlapped: new Map([
        ['1M01822000WV0', 110],
        ['1M01510000WV0', 0],
      ]),
    });
    expect(derived.workOrderJobs.map((line) => line.calculatedTime)).toEqual(['01:06', '00:00']);
    // 1 h 06 at £75 an hour: £82.50, VAT at 20%.
    expect(derived.prices.workOrderJobs.labourPrice).toEqual({ excTax: 8_250, incTax: 9_900 });
    expect(derived).toMatchObject({ numberOfJobs: 2, numberOfParts: 0, totalTime: '01:06', appliedUplift: 0 });
  });

  it('Ireland: 13.5% on labour and a fitted part, 23% on a battery', () => {
    expect(partVatKind('electrical/batteries')).toBe('battery');
    expect(partVatKind('braking/brake-pads')).toBe('part');
    const battery = item(1, { price: 12_000, taxRate: vatRateForLine('IE', partVatKind('electrical/batteries')) });
    const pads = item(2, { price: 4_000, taxRate: 0 });
    const doc = asWorkOrder(workOrder({ workOrderJobs: [], workOrderItems: [battery, pads] }));
    const derived = deriveWorkOrder(doc, { country: 'IE', uplift: 5, overlapped: new Map() });
    expect(derived.workOrderItems.map((line) => line.taxRate)).toEqual([2300, 1350]);
    expect(derived.prices.vatByRate).toEqual([
      { rate: 2300, excTax: 12_000, vat: 2_760 },
      { rate: 1350, excTax: 4_000, vat: 540 },
    ]);
  });

  it('prices without uplift beside the prices with it (§4)', () => {
    const doc = asWorkOrder(workOrder({ workOrderItems: [] }));
    const derived = deriveWorkOrder(doc, { country: 'GB', uplift: 10, overlapped: new Map() });
    expect(derived.prices.workOrderSummary.labourPrice.excTax).toBe(5_775);
    expect(derived.prices.withoutUplift.labourPrice.excTax).toBe(5_250);
  });

  it('counts parts by quantity and the time charged', () => {
    const doc = asWorkOrder(
      workOrder({
        workOrderItems: [item(1, { quantity: 3 }), item(2, { product: null, additionalServiceName: 'Disposal' })],
      }),
    );
    expect(workOrderCounts(doc)).toEqual({ numberOfJobs: 1, numberOfParts: 3, totalTime: '00:42' });
  });
});
