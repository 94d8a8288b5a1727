import { describe, expect, it } from 'vitest';
import { labourPrice, workOrderCounts, workOrderPrices } from '../../../contract/work-orders/summary';
import { hundredthsToTime, timeToHundredths } from '../../../contract/work-orders/time';
import { id, item, job } from './fixtures';

const empty = { workOrderItems: [], workOrderJobs: [], maintenanceSchedules: [] };

describe('work-order time', () => {
  it('reads HH:MM as hundredths of an hour and back, to the minute', () => {
    expect(timeToHundredths('01:15')).toBe(125);
    expect(timeToHundredths('01:06')).toBe(110);
    expect(hundredthsToTime(110)).toBe('01:06');
    expect(hundredthsToTime(70)).toBe('00:42');
    expect(timeToHundredths('1:5')).toBe(0);
  });
});

describe('work-order prices', () => {
  it('labour is rate × time with the uplift on top, rounded once', () => {
    // Front discs and pads, 1.10 h at £75 an hour: £82.50; with a 10% uplift £90.75.
    expect(labourPrice(7_500, 110, 0)).toBe(8_250);
    expect(labourPrice(7_500, 110, 10)).toBe(9_075);
  });

  it('a covered job costs no labour; parts count with their job; VAT per line by rate', () => {
    const discs = job(1, { time: '01:06', calculatedTime: '01:06', taxRate: 2000 });
    const pads = job(2, { time: '00:42', calculatedTime: '00:00', taxRate: 2000 });
    const doc = {
      ...empty,
      workOrderJobs: [discs, pads],
      workOrderItems: [item(1, { jobId: discs.id, price: 3_895, quantity: 1 }), item(2, { price: 1_000, quantity: 2 })],
    };
    const prices = workOrderPrices(doc, 0);
    expect(prices.workOrderJobs.labourPrice.excTax).toBe(8_250);
    expect(prices.workOrderJobs.partPrice.excTax).toBe(3_895);
    expect(prices.workOrderItems.partPrice.excTax).toBe(2_000);
    expect(prices.workOrderSummary.total).toEqual({ excTax: 14_145, incTax: 16_974 });
    expect(prices.vatByRate).toEqual([{ rate: 2000, vat: 2_829 }]);
  });

  it('Ireland: 13.5% on labour, 23% on a battery, each line at its own rate', () => {
    const fitting = job(1, {
      time: '00:30',
      calculatedTime: '00:30',
      labourRate: { id: 'mechanical', rate: 8_000 },
      taxRate: 1350,
    });
    const battery = item(1, { price: 12_000, taxRate: 2300 });
    const prices = workOrderPrices({ ...empty, workOrderJobs: [fitting], workOrderItems: [battery] }, 0);
    expect(prices.vatByRate).toEqual([
      { rate: 2300, vat: 2_760 },
      { rate: 1350, vat: 540 },
    ]);
    expect(prices.workOrderSummary.total).toEqual({ excTax: 16_000, incTax: 19_300 });
  });

  it('authorised: the jobs the customer agreed to and their parts', () => {
    const agreed = job(1, { authorisation: { by: 'Mr Okafor', method: 'phone', at: 'x', amount: 1 } });
    const open = job(2, { id: id(102) });
    const doc = { ...empty, workOrderJobs: [agreed, open], workOrderItems: [item(1, { jobId: agreed.id })] };
    const prices = workOrderPrices(doc, 0);
    expect(prices.authorised.excTax).toBe(labourPrice(7_500, 70, 0) + 2_500);
    expect(prices.unauthorised.excTax).toBe(labourPrice(7_500, 70, 0));
    expect(prices.authorised.excTax + prices.unauthorised.excTax).toBe(prices.workOrderSummary.total.excTax);
  });

  it('counts jobs, parts by quantity and the time after overlap', () => {
    const doc = {
      ...empty,
      workOrderJobs: [job(1), job(2, { id: id(102), calculatedTime: '00:00' })],
      workOrderItems: [item(1, { quantity: 3 })],
    };
    expect(workOrderCounts(doc)).toEqual({ numberOfJobs: 2, numberOfParts: 3, totalTime: '00:42' });
  });
});
