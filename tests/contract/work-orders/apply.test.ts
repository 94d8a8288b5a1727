import { describe, expect, it } from 'vitest';
import { applyWorkOrderChange } from '../../../contract/work-orders/apply';
import { workOrderChangesSchema, type WorkOrderChange } from '../../../contract/work-orders/intents';
import { id, item, workOrder } from './fixtures';

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
    const started = apply(workOrder(), { op: 'setStatus', from: 'pending', to: 'in-progress' });
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

  it('records the customer’s authorisation of a job, once', () => {
    const change = { op: 'authorise', jobId: id(101), by: 'Mrs Patel', method: 'phone', amount: 12_345 } as const;
    const done = apply(workOrder(), change);
    expect(done.doc.workOrderJobs[0]?.authorisation).toEqual({
      by: 'Mrs Patel',
      method: 'phone',
      amount: 12_345,
      at: NOW,
    });
    expect(apply(done.doc, change)).toMatchObject({ changed: false, clashes: [] });
    expect(apply(workOrder({ workOrderJobs: [] }), change).clashes).toMatchObject([{ reason: 'removed' }]);
  });

  it('orders the parts once: lines locked under the order, pending moved to parts-ordered', () => {
    const doc = workOrder({ workOrderItems: [item(1), item(2, { product: null, additionalServiceName: 'Disposal' })] });
    const ordered = apply(doc, { op: 'orderParts', orderId: id(500) });
    expect(ordered.doc.status).toBe('parts-ordered');
    expect(ordered.moves).toEqual([{ from: 'pending', to: 'parts-ordered' }]);
    expect(ordered.doc.workOrderItems.map((line) => line.orderedIn)).toEqual([id(500), null]);
    expect(apply(ordered.doc, { op: 'orderParts', orderId: id(500) })).toMatchObject({ changed: false, clashes: [] });
    expect(apply(ordered.doc, { op: 'orderParts', orderId: id(501) }).refusal).toMatchObject({
      path: 'workOrderItems',
    });
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
    });
    const doc = workOrder({ workOrderItems: [], workOrderQuickKits: [kit(7, '100001'), kit(8, null)] });
    const ordered = apply(doc, { op: 'orderParts', orderId: id(500) });
    expect(ordered.doc.workOrderQuickKits.map((line) => line.orderedIn)).toEqual([id(500), null]);
    const remove: WorkOrderChange = { op: 'removeLine', kind: 'quickKit', id: id(7), baseRev: 2 };
    expect(apply(ordered.doc, remove).clashes).toMatchObject([{ reason: 'locked' }]);
    expect(apply(ordered.doc, { op: 'orderParts', orderId: id(500) })).toMatchObject({ changed: false });
    const onlyOpen = workOrder({ workOrderItems: [], workOrderQuickKits: [kit(8, null)] });
    expect(apply(onlyOpen, { op: 'orderParts', orderId: id(501) }).refusal).toBeDefined();
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
