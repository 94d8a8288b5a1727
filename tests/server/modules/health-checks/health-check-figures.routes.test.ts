import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FigureRow, HealthCheckFigures } from '../../../../contract/health-checks/figures';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import type { HealthCheckShare } from '../../../../contract/health-checks/shared';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { createTestClock } from '../../helpers/clock';
import { bearer, login, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { workOrderClient } from '../work-orders/work-order-client';

type Method = 'GET' | 'POST';

function client(app: FastifyInstance, token: string | null) {
  return (method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? bearer(token) : {}), ...(method === 'GET' ? {} : { [IDEMPOTENCY_HEADER]: uuidv7() }) },
      ...(payload ? { payload } : {}),
    });
}

const mark = (id: string, key: string, set: Record<string, unknown>) => ({
  op: 'updateLine',
  kind: 'item',
  id: itemIdOf(id, key),
  base: Object.fromEntries(Object.keys(set).map((field) => [field, field === 'state' ? 'not-checked' : null])),
  set,
});

/** Issue 46, "The numbers a service manager looks at", through HTTP on checks the test makes. */
describe.each(testDatabases)('the service manager’s numbers on $name', (database) => {
  let app: FastifyInstance;
  let bay: ReturnType<typeof client>;
  let irish: ReturnType<typeof client>;
  const week = '2025-03-03'; // the Monday of the test clock's week

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, { clock: createTestClock(Date.parse('2025-03-05T10:00:00Z')) }));
    bay = client(app, (await login(app, trade.email, trade.password)).token);
    irish = client(app, (await login(app, tradeIe.email, tradeIe.password)).token);
  });
  afterAll(() => app.close());

  const figures = async (as = bay) => {
    const response = await as('GET', `/health-check-figures?from=${week}&to=2025-03-09`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HealthCheckFigures>();
  };
  const garageRow = (answer: HealthCheckFigures): Partial<FigureRow> =>
    answer.rows.find((row) => row.week === week && row.technician === null) ?? {};
  const shareOf = (answer: HealthCheckFigures) => answer.weeks.find((row) => row.week === week);

  it('count a check sent, opened and answered, and what the customer approved', async () => {
    const before = await figures();
    const tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
    const workOrder = await tablet.workOrderWith([], [], { vrm: 'WB19 FIG', make: 'Ford', model: 'Focus Mk4' });
    const id = uuidv7();
    expect(
      (await bay('POST', '/health-checks', { id, template: 'quick', vrm: 'WB19 FIG', workOrder: workOrder.id }))
        .statusCode,
    ).toBe(201);
    const changed = await bay('POST', `/health-checks/${id}/changes`, {
      changes: [
        mark(id, 'battery', {
          state: 'red',
          customerNote: 'Failed the load test.',
          recommendedJob: { description: 'Replace the battery', time: '0:30', parts: [] },
        }),
        mark(id, 'wipers', { state: 'amber', customerNote: 'Blades smear.' }),
        { op: 'setStatus', from: 'in-progress', to: 'completed' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const battery = changed.json<HealthCheck>().items.find((item) => item.key === 'battery')!;
    const { token } = (await bay('POST', `/health-checks/${id}/share`)).json<HealthCheckShare>();
    expect((await client(app, null)('GET', `/shared-health-checks/${token}`)).statusCode).toBe(200);
    const answered = await client(app, null)('POST', `/shared-health-checks/${token}/answers`, {
      answers: [{ item: battery.id, decision: 'approved' }],
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const after = await figures();
    const grew = (field: keyof FigureRow) =>
      Number(garageRow(after)[field] ?? 0) - Number(garageRow(before)[field] ?? 0);
    const counted: (keyof FigureRow)[] = ['checks', 'workOrdersWithCheck', 'sent', 'opened', 'answered'];
    counted.push('red', 'amber', 'approved');
    expect(counted.map(grew)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(grew('approvedIncTax')).toBe(battery.price!.incTax);
    expect(grew('declined')).toBe(0);
    // The work order opened this week now has a check sent.
    expect((shareOf(after)?.withCheckSent ?? 0) - (shareOf(before)?.withCheckSent ?? 0)).toBe(1);
    expect(after.currency).toBe('GBP');
    // The technician's own row carries the check too.
    expect(after.rows.some((row) => row.week === week && row.technician !== null && row.approved >= 1)).toBe(true);

    // Another garage's numbers never include it.
    expect(garageRow(await figures(irish)).approved ?? 0).toBe(0);
  });

  it('refuse a period that ends before it starts, beside the field', async () => {
    const response = await bay('GET', '/health-check-figures?from=2025-03-09&to=2025-03-03');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ violations: [{ propertyPath: 'from' }] });
    expect((await bay('GET', '/health-check-figures?from=2025-02-30')).statusCode).toBe(400);
    expect((await client(app, null)('GET', '/health-check-figures')).statusCode).toBe(401);
  });
});
