import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleDue } from '../../../../contract/vehicles-due/vehicles-due';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { bearer, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { customJob, workOrderClient } from '../work-orders/work-order-client';

type Hydra<T> = { 'hydra:member': T[] };
const DAY_MS = 86_400_000;
const dayAfter = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Issue 47, "MOT and service due", through HTTP: the window, the service rule, access by account. */
describe.each(testDatabases)('vehicles due on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let tokens: { trade: string; irish: string; retail: string };
  let soon: string;
  let later: string;

  const due = async (token: string, within?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/vehicles-due${within ? `?within=${within}` : ''}`,
      headers: bearer(token),
    });
    return response;
  };
  const members = async (token: string, within?: string) => {
    const response = await due(token, within);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Hydra<VehicleDue>>()['hydra:member'];
  };

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    tokens = {
      trade: (await login(app, trade.email, trade.password)).token,
      irish: (await login(app, tradeIe.email, tradeIe.password)).token,
      retail: (await login(app, retail.email, retail.password)).token,
    };
    // Two registered cars whose MOT history says due: one in 10–25 days, one in 40–55.
    const pick = async (from: number, to: number) => {
      const [row] = await queryRows<{ vrm: string }>(
        handle.db,
        sql`SELECT vrm FROM registered_vehicles r
             WHERE country = 'GB'
               AND coalesce(mot_test_due_date, (SELECT max(expiry_date) FROM mot_tests t WHERE t.vehicle_id = r.id))
                   BETWEEN ${dayAfter(from)}::date AND ${dayAfter(to)}::date
             ORDER BY vrm LIMIT 1`,
      );
      expect(row, `a demo car with its MOT due in ${from}–${to} days`).toBeDefined();
      return row!.vrm;
    };
    soon = await pick(10, 25);
    later = await pick(40, 55);
    const orders = workOrderClient(app, tokens.trade);
    await orders.workOrderWith([], [customJob('Brake fluid change', '00:45', 7200, 'a0')], {
      vrm: soon,
      make: 'Ford',
      model: 'Fiesta',
      customerName: 'Ann Soon',
    });
    await orders.workOrderWith([], [customJob('Wiper blades', '00:12', 7200, 'a0')], {
      vrm: later,
      make: 'Vauxhall',
      model: 'Corsa',
      customerName: 'Lee Later',
    });
    // Serviced at 40,000 miles, back today at 50,500: the service is due by mileage.
    await orders.workOrderWith([], [customJob('Full service', '02:30', 7200, 'a0')], {
      vrm: 'WB70 SVC',
      make: 'Skoda',
      model: 'Octavia',
      mileage: 40_000,
      customerName: 'Sue Service',
    });
    await orders.workOrderWith([], [customJob('Tyre check', '00:15', 7200, 'a0')], {
      vrm: 'WB70 SVC',
      make: 'Skoda',
      model: 'Octavia',
      mileage: 50_500,
    });
    // Serviced today at 20,000 miles: not due for a year.
    await orders.workOrderWith([], [customJob('Interim service', '01:30', 7200, 'a0')], {
      vrm: 'WB70 NEW',
      make: 'Kia',
      model: 'Ceed',
      mileage: 20_000,
    });
  });
  afterAll(() => app.close());

  it('lists the MOT due within 30 days, and within 60 the later one too', async () => {
    const thirty = await members(tokens.trade, '30');
    const key = (vrm: string) => vrm.replace(/\s/g, '');
    const found = (list: VehicleDue[], vrm: string) => list.find((vehicle) => key(vehicle.vrm) === key(vrm));
    expect(found(thirty, soon)).toMatchObject({
      customerName: 'Ann Soon',
      vehicle: 'Ford Fiesta',
      mot: { state: 'due' },
      lastVisit: { date: dayAfter(0) },
    });
    expect(found(thirty, soon)!.mot!.dueDate <= dayAfter(30)).toBe(true);
    expect(found(thirty, later)).toBeUndefined();
    const sixty = await members(tokens.trade, '60');
    expect(found(sixty, later)).toMatchObject({ customerName: 'Lee Later', mot: { state: 'due' } });
    // 30 days is the default.
    expect((await members(tokens.trade)).map((vehicle) => vehicle.vrm)).toEqual(thirty.map((vehicle) => vehicle.vrm));
  });

  it('lists a service due by mileage: 10,000 miles since the last service job', async () => {
    const list = await members(tokens.trade, '30');
    expect(list.find((vehicle) => vehicle.vrm === 'WB70 SVC')).toMatchObject({
      customerName: 'Sue Service',
      mot: null,
      lastVisit: { mileage: 50_500 },
      service: {
        lastServiceDate: dayAfter(0),
        lastServiceMileage: 40_000,
        dueMileage: 50_000,
        latestMileage: 50_500,
        by: 'mileage',
        state: 'overdue',
      },
    });
    expect(list.find((vehicle) => vehicle.vrm === 'WB70 NEW')).toBeUndefined();
  });

  it('keeps each account’s vehicles to itself, refuses a customer without one and a window not offered', async () => {
    const irish = await members(tokens.irish, '60');
    expect(irish.some((vehicle) => vehicle.vrm === 'WB70 SVC' || vehicle.vrm === later)).toBe(false);
    expect((await due(tokens.retail, '30')).statusCode).toBe(403);
    expect((await due(tokens.trade, '45')).statusCode).toBe(400);
  });
});
