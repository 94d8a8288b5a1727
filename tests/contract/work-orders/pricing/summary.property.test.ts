import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricedLines, type PricedJob } from '../../../../contract/work-orders/pricing/priced-lines';
import { priceWorkOrder, type Amounts } from '../../../../contract/work-orders/pricing/summary';
import { workOrders } from './work-order-arbitraries';

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
