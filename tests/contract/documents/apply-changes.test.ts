import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, nothingApplied, runsBefore } from '../../../contract/documents/apply-changes';
import type { Clash } from '../../../contract/documents/clash';
import { applyQuoteChange, type QuoteDocument } from '../../../contract/quotes/apply';
import type { QuoteChange } from '../../../contract/quotes/intents';
import { applyToWorkOrder } from '../../../contract/work-orders/apply';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { id, item, workOrder } from '../work-orders/fixtures';

/**
 * The kit's loop (contract/documents/apply-changes.ts) is one rule for every document with lines.
 * The same random intents, on what a work order and a quote share (a customer's name and phone,
 * part lines with a quantity), go through it for a work order and for a quote: both must end the
 * same, clash on the same things and take the same intents. Bases are sometimes stale and ids
 * sometimes unknown, so clashes, retries and removed lines all come up.
 */
const LINES = [1, 2, 3, 4, 5].map(id);
const NAMES = [null, 'Mrs Patel', 'Mr Byrne'];

const intentArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc
    .record({
      field: fc.constantFrom('customerName', 'customerPhone'),
      from: fc.constantFrom(...NAMES),
      to: fc.constantFrom(...NAMES),
    })
    .map(({ field, from, to }) => ({ op: 'setFields', base: { [field]: from }, set: { [field]: to } })),
  fc
    .record({ line: fc.constantFrom(...LINES), position: fc.constantFrom('a0', 'a5', 'b', 'c1') })
    .map(({ line, position }) => ({
      op: 'addLine',
      kind: 'item',
      line: { id: line, position, product: '/products/100009', quantity: 1, note: null },
    })),
  fc
    .record({
      line: fc.constantFrom(...LINES),
      from: fc.integer({ min: 1, max: 3 }),
      to: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ line, from, to }) => ({
      op: 'updateLine',
      kind: 'item',
      id: line,
      base: { quantity: from },
      set: { quantity: to },
    })),
  fc.record({ line: fc.constantFrom(...LINES), rev: fc.integer({ min: 1, max: 3 }) }).map(({ line, rev }) => ({
    op: 'removeLine',
    kind: 'item',
    id: line,
    baseRev: rev,
  })),
);

const startingWorkOrder = {
  ...workOrder({ workOrderJobs: [], workOrderItems: [item(1), item(2)] }),
  statusHistory: [] as WorkOrder['statusHistory'],
};
const startingQuote: QuoteDocument = {
  name: 'Brake job',
  vehicle: { registration: 'WB19 KFD', description: null },
  customerName: null,
  customerPhone: null,
  validUntil: '2026-12-11',
  items: [1, 2].map((n) => ({
    id: id(n),
    position: `a${n}`,
    rev: 1,
    product: `/products/10000${n}`,
    quantity: 1,
    note: null,
    unitPrice: { excTax: 2500 },
    taxRate: 2000,
    productName: `Part 10000${n}`,
  })),
};

/** What both documents hold alike: the shared header and each line's place, rev, part and quantity. */
const shared = (doc: Record<string, unknown>, list: string) => ({
  customerName: doc['customerName'],
  customerPhone: doc['customerPhone'],
  lines: (doc[list] as Record<string, unknown>[]).map(({ id, position, rev, product, quantity }) => ({
    id,
    position,
    rev,
    product,
    quantity,
  })),
});

/** A clash as the other document would name it: one list name, and its line without the document’s own fields. */
const clashOf = (clash: Clash, list: string) => ({
  path: clash.path.replace(`${list}[`, 'lines['),
  reason: clash.reason,
  yours: clash.yours,
  theirs: typeof clash.theirs === 'object' && clash.theirs !== null ? 'a line' : clash.theirs,
});

describe('one loop applies the intents of every document with lines', () => {
  it('takes, refuses and clashes alike for a work order and a quote given the same intents', () => {
    fc.assert(
      fc.property(fc.array(intentArb, { maxLength: 25 }), (intents) => {
        const apply = applyToWorkOrder({ at: '2026-11-26T10:00:00.000Z', by: 'user', device: null });
        const onWorkOrder = applyChanges(nothingApplied(startingWorkOrder), intents as WorkOrderChange[], apply);
        const onQuote = applyChanges(nothingApplied(startingQuote), intents as QuoteChange[], applyQuoteChange);
        expect(shared(onWorkOrder.doc, 'workOrderItems')).toEqual(shared(onQuote.doc, 'items'));
        expect(onWorkOrder.changed).toBe(onQuote.changed);
        expect(onWorkOrder.took).toEqual(onQuote.took);
        expect(onWorkOrder.refusals).toEqual([]);
        expect(onQuote.refusals).toEqual([]);
        expect(onWorkOrder.clashes.map((clash) => clashOf(clash, 'workOrderItems'))).toEqual(
          onQuote.clashes.map((clash) => clashOf(clash, 'items')),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('applied in runs, answers as applied at once (the server prices between runs)', () => {
    fc.assert(
      fc.property(fc.array(intentArb, { maxLength: 20 }), fc.array(fc.boolean()), (intents, cuts) => {
        const changes = intents as QuoteChange[];
        const atOnce = applyChanges(nothingApplied(startingQuote), changes, applyQuoteChange);
        let inRuns = nothingApplied(startingQuote);
        for (const run of runsBefore(changes, (change) => cuts[changes.indexOf(change)] === true))
          inRuns = applyChanges(inRuns, run.changes, applyQuoteChange, run.first);
        expect(inRuns).toEqual(atOnce);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out an intent that is refused or clashes, names each with its index, and goes on', () => {
    const refuseSecond = (doc: number, change: number) =>
      change === 2
        ? { doc, changed: false, clashes: [], moves: [], refusal: { path: 'status', message: 'No.' } }
        : change === 3
          ? {
              doc,
              changed: false,
              clashes: [{ path: 'x', reason: 'changed' as const, yours: 3, theirs: doc }],
              moves: [],
            }
          : { doc: doc + change, changed: change !== 0, clashes: [], moves: [] };
    const result = applyChanges(nothingApplied(10), [1, 2, 0, 3, 4], refuseSecond);
    expect(result).toEqual({
      doc: 15,
      changed: true,
      clashes: [{ path: 'x', reason: 'changed', yours: 3, theirs: 11 }],
      refusals: [{ path: 'status', message: 'No.', index: 1 }],
      took: [0, 4],
    });
  });

  it('splits a request into runs, each starting at an intent that asks', () => {
    expect(runsBefore(['a', 'B', 'c', 'D', 'E'], (change) => change === change.toUpperCase())).toEqual([
      { first: 0, asks: false, changes: ['a'] },
      { first: 1, asks: true, changes: ['B', 'c'] },
      { first: 3, asks: true, changes: ['D'] },
      { first: 4, asks: true, changes: ['E'] },
    ]);
  });
});
