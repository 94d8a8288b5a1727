import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfSaleOf, unitsToCover } from '../../../../contract/catalogue/unit-of-sale';
import { repairTaskIndex } from '../../../../contract/repair-data/overlap';
import type { Genart, RepairTask } from '../../../../contract/repair-data/schemas';
import { lineAnswers } from '../../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../../contract/work-orders/pricing/priced-lines';
import { workOrderSchema, type WorkOrder } from '../../../../contract/work-orders/schemas';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { bigJobs } from '../../../../server/demo/work-orders/big-job-plans';
import { demoWorkshops } from '../../../../server/demo/work-orders/workshops';
import { createLocalRepairData } from '../../../../server/providers/repair-data/local-repair-data';
import { expectStatus, workOrderClient } from '../../modules/work-orders/work-order-client';
import { login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

/** A work order's lines as the editor lists them: jobs, maintenance schedules, parts and quick kits. */
const linesOf = (doc: WorkOrder) =>
  doc.workOrderJobs.length +
  doc.maintenanceSchedules.length +
  doc.workOrderItems.length +
  doc.workOrderQuickKits.length;

/**
 * Issue 42: each demo trade account has a few big jobs (30 to 50 lines: a clutch and flywheel
 * with a service and brakes, a cambelt with suspension and brakes all round) so the editor is
 * tried at size. Each is priced as the server prices it: parts that fit at their catalogue price,
 * as many units of sale as the job's task needs, at the account's own labour rates, and what the
 * customer agreed to is what the summary says was authorised.
 */
describe.each(testDatabases)('the demo big jobs on $name', (database) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let orders: { account_id: string; number: number; document: WorkOrder }[];
  const repairData = createLocalRepairData();

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    const rows = await queryRows<{ account_id: string; number: number; document: WorkOrder | string }>(
      handle.db,
      sql`SELECT account_id::text, number, document FROM work_orders ORDER BY account_id, number`,
    );
    orders = rows.map((row) => ({
      ...row,
      document: typeof row.document === 'string' ? (JSON.parse(row.document) as WorkOrder) : row.document,
    }));
  });
  afterAll(() => app.close());

  const bigOf = (accountId: string) =>
    (bigJobs[accountId] ?? []).map((big) => {
      const found = orders.filter((order) => order.account_id === accountId && order.document.vrm === big.vrm);
      expect(found, `${accountId} ${big.vrm}`).toHaveLength(1);
      return { big, order: found[0]! };
    });

  it('gives every demo trade account at least two work orders of 30 to 50 lines, the big jobs named', () => {
    for (const workshop of demoWorkshops) {
      const big = orders.filter(
        (order) =>
          order.account_id === workshop.accountId && linesOf(order.document) >= 30 && linesOf(order.document) <= 50,
      );
      expect(big.length, workshop.accountId).toBeGreaterThanOrEqual(2);
      const named = bigOf(workshop.accountId);
      expect(named.length, workshop.accountId).toBeGreaterThanOrEqual(2);
      for (const { big: spec, order } of named) {
        expect(linesOf(order.document), spec.vrm).toBeGreaterThanOrEqual(30);
        expect(linesOf(order.document), spec.vrm).toBeLessThanOrEqual(50);
        expect(workOrderSchema.safeParse(order.document).success, spec.vrm).toBe(true);
        expect(order.document).toMatchObject({ status: spec.status, customerName: spec.customer });
        // Numbered after the account's everyday work orders, so those keep their numbers.
        expect(order.number, spec.vrm).toBeGreaterThan(30);
      }
      // One waiting for the customer, one under way.
      expect(named.map(({ order }) => order.document.status)).toEqual(
        expect.arrayContaining(['pending', 'in-progress']),
      );
    }
  });

  it('puts on each job the parts its task names, priced, as many units of sale as the task needs', async () => {
    const products = new Map(
      (
        await queryRows<{ sku: string; genart_id: number | null; attributes: unknown }>(
          handle.db,
          sql`SELECT p.sku, c.genart_id, p.attributes FROM products p JOIN categories c ON c.id = p.category_id`,
        )
      ).map((row) => [
        row.sku,
        {
          genart: row.genart_id,
          attributes: (typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes) as {
            code: string;
            value: string;
          }[],
        },
      ]),
    );
    for (const workshop of demoWorkshops) {
      for (const { big, order } of bigOf(workshop.accountId)) {
        const doc = order.document;
        const tree = await repairData.repairTasks(doc.tecdocId!);
        const tasks = tree.status === 'OK' ? (repairTaskIndex(tree.data) as Map<string, RepairTask>) : new Map();
        // The genarts a line's parts may come from: its job's task, or its schedule's tasks.
        const genartsOf = new Map<string, Genart[]>([
          ...doc.workOrderJobs.map((job) => [job.id, tasks.get(job.job ?? '')?.genarts ?? []] as const),
          ...doc.maintenanceSchedules.map(
            (schedule) =>
              [
                schedule.id,
                schedule.haynesProJobs
                  .filter((task) => task.required)
                  .flatMap((task) => tasks.get(task.repairTimeTaskId)?.genarts ?? []),
              ] as const,
          ),
        ]);
        const repairTimeJobs = doc.workOrderJobs.filter((job) => job.job !== null);
        expect(repairTimeJobs.length, big.vrm).toBeGreaterThanOrEqual(8);
        for (const job of repairTimeJobs) expect(tasks.get(job.job!)?.description, big.vrm).toBe(job.description);

        const parts = pricedLines(doc, doc.appliedUplift).filter((line) => line.source === 'part');
        for (const item of doc.workOrderItems) {
          const label = `${big.vrm} ${item.productName}`;
          // Every line here is a part: a £0 one would be an additional service alone.
          expect(item.product, label).not.toBeNull();
          expect(item.price, label).toBeGreaterThan(0);
          expect(parts.find((line) => line.lineId === item.id)?.excTax, label).toBeGreaterThan(0);
          const product = products.get(item.product!.replace('/products/', ''));
          expect(product, label).toBeDefined();
          const genart = genartsOf.get(item.jobId ?? '')?.find((candidate) => candidate.id === product!.genart);
          expect(genart, label).toBeDefined();
          expect(item.quantity, label).toBe(unitsToCover(genart!.quantity, unitOfSaleOf(product!.attributes)));
        }
      }
    }
  });

  it('charges every job and schedule at one of its account’s labour rates', async () => {
    const rates = await queryRows<{ account_id: string; id: string; rate: number }>(
      handle.db,
      sql`SELECT account_id::text, id, rate FROM labour_rates`,
    );
    for (const workshop of demoWorkshops) {
      const own = rates.filter((rate) => rate.account_id === workshop.accountId);
      for (const { big, order } of bigOf(workshop.accountId)) {
        for (const line of [...order.document.workOrderJobs, ...order.document.maintenanceSchedules]) {
          expect(own, `${big.vrm} ${line.description}`).toContainEqual(
            expect.objectContaining({ id: line.labourRate.id, rate: line.labourRate.rate }),
          );
          expect(line.labourRateOverride).toBeNull();
        }
      }
    }
  });

  it('authorises what the customer agreed to: the sum of the amounts, the rise after it awaiting', () => {
    for (const workshop of demoWorkshops) {
      for (const { big, order } of bigOf(workshop.accountId)) {
        const doc = order.document;
        const answerers = [
          ...doc.workOrderJobs,
          ...doc.maintenanceSchedules,
          ...doc.workOrderItems,
          ...doc.workOrderQuickKits,
        ];
        const agreed = answerers.reduce((sum, line) => sum + (line.authorisation?.amount ?? 0), 0);
        expect(doc.prices.authorisation.authorised, big.vrm).toBe(agreed);
        const answers = lineAnswers(doc, pricedLines(doc, doc.appliedUplift));
        const unordered = doc.workOrderItems.filter((item) => item.orderedIn === null);
        if (big.status === 'pending') {
          expect(agreed, big.vrm).toBe(0);
          expect(doc.prices.authorisation.awaiting, big.vrm).toBe(doc.prices.workOrderSummary.total.incTax);
          expect(unordered, big.vrm).toHaveLength(doc.workOrderItems.length);
          continue;
        }
        // Every job and schedule agreed to at its price then, by the customer, on the day it came in.
        for (const line of [...doc.workOrderJobs, ...doc.maintenanceSchedules]) {
          expect(line.authorisation, `${big.vrm} ${line.description}`).toMatchObject({
            by: big.customer,
            amount: expect.any(Number),
          });
          expect(line.authorisation!.amount).toBeGreaterThan(0);
        }
        expect(agreed + doc.prices.authorisation.awaiting).toBe(doc.prices.workOrderSummary.total.incTax);
        if (big.status !== 'in-progress') continue;
        // The part put on after the customer's yes: its job's rise waits for them, and it is not on order.
        expect(unordered, big.vrm).toHaveLength(1);
        const added = unordered[0]!;
        const job = answers.get(added.jobId!);
        expect(job?.state, big.vrm).toBe('raised');
        expect(doc.prices.authorisation.awaiting).toBe(job!.awaiting);
        expect(doc.prices.authorisation.awaiting).toBe(
          pricedLines(doc, doc.appliedUplift)
            .filter((line) => line.lineId === added.id)
            .reduce((sum, line) => sum + line.incTax, 0),
        );
        expect(doc.partsOrders?.[0]?.notOrdered, big.vrm).toEqual([
          { name: added.productName, reason: expect.stringMatching(/authoris/i) },
        ]);
      }
    }
  });

  it('reads the same through the API: the Leeds cambelt job in progress, its rise awaiting', async () => {
    const tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
    const leeds = demoWorkshops[0]!.accountId;
    const { order } = bigOf(leeds).find(({ big }) => big.status === 'in-progress')!;
    const answer = await tablet.get(order.document.id);
    expectStatus(answer, 200);
    const read = answer.json<WorkOrder>();
    expect(linesOf(read)).toBe(linesOf(order.document));
    expect(read.prices.authorisation).toEqual(order.document.prices.authorisation);
    expect(read.prices.authorisation.awaiting).toBeGreaterThan(0);
    expect(read.prices.workOrderSummary).toEqual(order.document.prices.workOrderSummary);
  });
});
