import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Technician } from '../../../../contract/clocking/schemas';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { Assignment, WorkshopBoard } from '../../../../contract/workshop-board/schemas';
import type { DatabaseHandle } from '../../../../server/db/database';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { bearer, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { clockingClient } from '../clocking/clocking-client';
import { customJob, workOrderClient } from '../work-orders/work-order-client';

// 11:00 in London in February: the garage's day is 2026-02-04.
const NOW = Date.parse('2026-02-04T11:00:00Z');
const at = (time: string) => `2026-02-04T${time}:00.000Z`;
type Hydra<T> = { 'hydra:member': T[] };

/** Issue 47, "A board of the workshop", through HTTP. */
describe.each(testDatabases)('the workshop board on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;
  let token: string;
  let manager: ReturnType<typeof clockingClient>;
  let irish: ReturnType<typeof clockingClient>;
  let team: Technician[];
  let brakes: WorkOrder;
  let service: WorkOrder;
  const named = (name: string) => team.find((technician) => technician.name === name)!;
  const board = async (query = '') => {
    const response = await manager.get(`/workshop-board${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const assign = (id: string, technician: string | null, key = uuidv7(), who = token) =>
    app.inject({
      method: 'POST',
      url: `/api/work-orders/${id}/assignment`,
      headers: { ...bearer(who), [IDEMPOTENCY_HEADER]: key },
      payload: { technician },
    });

  beforeAll(async () => {
    handle = await database.open();
    clock = createTestClock(NOW);
    ({ app } = await buildTestApp(database, { database: handle, clock }));
    token = (await login(app, trade.email, trade.password)).token;
    manager = clockingClient(app, token);
    irish = clockingClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    team = (await manager.get('/technicians')).json<Hydra<Technician>>()['hydra:member'];
    const orders = workOrderClient(app, token);
    brakes = await orders.workOrderWith([], [customJob('Front brake pads', '01:06', 7200, 'a0')], {
      vrm: 'WB19 BRD',
      make: 'Ford',
      model: 'Focus Mk4',
    });
    service = await orders.workOrderWith([], [customJob('Annual service', '02:00', 7200, 'a0')], {
      vrm: 'WB20 SVC',
      make: 'Vauxhall',
      model: 'Corsa',
    });
    service = await orders.authoriseAll(service);
  });
  afterAll(() => app.close());

  it('shows the day’s work orders with their status, and the next jobs due', async () => {
    const answer = (await board()).json<WorkshopBoard>();
    expect(answer.date).toBe('2026-02-04');
    expect(answer.timeZone).toBe('Europe/London');
    const card = (id: string) => answer.workOrders.find((workOrder) => workOrder.id === id)!;
    expect(card(brakes.id)).toMatchObject({ vrm: 'WB19 BRD', boardStatus: 'waiting-for-authorisation', clockedOn: [] });
    expect(card(service.id)).toMatchObject({ vrm: 'WB20 SVC', boardStatus: 'waiting', assignedTo: null });
    expect(answer.nextDue).toContain(service.id);
    expect(answer.technicians.map((technician) => technician.name)).toContain('Tom Fletcher');
  });

  it('answers an ETag and 304 while nothing changed, and a new one after a clock-on', async () => {
    const first = await board();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(etag).toBe(`W/"${first.json<WorkshopBoard>().version}"`);
    const again = await manager.get('/workshop-board');
    expect(again.headers.etag).toBe(etag);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/workshop-board',
      headers: { ...bearer(token), 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const tom = named('Tom Fletcher');
    const on = await manager.clock({
      technician: tom.id,
      kind: 'job-on',
      workOrder: service.id,
      job: service.workOrderJobs[0]!.id,
      deviceTime: at('09:30'),
    });
    expect(on.statusCode, on.body).toBe(201);
    const changed = await app.inject({
      method: 'GET',
      url: '/api/workshop-board',
      headers: { ...bearer(token), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const answer = changed.json<WorkshopBoard>();
    const card = answer.workOrders.find((workOrder) => workOrder.id === service.id)!;
    expect(card.boardStatus).toBe('in-progress');
    expect(card.clockedOn).toEqual([{ technician: tom.id, job: service.workOrderJobs[0]!.id, since: at('09:30') }]);
    expect(answer.technicians.find((technician) => technician.id === tom.id)!.clockedOn).toMatchObject({
      kind: 'job',
      workOrder: service.id,
      since: at('09:30'),
    });
    expect(answer.nextDue).not.toContain(service.id);
  });

  it('reads a stop for parts from the clocks, and counts the closed time', async () => {
    const priya = named('Priya Sharma');
    const job = brakes.workOrderJobs[0]!.id;
    await manager.clock({ technician: priya.id, kind: 'job-on', workOrder: brakes.id, job, deviceTime: at('08:00') });
    await manager.clock({
      technician: priya.id,
      kind: 'indirect',
      reason: 'waiting-for-parts',
      deviceTime: at('08:45'),
    });
    const answer = (await board()).json<WorkshopBoard>();
    const card = answer.workOrders.find((workOrder) => workOrder.id === brakes.id)!;
    expect(card).toMatchObject({ boardStatus: 'waiting-for-parts', closedMinutes: 45, workedBy: [priya.id] });
    expect(answer.technicians.find((t) => t.id === priya.id)!.clockedOn).toMatchObject({
      kind: 'indirect',
      reason: 'waiting-for-parts',
    });
  });

  it('moves a job between technicians, once per Idempotency-Key, and the board shows it', async () => {
    const before = (await board()).headers.etag;
    const callum = named('Callum Reid');
    const key = uuidv7();
    const first = await assign(brakes.id, callum.id, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Assignment>()).toEqual({
      workOrder: brakes.id,
      technician: callum.id,
      assignedAt: new Date(NOW).toISOString(),
    });
    clock.advance(5);
    const replay = await assign(brakes.id, callum.id, key);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const after = await board();
    expect(after.headers.etag).not.toBe(before);
    expect(after.json<WorkshopBoard>().workOrders.find((w) => w.id === brakes.id)!.assignedTo).toBe(callum.id);

    const tom = named('Tom Fletcher');
    expect((await assign(brakes.id, tom.id)).statusCode).toBe(200);
    expect((await board()).json<WorkshopBoard>().workOrders.find((w) => w.id === brakes.id)!.assignedTo).toBe(tom.id);
    expect((await assign(brakes.id, null)).json<Assignment>().technician).toBeNull();
  });

  it('keeps each account to its own board and work orders', async () => {
    const theirs = (await irish.get('/workshop-board')).json<WorkshopBoard>();
    expect(theirs.timeZone).toBe('Europe/Dublin');
    expect(theirs.workOrders.map((workOrder) => workOrder.id)).not.toContain(brakes.id);
    const irishToken = (await login(app, tradeIe.email, tradeIe.password)).token;
    expect((await assign(brakes.id, null, uuidv7(), irishToken)).statusCode).toBe(404);
    // Another account's technician cannot be given the job either.
    const irishTeam = (await irish.get('/technicians')).json<Hydra<Technician>>()['hydra:member'];
    if (irishTeam[0]) expect((await assign(brakes.id, irishTeam[0].id)).statusCode).toBe(404);
    const shopper = (await login(app, retail.email, retail.password)).token;
    const refused = await app.inject({ method: 'GET', url: '/api/workshop-board', headers: bearer(shopper) });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/workshop-board' })).statusCode).toBe(401);
  });

  it('shows another day, and refuses a day that does not exist', async () => {
    const yesterday = (await board('?date=2026-02-03')).json<WorkshopBoard>();
    expect(yesterday.date).toBe('2026-02-03');
    expect(yesterday.workOrders).toEqual([]);
    expect((await manager.get('/workshop-board?date=2026-02-30')).statusCode).toBe(400);
  });
});
