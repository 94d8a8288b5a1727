import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClockEvent, Technician } from '../../../../contract/clocking/schemas';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { DatabaseHandle } from '../../../../server/db/database';
import { createTestClock } from '../../helpers/clock';
import { login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { customJob, workOrderClient } from '../work-orders/work-order-client';
import { clockingClient } from './clocking-client';

const NOW = Date.parse('2026-02-04T11:00:00Z');
const at = (time: string) => `2026-02-04T${time}:00.000Z`;
type Hydra<T> = { 'hydra:member': T[] };

/** Issue 47, "Clocking that cannot double-count", through HTTP. */
describe.each(testDatabases)('clock events on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let manager: ReturnType<typeof clockingClient>;
  let irish: ReturnType<typeof clockingClient>;
  let team: Technician[];
  let workOrder: WorkOrder;
  const named = (name: string) => team.find((technician) => technician.name === name)!;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle, clock: createTestClock(NOW) }));
    const token = (await login(app, trade.email, trade.password)).token;
    manager = clockingClient(app, token);
    irish = clockingClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const listed = await manager.get('/technicians');
    expect(listed.statusCode, listed.body).toBe(200);
    team = listed.json<Hydra<Technician>>()['hydra:member'];
    workOrder = await workOrderClient(app, token).workOrderWith(
      [],
      [customJob('Front brake pads', '01:06', 7200, 'a0'), customJob('Rear brake shoes', '01:30', 7200, 'a1')],
      { vrm: 'WB19 CLK', make: 'Ford', model: 'Focus Mk4' },
    );
  });
  afterAll(() => app.close());

  const jobA = () => workOrder.workOrderJobs[0]!.id;
  const jobB = () => workOrder.workOrderJobs[1]!.id;

  it('lists the demo garage’s manager and technicians, each with a PIN to switch with', () => {
    expect(team.map((technician) => [technician.name, technician.role])).toEqual([
      ['Sam Holroyd', 'manager'],
      ['Tom Fletcher', 'technician'],
      ['Priya Sharma', 'technician'],
      ['Callum Reid', 'technician'],
    ]);
    expect(team.every((technician) => technician.hasPin)).toBe(true);
  });

  it('switches technician on a shared tablet with the right PIN only', async () => {
    const tom = named('Tom Fletcher');
    const right = await manager.post(`/technicians/${tom.id}/pin-check`, { pin: '1357' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<Technician>().name).toBe('Tom Fletcher');
    const wrong = await manager.post(`/technicians/${tom.id}/pin-check`, { pin: '1111' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ violations: { propertyPath: string }[] }>().violations[0]!.propertyPath).toBe('pin');
    expect((await irish.post(`/technicians/${tom.id}/pin-check`, { pin: '1357' })).statusCode).toBe(404);
  });

  it('keeps one event for a replayed request, and answers the same id again as it is', async () => {
    const priya = named('Priya Sharma');
    const key = uuidv7();
    const event = { id: uuidv7(), technician: priya.id, kind: 'shift-start', deviceTime: at('07:55') };
    const first = await manager.clock(event, key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await manager.clock(event, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await manager.clock(event);
    expect(again.statusCode).toBe(200);
    const listed = await manager.get(`/clock-events?technician=${priya.id}`);
    expect(listed.json<Hydra<ClockEvent>>()['hydra:member'].map((member) => member.id)).toEqual([event.id]);
    const answer = first.json<ClockEvent>();
    expect(answer.receivedAt).toBe(new Date(NOW).toISOString());
    expect(answer.flags).toEqual([]);
  });

  it('ends two tablets’ overlapping clocks as one closed at the later start, flagged', async () => {
    const tom = named('Tom Fletcher');
    // Bay 1 is offline from 09:00: Tom on job A, then off it at 10:30. Bay 2 puts him on job B at 09:45.
    const onA = { id: uuidv7(), technician: tom.id, kind: 'job-on', workOrder: workOrder.id, job: jobA() };
    const bay1 = { device: 'bay-1', from: null };
    const onB = await manager.clock({
      technician: tom.id,
      kind: 'job-on',
      workOrder: workOrder.id,
      job: jobB(),
      deviceTime: at('09:45'),
      device: 'bay-2',
      from: null,
    });
    expect(onB.statusCode, onB.body).toBe(201);
    expect(onB.json<ClockEvent>().flags).toEqual([]);
    const late = await manager.clock({ ...onA, ...bay1, deviceTime: at('09:00') });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json<ClockEvent>().flags).toEqual(['overlap-closed']);
    const off = await manager.clock({
      technician: tom.id,
      kind: 'job-off',
      workOrder: workOrder.id,
      job: jobA(),
      deviceTime: at('10:30'),
      device: 'bay-1',
      from: onA.id,
    });
    expect(off.json<ClockEvent>().flags.sort()).toEqual(['no-effect', 'overlap-closed']);

    const events = (await manager.get(`/clock-events?technician=${tom.id}&from=${at('00:00')}&to=${at('23:59')}`)).json<
      Hydra<ClockEvent>
    >()['hydra:member'];
    expect(events.map((event) => [event.deviceTime.slice(11, 16), event.kind, event.flags.sort()])).toEqual([
      ['09:00', 'job-on', ['overlap-closed']],
      ['09:45', 'job-on', ['overlap-closed']],
      ['10:30', 'job-off', ['no-effect', 'overlap-closed']],
    ]);
    // The figures count 45 minutes on job A and job B from 09:45 to now (11:00): never both at once.
    const figures = await manager.get(`/technician-figures?from=2026-02-04&to=2026-02-04&technician=${tom.id}`);
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json()).toMatchObject({
      onlyCompletedJobs: true,
      rows: [{ name: 'Tom Fletcher', clockedOnJobsHours: 2, attendedHours: 2, flaggedClocks: 1 }],
    });
  });

  it('counts the sold hours of the completed work order for who clocked on its jobs', async () => {
    const tom = named('Tom Fletcher');
    const tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
    await tablet.authoriseAll(workOrder);
    for (const status of ['in-progress', 'completed']) {
      const moved = await tablet.status(workOrder.id, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const figures = await manager.get(`/technician-figures?from=2026-02-04&to=2026-02-04&technician=${tom.id}`);
    // 1:06 + 1:30 sold, all Tom's: 2.6 h sold for 2 h clocked.
    expect(figures.json()).toMatchObject({ rows: [{ soldHours: 2.6, clockedOnJobsHours: 2, efficiency: 1.3 }] });
  });

  it('flags a device clock more than two minutes out', async () => {
    const callum = named('Callum Reid');
    const skewed = await manager.clock(
      { technician: callum.id, kind: 'shift-start', deviceTime: at('10:55') },
      uuidv7(),
      { 'device-clock': new Date(NOW - 5 * 60_000).toISOString() },
    );
    expect(skewed.json<ClockEvent>().flags).toEqual(['clock-skew']);
    const ahead = await manager.clock({ technician: callum.id, kind: 'break', deviceTime: at('11:10') });
    expect(ahead.json<ClockEvent>().flags).toEqual(['clock-skew']);
  });

  it('refuses what the rules cannot read beside the field', async () => {
    const tom = named('Tom Fletcher');
    const cases: [object, string][] = [
      [{ kind: 'job-on', deviceTime: at('10:00') }, 'workOrder'],
      [{ kind: 'indirect', deviceTime: at('10:00') }, 'reason'],
      [{ kind: 'break', reason: 'cleaning', deviceTime: at('10:00') }, 'reason'],
      [{ kind: 'job-on', workOrder: workOrder.id, job: uuidv7(), deviceTime: at('10:00') }, 'job'],
      [{ kind: 'job-on', workOrder: uuidv7(), job: jobA(), deviceTime: at('10:00') }, 'workOrder'],
      [{ kind: 'job-off', deviceTime: '2026-02-06T10:00:00Z' }, 'deviceTime'],
      [{ kind: 'job-off', deviceTime: at('10:00'), replaces: uuidv7(), editReason: 'Wrong job' }, 'replaces'],
    ];
    for (const [event, field] of cases) {
      const response = await manager.clock({ technician: tom.id, ...event });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ violations: { propertyPath: string }[] }>().violations[0]!.propertyPath).toBe(field);
    }
  });

  it('closes a clock forgotten overnight at the garage’s own shift end', async () => {
    const priya = named('Priya Sharma');
    expect((await manager.get('/clocking-settings')).json()).toEqual({ shiftEnd: '18:00' });
    const saved = await manager.send('PUT', '/clocking-settings', { shiftEnd: '17:30' });
    expect(saved.statusCode, saved.body).toBe(200);
    const day = '2026-02-02';
    const forgotten = await manager.clock({
      technician: priya.id,
      kind: 'indirect',
      reason: 'training',
      deviceTime: `${day}T15:00:00.000Z`,
    });
    expect(forgotten.json<ClockEvent>().flags).toEqual(['forgotten-closed']);
    const figures = await manager.get(`/technician-figures?from=${day}&to=${day}&technician=${priya.id}`);
    expect(figures.json()).toMatchObject({
      rows: [{ indirectHours: { training: 2.5 }, attendedHours: 2.5, flaggedClocks: 1 }],
    });
  });

  describe('access by account and role', () => {
    let technician: ReturnType<typeof clockingClient>;
    let callum: Technician;

    beforeAll(async () => {
      // Callum gets a login of his own in the Leeds workshop.
      callum = named('Callum Reid');
      const email = `callum.${Date.now()}@workbay.test`;
      const password = 'Callum-Bay-2026!';
      const registered = await app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { email, password, firstName: 'Callum', lastName: 'Reid' },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      await handle.db.execute(
        sql`UPDATE users SET is_key_account = true, active_babbage_account_id = '01936b2e-0000-7000-8000-00000000c001'
             WHERE lower(email) = ${email}`,
      );
      await handle.db.execute(
        sql`UPDATE technicians SET user_id = (SELECT id FROM users WHERE lower(email) = ${email})
             WHERE id = ${callum.id}`,
      );
      technician = clockingClient(app, (await login(app, email, password)).token);
    });

    it('a technician clocks and sees only their own clocks', async () => {
      const own = await technician.clock({
        technician: callum.id,
        kind: 'indirect',
        reason: 'cleaning',
        deviceTime: at('10:58'),
      });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json<ClockEvent>().recordedBy).toBe('Callum Reid');
      const forTom = await technician.clock({
        technician: named('Tom Fletcher').id,
        kind: 'break',
        deviceTime: at('10:58'),
      });
      expect(forTom.statusCode).toBe(403);
      const listed = (await technician.get('/clock-events')).json<Hydra<ClockEvent>>()['hydra:member'];
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((event) => event.technician === callum.id)).toBe(true);
      expect((await technician.get(`/clock-events?technician=${named('Tom Fletcher').id}`)).statusCode).toBe(403);
      const figures = (await technician.get('/technician-figures')).json<{ rows: { technician: string }[] }>();
      expect(figures.rows.map((row) => row.technician)).toEqual([callum.id]);
    });

    it('a manager edits with a reason: a new event, the original stays, flagged', async () => {
      const original = await technician.clock({ technician: callum.id, kind: 'shift-end', deviceTime: at('10:59') });
      const originalId = original.json<ClockEvent>().id;
      const byTechnician = await technician.clock({
        technician: callum.id,
        kind: 'shift-end',
        deviceTime: at('10:40'),
        replaces: originalId,
        editReason: 'Left at 10:40 for the dentist',
      });
      expect(byTechnician.statusCode).toBe(403);
      const edit = await manager.clock({
        technician: callum.id,
        kind: 'shift-end',
        deviceTime: at('10:40'),
        replaces: originalId,
        editReason: 'Left at 10:40 for the dentist',
      });
      expect(edit.statusCode, edit.body).toBe(201);
      expect(edit.json<ClockEvent>()).toMatchObject({ replaces: originalId, recordedBy: 'Sam Holroyd' });
      const listed = (await manager.get(`/clock-events?technician=${callum.id}`)).json<Hydra<ClockEvent>>()[
        'hydra:member'
      ];
      expect(listed.find((event) => event.id === originalId)?.flags).toContain('edited');
      const twice = await manager.clock({
        technician: callum.id,
        kind: 'shift-end',
        deviceTime: at('10:45'),
        replaces: originalId,
        editReason: 'Another go',
      });
      expect(twice.statusCode).toBe(422);
      expect((await technician.send('PUT', '/clocking-settings', { shiftEnd: '23:00' })).statusCode).toBe(403);
    });

    it('another account’s technicians and clocks are 404; a retail customer has no workshop', async () => {
      const tom = named('Tom Fletcher');
      expect((await irish.get(`/clock-events?technician=${tom.id}`)).statusCode).toBe(404);
      expect((await irish.clock({ technician: tom.id, kind: 'break', deviceTime: at('10:00') })).statusCode).toBe(404);
      expect((await irish.get(`/technician-figures?technician=${tom.id}`)).statusCode).toBe(404);
      const irishTeam = (await irish.get('/technicians')).json<Hydra<Technician>>()['hydra:member'];
      expect(irishTeam.map((member) => member.name)).toContain('Niamh Brennan');
      const shopper = clockingClient(app, (await login(app, retail.email, retail.password)).token);
      expect((await shopper.get('/technicians')).statusCode).toBe(403);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/clock-events',
        headers: { [IDEMPOTENCY_HEADER]: uuidv7() },
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
