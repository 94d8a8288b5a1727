import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobLabourPrice, labourPriceForHundredths } from '../../../../contract/work-orders/pricing/labour';
import { additionalServicePrice, itemPartPrice } from '../../../../contract/work-orders/pricing/parts';
import type { PricedWorkOrder } from '../../../../contract/work-orders/pricing/priced-lines';
import { shownLines, sumShown } from '../../../../contract/work-orders/pricing/shown-lines';
import { priceWorkOrder } from '../../../../contract/work-orders/pricing/summary';
import { workOrders } from './work-order-arbitraries';

/**
 * Issue 42, "Prices that add up on screen": the amounts the lines show (shownLines, what the part
 * list, the job list, the schedules and the quick kits put beside each line) add up to the
 * summary's labour, parts and total to the penny, with the uplift in force and without it.
 */
/** No uplift, a round one, and any up to 100% in hundredths of a per cent. */
const uplift = fc.oneof(
  fc.constant(0),
  fc.constantFrom(10, 12.5, 15),
  fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => basisPoints / 100),
);

const idsOf = (doc: PricedWorkOrder) => [
  ...doc.workOrderJobs.map((line) => line.id),
  ...(doc.maintenanceSchedules ?? []).map((line) => line.id),
  ...doc.workOrderItems.map((line) => line.id),
  ...(doc.workOrderQuickKits ?? []).map((line) => line.id),
];

describe('the amounts shown on the lines of a work order', () => {
  it('add up to the summary’s labour, parts and total, to the penny, with and without uplift', () => {
    fc.assert(
      fc.property(workOrders, uplift, (doc, percent) => {
        const prices = priceWorkOrder(doc, percent);
        for (const [shown, summary] of [
          [shownLines(doc, percent), prices.workOrderSummary],
          [shownLines(doc, 0), prices.withoutUplift],
        ] as const) {
          expect(shown.failure).toBeNull();
          expect([...shown.lines.keys()].sort()).toEqual(idsOf(doc).sort());
          const sum = sumShown(shown.lines.values());
          expect(sum.labour + sum.service).toBe(summary.labourPrice.excTax);
          expect(sum.part).toBe(summary.partPrice.excTax);
          expect(sum.total).toBe(summary.total.excTax);
          for (const line of shown.lines.values()) expect(line.labour + line.part + line.service).toBe(line.total);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('are what each line’s own rule gives: a job’s labour, a schedule’s tasks, a part and its service', () => {
    fc.assert(
      fc.property(workOrders, uplift, (doc, percent) => {
        const { lines } = shownLines(doc, percent);
        for (const job of doc.workOrderJobs) {
          // The job list shows jobLabourPrice with the uplift in force: the same figure.
          const labour = jobLabourPrice(job, percent);
          expect(lines.get(job.id)).toEqual({ labour, part: 0, service: 0, total: labour });
        }
        for (const schedule of doc.maintenanceSchedules ?? []) {
          const labour = schedule.haynesProJobs
            .filter((task) => task.required)
            .reduce(
              (sum, task) =>
                sum + labourPriceForHundredths((task.labourRate ?? schedule.labourRate).rate, task.time, percent),
              0,
            );
          expect(lines.get(schedule.id)?.labour).toBe(labour);
        }
        for (const item of doc.workOrderItems) {
          const part = itemPartPrice(item);
          const service = additionalServicePrice(item);
          // Parts and a service that visibly add up to the line's total; neither carries uplift.
          expect(lines.get(item.id)).toEqual({ labour: 0, part, service, total: part + service });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out a line that cannot be priced, says why, and still shows the others', () => {
    const doc: PricedWorkOrder = {
      workOrderJobs: [
        { id: 'good', labourRate: { rate: 7500 }, time: '01:30', taxRate: 2000 },
        { id: 'bad', labourRate: { rate: 7500 }, time: '1000:00', taxRate: 2000 },
      ],
      workOrderItems: [],
    };
    const shown = shownLines(doc, 10);
    expect(shown.lines.get('good')?.labour).toBe(12_375);
    expect(shown.lines.has('bad')).toBe(false);
    expect(shown.failure).toMatch(/time/);
  });
});
