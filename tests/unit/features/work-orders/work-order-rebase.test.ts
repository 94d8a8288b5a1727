import { describe, expect, it } from 'vitest';
import { rebaseChanges } from '../../../../contract/documents/rebase';
import { applyWorkOrderChange, type WorkOrderDocument, workOrderRules } from '../../../../contract/work-orders/apply';
import type { WorkOrderChange } from '../../../../contract/work-orders/intents';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { blankWorkOrder } from '../../../../src/features/work-orders/work-order-local';
import { foldChanges, MAX_CHANGES_PER_REQUEST } from '../../../../src/features/work-orders/work-order-payloads';
import { item } from '../../../contract/work-orders/fixtures';

const doc = (over: Partial<WorkOrder>): WorkOrder => ({
  ...blankWorkOrder('00000000-0000-7000-8000-00000000aaaa', {}, 'GBP', '2026-11-26T09:00:00.000Z'),
  ...over,
});
const rebaseOnto = (changes: WorkOrderChange[], theirs: WorkOrder, mine: WorkOrder) =>
  rebaseChanges(changes, theirs, mine, workOrderRules);
const apply = (on: WorkOrder, changes: WorkOrderChange[]) =>
  changes.map((change) => applyWorkOrderChange(on as WorkOrder & WorkOrderDocument, change, on.modifiedAt));

describe('"Keep mine": the device’s intents rebased on the server’s copy', () => {
  const line = item(1, { quantity: 1 });
  const mine: WorkOrderChange[] = [
    { op: 'updateLine', kind: 'item', id: line.id, base: { quantity: 1 }, set: { quantity: 3 } },
    { op: 'setFields', base: { comment: null }, set: { comment: 'Mine' } },
    { op: 'setStatus', from: 'pending', to: 'in-progress' },
  ];

  it('start from what the server holds now, so they apply over the other tablet’s work without a clash', () => {
    const theirs = doc({ comment: 'Theirs', workOrderItems: [{ ...line, quantity: 5, rev: 2 }] });
    expect(apply(theirs, mine).some((applied) => applied.clashes.length)).toBe(true);
    const rebased = rebaseOnto(mine, theirs, doc({ workOrderItems: [line] }));
    expect(rebased).toEqual([
      { op: 'updateLine', kind: 'item', id: line.id, base: { quantity: 5 }, set: { quantity: 3 } },
      { op: 'setFields', base: { comment: 'Theirs' }, set: { comment: 'Mine' } },
      { op: 'setStatus', from: 'pending', to: 'in-progress' },
    ]);
    expect(apply(theirs, rebased).every((applied) => !applied.clashes.length)).toBe(true);
  });

  it('bring back a line the other tablet removed, as the device had it; a move already made is left out', () => {
    const theirs = doc({ status: 'in-progress' });
    const rebased = rebaseOnto(
      mine.slice(0, 1).concat(mine[2]!),
      theirs,
      doc({ workOrderItems: [{ ...line, quantity: 3 }] }),
    );
    expect(rebased).toEqual([
      { op: 'addLine', kind: 'item', line: expect.objectContaining({ id: line.id, quantity: 3 }) },
    ]);
  });

  it('answers a request that changes nothing when nothing is left to do', () => {
    const removeGone: WorkOrderChange[] = [{ op: 'removeLine', kind: 'item', id: line.id, baseRev: 1 }];
    expect(rebaseOnto(removeGone, doc({}), doc({}))).toEqual([{ op: 'setFields', base: {}, set: {} }]);
  });
});

describe('folding queued requests', () => {
  const change = (n: number): WorkOrderChange => ({ op: 'setFields', base: { mileage: n }, set: { mileage: n + 1 } });
  it('keeps every intent in order, in requests of at most the server’s limit', () => {
    const payloads = Array.from({ length: 30 }, (_, n) => ({ changes: [change(2 * n), change(2 * n + 1)] }));
    const { payload, taken } = foldChanges(payloads);
    expect(taken).toBe(MAX_CHANGES_PER_REQUEST / 2);
    expect(payload.changes).toEqual(payloads.slice(0, taken).flatMap((p) => p.changes));
  });

  it('sends an order of parts alone, so a part the branch cannot supply refuses no edit queued beside it', () => {
    const order: WorkOrderChange = { op: 'orderParts', orderId: '00000000-0000-7000-8000-00000000bbbb' };
    const queued = [{ changes: [change(1)] }, { changes: [order] }, { changes: [change(3)] }];
    expect(foldChanges(queued)).toEqual({ payload: { changes: [change(1)] }, taken: 1 });
    expect(foldChanges(queued.slice(1))).toEqual({ payload: { changes: [order] }, taken: 1 });
    expect(foldChanges(queued.slice(2)).taken).toBe(1);
  });
});
