import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobIdOf } from '../../../../contract/health-checks/answer-to-job';
import type { DeferredWork } from '../../../../contract/health-checks/deferred';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import { healthCheckMessages } from '../../../../contract/health-checks/messages';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import type { HealthCheckShare, SharedHealthCheck } from '../../../../contract/health-checks/shared';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { lineAnswers } from '../../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../../contract/work-orders/pricing/priced-lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { bearer, login, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { workOrderClient } from '../work-orders/work-order-client';

type Method = 'GET' | 'POST' | 'DELETE';

function client(app: FastifyInstance, token: string | null) {
  return (method: Method, url: string, payload?: object, key: string = uuidv7()) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? bearer(token) : {}), ...(method === 'GET' ? {} : { [IDEMPOTENCY_HEADER]: key }) },
      ...(payload ? { payload } : {}),
    });
}

const job = (description: string, time: string, parts: [string, number][] = []) => ({
  description,
  time,
  parts: parts.map(([sku, quantity]) => ({ product: `/products/${sku}`, quantity })),
});

const mark = (id: string, key: string, set: Record<string, unknown>) => ({
  op: 'updateLine',
  kind: 'item',
  id: itemIdOf(id, key),
  base: Object.fromEntries(
    Object.keys(set).map((field) => [field, field === 'state' ? 'not-checked' : field === 'motFailure' ? false : null]),
  ),
  set,
});

/**
 * Issue 46, "The customer's answer, per item": the link, the customer's answers through it and
 * the garage's, the approved work becoming authorised jobs, and the work left on the vehicle.
 */
describe.each(testDatabases)('the customer’s answers on $name', (database) => {
  let app: FastifyInstance;
  let clock: TestClock;
  let bay: ReturnType<typeof client>;
  let irish: ReturnType<typeof client>;
  const customer = () => client(app, null);

  beforeAll(async () => {
    clock = createTestClock(Date.parse('2026-11-02T09:00:00Z'));
    ({ app } = await buildTestApp(database, { clock }));
    bay = client(app, (await login(app, trade.email, trade.password)).token);
    irish = client(app, (await login(app, tradeIe.email, tradeIe.password)).token);
  });
  afterAll(() => app.close());

  /** A completed quick check of a car on a new work order: pads red, battery and wipers amber, with work. */
  async function completedCheck(vrm: string): Promise<{ check: HealthCheck; workOrder: WorkOrder }> {
    const tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
    const workOrder = await tablet.workOrderWith([], [], { vrm, make: 'Ford', model: 'Focus Mk4' });
    const id = uuidv7();
    const created = await bay('POST', '/health-checks', { id, template: 'quick', vrm, workOrder: workOrder.id });
    expect(created.statusCode, created.body).toBe(201);
    const changed = await bay('POST', `/health-checks/${id}/changes`, {
      changes: [
        mark(id, 'pads-nsf', {
          state: 'red',
          measurement: { kind: 'pad', thickness: 21 },
          customerNote: 'Front pads at 2.1 mm: replace now.',
          recommendedJob: job('Replace front brake pads', '1:00', [[featuredSkus.brakePadsFocus, 1]]),
        }),
        mark(id, 'battery', {
          state: 'amber',
          customerNote: '12.3 V resting.',
          recommendedJob: job('Replace the battery', '0:30'),
        }),
        mark(id, 'wipers', {
          state: 'amber',
          customerNote: 'Blade smears.',
          recommendedJob: job('Replace wiper blades', '0:15', [[featuredSkus.wiperBlade650, 2]]),
        }),
        mark(id, 'lights', { state: 'green' }),
        { op: 'setStatus', from: 'in-progress', to: 'completed' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    return { check: changed.json<HealthCheck>(), workOrder };
  }

  it('prices each recommended job by the work order’s rules, VAT included', async () => {
    const { check } = await completedCheck('WB19 PRC');
    const pads = check.items.find((item) => item.key === 'pads-nsf')!;
    expect(pads.price).not.toBeNull();
    // £72 an hour for an hour's labour alone is £72 + 20% VAT; the pads add to it.
    expect(pads.price!.incTax).toBeGreaterThan(8640);
    expect(pads.price!.incTax).toBe(Math.round(pads.price!.excTax * 1.2));
    // Half an hour at £72 is £36, with the account's 10% uplift as on a pending work order, plus VAT.
    expect(check.items.find((item) => item.key === 'battery')!.price).toEqual({ excTax: 3960, incTax: 4752 });
    expect(check.items.find((item) => item.key === 'lights')!.price).toBeNull();
  });

  it('sends a completed check once by an unguessable link, shows it without login, and withdraws it', async () => {
    const started = uuidv7();
    await bay('POST', '/health-checks', { id: started, template: 'quick', vrm: 'WB19 NEW' });
    const early = await bay('POST', `/health-checks/${started}/share`);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ violations: [{ message: healthCheckMessages.shareNotReady }] });

    const { check } = await completedCheck('WB19 SND');
    const sent = await bay('POST', `/health-checks/${check.id}/share`);
    expect(sent.statusCode, sent.body).toBe(200);
    const share = sent.json<HealthCheckShare>();
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(share.url).toBe(`http://workbay.test/shared-health-checks/${share.token}`);
    expect(Date.parse(share.expiresAt) - clock().getTime()).toBe(14 * 86_400_000);
    expect((await bay('POST', `/health-checks/${check.id}/share`)).json<HealthCheckShare>().token).toBe(share.token);
    expect((await bay('GET', `/health-checks/${check.id}`)).json<HealthCheck>()).toMatchObject({
      status: 'sent',
      shared: true,
    });

    const seen = await customer()('GET', `/shared-health-checks/${share.token}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const report = seen.json<SharedHealthCheck>();
    expect(report.vrm).toBe('WB19 SND');
    expect(report.items.map((item) => [item.name, item.state])).toEqual([
      ['Brake pads N/S front', 'red'],
      ['Wiper blades and washers', 'amber'],
      ['Battery test', 'amber'],
    ]);
    expect(report.items[0]).toMatchObject({
      recommendedWork: 'Replace front brake pads',
      customerNote: expect.any(String),
    });
    expect(report.green.map((item) => item.name)).toEqual(['Lights']);
    expect(JSON.stringify(report)).not.toContain('internalNote');

    expect((await irish('POST', `/health-checks/${check.id}/share`)).statusCode).toBe(404);
    expect((await irish('DELETE', `/health-checks/${check.id}/share`)).statusCode).toBe(404);
    expect((await customer()('GET', '/shared-health-checks/not-a-real-token')).statusCode).toBe(404);

    expect((await bay('DELETE', `/health-checks/${check.id}/share`)).statusCode).toBe(204);
    const gone = await customer()('GET', `/shared-health-checks/${share.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ detail: healthCheckMessages.shareNotFound });
    const again = (await bay('POST', `/health-checks/${check.id}/share`)).json<HealthCheckShare>();
    expect(again.token).not.toBe(share.token);
  });

  it('takes the customer’s answers once per Idempotency-Key; approved work is an authorised job', async () => {
    const { check, workOrder } = await completedCheck('WB19 ANS');
    const { token } = (await bay('POST', `/health-checks/${check.id}/share`)).json<HealthCheckShare>();
    const item = (key: string) => check.items.find((candidate) => candidate.key === key)!;
    const answers = [
      { item: item('pads-nsf').id, decision: 'approved' },
      { item: item('battery').id, decision: 'declined', reason: 'Will replace it myself' },
      { item: item('wipers').id, decision: 'later', laterDate: '2026-12-15' },
    ];
    const key = uuidv7();
    const first = await customer()('POST', `/shared-health-checks/${token}/answers`, { answers }, key);
    expect(first.statusCode, first.body).toBe(200);
    const report = first.json<SharedHealthCheck>();
    expect(report.status).toBe('answered');
    expect(report.answers).toHaveLength(3);
    expect(report.answers[0]).toMatchObject({
      decision: 'approved',
      method: 'online',
      by: 'the customer',
      at: clock().toISOString(),
      priceShown: item('pads-nsf').price,
    });
    const replay = await customer()('POST', `/shared-health-checks/${token}/answers`, { answers }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(report);
    // Another request with the same answers is taken as given; another answer is refused beside its item.
    expect((await customer()('POST', `/shared-health-checks/${token}/answers`, { answers })).statusCode).toBe(200);
    const changed = await customer()('POST', `/shared-health-checks/${token}/answers`, {
      answers: [{ item: item('battery').id, decision: 'approved' }],
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      violations: [{ propertyPath: 'answers[0].decision', message: healthCheckMessages.answeredAlready('declined') }],
    });

    const after = (await bay('GET', `/work-orders/${workOrder.id}`)).json<WorkOrder>();
    const jobId = jobIdOf(check.id, item('pads-nsf').id);
    const line = after.workOrderJobs.find((candidate) => candidate.id === jobId)!;
    expect(line).toMatchObject({ description: 'Replace front brake pads' });
    expect(line.authorisation).toMatchObject({ method: 'link', amount: item('pads-nsf').price!.incTax });
    expect(after.workOrderItems.filter((part) => part.jobId === jobId)).toHaveLength(1);
    expect(after.workOrderJobs).toHaveLength(1);
    const answer = lineAnswers(after, pricedLines(after, after.appliedUplift)).get(jobId)!;
    expect(answer).toMatchObject({ state: 'authorised', agreed: item('pads-nsf').price!.incTax, awaiting: 0 });

    const deferred = await bay('GET', '/deferred-work?vrm=wb19ans');
    expect(deferred.statusCode, deferred.body).toBe(200);
    const member = deferred.json<{ 'hydra:member': DeferredWork[] }>()['hydra:member'];
    expect(member.map((row) => [row.itemName, row.decision, row.followUp])).toEqual([
      ['Battery test', 'declined', '2026-12-02'],
      ['Wiper blades and washers', 'later', '2026-12-15'],
    ]);
    expect(member[0]).toMatchObject({ reason: 'Will replace it myself', price: item('battery').price });
    expect((await irish('GET', '/deferred-work?vrm=wb19ans')).json()).toMatchObject({ 'hydra:totalItems': 0 });
    expect(
      (await irish('POST', `/health-checks/${check.id}/answers`, { method: 'phone', by: 'Sam', answers })).statusCode,
    ).toBe(404);
  });

  it('takes answers by phone from staff, and lists deferred work upcoming or overdue', async () => {
    const { check, workOrder } = await completedCheck('WB19 PHN');
    const item = (key: string) => check.items.find((candidate) => candidate.key === key)!;
    const refused = await bay('POST', `/health-checks/${check.id}/answers`, {
      method: 'phone',
      by: 'Sam at the counter',
      answers: [
        { item: item('lights').id, decision: 'approved' },
        { item: item('wipers').id, decision: 'later', laterDate: '2026-11-02' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      violations: [
        { propertyPath: 'answers[0].item', message: healthCheckMessages.notAsked },
        { propertyPath: 'answers[1].laterDate', message: healthCheckMessages.laterDate },
      ],
    });
    const taken = await bay('POST', `/health-checks/${check.id}/answers`, {
      method: 'phone',
      by: 'Sam at the counter',
      answers: [
        { item: item('battery').id, decision: 'approved' },
        { item: item('wipers').id, decision: 'later', laterDate: '2026-11-09' },
      ],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const answered = taken.json<HealthCheck>();
    expect(answered.status).toBe('completed');
    expect(answered.answers[0]).toMatchObject({ method: 'phone', by: 'Sam at the counter' });
    const after = (await bay('GET', `/work-orders/${workOrder.id}`)).json<WorkOrder>();
    expect(after.workOrderJobs[0]!.authorisation).toMatchObject({ method: 'phone', amount: 4752 });

    const upcoming = (await bay('GET', '/deferred-work?due=upcoming&vrm=WB19PHN')).json<{
      'hydra:member': DeferredWork[];
    }>();
    expect(upcoming['hydra:member'].map((row) => row.followUp)).toEqual(['2026-11-09']);
    clock.advance(8 * 86_400);
    bay = client(app, (await login(app, trade.email, trade.password)).token);
    const overdue = (await bay('GET', '/deferred-work?due=overdue')).json<{ 'hydra:member': DeferredWork[] }>();
    expect(overdue['hydra:member'].map((row) => row.vrm)).toContain('WB19 PHN');
    expect((await bay('GET', '/deferred-work?due=upcoming&vrm=WB19PHN')).json()).toMatchObject({
      'hydra:totalItems': 0,
    });
  });

  it('says when a link ran out, and carries deferred work into the next check of the vehicle', async () => {
    const { check } = await completedCheck('WB19 EXP');
    const { token } = (await bay('POST', `/health-checks/${check.id}/share`)).json<HealthCheckShare>();
    const wipers = check.items.find((item) => item.key === 'wipers')!;
    await customer()('POST', `/shared-health-checks/${token}/answers`, {
      answers: [{ item: wipers.id, decision: 'later', laterDate: '2026-12-24' }],
    });
    clock.advance(15 * 86_400);
    const expired = await customer()('GET', `/shared-health-checks/${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json<{ detail: string }>().detail).toMatch(/^This link expired on \d+ \w+ 2026\./);
    bay = client(app, (await login(app, trade.email, trade.password)).token);
    const next = uuidv7();
    const created = (
      await bay('POST', '/health-checks', { id: next, template: 'quick', vrm: 'WB19EXP' })
    ).json<HealthCheck>();
    expect(created.items.find((item) => item.key === 'wipers')!.previous).toMatchObject({
      healthCheck: check.id,
      deferredUntil: '2026-12-24',
    });
    // A check later still: the last one never looked at the wipers, but the work put off comes back.
    const third = uuidv7();
    const again = (
      await bay('POST', '/health-checks', { id: third, template: 'quick', vrm: 'WB19 EXP' })
    ).json<HealthCheck>();
    expect(again.items.find((item) => item.key === 'wipers')!.previous).toMatchObject({
      healthCheck: check.id,
      state: 'amber',
      deferredUntil: '2026-12-24',
    });
    // Approved at a later check, the work is no longer waiting on the vehicle.
    const { check: later } = await completedCheck('WB19 EXP');
    const wipersNow = later.items.find((item) => item.key === 'wipers')!;
    const taken = await bay('POST', `/health-checks/${later.id}/answers`, {
      method: 'in-person',
      by: 'Sam',
      answers: [{ item: wipersNow.id, decision: 'approved' }],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await bay('GET', '/deferred-work?vrm=WB19EXP')).json()).toMatchObject({ 'hydra:totalItems': 0 });
  });
});
