import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrder, WorkOrderSummary } from '../../../../contract/work-orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { login, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { customJob, expectStatus, workOrderClient } from './work-order-client';

type Listed = { 'hydra:member': WorkOrderSummary[]; 'hydra:totalItems': number };

/** The list (trade-features §2): summaries of the account's work orders, filtered, searched and paged. */
describe.each(testDatabases)('the work-order list on $name', (database) => {
  let app: FastifyInstance;
  let tablet: ReturnType<typeof workOrderClient>;
  // Plates of this file's own, so the demo's work orders never match.
  const plate = (letters: string) => `QX${String(Date.now()).slice(-2)} ${letters}`;
  const list = async (query: string) => {
    const response = await tablet.list(query);
    expectStatus(response, 200);
    return response.json<Listed>();
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  it('lists each work order with what the work order itself says, not its lines', async () => {
    const order = await tablet.workOrderWith([[featuredSkus.brakePadsFocus, 2]], [customJob('Fit pads', '01:30')], {
      vrm: plate('LST'),
      make: 'Ford',
      model: 'Focus Mk4',
      customerName: 'Mrs A. Okafor',
      reference: 'PO 4471',
    });
    const { 'hydra:member': members, 'hydra:totalItems': total } = await list(
      `?search=${encodeURIComponent(order.vrm ?? '')}`,
    );
    expect(total).toBe(1);
    const whole = (await tablet.get(order.id)).json<WorkOrder>();
    expect(members[0]).toEqual({
      id: whole.id,
      workOrderNumber: whole.workOrderNumber,
      rev: whole.rev,
      status: whole.status,
      reference: 'PO 4471',
      customerName: 'Mrs A. Okafor',
      vrm: whole.vrm,
      make: 'Ford',
      model: 'Focus Mk4',
      numberOfJobs: whole.numberOfJobs,
      numberOfParts: whole.numberOfParts,
      totalTime: whole.totalTime,
      totalIncTax: whole.prices.workOrderSummary.total.incTax,
      createdAt: whole.createdAt,
      modifiedAt: whole.modifiedAt,
    });
    expect(whole).toMatchObject({ numberOfJobs: 1, workOrderItems: [{ quantity: 2 }] });
  });

  it('finds part of a plate, with or without its space, within the statuses asked for', async () => {
    const vrm = plate('PKY');
    const waiting = await tablet.workOrderWith([], [], { vrm, make: 'Toyota', model: 'RAV4' });
    const started = await tablet.workOrderWith([], [], { vrm, make: 'Toyota', model: 'RAV4' });
    expectStatus(await tablet.status(started.id, 'in-progress'), 200);
    const digitsAndLetters = vrm.slice(2).toLowerCase(); // '12 pky': two words, both must be found
    const joined = vrm.replace(' ', '').slice(1); // 'X12PKY': part of the plate without its space

    for (const search of [digitsAndLetters, joined, vrm.slice(-3)]) {
      const found = await list(`?search=${encodeURIComponent(search)}`);
      expect(found['hydra:member'].map((order) => order.id).sort()).toEqual([waiting.id, started.id].sort());
    }
    const inProgress = await list(`?status[]=in-progress&search=${encodeURIComponent(joined)}`);
    expect(inProgress).toMatchObject({ 'hydra:totalItems': 1, 'hydra:member': [{ id: started.id }] });
    const pending = await list(`?status[]=pending&search=${encodeURIComponent(joined)}`);
    expect(pending).toMatchObject({ 'hydra:totalItems': 1, 'hydra:member': [{ id: waiting.id }] });
    expect(await list(`?status[]=completed&search=${encodeURIComponent(joined)}`)).toEqual({
      'hydra:member': [],
      'hydra:totalItems': 0,
    });
  });

  it('takes % and _ in a search as the characters typed, not as patterns', async () => {
    const order = await tablet.workOrderWith([], [], { vrm: plate('PCT'), reference: 'Fleet 100%_A' });
    expect((await list('?search=100%25_a'))['hydra:member'].map((found) => found.id)).toEqual([order.id]);
    expect((await list('?search=1_0'))['hydra:totalItems']).toBe(0);
    expect((await list('?search=%25'))['hydra:member'].map((found) => found.id)).toEqual([order.id]);
  });

  it('counts every match on every page, also on a page past the last', async () => {
    const vrm = plate('PGE');
    for (let i = 0; i < 3; i++) await tablet.workOrderWith([], [], { vrm });
    const search = `?search=${encodeURIComponent(vrm)}&itemsPerPage=2`;
    const first = await list(`${search}&page=1`);
    const second = await list(`${search}&page=2`);
    expect(first['hydra:totalItems']).toBe(3);
    expect(first['hydra:member']).toHaveLength(2);
    expect(second).toMatchObject({ 'hydra:totalItems': 3 });
    expect(second['hydra:member']).toHaveLength(1);
    // Newest change first across the pages.
    const times = [...first['hydra:member'], ...second['hydra:member']].map((order) => order.modifiedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await list(`${search}&page=9`)).toEqual({ 'hydra:member': [], 'hydra:totalItems': 3 });
    const all = await list('?page=999');
    expect(all['hydra:member']).toEqual([]);
    expect(all['hydra:totalItems']).toBeGreaterThan(3);
  });

  it('lists only the account’s own work orders, whatever the search', async () => {
    const vrm = plate('OWN');
    await tablet.workOrderWith([], [], { vrm });
    const other = workOrderClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const response = await other.list(`?search=${encodeURIComponent(vrm)}`);
    expectStatus(response, 200);
    expect(response.json()).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
  });
});
