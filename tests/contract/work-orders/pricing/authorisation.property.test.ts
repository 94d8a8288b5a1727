import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyWorkOrderChange, type WorkOrderDocument } from '../../../../contract/work-orders/apply';
import type { WorkOrderChange } from '../../../../contract/work-orders/intents';
import { lineAnswers } from '../../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../../contract/work-orders/pricing/priced-lines';
import { priceWorkOrder } from '../../../../contract/work-orders/pricing/summary';
import { id, item, job, workOrder } from '../fixtures';

/**
 * Issue 42, "Authorisation that is a promise", under any sequence of raises, cuts, new parts and
 * answers: the amount the customer agreed to never changes afterwards; what awaits them is what
 * the work costs now beyond it; a cut never asks them again.
 */
const JOB = id(101);
const step = fc.oneof(
  fc.record({
    op: fc.constant('quantity' as const),
    line: fc.integer({ min: 1, max: 2 }),
    to: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ op: fc.constant('time' as const), minutes: fc.integer({ min: 0, max: 300 }) }),
  fc.record({ op: fc.constant('addPart' as const), price: fc.integer({ min: 100, max: 40_000 }) }),
  fc.record({ op: fc.constant('authorise' as const), line: fc.constantFrom(JOB, id(2)) }),
  fc.record({ op: fc.constant('decline' as const) }),
);

const answersOf = (doc: WorkOrderDocument) => lineAnswers(doc, pricedLines(doc, 0));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function changeFor(doc: WorkOrderDocument, s: StepValue, n: number): WorkOrderChange {
  const answers = answersOf(doc);
  switch (s.op) {
    case 'quantity': {
      const line = doc.workOrderItems.find((candidate) => candidate.id === id(s.line));
      return {
        op: 'updateLine',
        kind: 'item',
        id: id(s.line),
        base: { quantity: line?.quantity },
        set: { quantity: s.to },
      } as WorkOrderChange;
    }
    case 'time': {
      const line = doc.workOrderJobs[0];
      return {
        op: 'updateLine',
        kind: 'job',
        id: JOB,
        base: { overrideTime: line?.overrideTime ?? null },
        set: { overrideTime: hhmm(s.minutes) },
      } as WorkOrderChange;
    }
    case 'addPart':
      return {
        op: 'addLine',
        kind: 'item',
        line: { id: id(200 + n), position: `b${n}`, product: `/products/2${n}`, quantity: 1, jobId: JOB },
      } as WorkOrderChange;
    case 'authorise': {
      const kind = s.line === JOB ? 'job' : 'item';
      const amount = answers.get(s.line)?.current ?? 0;
      return { op: 'authorise', kind, lineId: s.line, by: 'Mrs Kaur', method: 'phone', amount } as WorkOrderChange;
    }
    case 'decline':
      return { op: 'decline', kind: 'item', lineId: id(2), by: 'Mrs Kaur', method: 'text' } as WorkOrderChange;
  }
}
type StepValue = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe('the customer’s authorisation, under any sequence of changes', () => {
  it('an agreed amount never changes after the fact; awaiting is what the work costs beyond it', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        // A job (00:42 at £75) with a part, and a loose part; prices as the server would have set them.
        let doc: WorkOrderDocument = workOrder({
          workOrderJobs: [job(1)],
          workOrderItems: [item(1, { jobId: JOB }), item(2)],
        });
        const promised = new Map<string, number>();
        const given = new Map<string, number[]>();
        for (const [n, s] of steps.entries()) {
          const before = answersOf(doc);
          const change = changeFor(doc, s, n);
          const applied = applyWorkOrderChange(doc, change, '2026-12-06T10:00:00.000Z');
          // A new part is priced by the catalogue when the server takes it: £12.00 + VAT here.
          doc = {
            ...applied.doc,
            workOrderItems: applied.doc.workOrderItems.map((line) =>
              line.price === undefined ? { ...item(0), ...line, price: s.op === 'addPart' ? s.price : 0 } : line,
            ),
          } as WorkOrderDocument;
          if (change.op === 'authorise' && applied.changed) {
            promised.set(change.lineId, change.amount);
            given.set(change.lineId, [...(given.get(change.lineId) ?? []), change.amount]);
          }
          const after = answersOf(doc);
          const totals = priceWorkOrder(doc, 0).authorisation;
          // What was agreed, as it was agreed.
          for (const [line, amount] of promised) expect(after.get(line)?.agreed).toBe(amount);
          expect(totals.authorised).toBe([...promised.values()].reduce((a, b) => a + b, 0));
          for (const [line, answer] of after) {
            if (answer.agreed !== null) {
              expect(answer.awaiting).toBe(Math.max(0, answer.current - answer.agreed));
              // A cut never asks the customer again.
              const was = before.get(line);
              if (was && was.agreed === answer.agreed && answer.current <= was.current)
                expect(answer.awaiting).toBeLessThanOrEqual(was.awaiting);
            } else if (answer.state === 'awaiting') expect(answer.awaiting).toBe(answer.current);
            else expect(answer.awaiting).toBe(0);
          }
          expect(totals.awaiting).toBe([...after.values()].reduce((sum, answer) => sum + answer.awaiting, 0));
          // Every promise is kept as it was given, in order: the earlier ones, then the one in force.
          for (const line of [...doc.workOrderJobs, ...doc.workOrderItems]) {
            const kept = [...(line.authorisedBefore ?? []), ...(line.authorisation ? [line.authorisation] : [])];
            expect(kept.map((answer) => answer.amount)).toEqual(given.get(line.id) ?? []);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
