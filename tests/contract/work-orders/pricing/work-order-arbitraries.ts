import fc from 'fast-check';
import type {
  PricedJob,
  PricedQuickKit,
  PricedSchedule,
  PricedWorkOrder,
} from '../../../../contract/work-orders/pricing/priced-lines';
import type { PricedItem } from '../../../../contract/work-orders/pricing/parts';
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

export const workOrders: fc.Arbitrary<PricedWorkOrder> = fc
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
