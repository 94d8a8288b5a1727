import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { workOrderMessages } from '../../../../contract/work-orders/messages';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { customJob, expectStatus, workOrderClient } from './work-order-client';

interface Refusal {
  'hydra:description': string;
  violations: { propertyPath: string; message: string }[];
}

/**
 * Issue 42: a job or a maintenance schedule is charged at one of the account's labour rates, at
 * that rate, unless the line says it is an override and why (goodwill or warranty at £0). The
 * refusal names the line's `labourRate`, behind the intent that set it, so the tablet shows it on
 * the line. The demo Leeds account's rates: Mechanical £72, Diagnostic £90, MOT class 4 £65.
 */
describe.each(testDatabases)('the labour rate of a line, on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let tablet: ReturnType<typeof workOrderClient>;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  const unknownRate = workOrderMessages.labourRateUnknown;
  const mechanicalNow = (rate: string) => workOrderMessages.labourRateChanged('Mechanical', rate);
  const warranty = { reason: 'Warranty: pads fitted here last month' };
  const noCharge = (description: string, position = 'a0') => ({
    ...customJob(description, '00:30', 0, position),
    labourRate: { id: 'override', rate: 0 },
    labourRateOverride: warranty,
  });
  const schedule = (labourRate: { id: string; rate: number }, position = 'a0') => ({
    id: uuidv7(),
    position,
    maintenanceScheduleId: 'focus-annual',
    description: 'Annual service',
    labourRate,
    haynesProJobs: [{ repairTimeTaskId: 'oil', description: 'Engine oil and filter', time: 50, required: true }],
  });
  const refusalOf = (response: { json: <T>() => T }) => response.json<Refusal>();
  const setMechanicalRate = (rate: number) =>
    queryRows(
      handle.db,
      sql`UPDATE labour_rates SET rate = ${rate}
          WHERE id = 'mechanical'
            AND account_id = (SELECT a.id FROM users u JOIN babbage_accounts a ON a.id = u.active_babbage_account_id
                              WHERE u.email = ${trade.email})`,
    );

  it('finds every demo work order at its account’s own rates, so each saves as it is', async () => {
    const rows = await queryRows<{ account_id: string; document: WorkOrder }>(
      handle.db,
      sql`SELECT account_id::text, document FROM work_orders`,
    );
    const rates = await queryRows<{ account_id: string; id: string; rate: number }>(
      handle.db,
      sql`SELECT account_id::text, id, rate FROM labour_rates`,
    );
    const listed = new Set(rates.map((rate) => `${rate.account_id} ${rate.id} ${rate.rate}`));
    const lines = rows.flatMap((row) =>
      [...row.document.workOrderJobs, ...row.document.maintenanceSchedules].map(
        (line) => `${row.account_id} ${line.labourRate.id} ${line.labourRate.rate}`,
      ),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !listed.has(line))).toEqual([]);
  });

  describe('through a save', () => {
    it('refuses a job at a rate the account does not have, at the job’s labourRate', async () => {
      const job = { ...customJob('Diagnose a warning light', '00:30'), labourRate: { id: 'standard', rate: 0 } };
      const refused = await tablet.create({ id: uuidv7(), vrm: 'WB19 KFD', workOrderJobs: [job] });
      expectStatus(refused, 422);
      expect(refusalOf(refused).violations).toEqual([
        { propertyPath: `workOrderJobs[${job.id}].labourRate`, message: unknownRate },
      ]);
      expect(refusalOf(refused)['hydra:description']).toContain(unknownRate);
    });

    it('refuses one of the account’s rates at another rate, saying the account’s', async () => {
      const job = customJob('Fit pads', '00:30', 7_500);
      const refused = await tablet.create({ id: uuidv7(), vrm: 'WB19 KFD', workOrderJobs: [job] });
      expectStatus(refused, 422);
      expect(refusalOf(refused).violations).toEqual([
        { propertyPath: `workOrderJobs[${job.id}].labourRate`, message: mechanicalNow('£72.00') },
      ]);
    });

    it('saves an override with its reason at £0, priced £0, and the reason kept', async () => {
      const job = noCharge('Refit the pads (warranty)');
      const saved = await tablet.create({ id: uuidv7(), vrm: 'WB19 KFD', workOrderJobs: [job] });
      expectStatus(saved, 201);
      const order = saved.json<WorkOrder>();
      expect(order.workOrderJobs[0]).toMatchObject({
        labourRate: { id: 'override', rate: 0 },
        labourRateOverride: warranty,
      });
      expect(order.prices.workOrderJobs.labourPrice).toEqual({ excTax: 0, incTax: 0 });
      expect((await tablet.get(order.id)).json<WorkOrder>().workOrderJobs[0]?.labourRateOverride).toEqual(warranty);
    });

    it('refuses an override without a reason, beside it', async () => {
      const job = { ...noCharge('Goodwill check'), labourRateOverride: { reason: '  ' } };
      const refused = await tablet.create({ id: uuidv7(), vrm: 'WB19 KFD', workOrderJobs: [job] });
      expectStatus(refused, 400);
      expect(refusalOf(refused).violations).toEqual([
        { propertyPath: 'workOrderJobs[0].labourRateOverride.reason', message: workOrderMessages.overrideReason },
      ]);
    });

    it('refuses a maintenance schedule at a rate the account does not have', async () => {
      const line = schedule({ id: 'mechanical', rate: 6_000 });
      const refused = await tablet.create({ id: uuidv7(), vrm: 'WB19 KFD', maintenanceSchedules: [line] });
      expectStatus(refused, 422);
      expect(refusalOf(refused).violations).toEqual([
        { propertyPath: `maintenanceSchedules[${line.id}].labourRate`, message: mechanicalNow('£72.00') },
      ]);
      const fine = await tablet.create({
        id: uuidv7(),
        vrm: 'WB19 KFD',
        maintenanceSchedules: [schedule({ id: 'mechanical', rate: 7_200 })],
      });
      expectStatus(fine, 201);
    });

    it('refuses a whole save that changes a job to an unlisted rate, not one that keeps it', async () => {
      const job = customJob('Fit pads', '00:30');
      const order = await tablet.workOrderWith([], [job]);
      const save = (labourRate: { id: string; rate: number }, rev: number) =>
        tablet.send('POST', `/work-orders/save/${order.id}`, {
          id: order.id,
          rev,
          vrm: 'WB19 KFD',
          workOrderJobs: [{ ...job, labourRate }],
        });
      const refused = await save({ id: 'mechanical', rate: 9_900 }, order.rev);
      expectStatus(refused, 422);
      expect(refusalOf(refused).violations).toEqual([
        { propertyPath: `workOrderJobs[${job.id}].labourRate`, message: mechanicalNow('£72.00') },
      ]);
      expectStatus(await save({ id: 'mechanical', rate: 7_200 }, order.rev), 200);
    });

    it('prices a body as a save would: refused for the same rate', async () => {
      const job = customJob('Fit pads', '00:30', 7_500);
      const refused = await tablet.send('POST', '/work-orders/prices', { workOrderJobs: [job] });
      expectStatus(refused, 422);
      expect(refusalOf(refused).violations).toEqual([
        { propertyPath: `workOrderJobs[${job.id}].labourRate`, message: mechanicalNow('£72.00') },
      ]);
      expectStatus(await tablet.send('POST', '/work-orders/prices', { workOrderJobs: [noCharge('Goodwill')] }), 200);
    });
  });

  describe('through POST /work-orders/{id}/changes', () => {
    it('refuses a job added at an unlisted rate, behind its addLine, and stores nothing', async () => {
      const order = await tablet.workOrderWith();
      const job = {
        ...customJob('Diagnose a warning light', '00:30', 0, 'a1'),
        labourRate: { id: 'standard', rate: 0 },
      };
      const refused = await tablet.changes(order.id, [
        { op: 'setFields', base: { comment: null }, set: { comment: 'Customer waiting' } },
        { op: 'addLine', kind: 'job', line: job },
      ]);
      expectStatus(refused, 422);
      expect(refusalOf(refused).violations).toEqual([
        { propertyPath: `changes[1].workOrderJobs[${job.id}].labourRate`, message: unknownRate },
      ]);
      expect((await tablet.get(order.id)).json<WorkOrder>()).toMatchObject({ rev: order.rev, comment: null });
    });

    it('refuses a rate changed to another amount behind its updateLine; the account’s own rate is taken', async () => {
      const job = customJob('Diagnose a warning light', '00:30');
      const order = await tablet.workOrderWith([], [job]);
      const change = (labourRate: { id: string; rate: number }) =>
        tablet.changes(order.id, [
          { op: 'updateLine', kind: 'job', id: job.id, base: { labourRate: job.labourRate }, set: { labourRate } },
        ]);
      const refused = await change({ id: 'diagnostic', rate: 9_500 });
      expectStatus(refused, 422);
      expect(refusalOf(refused).violations).toEqual([
        {
          propertyPath: `changes[0].workOrderJobs[${job.id}].labourRate`,
          message: workOrderMessages.labourRateChanged('Diagnostic', '£90.00'),
        },
      ]);
      const taken = await change({ id: 'diagnostic', rate: 9_000 });
      expectStatus(taken, 200);
      expect(taken.json<WorkOrder>().workOrderJobs[0]?.labourRate).toEqual({ id: 'diagnostic', rate: 9_000 });
    });

    it('adds and changes to an override with its reason at £0, priced £0', async () => {
      const job = customJob('Check the brakes', '01:00');
      const order = await tablet.workOrderWith([], [job]);
      const added = noCharge('Goodwill road test', 'a1');
      const both = await tablet.changes(order.id, [
        { op: 'addLine', kind: 'job', line: added },
        {
          op: 'updateLine',
          kind: 'job',
          id: job.id,
          base: { labourRate: job.labourRate, labourRateOverride: null },
          set: { labourRate: { id: 'override', rate: 0 }, labourRateOverride: warranty },
        },
      ]);
      expectStatus(both, 200);
      const changed = both.json<WorkOrder>();
      expect(changed.workOrderJobs.map((line) => line.labourRateOverride)).toEqual([warranty, warranty]);
      expect(changed.prices.workOrderJobs.labourPrice).toEqual({ excTax: 0, incTax: 0 });
      // Taking the override off without an account's rate is refused: back at £0 it would be made up.
      const off = await tablet.changes(order.id, [
        {
          op: 'updateLine',
          kind: 'job',
          id: job.id,
          base: { labourRateOverride: warranty },
          set: { labourRateOverride: null },
        },
      ]);
      expectStatus(off, 422);
      expect(refusalOf(off).violations).toEqual([
        { propertyPath: `changes[0].workOrderJobs[${job.id}].labourRate`, message: unknownRate },
      ]);
    });

    it('leaves a job’s agreed rate alone when the account’s moves: only a rate set now is checked', async () => {
      const job = customJob('Fit pads', '01:00');
      const order = await tablet.workOrderWith([], [job]);
      await setMechanicalRate(7_800);
      try {
        const comment = await tablet.changes(order.id, [
          { op: 'setFields', base: { comment: null }, set: { comment: 'Keys in the box' } },
          { op: 'updateLine', kind: 'job', id: job.id, base: { overrideTime: null }, set: { overrideTime: '01:30' } },
        ]);
        expectStatus(comment, 200);
        expect(comment.json<WorkOrder>().workOrderJobs[0]?.labourRate).toEqual({ id: 'mechanical', rate: 7_200 });
        // A new job at the old rate is refused, naming the account's rate now.
        const another = customJob('Fit discs', '01:00', 7_200, 'a1');
        const refused = await tablet.changes(order.id, [{ op: 'addLine', kind: 'job', line: another }]);
        expectStatus(refused, 422);
        expect(refusalOf(refused).violations).toEqual([
          { propertyPath: `changes[0].workOrderJobs[${another.id}].labourRate`, message: mechanicalNow('£78.00') },
        ]);
      } finally {
        await setMechanicalRate(7_200);
      }
    });
  });
});
