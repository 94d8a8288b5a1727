import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { repairDataMessages } from '../../../../contract/repair-data/messages';
import { repairTaskIndex, repairTaskOverlap } from '../../../../contract/repair-data/overlap';
import type { RepairTask, RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import { vehicleMessages } from '../../../../contract/vehicles/messages';
import { registrationMessages } from '../../../../contract/vehicles/registration';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { featuredVehicles } from '../../../../server/demo/vehicles/featured';
import { bearer, guestLogin, login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const focus = featuredVariants.focusEcoBoost2019.tecdocId;
const tasksOf = (groups: RepairTaskGroup[]): RepairTask[] =>
  groups.flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.tasks));

describe.each(testDatabases)('repair data on $name', (database) => {
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    headers = bearer((await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  const get = (url: string, as = headers) => app.inject({ method: 'GET', url: `/api${url}`, headers: as });
  const post = (url: string, payload: object, as = headers) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: as, payload });
  const tree = async (tecdocId: number) => {
    const answer = await get(`/repair-data/repair-tasks?tecdocId=${tecdocId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ 'hydra:member': RepairTaskGroup[]; 'hydra:totalItems': number }>();
  };
  const overlap = (tecdocId: number, repairTasks: { repairTaskId: string; defaultTime: number }[]) =>
    post('/repair-data/repair-task-overlap', { tecdocId, repairTasks });

  it('finds the TecDoc id by registration, VIN and make/model through the vehicle lookup', async () => {
    const before = (await get('/storefront/vehicle-search/recent')).json()['hydra:totalItems'];
    const byVrm = await get('/repair-data/vehicle-tecdoc/by-vrm/wb19%20kfd');
    expect(byVrm.statusCode, byVrm.body).toBe(200);
    expect(byVrm.json()).toEqual({ tecdocId: focus });
    expect((await get(`/repair-data/vehicle-tecdoc/by-vin/${featuredVehicles.focus.vin}`)).json()).toEqual({
      tecdocId: focus,
    });
    const byMvl = await post('/repair-data/vehicle-tecdoc/by-mvl', {
      make: 'Ford',
      model: 'Focus Mk4',
      vehicleYear: '2019',
      engine: '1.0 EcoBoost 125',
      fuel: 'Petrol',
    });
    expect(byMvl.statusCode, byMvl.body).toBe(200);
    expect(byMvl.json()).toEqual({ tecdocId: focus });
    // A work order's vehicle is not the person's shopping vehicle: nothing joins the recent searches.
    expect((await get('/storefront/vehicle-search/recent')).json()['hydra:totalItems']).toBe(before);
  });

  it('says plainly when a vehicle is unknown, and refuses a malformed registration beside its field', async () => {
    const unknown = await get('/repair-data/vehicle-tecdoc/by-vrm/WB99XYZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()['hydra:description']).toBe(vehicleMessages.registrationNotFound('WB99 XYZ'));
    expect((await get('/repair-data/vehicle-tecdoc/by-vin/WF0AAAAAAAAA00000')).statusCode).toBe(404);
    const noMatch = await post('/repair-data/vehicle-tecdoc/by-mvl', {
      make: 'Ford',
      model: 'Focus Mk4',
      vehicleYear: '1990',
      engine: '1.0 EcoBoost 125',
      fuel: 'petrol',
    });
    expect(noMatch.statusCode).toBe(404);
    expect(noMatch.json()['hydra:description']).toBe(repairDataMessages.noMatch);
    const malformed = await get('/repair-data/vehicle-tecdoc/by-vrm/WB19KFDXX');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().violations).toEqual([{ propertyPath: 'vrm', message: registrationMessages.invalid }]);
    const missing = await post('/repair-data/vehicle-tecdoc/by-mvl', { make: 'Ford' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(
      expect.arrayContaining(['model', 'vehicleYear', 'engine', 'fuel']),
    );
  });

  it('answers the task tree, its text search and the maintenance schedules as Hydra collections', async () => {
    const groups = await tree(focus);
    expect(groups['hydra:totalItems']).toBe(groups['hydra:member'].length);
    expect(groups['hydra:member'][0]?.description).toBe('Brakes');
    const pads = tasksOf(groups['hydra:member']).find((task) => task.description === 'Front brake pads - renew');
    expect(pads).toMatchObject({ value: 70, genarts: [expect.objectContaining({ id: 402 }), expect.anything()] });

    const search = await get(`/repair-data/repair-time-text-search?tecdocId=${focus}&q=front%20pads`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()['hydra:member'][0]).toEqual(pads);
    const cambelt = (await get(`/repair-data/repair-time-text-search?tecdocId=${focus}&q=cambelt`)).json();
    expect(cambelt['hydra:member'][0].description).toBe('Timing belt - renew');
    const short = await get(`/repair-data/repair-time-text-search?tecdocId=${focus}&q=%20a%20`);
    expect(short.statusCode).toBe(400);
    expect(short.json().violations).toEqual([{ propertyPath: 'q', message: repairDataMessages.searchTooShort }]);

    const schedules = (await get(`/repair-data/maintenance-schedules?tecdocId=${focus}`)).json();
    const periods = schedules['hydra:member'][0].periods;
    expect(periods[0]).toMatchObject({ description: 'Interim service: every 12 months / 12,000 miles', months: 12 });
    expect(periods[0].tasks.length).toBeGreaterThan(0);
  });

  it('answers 404 for a vehicle without repair data and 400 without a TecDoc id', async () => {
    const unknown = await get('/repair-data/repair-tasks?tecdocId=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()['hydra:description']).toBe(repairDataMessages.unknownTecdocId);
    expect((await overlap(1, [])).statusCode).toBe(404);
    const missing = await get('/repair-data/maintenance-schedules');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations[0].propertyPath).toBe('tecdocId');
  });

  it('overlaps tasks: discs and pads cost 1.10 h, the pads covered; front and rear pads the sum', async () => {
    const tasks = tasksOf((await tree(focus))['hydra:member']);
    const named = (name: string) => {
      const task = tasks.find((candidate) => candidate.description === `${name} - renew`);
      if (!task) throw new Error(`No task ${name}`);
      return task;
    };
    const [pads, discs, rear] = [
      named('Front brake pads'),
      named('Front brake discs and pads'),
      named('Rear brake pads'),
    ];
    const covered = await overlap(focus, [
      { repairTaskId: discs.id, defaultTime: 110 },
      { repairTaskId: pads.id, defaultTime: 70 },
    ]);
    expect(covered.statusCode, covered.body).toBe(200);
    expect(covered.json()).toEqual({
      'hydra:member': [
        { repairTaskId: discs.id, defaultTime: 110, time: 110 },
        { repairTaskId: pads.id, defaultTime: 70, time: 0 },
      ],
      'hydra:totalItems': 2,
      total: 110,
    });
    const sum = await overlap(focus, [
      { repairTaskId: pads.id, defaultTime: 70 },
      { repairTaskId: rear.id, defaultTime: 90 },
    ]);
    expect(sum.json().total).toBe(160);
  });

  it('agrees with the contract’s overlap run on the tree it answers, for any tasks chosen in any order', async () => {
    const groups = (await tree(focus))['hydra:member'];
    const ids = tasksOf(groups).map((task) => task.id);
    const index = repairTaskIndex(groups);
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(ids, { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 12, maxLength: 12 }),
        async (chosen, times) => {
          const repairTasks = chosen.map((repairTaskId, i) => ({ repairTaskId, defaultTime: times[i] ?? 0 }));
          const answer = await overlap(focus, repairTasks);
          expect(answer.statusCode, answer.body).toBe(200);
          expect(answer.json()).toEqual(repairTaskOverlap(index, repairTasks));
        },
      ),
      { numRuns: 40, seed: 20261126 },
    );
  });

  it('is for logged-in users only: a guest is refused as on every such route', async () => {
    const guest = bearer((await guestLogin(app)).token);
    for (const response of [
      await get('/repair-data/vehicle-tecdoc/by-vrm/WB19KFD', guest),
      await get(`/repair-data/repair-tasks?tecdocId=${focus}`, guest),
      await get(`/repair-data/repair-time-text-search?tecdocId=${focus}&q=pads`, guest),
      await get(`/repair-data/maintenance-schedules?tecdocId=${focus}`, guest),
      await post('/repair-data/repair-task-overlap', { tecdocId: focus, repairTasks: [] }, guest),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()['hydra:description']).toBe(messages.notLoggedIn);
    }
    expect((await get(`/repair-data/repair-tasks?tecdocId=${focus}`, {})).statusCode).toBe(401);
  });
});
