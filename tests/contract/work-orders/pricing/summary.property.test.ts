import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pricedLines,
  type PricedJob,
  type PricedQuickKit,
  type PricedSchedule,
  type PricedWorkOrder,
} from '../../../../contract/work-orders/pricing/priced-lines';
import type { PricedItem } from '../../../../contract/work-orders/pricing/parts';
import { priceWorkOrder, type Amounts } from '../../../../contract/work-orders/pricing/summary';
import { timeOfMinutes } from '../../../../contract/work-orders/pricing/time';

/** Random work orders: GB and IE rates mixed, jobs covered or overridden, items on jobs or not. */
const rate = fc.constantFrom(2000, 1350, 2300, 0);
const time = fc.integer({ min: 0, max: 600 }).map(timeOfMinutes);
const authorisation = fc.option(fc.constant({ by: 'Customer', method: 'phone', amount: 0 }), { nil: null });

const jobAt = (index: number): fc.Arbitrary<PricedJob> =>
  fc.record({
    id: fc.constant(`job-${index}`),
    labourRate: fc.record({ rate: fc.integer({ min: 0, max: 100_000 }) }),
    time,
    calculatedTime: fc.option(time, { nil: null }),
    overrideTime: fc.option(time, { nil: null }),
    taxRate: rate,
    authorisation,
  });

const scheduleAt = (index: number): fc.Arbitrary<PricedSchedule> =>
  fc.record({
    id: fc.constant(`schedule-${index}`),
    labourRate: fc.record({ rate: fc.integer({ min: 0, max: 100_000 }) }),
    taxRate: rate,
    authorisation,
    haynesProJobs: fc.array(
      fc.record({
        time: fc.integer({ min: 0, max: 500 }),
        required: fc.boolean(),
        haynesProJobParts: fc.array(
          fc.record({
            product: fc.option(fc.constant('/products/1'), { nil: null }),
            quantity: fc.integer({ min: 0, max: 10 }),
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
            overriddenPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
            taxRate: rate,
          }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 4 },
    ),
  });

const itemAt = (index: number, owners: string[]): fc.Arbitrary<PricedItem> =>
  fc.record({
    id: fc.constant(`item-${index}`),
    product: fc.option(fc.constant(`/products/${index}`), { nil: null }),
    quantity: fc.integer({ min: 1, max: 999 }),
    price: fc.integer({ min: 0, max: 500_000 }),
    surcharge: fc.integer({ min: 0, max: 50_000 }),
    overriddenPrice: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: null }),
    additionalServicePrice: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: null }),
    jobId: fc.option(fc.constantFrom('removed-job', ...owners), { nil: null }),
    taxRate: rate,
  });

/**
 * A brake or service kit: chosen and unchosen skus, the catalogue's prices with surcharges in the
 * items' order (now and then one left for a sku the item no longer has), additional services.
 */
const quickKitAt = (index: number): fc.Arbitrary<PricedQuickKit> =>
  fc
    .array(
      fc.record({
        sku: fc.option(fc.constantFrom('100001', '100004', '200002'), { nil: null }),
        quantity: fc.integer({ min: 1, max: 999 }),
        price: fc.integer({ min: 0, max: 500_000 }),
        surcharge: fc.integer({ min: 0, max: 50_000 }),
        additionalServicePrice: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: null }),
        taxRate: rate,
        stale: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
      }),
      { maxLength: 8 },
    )
    .map((items) => ({
      id: `kit-${index}`,
      workOrderQuickKitItems: items.map(({ sku, quantity, additionalServicePrice }) => ({
        sku,
        quantity,
        additionalServicePrice,
      })),
      itemPrices: items.map(({ sku, price, surcharge, taxRate, stale }) => ({
        sku: stale ? 'another' : sku,
        price,
        surcharge,
        taxRate,
      })),
    }));

const workOrders: fc.Arbitrary<PricedWorkOrder> = fc
  .record({
    jobs: fc.nat({ max: 20 }),
    schedules: fc.nat({ max: 3 }),
    items: fc.nat({ max: 50 }),
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
      workOrderQuickKits: fc.tuple(...Array.from({ length: kits }, (_, i) => quickKitAt(i))),
    });
  });
const uplift = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

const sum = (amounts: Amounts[]) =>
  amounts.reduce((total, a) => ({ excTax: total.excTax + a.excTax, incTax: total.incTax + a.incTax }), {
    excTax: 0,
    incTax: 0,
  });

const hasAnswers = (doc: { workOrderJobs: readonly object[]; maintenanceSchedules?: readonly object[] }) =>
  [...doc.workOrderJobs, ...(doc.maintenanceSchedules ?? [])].some(
    (line) => (line as { authorisation?: unknown }).authorisation != null,
  );

describe('work-order prices, for any work order', () => {
  it('every total is the sum of its lines, and the parts of a total add up to it', () => {
    fc.assert(
      fc.property(workOrders, uplift, (doc, percent) => {
        const lines = pricedLines(doc, percent);
        const prices = priceWorkOrder(doc, percent);
        expect(prices.workOrderSummary.total).toEqual(sum(lines));
        for (const group of ['workOrderItems', 'workOrderJobs'] as const) {
          const ofGroup = lines.filter((line) => line.group === group);
          expect(prices[group].total).toEqual(sum(ofGroup));
          expect(prices[group].labourPrice).toEqual(sum(ofGroup.filter((line) => line.kind === 'labourPrice')));
          expect(sum([prices[group].labourPrice, prices[group].partPrice])).toEqual(prices[group].total);
        }
        expect(sum([prices.workOrderItems.total, prices.workOrderJobs.total])).toEqual(prices.workOrderSummary.total);
        // Nothing answered: all of it awaits the customer.
        if (!hasAnswers(doc)) expect(prices.authorisation.awaiting).toBe(prices.workOrderSummary.total.incTax);
      }),
      { numRuns: 200 },
    );
  });

  it('incTax − excTax is the VAT by rate summed, and the VAT by rate is charged on the whole', () => {
    fc.assert(
      fc.property(workOrders, uplift, (doc, percent) => {
        const { workOrderSummary, vatByRate } = priceWorkOrder(doc, percent);
        const vat = vatByRate.reduce((total, entry) => total + entry.vat, 0);
        expect(workOrderSummary.total.incTax - workOrderSummary.total.excTax).toBe(vat);
        expect(vatByRate.reduce((total, entry) => total + entry.excTax, 0)).toBe(workOrderSummary.total.excTax);
        expect(new Set(vatByRate.map((entry) => entry.rate)).size).toBe(vatByRate.length);
      }),
      { numRuns: 200 },
    );
  });

  it('uplift 0 is the prices without uplift; uplift raises labour only, never parts', () => {
    fc.assert(
      fc.property(workOrders, uplift, (doc, percent) => {
        const plain = priceWorkOrder(doc, 0);
        const uplifted = priceWorkOrder(doc, percent);
        expect(uplifted.withoutUplift).toEqual(plain.workOrderSummary);
        expect(plain.withoutUplift).toEqual(plain.workOrderSummary);
        expect(uplifted.workOrderSummary.partPrice).toEqual(plain.workOrderSummary.partPrice);
        // The items' labour is their additional services: typed prices, never uplifted.
        expect(uplifted.workOrderItems).toEqual(plain.workOrderItems);
        expect(uplifted.workOrderSummary.labourPrice.excTax).toBeGreaterThanOrEqual(
          plain.workOrderSummary.labourPrice.excTax,
        );
        // Without uplift a job's labour is what a calculator gives: rate × hours, to the penny.
        const labour = pricedLines(doc, 0).filter((line) => line.source === 'labour' && line.lineId.startsWith('job'));
        for (const line of labour) {
          const job = doc.workOrderJobs.find((candidate) => candidate.id === line.lineId) as PricedJob;
          const shown = job.overrideTime ?? job.calculatedTime ?? job.time;
          const [hours = 0, minutes = 0] = shown.split(':').map(Number);
          expect(line.excTax).toBe(Math.round((job.labourRate.rate * (hours * 60 + minutes)) / 60));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the order of the lines never changes a price', () => {
    const shuffled = workOrders.chain((doc) =>
      fc.record({
        doc: fc.constant(doc),
        other: fc.record({
          workOrderJobs: fc.shuffledSubarray([...doc.workOrderJobs], { minLength: doc.workOrderJobs.length }),
          workOrderItems: fc.shuffledSubarray([...doc.workOrderItems], { minLength: doc.workOrderItems.length }),
          maintenanceSchedules: fc.shuffledSubarray([...(doc.maintenanceSchedules ?? [])], {
            minLength: doc.maintenanceSchedules?.length ?? 0,
          }),
          workOrderQuickKits: fc.shuffledSubarray([...(doc.workOrderQuickKits ?? [])], {
            minLength: doc.workOrderQuickKits?.length ?? 0,
          }),
        }),
      }),
    );
    fc.assert(
      fc.property(shuffled, uplift, ({ doc, other }, percent) => {
        expect(priceWorkOrder(other, percent)).toEqual(priceWorkOrder(doc, percent));
      }),
      { numRuns: 200 },
    );
  });
  it('a quick kit prices like items: (price + surcharge) × quantity when chosen, its service once, no uplift', () => {
    fc.assert(
      fc.property(workOrders, uplift, (doc, percent) => {
        const kitLines = pricedLines(doc, percent).filter((line) => line.lineId.startsWith('kit'));
        for (const kit of doc.workOrderQuickKits ?? []) {
          for (const [index, kitItem] of kit.workOrderQuickKitItems.entries()) {
            const of = kitLines.filter((line) => line.lineId === kit.id && line.taskId === String(index));
            const part = of.find((line) => line.source === 'part');
            const service = of.find((line) => line.source === 'additionalService');
            const priced = kit.itemPrices?.[index];
            // A price for another sku is no price: the server has not priced this choice yet.
            const unit = priced?.sku === kitItem.sku ? priced.price + priced.surcharge : 0;
            expect(part?.excTax).toBe(kitItem.sku === null ? undefined : unit * kitItem.quantity);
            expect(service?.excTax).toBe(kitItem.additionalServicePrice ?? undefined);
          }
        }
        // With the items: a kit belongs to no job.
        expect(kitLines.every((line) => line.group === 'workOrderItems')).toBe(true);
        expect(kitLines).toEqual(pricedLines(doc, 0).filter((line) => line.lineId.startsWith('kit')));
      }),
      { numRuns: 200 },
    );
  });
});
