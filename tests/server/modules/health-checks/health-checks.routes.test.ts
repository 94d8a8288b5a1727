import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { bearer, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

type Method = 'GET' | 'POST';

/** A bay tablet talking to the health-check routes. */
function checkClient(app: FastifyInstance, token: string) {
  const send = (method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(method === 'POST' ? { [IDEMPOTENCY_HEADER]: uuidv7() } : {}) },
      ...(payload ? { payload } : {}),
    });
  return {
    send,
    create: (payload: object) => send('POST', '/health-checks', payload),
    get: (id: string) => send('GET', `/health-checks/${id}`),
    changes: (id: string, changes: object[]) => send('POST', `/health-checks/${id}/changes`, { changes }),
  };
}

const update = (checkId: string, key: string, base: object, set: object) => ({
  op: 'updateLine',
  kind: 'item',
  id: itemIdOf(checkId, key),
  base,
  set,
});

describe.each(testDatabases)('health checks on $name', (database) => {
  let app: FastifyInstance;
  let bay: ReturnType<typeof checkClient>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    bay = checkClient(app, (await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  it('starts a check from a template under the device’s id, its items keyed alike; replays answer it', async () => {
    const id = uuidv7();
    const body = { id, template: 'quick', vrm: 'yx19 klm', vehicle: 'Ford Focus 1.0 EcoBoost 2019', mileage: 48210 };
    const created = await bay.create(body);
    expect(created.statusCode, created.body).toBe(201);
    const check = created.json<HealthCheck>();
    expect(check).toMatchObject({
      id,
      rev: 1,
      status: 'in-progress',
      vrm: 'YX19 KLM',
      template: { id: 'quick', name: 'Quick health check' },
      currency: 'GBP',
      technician: 'Sam Holroyd',
    });
    expect(check.number).toMatch(/^HC-\d{6}$/);
    expect(check.items).toHaveLength(15);
    expect(check.items[0]).toMatchObject({ id: itemIdOf(id, 'tyre-nsf'), state: 'not-checked', previous: null });
    const again = await bay.create(body);
    expect(again.statusCode).toBe(200);
    expect(again.json<HealthCheck>()).toEqual(check);
  });

  it('takes marks from two tablets per field, and names only a real clash with both values', async () => {
    const id = uuidv7();
    expect((await bay.create({ id, template: 'quick', vrm: 'WB19 KFD' })).statusCode).toBe(201);
    const first = await bay.changes(id, [
      update(
        id,
        'tyre-nsf',
        { state: 'not-checked', measurement: null },
        {
          state: 'amber',
          measurement: { kind: 'tread', outer: 28, middle: 31, inner: 33 },
        },
      ),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    // The other tablet, from what it saw before: another field merges, the same field clashes.
    const merged = await bay.changes(id, [
      update(id, 'tyre-nsf', { customerNote: null }, { customerNote: 'Inner edge wear' }),
    ]);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<HealthCheck>().items[0]).toMatchObject({
      state: 'amber',
      customerNote: 'Inner edge wear',
      rev: 3,
    });
    const clash = await bay.changes(id, [update(id, 'tyre-nsf', { state: 'not-checked' }, { state: 'green' })]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      clashes: [
        { path: `items[${itemIdOf(id, 'tyre-nsf')}].state`, reason: 'changed', yours: 'green', theirs: 'amber' },
      ],
    });
  });

  it('refuses to complete while an item lacks evidence, beside that item, in plain words', async () => {
    const id = uuidv7();
    await bay.create({ id, template: 'quick', vrm: 'WB19 KFD' });
    await bay.changes(id, [update(id, 'battery', { state: 'not-checked' }, { state: 'red' })]);
    const done = await bay.changes(id, [{ op: 'setStatus', from: 'in-progress', to: 'completed' }]);
    expect(done.statusCode).toBe(422);
    expect(done.json()).toMatchObject({
      violations: [
        {
          propertyPath: `changes[0].items[${itemIdOf(id, 'battery')}].state`,
          message: 'A red or amber item needs a measurement, a photo or a note for the customer.',
        },
      ],
    });
    const noted = await bay.changes(id, [
      update(id, 'battery', { customerNote: null }, { customerNote: 'Failed the load test: 9.1 V on cranking' }),
      { op: 'setStatus', from: 'in-progress', to: 'completed' },
    ]);
    expect(noted.json<HealthCheck>().status).toBe('completed');
  });

  it('carries the last check of the same vehicle forward, item by item', async () => {
    const last = uuidv7();
    await bay.create({ id: last, template: 'quick', vrm: 'SK68 TWO' });
    await bay.changes(last, [
      update(
        last,
        'pads-nsf',
        { state: 'not-checked', measurement: null },
        {
          state: 'amber',
          measurement: { kind: 'pad', thickness: 42 },
        },
      ),
    ]);
    const next = uuidv7();
    const check = (await bay.create({ id: next, template: 'full', vrm: 'SK 68 TWO' })).json<HealthCheck>();
    const pads = check.items.find((item) => item.key === 'pads-nsf');
    expect(pads?.previous).toMatchObject({
      healthCheck: last,
      state: 'amber',
      measurement: { kind: 'pad', thickness: 42 },
    });
    expect(check.items.find((item) => item.key === 'spare')?.previous).toBeNull();
  });

  it('answers 404 for another account’s check, and for someone without a trade account', async () => {
    const id = uuidv7();
    await bay.create({ id, template: 'quick', vrm: 'WB19 KFD' });
    const irish = checkClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    expect((await irish.get(id)).statusCode).toBe(404);
    expect(
      (await irish.changes(id, [update(id, 'lights', { state: 'not-checked' }, { state: 'green' })])).statusCode,
    ).toBe(404);
    const shopper = checkClient(app, (await login(app, retail.email, retail.password)).token);
    expect((await shopper.get(id)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('lists the account’s checks newest change first, by registration, with their colours counted', async () => {
    const id = uuidv7();
    await bay.create({ id, template: 'quick', vrm: 'LS70 ABC' });
    await bay.changes(id, [update(id, 'wipers', { state: 'not-checked' }, { state: 'green' })]);
    const list = await bay.send('GET', '/health-checks?vrm=ls70abc');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ 'hydra:member': { id: string; counts: object }[]; 'hydra:totalItems': number }>();
    expect(page['hydra:totalItems']).toBe(1);
    expect(page['hydra:member'][0]).toMatchObject({ id, counts: { red: 0, amber: 0, green: 1, notChecked: 14 } });
    const templates = await bay.send('GET', '/health-check-templates');
    expect(templates.json<{ 'hydra:member': { id: string }[] }>()['hydra:member'].map((t) => t.id)).toEqual([
      'quick',
      'full',
    ]);
  });
});
