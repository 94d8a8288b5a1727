import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobLabourPrice, labourPriceForHundredths } from '../../../../contract/work-orders/pricing/labour';
import { additionalServicePrice, itemPartPrice, type PricedItem } from '../../../../contract/work-orders/pricing/parts';
import type {
  PricedJob,
  PricedQuickKit,
  PricedSchedule,
  PricedWorkOrder,
} from '../../../../contract/work-orders/pricing/priced-lines';
import { shownLines, sumShown } from '../../../../contract/work-orders/pricing/shown-lines';
import { priceWorkOrder } from '../../../../contract/work-orders/pricing/summary';
import { timeOfMinutes } from '../../../../contract/work-orders/pricing/time';

/**
 * Issue 42, "Prices that add up on screen": the amounts the lines show (shownLines, what the part
 * list, the job list, the schedules and the quick kits put beside each line) add up to the
 * summary's labour, parts and total to the penny, with the uplift in force and without it.
 */
const vat = fc.constantFrom(2000, 1350, 2300);
const time = fc.integer({ min: 0, max: 999 * 60 + 59 }).map(timeOfMinutes);
const labourRate = fc.record({ rate: fc.integer({ min: 0, max: 100_000 }) });
const authorisation = fc.option(fc.constant({ by: 'Customer', method: 'phone', amount: 0 }), { nil: null });
const pence = fc.integer({ min: 0, max: 9_999_999 });

const jobAt = (index: number): fc.Arbitrary<PricedJob> =>
  fc.record({
    id: fc.constant(`job-${index}`),
    labourRate,
    time,
    calculatedTime: fc.option(time, { nil: null }),
    overrideTime: fc.option(time, { nil: null }),
    taxRate: vat,
    authorisation,
  });

const scheduleAt = (index: number): fc.Arbitrary<PricedSchedule> =>
  fc.record({
    id: fc.constant(`schedule-${index}`),
    labourRate,
    taxRate: vat,
    authorisation,
    haynesProJobs: fc.array(
      fc.record({
        repairTimeTaskId: fc.constant(`task-${index}`),
        time: fc.integer({ min: 0, max: 2_000 }),
        required: fc.boolean(),
        labourRate: fc.option(labourRate, { nil: null }),
        haynesProJobParts: fc.array(
          fc.record({
            product: fc.option(fc.constant('/products/1'), { nil: null }),
            quantity: fc.integer({ min: 0, max: 10 }),
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
            overriddenPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
            taxRate: vat,
          }),
          { maxLength: 2 },
        ),
      }),
      { maxLength: 8 },
    ),
  });

const itemAt = (index: number, owners: string[]): fc.Arbitrary<PricedItem> =>
  fc.record({
    id: fc.constant(`item-${index}`),
    product: fc.option(fc.constant(`/products/${index}`), { nil: null, freq: 4 }),
    quantity: fc.integer({ min: 1, max: 999 }),
    price: fc.integer({ min: 0, max: 500_000 }),
    surcharge: fc.integer({ min: 0, max: 50_000 }),
    overriddenPrice: fc.option(pence, { nil: null }),
    additionalServiceName: fc.option(fc.constantFrom('Fit and balance', 'Disposal', ''), { nil: null }),
    additionalServicePrice: fc.option(pence, { nil: null }),
    jobId: fc.option(fc.constantFrom('removed-job', ...owners), { nil: null }),
    taxRate: vat,
  });

const kitAt = (index: number): fc.Arbitrary<PricedQuickKit> =>
  fc
    .array(
      fc.record({
        sku: fc.option(fc.constantFrom('100001', '100004'), { nil: null }),
        quantity: fc.integer({ min: 1, max: 999 }),
        price: fc.integer({ min: 0, max: 500_000 }),
        surcharge: fc.integer({ min: 0, max: 50_000 }),
        additionalServicePrice: fc.option(pence, { nil: null }),
        taxRate: vat,
      }),
      { maxLength: 6 },
    )
    .map((items) => ({
      id: `kit-${index}`,
      workOrderQuickKitItems: items.map(({ sku, quantity, additionalServicePrice }) => ({
        sku,
        quantity,
        additionalServicePrice,
      })),
      itemPrices: items.map(({ sku, price, surcharge, taxRate }) => ({ sku, price, surcharge, taxRate })),
    }));

const workOrders: fc.Arbitrary<PricedWorkOrder> = fc
  .record({
    jobs: fc.nat({ max: 12 }),
    schedules: fc.nat({ max: 3 }),
    items: fc.nat({ max: 30 }),
    kits: fc.nat({ max: 2 }),
  })
  .chain(({ jobs, schedules, items, kits }) => {
    const owners = [
      ...Array.from({ length: jobs }, (_, i) => `job-${i}`),
      ...Array.from({ length: schedules }, (_, i) => `schedule-${i}`),
    ];
    return fc.record({
      workOrderJobs: fc.tuple(...Array.from({ length: jobs }, (_, i) => jobAt(i))),
      maintenanceSchedules: fc.tuple(...Array.from({ length: schedules }, (_, i) => scheduleAt(i))),
      workOrderItems: fc.tuple(...Array.from({ length: items }, (_, i) => itemAt(i, owners))),
      workOrderQuickKits: fc.tuple(...Array.from({ length: kits }, (_, i) => kitAt(i))),
    });
  });

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
