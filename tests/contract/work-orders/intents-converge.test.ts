import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyWorkOrderChange, type WorkOrderDocument } from '../../../contract/work-orders/apply';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import { id, workOrder } from './fixtures';

/**
 * Three tablets change one work order offline, each its own field and its own lines, then their
 * outboxes reach the server in any interleaving (each outbox in its own order), some requests
 * twice: an answer lost, the entry sent again under its Idempotency-Key, which the server answers
 * from its record without applying it again (modelled here by the keys seen). Whatever the order,
 * the server ends with one state holding every change: nothing lost, nothing applied twice, no
 * clash. Without the keys, a repeated add arriving after its line's removal would bring the line
 * back: this test found that, and it is why every replay carries its key.
 */
const FIELDS = ['comment', 'reference', 'mileage'] as const;

type Step =
  { kind: 'field'; value: number } | { kind: 'quantity'; value: number } | { kind: 'add' } | { kind: 'remove' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('field' as const), value: fc.integer({ min: 1, max: 999 }) }),
  fc.record({ kind: fc.constant('quantity' as const), value: fc.integer({ min: 1, max: 20 }) }),
  fc.constant({ kind: 'add' as const }),
  fc.constant({ kind: 'remove' as const }),
);

/** What one tablet sends for its steps, and what it expects of its own part of the work order. */
function tabletChanges(tablet: number, steps: Step[]) {
  const field = FIELDS[tablet] ?? 'comment';
  const own = id(tablet + 1);
  let fieldValue: unknown = null;
  let quantity = 1;
  let ownRev = 1;
  const added: string[] = [];
  const changes: WorkOrderChange[] = [];
  steps.forEach((step, index) => {
    if (step.kind === 'field') {
      const next = field === 'mileage' ? step.value * 100 : `${field} ${step.value}`;
      if (next === fieldValue) return;
      changes.push({ op: 'setFields', base: { [field]: fieldValue }, set: { [field]: next } } as WorkOrderChange);
      fieldValue = next;
    } else if (step.kind === 'quantity') {
      if (step.value === quantity) return;
      changes.push({
        op: 'updateLine',
        kind: 'item',
        id: own,
        base: { quantity },
        set: { quantity: step.value },
      } as WorkOrderChange);
      quantity = step.value;
      ownRev += 1;
    } else if (step.kind === 'add') {
      const lineId = id(1000 * (tablet + 1) + index);
      changes.push({
        op: 'addLine',
        kind: 'item',
        line: {
          id: lineId,
          position: `b${tablet}${String(index).padStart(3, '0')}`,
          product: '/products/100001',
          quantity: 1,
        },
      } as WorkOrderChange);
      added.push(lineId);
    } else if (added.length) {
      const lineId = added.shift() as string;
      changes.push({ op: 'removeLine', kind: 'item', id: lineId, baseRev: 1 } as WorkOrderChange);
    }
  });
  return { changes, expected: { field, fieldValue, own, quantity, ownRev, added } };
}

describe('intents from three tablets', () => {
  it('converge to one state with every change and nothing twice, in any order of delivery', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(stepArb, { maxLength: 12 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 80 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (allSteps, picks, repeats) => {
          const tablets = allSteps.map((steps, tablet) => tabletChanges(tablet, steps));
          // Interleave the three outboxes (each in its own order), then send some requests again.
          const queues = tablets.map((tablet, n) =>
            tablet.changes.map((change, index) => ({ key: `${n}-${index}`, change })),
          );
          const delivered: { key: string; change: WorkOrderChange }[] = [];
          let pick = 0;
          while (queues.some((queue) => queue.length)) {
            const open = queues.filter((queue) => queue.length);
            const queue = open[(picks[pick++] ?? 0) % open.length] as typeof delivered;
            delivered.push(queue.shift() as (typeof delivered)[number]);
            const repeat = repeats[pick];
            if (repeat !== undefined && repeat % 3 === 0 && delivered.length)
              delivered.push(delivered[repeat % delivered.length] as (typeof delivered)[number]);
          }
          let doc: WorkOrderDocument = workOrder({ workOrderJobs: [] });
          const answered = new Set<string>();
          for (const { key, change } of delivered) {
            if (answered.has(key)) continue;
            answered.add(key);
            const applied = applyWorkOrderChange(doc, change, '2026-11-26T10:00:00.000Z');
            expect(applied.clashes).toEqual([]);
            doc = applied.doc;
          }
          for (const { expected } of tablets) {
            expect(doc[expected.field] ?? null).toEqual(expected.fieldValue);
            const own = doc.workOrderItems.find((line) => line.id === expected.own);
            expect(own?.quantity).toBe(expected.quantity);
          }
          const ids = doc.workOrderItems.map((line) => line.id);
          expect(new Set(ids).size).toBe(ids.length);
          const expectedIds = [id(1), id(2), id(3), ...tablets.flatMap((tablet) => tablet.expected.added)];
          expect([...ids].sort()).toEqual([...expectedIds].sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});
