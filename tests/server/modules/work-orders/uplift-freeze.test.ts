import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { customJob, expectStatus, workOrderClient } from './work-order-client';

/**
 * Trade §4: a pending work order's uplift is null and the account's default applies; once it
 * leaves pending the stored uplift is used, so changing the default later reprices only what is
 * still pending.
 */
describe.each(testDatabases)('the uplift of a work order that left pending, on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let tablet: ReturnType<typeof workOrderClient>;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  const setDefaultUplift = (percent: number) =>
    queryRows(
      handle.db,
      sql`UPDATE work_order_settings SET default_uplift = ${percent}
          WHERE account_id = (SELECT a.id FROM users u JOIN babbage_accounts a ON a.id = u.active_babbage_account_id
                              WHERE u.email = ${trade.email})`,
    );
  const comment = (order: WorkOrder, text: string) =>
    tablet.changes(order.id, [{ op: 'setFields', base: { comment: order.comment }, set: { comment: text } }]);

  it('keeps the default in force when it left pending; a pending one follows the new default', async () => {
    await setDefaultUplift(10);
    const started = await tablet.workOrderWith([], [customJob('Replace the front pads', '01:00')]);
    const waiting = await tablet.workOrderWith([], [customJob('Replace the front pads', '01:00')]);
    expect(started).toMatchObject({ uplift: null, appliedUplift: 10 });

    await tablet.authoriseAll(started);
    const moved = await tablet.status(started.id, 'in-progress');
    expectStatus(moved, 200);
    expect(moved.json<WorkOrder>()).toMatchObject({ status: 'in-progress', uplift: 10, appliedUplift: 10 });

    await setDefaultUplift(25);
    try {
      const later = await comment(moved.json<WorkOrder>(), 'Customer waiting');
      expectStatus(later, 200);
      expect(later.json<WorkOrder>()).toMatchObject({ uplift: 10, appliedUplift: 10 });
      expect(later.json<WorkOrder>().prices.workOrderSummary.labourPrice).toEqual(
        started.prices.workOrderSummary.labourPrice,
      );

      const pending = await comment(waiting, 'Call before starting');
      expect(pending.json<WorkOrder>()).toMatchObject({ uplift: null, appliedUplift: 25 });
    } finally {
      await setDefaultUplift(10);
    }
  });

  it('a whole save without an uplift keeps the one stored', async () => {
    const order = await tablet.workOrderWith([], [customJob('Diagnose a warning light', '00:30')]);
    await tablet.authoriseAll(order);
    const moved = (await tablet.status(order.id, 'in-progress')).json<WorkOrder>();
    await setDefaultUplift(40);
    try {
      const saved = await tablet.send('POST', `/work-orders/save/${order.id}`, {
        id: order.id,
        rev: moved.rev,
        vrm: 'WB19 KFD',
        uplift: null,
        workOrderJobs: moved.workOrderJobs.map(
          ({ id, position, job, description, customJob: kind, labourRate, time }) => ({
            id,
            position,
            job,
            description,
            customJob: kind,
            labourRate,
            time,
          }),
        ),
      });
      expectStatus(saved, 200);
      expect(saved.json<WorkOrder>()).toMatchObject({ uplift: 10, appliedUplift: 10 });
    } finally {
      await setDefaultUplift(10);
    }
  });
});
