import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobIdOf } from '../../../../contract/health-checks/answer-to-job';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { RepairTask, RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { bearer, login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { workOrderClient } from '../work-orders/work-order-client';

const focus = featuredVariants.focusEcoBoost2019.tecdocId;

/**
 * Issue 46, "the recommended job (a repair-time task or custom job, priced by the work order's
 * rules)": a job chosen from the vehicle's repair times, with catalogue parts, is priced with its
 * parts, and once approved is that repair-time task on the work order, its parts for it.
 */
describe.each(testDatabases)('a recommended repair-time job with parts on $name', (database) => {
  let app: FastifyInstance;
  let token: string;
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(method === 'GET' ? {} : { [IDEMPOTENCY_HEADER]: uuidv7() }) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    token = (await login(app, trade.email, trade.password)).token;
  });
  afterAll(() => app.close());

  async function firstTask(): Promise<RepairTask> {
    const tree = (await send('GET', `/repair-data/repair-tasks?tecdocId=${focus}`)).json<{
      'hydra:member': RepairTaskGroup[];
    }>()['hydra:member'];
    return tree[0]!.subgroups[0]!.tasks[0]!;
  }

  it('prices the job with its parts, and an approval puts the task and its parts on the work order', async () => {
    const task = await firstTask();
    const tablet = workOrderClient(app, token);
    const workOrder = await tablet.workOrderWith([], [], { vrm: 'WB19 RTJ', make: 'Ford', tecdocId: focus });
    const id = uuidv7();
    expect((await send('POST', '/health-checks', { id, template: 'quick', workOrder: workOrder.id })).statusCode).toBe(
      201,
    );
    const item = itemIdOf(id, 'pads-nsf');
    const base = { state: 'not-checked', customerNote: null, recommendedJob: null };
    const labourOnly = { task: task.id, description: task.description, time: '1:00', parts: [] };
    const set = { state: 'red', customerNote: 'Pads at 2 mm.', recommendedJob: labourOnly };
    const first = await send('POST', `/health-checks/${id}/changes`, {
      changes: [{ op: 'updateLine', kind: 'item', id: item, base, set }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const labour = first.json<HealthCheck>().items.find((line) => line.id === item)!.price!;

    const withPads = { ...labourOnly, parts: [{ product: `/products/${featuredSkus.brakePadsFocus}`, quantity: 2 }] };
    const second = await send('POST', `/health-checks/${id}/changes`, {
      changes: [
        {
          op: 'updateLine',
          kind: 'item',
          id: item,
          base: { recommendedJob: labourOnly },
          set: { recommendedJob: withPads },
        },
        { op: 'setStatus', from: 'in-progress', to: 'completed' },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    const held = (await send('GET', `/health-checks/${id}`)).json<HealthCheck>();
    const pads = held.items.find((line) => line.id === item)!;
    expect(pads.recommendedJob).toEqual(withPads);
    // The parts' price is in it: the catalogue's, as the work order prices them.
    const priced = await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 2]]);
    expect(priced.prices.workOrderItems.total.incTax).toBeGreaterThan(0);
    expect(pads.price!.incTax).toBe(labour.incTax + priced.prices.workOrderItems.total.incTax);

    const answered = await send('POST', `/health-checks/${id}/answers`, {
      method: 'phone',
      by: 'Sam at the counter',
      answers: [{ item, decision: 'approved' }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = (await send('GET', `/work-orders/${workOrder.id}`)).json<WorkOrder>();
    const job = after.workOrderJobs.find((line) => line.id === jobIdOf(id, item))!;
    expect(job).toMatchObject({ job: task.id, description: task.description, time: '01:00' });
    expect(after.haynesProJobs.map((listed) => listed.repairTimeTaskId)).toContain(task.id);
    expect(after.workOrderItems.filter((part) => part.jobId === job.id)).toMatchObject([
      { product: withPads.parts[0]!.product, quantity: 2 },
    ]);
    expect(job.authorisation).toMatchObject({ method: 'phone', amount: pads.price!.incTax });
  });
});
