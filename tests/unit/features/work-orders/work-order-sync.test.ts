// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import { workOrderChangesSchema } from '../../../../contract/work-orders/intents';
import { hundredthsToTime } from '../../../../contract/work-orders/pricing/time';
import { saveWorkOrderSchema } from '../../../../contract/work-orders/routes';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { appDb } from '../../../../src/db/app-db';
import { pullWorkOrder } from '../../../../src/features/work-orders/api/pull-work-orders';
import { registerWorkOrderOperations } from '../../../../src/features/work-orders/work-order-operations';
import { changeWorkOrder, createWorkOrder } from '../../../../src/features/work-orders/work-order-store';
import { notesOf } from '../../../../src/features/work-orders/work-order-notes';
import { entityChanges } from '../../../../src/sync/entity-changes-read';
import { claimsFromToken } from '../../../../src/session/session';
import { conflictValuesOf } from '../../../../src/sync/operations';
import { discardEntry, resolveConflict } from '../../../../src/sync/queue-actions';
import { replayWith } from '../../../../src/sync/replay';
import { setSyncState } from '../../../../src/sync/sync-state';
import { login, trade } from '../../../server/helpers/session';
import { workOrderClient } from '../../../server/modules/work-orders/work-order-client';
import { realServer, type RealServer } from '../../support/real-server';
import { storeBearerSession, useBearerMode } from '../../support/fake-api';
import { clearDb } from '../../sync/support';

/**
 * The work-order outbox through to the real server (architecture: "Documents with lines"): a
 * work order made and edited on the device reaches the server exactly once, with the device's
 * content and the server's prices; two tablets' edits merge, and only a real clash is a conflict
 * whose values the person sees side by side.
 */
describe('work orders made offline, replayed to the real server', () => {
  let server: RealServer;
  let token = '';
  let tree: RepairTaskGroup[] = [];
  const device = { now: () => Date.now(), random: () => 0 };
  const focus = featuredVariants.focusEcoBoost2019.tecdocId;
  const header = { vrm: 'WB19 KFD', make: 'Ford', model: 'Focus Mk4', tecdocId: focus, uplift: 0 };

  beforeAll(async () => {
    server = await realServer();
    registerWorkOrderOperations();
  }, 60_000);
  afterAll(() => server.close());

  beforeEach(async () => {
    await clearDb();
    setSyncState({ pausedFor: null, replaying: false, lastRunAt: null });
    useBearerMode();
    const pair = await login(server.app, trade.email, trade.password);
    token = pair.token;
    storeBearerSession({ ...claimsFromToken(pair.token), exp: 4_000_000_000 }, pair.token, pair.refresh_token);
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/repair-data/repair-tasks?tecdocId=${focus}`,
      headers: { authorization: `Bearer ${token}` },
    });
    tree = answer.json<{ 'hydra:member': RepairTaskGroup[] }>()['hydra:member'];
  });

  const userId = () => claimsFromToken(token).id;
  const tablet = () => workOrderClient(server.app, token);
  const task = (name: string) =>
    tree
      .flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.tasks))
      .find((candidate) => candidate.description === `${name} - renew`)!;
  const jobLine = (name: string, position: string) => {
    const found = task(name);
    return {
      id: uuidv7(),
      position,
      job: found.id,
      description: found.description,
      customJob: null,
      labourRate: { id: 'mechanical', rate: 7_200 },
      labourRateOverride: null,
      time: hundredthsToTime(found.value),
      overrideTime: null,
      locked: false,
    };
  };
  const padsPart = {
    name: 'Brembo P85020',
    price: 3_000,
    surcharge: 0,
    multipleOfSaleQuantity: 1,
    stockAvailability: 4,
  };

  it('sends the new work order and its changes once each, and the device ends with the server’s copy', async () => {
    const id = await createWorkOrder(userId(), { header, currency: 'GBP', defaultUplift: 10 });
    const discs = jobLine('Front brake discs and pads', 'a0');
    const pads = jobLine('Front brake pads', 'a1');
    await changeWorkOrder(userId(), id, [{ op: 'addLine', kind: 'job', line: discs }], 'Add discs and pads', {
      repairTasks: tree,
    });
    await changeWorkOrder(userId(), id, [{ op: 'addLine', kind: 'job', line: pads }], 'Add front pads');
    const item = { id: uuidv7(), position: 'a2', product: `/products/${featuredSkus.brakePadsFocus}`, quantity: 1 };
    await changeWorkOrder(userId(), id, [{ op: 'addLine', kind: 'item', line: item } as never], 'Add pads', {
      parts: { [item.product]: padsPart },
    });
    await changeWorkOrder(
      userId(),
      id,
      [{ op: 'setFields', base: { mileage: null }, set: { mileage: 41_250 } }],
      'Mileage',
    );

    // Offline, the device already shows the overlap and its own prices.
    const offline = (await appDb.workOrders.get(id))!;
    expect(offline.provisional).toBe(true);
    expect(offline.workOrder.workOrderJobs.map((job) => job.calculatedTime)).toEqual(['01:06', '00:00']);
    expect(offline.workOrder.mileage).toBe(41_250);
    expect(offline.workOrder.prices.workOrderJobs.labourPrice.excTax).toBe(7_920);
    // Everything queued passes the contract's own schemas (the payload schemas check only shapes).
    for (const entry of await appDb.outbox.toArray()) {
      const payload = entry.payload as { body?: object; changes?: object[] };
      if (payload.body) expect(saveWorkOrderSchema.safeParse(payload.body).success).toBe(true);
      else expect(workOrderChangesSchema.safeParse({ changes: payload.changes }).error).toBeUndefined();
    }

    await replayWith(device);

    expect(await appDb.outbox.count()).toBe(0);
    // The create, then the three changes folded into one request.
    const calls = server.requests.filter((request) => request.call.includes('/work-orders'));
    expect(calls.map((request) => `${request.call.replace(id, '{id}')} ${request.status}`)).toEqual([
      'POST /api/work-orders/save 201',
      'POST /api/work-orders/{id}/changes 200',
    ]);
    const held = (await tablet().get(id)).json<WorkOrder>();
    expect(held.workOrderJobs.map((job) => job.id)).toEqual([discs.id, pads.id]);
    expect(held.workOrderItems.map((line) => [line.id, line.quantity])).toEqual([[item.id, 1]]);
    // The server names the part from the catalogue, for the screen and the job sheet.
    expect(held.workOrderItems[0]?.productName).toMatch(/^Brembo /);
    expect(held.mileage).toBe(41_250);
    const row = (await appDb.workOrders.get(id))!;
    expect(row).toMatchObject({ provisional: false, serverVersion: held.rev });
    expect(row.workOrder).toEqual(held);
    expect(row.workOrder.workOrderNumber).toMatch(/^WO-\d{6}$/);

    // Sent again (a lost answer), the same keys change nothing.
    await replayWith(device);
    expect((await tablet().get(id)).json<WorkOrder>().rev).toBe(held.rev);
  });

  it('merges another tablet’s work: it adds a part while this one changes the mileage', async () => {
    const order = await tablet().workOrderWith([], [], header);
    await pullWorkOrder(userId(), order.id);
    await changeWorkOrder(
      userId(),
      order.id,
      [{ op: 'setFields', base: { mileage: null }, set: { mileage: 9_000 } }],
      'Mileage',
    );
    const other = await tablet().changes(order.id, [
      {
        op: 'addLine',
        kind: 'item',
        line: { id: uuidv7(), position: 'a0', product: `/products/${featuredSkus.brakeDiscsFocus}`, quantity: 2 },
      },
    ]);
    expect(other.statusCode, other.body).toBe(200);

    await replayWith(device);

    expect(await appDb.outbox.count()).toBe(0);
    const held = (await tablet().get(order.id)).json<WorkOrder>();
    expect(held.mileage).toBe(9_000);
    expect(held.workOrderItems).toHaveLength(1);
    expect((await appDb.workOrders.get(order.id))!.workOrder).toEqual(held);
  });

  it('shows a real clash with both values; "Keep mine" puts the device’s quantity on the server', async () => {
    const order = await tablet().workOrderWith([[featuredSkus.brakePadsFocus, 1]], [], header);
    await pullWorkOrder(userId(), order.id);
    const line = order.workOrderItems[0]!;
    const set = (quantity: number) => ({
      op: 'updateLine',
      kind: 'item',
      id: line.id,
      base: { quantity: 1 },
      set: { quantity },
    });
    await changeWorkOrder(userId(), order.id, [set(3) as never], 'Quantity 3');
    expect((await tablet().changes(order.id, [set(5)])).statusCode).toBe(200);

    await replayWith(device);

    const [clashed] = await appDb.outbox.toArray();
    expect(clashed?.state).toBe('conflict');
    const conflict = (await appDb.conflicts.get(clashed!.id))!;
    expect(conflictValuesOf(clashed!, conflict.theirs)).toEqual([
      { label: expect.stringContaining('Quantity of'), mine: '3', theirs: '5' },
    ]);

    await resolveConflict(clashed!.id, 'mine');
    await replayWith(device);
    expect(await appDb.outbox.count()).toBe(0);
    const held = (await tablet().get(order.id)).json<WorkOrder>();
    expect(held.workOrderItems[0]?.quantity).toBe(3);
    expect((await appDb.workOrders.get(order.id))!.workOrder.workOrderItems[0]?.quantity).toBe(3);
  });

  it('"Take theirs" drops the change and shows the server’s value', async () => {
    const order = await tablet().workOrderWith([], [], header);
    await pullWorkOrder(userId(), order.id);
    await changeWorkOrder(
      userId(),
      order.id,
      [{ op: 'setFields', base: { comment: null }, set: { comment: 'Mine' } }],
      'Comment',
    );
    await tablet().changes(order.id, [{ op: 'setFields', base: { comment: null }, set: { comment: 'Theirs' } }]);
    await replayWith(device);
    const [clashed] = await appDb.outbox.toArray();
    await resolveConflict(clashed!.id, 'theirs');
    expect(await appDb.outbox.count()).toBe(0);
    expect((await appDb.workOrders.get(order.id))!.workOrder.comment).toBe('Theirs');
  });

  it('keeps a refused change on the work order with the server’s words, and a discard takes it back', async () => {
    const order = await tablet().workOrderWith([], [], header);
    await pullWorkOrder(userId(), order.id);
    await changeWorkOrder(
      userId(),
      order.id,
      [{ op: 'setFields', base: { mileage: null }, set: { mileage: 5_000_000 } }],
      'Mileage',
    );
    await replayWith(device);
    const [refused] = await appDb.outbox.toArray();
    expect(refused?.state).toBe('failed');
    const row = (await appDb.workOrders.get(order.id))!;
    expect(row.workOrder.mileage).toBe(5_000_000);
    // The server's words stay with the entry, which the editor shows beside the field (notesOf).
    expect(notesOf(await entityChanges(order.id)).byPath.get('mileage')).toEqual([
      expect.objectContaining({ kind: 'refused', entryId: refused!.id }),
    ]);

    await discardEntry(refused!.id);
    const after = (await appDb.workOrders.get(order.id))!;
    expect(after.workOrder.mileage).toBeNull();
    expect(await entityChanges(order.id)).toEqual([]);
    expect(after.provisional).toBe(false);
  });
});
