import { describe, expect, it } from 'vitest';
import { applyWorkOrderChange } from '../../../contract/work-orders/apply';
import { workOrderChangesSchema, type WorkOrderChange } from '../../../contract/work-orders/intents';
import { noAnswers } from '../../../contract/work-orders/lines';
import { agreed, id, item, job, workOrder } from './fixtures';

const NOW = '2026-11-26T10:00:00.000Z';
const apply = (doc: ReturnType<typeof workOrder>, change: WorkOrderChange) => applyWorkOrderChange(doc, change, NOW);
const updateItem = (n: number, base: object, set: object): WorkOrderChange =>
  ({ op: 'updateLine', kind: 'item', id: id(n), base, set }) as WorkOrderChange;

describe('work-order intents', () => {
  it('two tablets: one changes the labour rate, the other adds a part; neither undoes the other', () => {
    const start = workOrder();
    const rate = apply(start, {
      op: 'updateLine',
      kind: 'job',
      id: id(101),
      base: { labourRate: { id: 'mechanical', rate: 7500 } },
      set: { labourRate: { id: 'diagnostic', rate: 9000 } },
    } as WorkOrderChange);
    const part = apply(rate.doc, {
      op: 'addLine',
      kind: 'item',
      line: { id: id(9), position: 'a9', product: '/products/100009', quantity: 2 },
    } as WorkOrderChange);
    expect([rate.clashes, part.clashes]).toEqual([[], []]);
    expect(part.doc.workOrderJobs[0]?.labourRate).toEqual({ id: 'diagnostic', rate: 9000 });
    expect(part.doc.workOrderJobs[0]?.rev).toBe(2);
    expect(part.doc.workOrderItems.map((line) => line.id)).toEqual([id(1), id(2), id(3), id(9)]);
    expect(part.doc.workOrderItems[3]?.rev).toBe(1);
  });

  it('both change the same quantity: the second names that quantity, with both values', () => {
    const first = apply(workOrder(), updateItem(2, { quantity: 1 }, { quantity: 2 }));
    const second = apply(first.doc, updateItem(2, { quantity: 1 }, { quantity: 4 }));
    expect(second.changed).toBe(false);
    expect(second.clashes).toEqual([
      { path: `workOrderItems[${id(2)}].quantity`, reason: 'changed', yours: 4, theirs: 2 },
    ]);
  });

  it('a change already made (a retry) is not a clash and changes nothing', () => {
    const once = apply(workOrder(), updateItem(2, { quantity: 1 }, { quantity: 2 }));
    const twice = apply(once.doc, updateItem(2, { quantity: 1 }, { quantity: 2 }));
    expect(twice).toMatchObject({ changed: false, clashes: [] });
    const add = { op: 'addLine', kind: 'item', line: { id: id(9), position: 'a9', product: null, quantity: 1 } };
    const added = apply(workOrder(), add as WorkOrderChange);
    expect(apply(added.doc, add as WorkOrderChange)).toMatchObject({ changed: false, clashes: [] });
  });

  it('a line removed that another changed, and a change to a removed line, both clash', () => {
    const changed = apply(workOrder(), updateItem(2, { quantity: 1 }, { quantity: 3 }));
    const remove = apply(changed.doc, { op: 'removeLine', kind: 'item', id: id(2), baseRev: 1 } as WorkOrderChange);
    expect(remove.clashes).toMatchObject([{ path: `workOrderItems[${id(2)}]`, reason: 'changed' }]);

    const removed = apply(workOrder(), { op: 'removeLine', kind: 'item', id: id(2), baseRev: 1 } as WorkOrderChange);
    expect(removed.doc.workOrderItems).toHaveLength(2);
    const late = apply(removed.doc, updateItem(2, { quantity: 1 }, { quantity: 5 }));
    expect(late.clashes).toEqual([
      { path: `workOrderItems[${id(2)}]`, reason: 'removed', yours: { quantity: 5 }, theirs: null },
    ]);
  });

  it('a part ordered is locked, and so is the job it is for', () => {
    const doc = workOrder({
      workOrderItems: [item(1, { orderedIn: id(500), jobId: id(101) }), item(2)],
    });
    expect(apply(doc, updateItem(1, { quantity: 1 }, { quantity: 2 })).clashes).toMatchObject([{ reason: 'locked' }]);
    expect(
      apply(doc, { op: 'removeLine', kind: 'item', id: id(1), baseRev: 1 } as WorkOrderChange).clashes,
    ).toMatchObject([{ reason: 'locked' }]);
    expect(
      apply(doc, { op: 'removeLine', kind: 'job', id: id(101), baseRev: 1 } as WorkOrderChange).clashes,
    ).toMatchObject([{ path: `workOrderJobs[${id(101)}]`, reason: 'locked' }]);
    expect(apply(doc, updateItem(2, { quantity: 1 }, { quantity: 2 })).changed).toBe(true);
  });

  it('moves the status only as the lifecycle allows, and keeps each move for the history', () => {
    const agreedAll = workOrder({ workOrderItems: [], workOrderJobs: [job(1, { authorisation: agreed(6_300) })] });
    const started = apply(agreedAll, { op: 'setStatus', from: 'pending', to: 'in-progress' });
    expect(started.moves).toEqual([{ from: 'pending', to: 'in-progress' }]);
    expect(apply(workOrder(), { op: 'setStatus', from: 'pending', to: 'completed' }).clashes).toEqual([
      { path: 'status', reason: 'move', yours: 'completed', theirs: 'pending' },
    ]);
    const completed = workOrder({ status: 'completed' });
    expect(apply(completed, { op: 'setStatus', from: 'completed', to: 'in-progress' }).clashes).toMatchObject([
      { reason: 'move' },
    ]);
    const reopened = apply(completed, {
      op: 'setStatus',
      from: 'completed',
      to: 'in-progress',
      reason: 'Comeback: squeal',
    });
    expect(reopened.moves).toEqual([{ from: 'completed', to: 'in-progress', reason: 'Comeback: squeal' }]);
    // Another tablet moved it first.
    expect(apply(started.doc, { op: 'setStatus', from: 'pending', to: 'cancelled' }).clashes).toEqual([
      { path: 'status', reason: 'changed', yours: 'cancelled', theirs: 'in-progress' },
    ]);
    expect(apply(started.doc, { op: 'setStatus', from: 'pending', to: 'in-progress' })).toMatchObject({
      changed: false,
      clashes: [],
    });
  });

  it('a closed work order takes notes but not lines or a new uplift', () => {
    const closed = workOrder({ status: 'completed' });
    expect(
      apply(closed, { op: 'setFields', base: { comment: null }, set: { comment: 'Paid cash' } } as WorkOrderChange)
        .changed,
    ).toBe(true);
    expect(
      apply(closed, { op: 'setFields', base: { uplift: null }, set: { uplift: 10 } } as WorkOrderChange).clashes,
    ).toMatchObject([{ path: 'uplift', reason: 'locked' }]);
    const add = { op: 'addLine', kind: 'item', line: { id: id(9), position: 'a9', product: null, quantity: 1 } };
    expect(apply(closed, add as WorkOrderChange).clashes).toMatchObject([{ reason: 'locked' }]);
  });

  it('records the customer’s authorisation of a job, once; a second one keeps the first as it was', () => {
    const change = {
      op: 'authorise',
      kind: 'job',
      lineId: id(101),
      by: 'Mrs Patel',
      method: 'phone',
      amount: 12_345,
    } as const;
    const done = apply(workOrder(), change);
    const first = { by: 'Mrs Patel', method: 'phone', amount: 12_345, at: NOW };
    expect(done.doc.workOrderJobs[0]?.authorisation).toEqual(first);
    expect(apply(done.doc, change)).toMatchObject({ changed: false, clashes: [] });
    expect(apply(workOrder({ workOrderJobs: [] }), change).clashes).toMatchObject([{ reason: 'removed' }]);
    // The price rose and the customer agreed again: the new amount, the first kept.
    const again = apply(done.doc, { ...change, amount: 13_000, method: 'text' }).doc.workOrderJobs[0];
    expect(again?.authorisation).toMatchObject({ amount: 13_000, method: 'text' });
    expect(again?.authorisedBefore).toEqual([first]);
  });

  it('records a no on a loose part; a no after a yes does not undo the amount agreed', () => {
    const decline = { op: 'decline', kind: 'item', lineId: id(2), by: 'Mrs Patel', method: 'in-person' } as const;
    const declined = apply(workOrder(), decline).doc.workOrderItems[1];
    expect(declined?.declined).toEqual({ by: 'Mrs Patel', method: 'in-person', at: NOW });
    const yes = workOrder({ workOrderItems: [item(2, { authorisation: agreed(3_000) })] });
    expect(apply(yes, decline).clashes).toMatchObject([{ reason: 'locked' }]);
  });

  it('orders the parts once: lines locked under the order, pending moved to parts-ordered', () => {
    const doc = workOrder({
      workOrderItems: [
        item(1, { authorisation: agreed(3_000) }),
        item(2, { product: null, additionalServiceName: 'Disposal' }),
      ],
    });
    const ordered = apply(doc, { op: 'orderParts', orderId: id(500) });
    expect(ordered.doc.status).toBe('parts-ordered');
    expect(ordered.moves).toEqual([{ from: 'pending', to: 'parts-ordered' }]);
    expect(ordered.doc.workOrderItems.map((line) => line.orderedIn)).toEqual([id(500), null]);
    expect(apply(ordered.doc, { op: 'orderParts', orderId: id(500) })).toMatchObject({ changed: false, clashes: [] });
    expect(apply(ordered.doc, { op: 'orderParts', orderId: id(501) }).refusal).toMatchObject({
      path: 'workOrderItems',
    });
  });

  it('orders only parts the customer agreed to, unless the mechanic gives a reason; never a declined one', () => {
    const raised = item(2, { authorisation: agreed(2_000) }); // £30.00 now, £20.00 agreed
    const declined = item(3, { declined: { by: 'Mrs Patel', method: 'phone', at: NOW } });
    const doc = workOrder({ workOrderItems: [item(1, { authorisation: agreed(3_000) }), raised, declined, item(4)] });
    const ordered = apply(doc, { op: 'orderParts', orderId: id(500) });
    expect(ordered.doc.workOrderItems.map((line) => line.orderedIn)).toEqual([id(500), null, null, null]);
    const anyway = apply(doc, { op: 'orderParts', orderId: id(501), override: { reason: 'Customer away, MOT due' } });
    expect(anyway.doc.workOrderItems.map((line) => line.orderedIn)).toEqual([id(501), id(501), null, id(501)]);
    expect(anyway.moves).toEqual([
      { from: 'pending', to: 'parts-ordered', reason: 'Ordered before authorisation: Customer away, MOT due' },
    ]);
    // Nothing agreed: refused with words that say why.
    const none = apply(workOrder(), { op: 'orderParts', orderId: id(502) });
    expect(none.refusal?.message).toMatch(/No part on this work order is authorised by the customer yet/);
  });

  it('a part for a job follows its job’s authorisation', () => {
    const forJob = item(1, { jobId: id(101) });
    const doc = workOrder({ workOrderItems: [forJob], workOrderJobs: [job(1, { authorisation: agreed(6_930) })] });
    // 00:42 at £75 is £52.50 + £10.50 VAT = £63.00, and the part £30.00: £93.00 now, £69.30 agreed.
    expect(apply(doc, { op: 'orderParts', orderId: id(500) }).refusal).toBeDefined();
    const whole = workOrder({ workOrderItems: [forJob], workOrderJobs: [job(1, { authorisation: agreed(9_300) })] });
    expect(apply(whole, { op: 'orderParts', orderId: id(500) }).doc.workOrderItems[0]?.orderedIn).toBe(id(500));
  });

  it('work starts only on what the customer agreed to, or with a reason recorded', () => {
    const start = { op: 'setStatus', from: 'pending', to: 'in-progress' } as const;
    const refused = apply(workOrder({ workOrderItems: [] }), start);
    expect(refused.refusal?.message).toBe(
      'The customer has not agreed to all of this work: £63.00 awaits their authorisation. ' +
        'Record their answer first, or go ahead with a reason.',
    );
    const agreedAll = workOrder({ workOrderItems: [], workOrderJobs: [job(1, { authorisation: agreed(6_300) })] });
    expect(apply(agreedAll, start)).toMatchObject({ changed: true, moves: [{ from: 'pending', to: 'in-progress' }] });
    const anyway = apply(workOrder({ workOrderItems: [] }), {
      ...start,
      override: { reason: 'Breakdown, on the ramp' },
    });
    expect(anyway.moves).toEqual([
      { from: 'pending', to: 'in-progress', reason: 'Started before authorisation: Breakdown, on the ramp' },
    ]);
  });

  it('orders a quick kit whose parts are all chosen, and locks it; a kit with a choice left waits', () => {
    const kit = (n: number, sku: string | null) => ({
      id: id(n),
      position: `b${n}`,
      rev: 1,
      type: 'brake' as const,
      workOrderQuickKitItems: [
        {
          componentPart: 'Front Brake Pads',
          sku,
          quantity: 1,
          additionalServiceName: null,
          additionalServicePrice: null,
        },
      ],
      itemPrices: [],
      orderedIn: null,
      ...noAnswers,
    });
    const doc = workOrder({ workOrderItems: [], workOrderQuickKits: [kit(7, '100001'), kit(8, null)] });
    const ordered = apply(doc, { op: 'orderParts', orderId: id(500), override: { reason: 'Stock for the bay' } });
    expect(ordered.doc.workOrderQuickKits.map((line) => line.orderedIn)).toEqual([id(500), null]);
    const remove: WorkOrderChange = { op: 'removeLine', kind: 'quickKit', id: id(7), baseRev: 2 };
    expect(apply(ordered.doc, remove).clashes).toMatchObject([{ reason: 'locked' }]);
    expect(apply(ordered.doc, { op: 'orderParts', orderId: id(500) })).toMatchObject({ changed: false });
    const onlyOpen = workOrder({ workOrderItems: [], workOrderQuickKits: [kit(8, null)] });
    expect(apply(onlyOpen, { op: 'orderParts', orderId: id(501), override: { reason: 'x' } }).refusal).toBeDefined();
  });
});

describe('the changes body', () => {
  it('refuses a change whose base does not say what it changed from', () => {
    const parsed = workOrderChangesSchema.safeParse({
      changes: [{ op: 'updateLine', kind: 'item', id: id(1), base: {}, set: { quantity: 2 } }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
      'The change to quantity does not say what it was changed from.',
    );
  });

  it('refuses a field a device may not set, such as a price', () => {
    const parsed = workOrderChangesSchema.safeParse({
      changes: [{ op: 'updateLine', kind: 'item', id: id(1), base: { price: 1 }, set: { price: 2 } }],
    });
    // zod strips unknown keys: the change then sets nothing a device could not.
    expect(parsed.success && JSON.stringify(parsed.data.changes[0])).not.toContain('"price":2');
  });
});
