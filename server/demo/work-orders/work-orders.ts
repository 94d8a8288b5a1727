import { currencyOfCountry } from '../../../contract/money/sale-country';
import { sql } from 'drizzle-orm';
import { unitOfSaleOf, unitsToCover } from '../../../contract/catalogue/unit-of-sale';
import { repairTaskIndex } from '../../../contract/repair-data/overlap';
import type { RepairTask } from '../../../contract/repair-data/schemas';
import { deriveWorkOrder } from '../../../contract/work-orders/derive';
import { hundredthsToTime } from '../../../contract/work-orders/pricing/time';
import { partName } from '../../../contract/work-orders/part-name';
import { partVatKind } from '../../../contract/work-orders/part-kind';
import { vatRateForLine } from '../../../contract/work-orders/pricing/vat';
import { noAnswers, type WorkOrderItem, type WorkOrderJob } from '../../../contract/work-orders/lines';
import { lineAnswers } from '../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../contract/work-orders/pricing/priced-lines';
import type { WorkOrderStatus } from '../../../contract/work-orders/lifecycle';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { deterministicUuid } from '../deterministic-uuid';
import { createRandom, stableHash, type Random } from '../../prng';
import { queryRows, type Database } from '../../db/database';
import { createLocalRepairData } from '../../providers/repair-data/local-repair-data';
import { bigJobVrms } from './big-job-plans';
import { demoBigWorkOrders } from './big-jobs';
import { demoPhone, historyTo, overlapOf, type DemoCar, vehicleHeader } from './documents';
import { bayWorkOrders, type PlannedOrder } from './bay-work-orders';
import { scenarioOf, scenarios, type Scenario } from './scenarios';
import type { DemoWorkshop } from './workshops';

/** The named work orders the README and the tests point at; the rest are drawn at random. */
const named: { vrm: string; scenario: string; status: WorkOrderStatus; customer: string }[] = [
  { vrm: 'WB19KFD', scenario: 'frontBrakes', status: 'pending', customer: 'Mrs J. Kaur' },
  { vrm: 'WB16GLF', scenario: 'fullService', status: 'in-progress', customer: 'Mr D. Whitaker' },
  { vrm: 'P4RTS', scenario: 'clutch', status: 'parts-ordered', customer: 'Holroyd Plumbing Ltd' },
];
const statuses: WorkOrderStatus[] = [
  'pending',
  'pending',
  'parts-ordered',
  'in-progress',
  'in-progress',
  'completed',
  'completed',
  'completed',
  'cancelled',
];
const customers = {
  GB: [
    'Mr A. Okafor',
    'Ms L. Brennan',
    'Mr T. Hughes',
    'Mrs S. Ahmed',
    'Dr P. Lindqvist',
    'Mr K. Nowak',
    'Ms R. Greenwood',
    'Aire Valley Taxis',
    'Mr G. Sutcliffe',
    'Mrs E. Pickersgill',
  ],
  IE: [
    'Mr C. Ó Briain',
    'Ms N. Gallagher',
    'Mr S. Walsh',
    'Mrs A. Doyle',
    'Liffey Couriers Ltd',
    'Mr P. Kavanagh',
    'Ms E. Ní Dhomhnaill',
  ],
};
async function partsFor(db: Database, car: DemoCar, scenario: Scenario, country: 'GB' | 'IE', branchId: string) {
  const currency = currencyOfCountry(country);
  const wanted = scenario.parts.filter((part) => !part.fuel || (part.fuel === 'diesel') === (car.fuel === 'diesel'));
  const lines: Omit<WorkOrderItem, 'id' | 'position' | 'rev' | 'jobId'>[] = [];
  for (const part of wanted) {
    const [row] = await queryRows<{
      sku: string;
      brand: string;
      name: string;
      price: number;
      surcharge: number;
      tax_rate: number;
      stock: number | null;
      attributes: { code: string; value: string }[];
    }>(
      db,
      sql`SELECT p.sku, b.name AS brand, p.name AS name, p.attributes,
                 ${currency === 'EUR' ? sql`COALESCE(p.price_eur, p.price)` : sql`p.price`} AS price,
                 ${currency === 'EUR' ? sql`p.surcharge_eur` : sql`p.surcharge`} AS surcharge, p.tax_rate,
                 (SELECT s.quantity FROM branch_stock s
                   WHERE s.product_id = p.id AND s.branch_id = ${branchId}::uuid) AS stock
            FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
           WHERE c.path = ${part.category} AND p.withdrawn_at IS NULL AND p.price > 0
             AND (EXISTS (SELECT 1 FROM product_fitments f
                           WHERE f.product_id = p.id AND f.variant_id = ${car.variantId})
                  OR NOT EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id))
           ORDER BY p.sku LIMIT 1`,
    );
    if (!row) continue;
    lines.push({
      product: `/products/${row.sku}`,
      quantity: unitsToCover(part.quantity, unitOfSaleOf(row.attributes)),
      updatedProductName: null,
      additionalServiceName: null,
      additionalServicePrice: null,
      overriddenPrice: null,
      price: Number(row.price),
      surcharge: Number(row.surcharge),
      taxRate: vatRateForLine(country, partVatKind(part.category)),
      productName: partName(row.brand, row.name),
      stockAvailability: row.stock === null ? 0 : Number(row.stock),
      multipleOfSaleQuantity: 1,
      orderedIn: null,
      ...noAnswers,
    });
  }
  return lines;
}

/**
 * About thirty work orders for a workshop, over the last ninety days, in every status: the
 * named ones first (a brake job waiting for authorisation on WB19 KFD, a service in progress on
 * WB16 GLF, a clutch with parts ordered on the Transit P4 RTS), then drawn from its cars, then
 * its big jobs of 30 to 50 lines (big-jobs.ts), numbered after the rest.
 */
export async function demoWorkOrders(
  db: Database,
  workshop: DemoWorkshop & { country: 'GB' | 'IE'; branchId: string; userId: string },
  cars: DemoCar[],
  today: Date,
): Promise<{ doc: WorkOrder; number: number; created: Date; modified: Date }[]> {
  const random = createRandom(stableHash(`work-orders:${workshop.accountId}`));
  const currency = currencyOfCountry(workshop.country);
  const plan: PlannedOrder[] = named.filter((order) => cars.some((car) => car.vrm === order.vrm));
  const keys = Object.keys(scenarios);
  // The named cars and the big jobs' have their one work order each, so the README's examples are found at once.
  const big = bigJobVrms(workshop.accountId);
  const others = cars.filter((car) => !named.some((order) => order.vrm === car.vrm) && !big.includes(car.vrm));
  while (plan.length < 30 && others.length) {
    plan.push({
      vrm: random.pick(others).vrm,
      scenario: random.pick(keys),
      status: statuses[plan.length % statuses.length]!,
      customer: random.pick(customers[workshop.country]),
    });
  }
  const rateOf = (rate: string) => workshop.rates.find((candidate) => candidate.id === rate) ?? workshop.rates[0]!;
  // The repair times the demo's jobs come from: the same local data the repair-data routes answer.
  const repairData = createLocalRepairData();
  const trees = new Map<number, RepairTask[]>();
  const tasksOf = async (tecdocId: number) => {
    if (!trees.has(tecdocId)) {
      const answer = await repairData.repairTasks(tecdocId);
      const groups = answer.status === 'OK' ? answer.data : [];
      trees.set(tecdocId, [...repairTaskIndex(groups).values()] as RepairTask[]);
    }
    return trees.get(tecdocId)!;
  };
  const build = async (order: PlannedOrder, index: number, created: Date, random: Random) => {
    const car = cars.find((candidate) => candidate.vrm === order.vrm)!;
    const scenario = scenarioOf(order.scenario);
    const id = deterministicUuid(`work-order:${workshop.accountId}:${index}`);
    const ordered =
      order.status !== 'pending' && order.status !== 'cancelled' ? deterministicUuid(`work-order-parts:${id}`) : null;
    const authorised =
      order.status === 'in-progress' || order.status === 'completed' || order.status === 'parts-ordered';
    const tasks = await tasksOf(car.tecdocId);
    const jobs: WorkOrderJob[] = scenario.jobs.map((job, position) => {
      const rate = rateOf(job.rate === 'mot' && workshop.country === 'IE' ? 'nct-prep' : job.rate);
      const task = job.task ? tasks.find((candidate) => candidate.description === job.task) : undefined;
      return {
        id: deterministicUuid(`${id}:job:${position}`),
        position: `a${position}`,
        rev: 1,
        job: task?.id ?? null,
        description: task?.description ?? job.description,
        customJob: task ? null : 'custom',
        labourRate: { id: rate.id, rate: rate.rate },
        labourRateOverride: null,
        time: task ? hundredthsToTime(task.value) : job.time,
        overrideTime: null,
        locked: false,
        taxRate: 0,
        calculatedTime: job.time,
        ...noAnswers,
        authorisation: authorised
          ? {
              by: order.customer,
              method: random.pick(['in-person', 'phone', 'text'] as const),
              at: created.toISOString(),
              amount: 0,
            }
          : null,
      };
    });
    const parts = await partsFor(db, car, scenario, workshop.country, workshop.branchId);
    const items: WorkOrderItem[] = parts.map((part, position) => ({
      ...part,
      id: deterministicUuid(`${id}:item:${position}`),
      position: `a${position}`,
      rev: 1,
      jobId: jobs[0]?.id ?? null,
      orderedIn: ordered,
    }));
    const mileage = Math.max(1_000, (today.getFullYear() - Number(car.year)) * random.int(6_000, 12_000));
    const statusHistory = historyTo(order.status, created, workshop.userId);
    const doc = deriveWorkOrder(
      {
        id,
        workOrderNumber: null,
        rev: 1,
        status: order.status,
        statusHistory,
        accountNumber: '',
        currency,
        reference: random.chance(0.3) ? `PO ${random.digits(5)}` : null,
        comment: scenario.comment,
        deliveryOption: null,
        mileage,
        customerName: order.customer,
        customerPhone: demoPhone(workshop.country, random),
        ...vehicleHeader(car),
        // §4: null while pending (the account's default applies); stored once it left pending.
        uplift: order.status === 'pending' ? null : workshop.defaultUplift,
        workOrderItems: items,
        workOrderJobs: jobs,
        workOrderQuickKits: [],
        maintenanceSchedules: [],
        haynesProJobs: [],
        appliedUplift: 0,
        prices: undefined as unknown as WorkOrder['prices'],
        numberOfJobs: 0,
        numberOfParts: 0,
        totalTime: '00:00',
        createdAt: created.toISOString(),
        modifiedAt: created.toISOString(),
      },
      { country: workshop.country, uplift: workshop.defaultUplift, overlapped: overlapOf(tasks, jobs) },
    );
    // The customer agreed to what the estimate said for each job: its labour and its parts.
    const estimate = lineAnswers(doc, pricedLines(doc, doc.appliedUplift));
    const agreed = deriveWorkOrder(
      {
        ...doc,
        workOrderJobs: doc.workOrderJobs.map((job) =>
          job.authorisation
            ? { ...job, authorisation: { ...job.authorisation, amount: estimate.get(job.id)?.current ?? 0 } }
            : job,
        ),
      },
      { country: workshop.country, uplift: workshop.defaultUplift, overlapped: overlapOf(tasks, jobs) },
    );
    const modified = new Date(
      Math.min(today.getTime(), created.getTime() + (statusHistory.length + 1) * 26 * 3_600_000),
    );
    return { doc: agreed, created, modified };
  };
  const result = [];
  for (const [index, order] of plan.entries()) {
    const created = new Date(
      today.getTime() -
        (index < named.length ? 1 + index : random.int(2, 90)) * 86_400_000 -
        random.int(0, 8) * 3_600_000,
    );
    result.push({ ...(await build(order, index, created, random)), number: index + 1 });
  }
  for (const order of await demoBigWorkOrders(db, workshop, cars, today)) {
    result.push({ ...order, number: result.length + 1 });
  }
  // The bay's last three weeks, numbered after the rest: the clocks' completed jobs (bay-work-orders.ts).
  const bayRandom = createRandom(stableHash(`bay-work-orders:${workshop.accountId}`));
  for (const [offset, order] of bayWorkOrders(bayRandom, { cars: others, country: workshop.country, today }).entries())
    result.push({
      ...(await build(order, plan.length + offset, order.created, bayRandom)),
      number: result.length + 1,
    });
  return result;
}
