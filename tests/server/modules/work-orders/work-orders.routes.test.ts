import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import { hundredthsToTime } from '../../../../contract/work-orders/pricing/time';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { guestLogin, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { customJob, expectStatus, part, workOrderClient } from './work-order-client';

describe.each(testDatabases)('work orders on $name', (database) => {
  let app: FastifyInstance;
  let tablet: ReturnType<typeof workOrderClient>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  it('creates a work order under the tablet’s id, numbered for the account; a second create answers it', async () => {
    const id = uuidv7();
    const body = {
      id,
      vrm: 'wb19 kfd',
      make: 'Ford',
      model: 'Focus Mk4',
      workOrderItems: [part(featuredSkus.brakePadsFocus, 2)],
    };
    const created = await tablet.create(body);
    expectStatus(created, 201);
    const order = created.json<WorkOrder>();
    expect(order).toMatchObject({ id, rev: 1, status: 'pending', vrm: 'WB19 KFD', statusHistory: [] });
    expect(order.workOrderNumber).toMatch(/^WO-\d{6}$/);
    // The server's prices and stock, not the tablet's.
    expect(order.workOrderItems[0]).toMatchObject({ price: 3895, taxRate: 2000, rev: 1, orderedIn: null });
    expect(typeof order.workOrderItems[0]?.stockAvailability).toBe('number');
    const again = await tablet.create(body);
    expectStatus(again, 200);
    expect(again.json<WorkOrder>().workOrderNumber).toBe(order.workOrderNumber);
    expect((await tablet.get(id)).json<WorkOrder>()).toEqual(order);
  });

  it('is for trade accounts: a retail customer and a guest are refused, another account’s is not found', async () => {
    const mine = await tablet.workOrderWith();
    const retailTablet = workOrderClient(app, (await login(app, retail.email, retail.password)).token);
    expectStatus(await retailTablet.list(), 403);
    expectStatus(await workOrderClient(app, (await guestLogin(app)).token).list(), 403);
    const irish = workOrderClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const notFound = await irish.get(mine.id);
    expectStatus(notFound, 404);
    expect(notFound.json()).toMatchObject({ 'hydra:description': 'We could not find that work order.' });
    expectStatus(
      await irish.changes(mine.id, [{ op: 'setFields', base: { comment: null }, set: { comment: 'x' } }]),
      404,
    );
  });

  it('answers the configuration the start waits for: set up for a trade account, not for retail', async () => {
    const configuration = await tablet.send('GET', '/work-orders-configuration');
    expectStatus(configuration, 200);
    expect(configuration.json()).toEqual({
      workOrdersConfigured: true,
      defaultUplift: 10,
      currency: 'GBP',
      country: 'GB',
    });
    const retailTablet = workOrderClient(app, (await login(app, retail.email, retail.password)).token);
    expect((await retailTablet.send('GET', '/work-orders-configuration')).json()).toMatchObject({
      workOrdersConfigured: false,
    });
    const rates = (await tablet.send('GET', '/labour-rates')).json<{
      'hydra:member': { id: string; rate: number }[];
    }>();
    expect(rates['hydra:member'].map((rate) => [rate.id, rate.rate])).toEqual([
      ['mechanical', 7_200],
      ['diagnostic', 9_000],
      ['mot', 6_500],
    ]);
  });

  it('two tablets: one changes the labour rate, the other adds a part; both land', async () => {
    const job = customJob('Diagnose a warning light', '00:30');
    const start = await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]], [job]);
    const rate = await tablet.changes(start.id, [
      {
        op: 'updateLine',
        kind: 'job',
        id: job.id,
        base: { labourRate: job.labourRate },
        set: { labourRate: { id: 'diagnostic', rate: 9000 } },
      },
    ]);
    expectStatus(rate, 200);
    const added = await tablet.changes(start.id, [
      { op: 'addLine', kind: 'item', line: part(featuredSkus.brakePadsFocus, 1, 'a5') },
    ]);
    expectStatus(added, 200);
    const order = added.json<WorkOrder>();
    expect(order.rev).toBe(3);
    expect(order.workOrderJobs[0]?.labourRate).toEqual({ id: 'diagnostic', rate: 9000 });
    expect(order.workOrderItems).toHaveLength(2);
  });

  it('both change one quantity: 409 names it with both values, and the work order as it is', async () => {
    const start = await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]]);
    const line = start.workOrderItems[0]!;
    expectStatus(
      await tablet.changes(start.id, [
        { op: 'updateLine', kind: 'item', id: line.id, base: { quantity: 1 }, set: { quantity: 2 } },
      ]),
      200,
    );
    const clash = await tablet.changes(start.id, [
      { op: 'updateLine', kind: 'item', id: line.id, base: { quantity: 1 }, set: { quantity: 4 } },
    ]);
    expectStatus(clash, 409);
    const body = clash.json<{ clashes: unknown[]; current: WorkOrder }>();
    expect(body.clashes).toEqual([
      { path: `workOrderItems[${line.id}].quantity`, reason: 'changed', yours: 4, theirs: 2 },
    ]);
    expect(body.current.workOrderItems[0]?.quantity).toBe(2);
    expect(body.current.rev).toBe(2);
  });

  it('a replay under the same Idempotency-Key answers the first answer and adds nothing', async () => {
    const start = await tablet.workOrderWith();
    const key = uuidv7();
    const change = [{ op: 'addLine', kind: 'item', line: part(featuredSkus.brakePadsFocus, 1) }];
    const first = await tablet.changes(start.id, change, key);
    const second = await tablet.changes(start.id, change, key);
    expectStatus(second, 200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await tablet.get(start.id)).json<WorkOrder>()).toMatchObject({
      rev: 2,
      workOrderItems: [expect.anything()],
    });
  });

  it('moves the status as the lifecycle allows, keeping who and when', async () => {
    const start = await tablet.workOrderWith();
    const started = await tablet.status(start.id, 'in-progress');
    expectStatus(started, 200);
    expect(started.json<WorkOrder>().statusHistory).toEqual([
      expect.objectContaining({ from: 'pending', to: 'in-progress', by: trade.id, reason: null }),
    ]);
    const refused = await tablet.send('PUT', `/work-orders/${start.id}/status`, { status: 'parts-ordered' });
    expectStatus(refused, 409);
    expect(refused.json()).toMatchObject({
      clashes: [{ path: 'status', reason: 'move', yours: 'parts-ordered', theirs: 'in-progress' }],
    });
    expectStatus(await tablet.status(start.id, 'completed'), 200);
    expectStatus(await tablet.status(start.id, 'in-progress'), 409);
    const reopened = await tablet.status(start.id, 'in-progress', 'Comeback: brake squeal');
    expectStatus(reopened, 200);
    expect(reopened.json<WorkOrder>().statusHistory.at(-1)).toMatchObject({
      from: 'completed',
      reason: 'Comeback: brake squeal',
    });
    const unknown = await tablet.status(start.id, 'scrapped');
    expectStatus(unknown, 400);
    expect(unknown.json()).toMatchObject({ violations: [{ propertyPath: 'status' }] });
  });

  it('prices on the server: labour with the account’s default uplift, parts from the catalogue, VAT', async () => {
    // The demo Leeds account adds 10% to labour; half an hour at its £72 is £36.00, £39.60 with it.
    const order = await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 2]], [customJob('Fit pads', '00:30')]);
    expect(order.appliedUplift).toBe(10);
    expect(order.prices.workOrderJobs.labourPrice).toEqual({ excTax: 3_960, incTax: 4_752 });
    expect(order.prices.workOrderItems.partPrice).toEqual({ excTax: 7_790, incTax: 9_348 });
    expect(order.prices.withoutUplift.total.excTax).toBe(3_600 + 7_790);
    expect(order).toMatchObject({ numberOfJobs: 1, numberOfParts: 2, totalTime: '00:30' });
    const none = await tablet.changes(order.id, [{ op: 'setFields', base: { uplift: null }, set: { uplift: 0 } }]);
    expect(none.json<WorkOrder>().prices.workOrderSummary.total.excTax).toBe(3_600 + 7_790);
  });

  it('orders the parts once: the lines locked, pending moved to parts-ordered', async () => {
    const start = await tablet.authoriseAll(await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 2]]));
    const orderId = uuidv7();
    const ordered = await tablet.changes(start.id, [{ op: 'orderParts', orderId }]);
    expectStatus(ordered, 200);
    const order = ordered.json<WorkOrder>();
    expect(order.status).toBe('parts-ordered');
    expect(order.workOrderItems[0]?.orderedIn).toBe(orderId);
    const line = order.workOrderItems[0]!;
    const locked = await tablet.changes(start.id, [
      { op: 'updateLine', kind: 'item', id: line.id, base: { quantity: 2 }, set: { quantity: 3 } },
    ]);
    expectStatus(locked, 409);
    expect(locked.json()).toMatchObject({ clashes: [{ reason: 'locked' }] });
    const nothingLeft = await tablet.changes(start.id, [{ op: 'orderParts', orderId: uuidv7() }]);
    expectStatus(nothingLeft, 422);
    expect(nothingLeft.json()).toMatchObject({ violations: [{ propertyPath: 'changes[0].workOrderItems' }] });
  });

  it('keeps a line whose product reference is malformed, unpriced, instead of failing', async () => {
    const start = await tablet.workOrderWith();
    const odd = await tablet.changes(start.id, [
      {
        op: 'addLine',
        kind: 'item',
        line: { id: uuidv7(), position: 'a0', product: '/products/%E0%A4%A', quantity: 1 },
      },
    ]);
    expectStatus(odd, 200);
    expect(odd.json<WorkOrder>().workOrderItems[0]).toMatchObject({ price: 0, stockAvailability: null });
  });

  it('refuses a change that does not say what it changed from, in the specification’s error format', async () => {
    const start = await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]]);
    const response = await tablet.changes(start.id, [
      { op: 'updateLine', kind: 'item', id: start.workOrderItems[0]!.id, base: {}, set: { quantity: 2 } },
    ]);
    expect([400, 422]).toContain(response.statusCode);
    expect(JSON.stringify(response.json())).toContain('does not say what it was changed from');
  });

  it('lists newest first, 10 a page; pending means pending or parts-ordered; search finds a registration', async () => {
    const vrm = `WB${String(Date.now()).slice(-2)} ZZT`;
    const mine = await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 1]], [], {
      vrm,
      make: 'Ford',
      model: 'Transit Custom',
    });
    await tablet.authoriseAll(mine);
    expectStatus(await tablet.changes(mine.id, [{ op: 'orderParts', orderId: uuidv7() }]), 200);
    const found = await tablet.list(
      `?search=${encodeURIComponent(vrm.replace(' ', '').toLowerCase())}&status[]=pending`,
    );
    expectStatus(found, 200);
    expect(found.json()).toMatchObject({
      'hydra:totalItems': 1,
      'hydra:member': [{ id: mine.id, status: 'parts-ordered' }],
    });
    const page = (await tablet.list()).json<{ 'hydra:member': WorkOrder[]; 'hydra:totalItems': number }>();
    expect(page['hydra:member'].length).toBeLessThanOrEqual(10);
    const times = page['hydra:member'].map((order) => order.modifiedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expectStatus(await tablet.list('?status[]=completed&search=' + encodeURIComponent(vrm)), 200);
  });

  it('refuses jobs adding up past 999:59 in words beside the jobs, not with a 500', async () => {
    const long = (position: string) => customJob('Full restoration', '600:00', 7_200, position);
    const created = await tablet.create({ id: uuidv7(), vrm: 'WB19 KFD', workOrderJobs: [long('a0'), long('a1')] });
    expectStatus(created, 422);
    expect(created.json()).toMatchObject({
      violations: [{ propertyPath: 'workOrderJobs', message: expect.stringContaining('999 hours 59 minutes') }],
    });
    const order = await tablet.workOrderWith([], [long('a0')]);
    const more = await tablet.changes(order.id, [{ op: 'addLine', kind: 'job', line: long('a1') }]);
    expectStatus(more, 422);
  });

  it('times repair-data jobs after overlap: front pads beside front discs and pads are covered', async () => {
    const tecdocId = featuredVariants.focusEcoBoost2019.tecdocId;
    const tree = (await tablet.send('GET', `/repair-data/repair-tasks?tecdocId=${tecdocId}`)).json<{
      'hydra:member': RepairTaskGroup[];
    }>();
    const tasks = tree['hydra:member'].flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.tasks));
    const task = (name: string) => tasks.find((candidate) => candidate.description === `${name} - renew`)!;
    const [discs, pads] = [task('Front brake discs and pads'), task('Front brake pads')];
    const repairJob = (found: typeof discs, position: string) => ({
      id: uuidv7(),
      position,
      job: found.id,
      description: found.description,
      labourRate: { id: 'mechanical', rate: 7_200 },
      time: hundredthsToTime(found.value),
    });
    const order = await tablet.workOrderWith([], [repairJob(discs, 'a0'), repairJob(pads, 'a1')], {
      vrm: 'WB19 KFD',
      tecdocId,
      uplift: 0,
    });
    expect(order.workOrderJobs.map((job) => job.calculatedTime)).toEqual(['01:06', '00:00']);
    expect(order.totalTime).toBe('01:06');
    // 1 h 06 at £72 an hour: £79.20, the pads adding nothing.
    expect(order.prices.workOrderJobs.labourPrice.excTax).toBe(7_920);
    // Removing the discs job checks the overlap again: the pads take their own time back.
    const removed = await tablet.changes(order.id, [
      { op: 'removeLine', kind: 'job', id: order.workOrderJobs[0]!.id, baseRev: 1 },
    ]);
    expectStatus(removed, 200);
    expect(removed.json<WorkOrder>().workOrderJobs.map((job) => job.calculatedTime)).toEqual(['00:42']);
  });
});
