import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobIdOf } from '../../../../contract/health-checks/answer-to-job';
import type { DeferredWork } from '../../../../contract/health-checks/deferred';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import type { HealthCheckShare, SharedHealthCheck } from '../../../../contract/health-checks/shared';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { createTestClock } from '../../helpers/clock';
import { bearer, login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { workOrderClient } from '../work-orders/work-order-client';

const today = '2026-11-02';

const amber = (id: string, key: string, description: string) => ({
  op: 'updateLine',
  kind: 'item',
  id: itemIdOf(id, key),
  base: { state: 'not-checked', customerNote: null, recommendedJob: null },
  set: { state: 'amber', customerNote: 'Worn.', recommendedJob: { description, time: '0:30', parts: [] } },
});

/**
 * Issue 46, "An approved item becomes a job on the work order", when the work order has moved on
 * since the check was sent (docs/decisions/109-approved-after-the-work-order-closed.md): one in
 * progress takes the job as a pending one does; a completed or cancelled one takes nothing, and
 * the customer's approval is still recorded, marked as not on it, and waits on the vehicle.
 */
describe.each(testDatabases)('approvals once the work order has moved on, on $name', (database) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, { clock: createTestClock(Date.parse(`${today}T09:00:00Z`)) }));
    token = (await login(app, trade.email, trade.password)).token;
  });
  afterAll(() => app.close());

  const bay = (method: 'GET' | 'POST', url: string, payload?: object, key = uuidv7()) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(method === 'POST' ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const customer = (url: string, payload: object, key = uuidv7()) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: { [IDEMPOTENCY_HEADER]: key }, payload });

  /**
   * A completed check on a new work order (battery and wipers amber, each with work), sent to the
   * customer; then the work order is moved on to `status` by its own status route.
   */
  async function sentCheck(vrm: string, status: 'in-progress' | 'completed' | 'cancelled') {
    const tablet = workOrderClient(app, token);
    const workOrder = await tablet.workOrderWith([], [], { vrm, make: 'Ford', model: 'Focus Mk4' });
    const id = uuidv7();
    expect(
      (await bay('POST', '/health-checks', { id, template: 'quick', vrm, workOrder: workOrder.id })).statusCode,
    ).toBe(201);
    const completed = await bay('POST', `/health-checks/${id}/changes`, {
      changes: [
        amber(id, 'battery', 'Replace the battery'),
        amber(id, 'wipers', 'Replace the wiper blades'),
        { op: 'setStatus', from: 'in-progress', to: 'completed' },
      ],
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const check = completed.json<HealthCheck>();
    const shared = await bay('POST', `/health-checks/${id}/share`);
    expect(shared.statusCode, shared.body).toBe(200);
    const moves = { 'in-progress': ['in-progress'], completed: ['in-progress', 'completed'], cancelled: ['cancelled'] };
    for (const to of moves[status]) {
      const moved = await tablet.status(workOrder.id, to);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const before = (await tablet.get(workOrder.id)).json<WorkOrder>();
    expect(before.status).toBe(status);
    const item = (key: string) => check.items.find((candidate) => candidate.key === key)!;
    return { check, item, workOrder: before, link: shared.json<HealthCheckShare>().token, tablet };
  }

  const waitingOn = async (vrm: string) =>
    (await bay('GET', `/deferred-work?vrm=${encodeURIComponent(vrm)}`)).json<{ 'hydra:member': DeferredWork[] }>()[
      'hydra:member'
    ];

  it('puts work approved while the work order is in progress on it, authorised for the price shown', async () => {
    const { check, item, workOrder, link, tablet } = await sentCheck('WB19 IPR', 'in-progress');
    const answered = await customer(`/shared-health-checks/${link}/answers`, {
      answers: [{ item: item('battery').id, decision: 'approved' }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<SharedHealthCheck>().answers[0]).toMatchObject({ decision: 'approved', notOnWorkOrder: null });

    const after = (await tablet.get(workOrder.id)).json<WorkOrder>();
    expect(after.status).toBe('in-progress');
    const job = after.workOrderJobs.find((line) => line.id === jobIdOf(check.id, item('battery').id));
    expect(job).toMatchObject({
      description: 'Replace the battery',
      authorisation: { method: 'link', amount: item('battery').price!.incTax },
    });
    expect(await waitingOn('WB19 IPR')).toEqual([]);
  });

  it.each(['completed', 'cancelled'] as const)(
    'records the customer’s approval when the work order is %s: not on it, waiting on the vehicle',
    async (status) => {
      const vrm = status === 'completed' ? 'WB19 CMP' : 'WB19 CNL';
      const { check, item, workOrder, link, tablet } = await sentCheck(vrm, status);
      const answers = [
        { item: item('battery').id, decision: 'approved' },
        { item: item('wipers').id, decision: 'declined', reason: 'Doing them myself' },
      ];
      const key = uuidv7();
      const answered = await customer(`/shared-health-checks/${link}/answers`, { answers }, key);
      expect(answered.statusCode, answered.body).toBe(200);
      const report = answered.json<SharedHealthCheck>();
      expect(report.status).toBe('answered');
      expect(report.answers).toEqual([
        expect.objectContaining({
          item: item('battery').id,
          decision: 'approved',
          priceShown: item('battery').price,
          notOnWorkOrder: status,
        }),
        expect.objectContaining({ item: item('wipers').id, decision: 'declined', notOnWorkOrder: null }),
      ]);
      // The customer's phone lost the reply and sends again: the same answer, nothing more.
      const replay = await customer(`/shared-health-checks/${link}/answers`, { answers }, key);
      expect(replay.json()).toEqual(report);

      // The closed work order is as it was: no job, no authorisation, not a revision more.
      const after = (await tablet.get(workOrder.id)).json<WorkOrder>();
      expect(after).toMatchObject({ status, rev: workOrder.rev, workOrderJobs: [] });

      // The garage sees it on the check, and the work waits on the vehicle, due now.
      const held = (await bay('GET', `/health-checks/${check.id}`)).json<HealthCheck>();
      expect(held.answers.find((answer) => answer.item === item('battery').id)).toMatchObject({
        decision: 'approved',
        notOnWorkOrder: status,
      });
      expect((await waitingOn(vrm)).map((work) => [work.itemName, work.decision, work.followUp, work.price])).toEqual([
        ['Battery test', 'approved', today, item('battery').price],
        ['Wiper blades and washers', 'declined', '2026-12-02', item('wipers').price],
      ]);

      // The vehicle's next check carries it forward, so it is put to the customer again there.
      const next = uuidv7();
      const started = await bay('POST', '/health-checks', { id: next, template: 'quick', vrm });
      expect(started.statusCode, started.body).toBe(201);
      const battery = started.json<HealthCheck>().items.find((candidate) => candidate.key === 'battery')!;
      expect(battery.previous).toMatchObject({ healthCheck: check.id, deferredUntil: today });
    },
  );

  it('takes an approval by phone the same way once the work order is cancelled', async () => {
    const { check, item, workOrder, tablet } = await sentCheck('WB19 PHC', 'cancelled');
    const taken = await bay('POST', `/health-checks/${check.id}/answers`, {
      method: 'phone',
      by: 'Sam at the counter',
      answers: [{ item: item('wipers').id, decision: 'approved' }],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<HealthCheck>().answers).toEqual([
      expect.objectContaining({ decision: 'approved', method: 'phone', notOnWorkOrder: 'cancelled' }),
    ]);
    expect((await tablet.get(workOrder.id)).json<WorkOrder>()).toMatchObject({ rev: workOrder.rev, workOrderJobs: [] });
    expect((await waitingOn('WB19 PHC')).map((work) => [work.itemName, work.decision])).toEqual([
      ['Wiper blades and washers', 'approved'],
    ]);
  });
});
