import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditShareOf, type ChargedLine } from '../../../contract/money/credit-share';
import { taxOn } from '../../../contract/money/tax';
import { mayCancel, type CancelFacts } from '../../../contract/orders/cancel-rule';
import type { TrackingEventKind } from '../../../contract/tracking/schemas';

/**
 * The money invariant of issue 43, for any order and any sequence of calls: no sequence of place,
 * pay, cancel, return and credit gives back more than was paid or takes back more units than were
 * sold, and every credit note is exactly its return's lines. Driven through the contract's own
 * rules: whether the order may still be cancelled (cancel-rule.ts) and what a credit gives back
 * (money/credit-share.ts); the server holds the same with its database (tests/server/modules/orders/
 * money-invariant.test.ts).
 */

const vatRates = [0, 500, 1350, 2000, 2300];

const chargedLine: fc.Arbitrary<ChargedLine> = fc
  .record({
    units: fc.integer({ min: 1, max: 120 }),
    unitPrice: fc.integer({ min: 1, max: 50_000 }),
    discountPercent: fc.integer({ min: 0, max: 60 }),
    vatRate: fc.constantFrom(...vatRates),
  })
  .map(({ units, unitPrice, discountPercent, vatRate }) => {
    const netAmount = Math.round((unitPrice * units * (100 - discountPercent)) / 100);
    return { units, netAmount, vatAmount: taxOn(netAmount, vatRate), vatRate };
  });

describe('a credit never gives back more than the line charged', () => {
  it('credited in any parts, each step is at least nothing and the parts add up to the line', () => {
    fc.assert(
      fc.property(chargedLine, fc.array(fc.integer({ min: 1, max: 120 }), { maxLength: 130 }), (line, asks) => {
        const credited = { units: 0, netAmount: 0, vatAmount: 0 };
        for (const ask of asks) {
          const quantity = Math.min(ask, line.units - credited.units);
          if (quantity === 0) break;
          const share = creditShareOf(line, credited, quantity);
          expect(share.netAmount).toBeGreaterThanOrEqual(0);
          expect(share.vatAmount).toBeGreaterThanOrEqual(0);
          credited.units += quantity;
          credited.netAmount += share.netAmount;
          credited.vatAmount += share.vatAmount;
          expect(credited.netAmount).toBeLessThanOrEqual(line.netAmount);
          expect(credited.vatAmount).toBeLessThanOrEqual(line.vatAmount);
        }
        if (credited.units === line.units) {
          expect(credited).toEqual({ units: line.units, netAmount: line.netAmount, vatAmount: line.vatAmount });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('99 washers at 8p returned one by one give back less than the £9.60 line', () => {
    const line = { units: 100, netAmount: 800, vatAmount: 160, vatRate: 2000 };
    const credited = { units: 0, netAmount: 0, vatAmount: 0 };
    for (let unit = 0; unit < 99; unit += 1) {
      const share = creditShareOf(line, credited, 1);
      credited.units += 1;
      credited.netAmount += share.netAmount;
      credited.vatAmount += share.vatAmount;
    }
    expect(credited.netAmount + credited.vatAmount).toBeLessThanOrEqual(950);
  });
});

/** A click-and-collect order's tracking, or a van's: each step a call may wait for. */
const journeys: TrackingEventKind[][] = [
  ['received', 'picking', 'ready-to-collect', 'collected'],
  ['received', 'picking', 'loaded', 'out-for-delivery', 'delivered'],
  ['received', 'picking', 'dispatched', 'at-depot', 'out-for-delivery', 'attempted'],
];

type Call =
  | { call: 'pay' }
  | { call: 'time' }
  | { call: 'cancel' }
  | { call: 'return'; line: number; quantity: number }
  | { call: 'credit' };

const calls: fc.Arbitrary<Call> = fc.oneof(
  fc.constant<Call>({ call: 'pay' }),
  fc.constant<Call>({ call: 'time' }),
  fc.constant<Call>({ call: 'cancel' }),
  fc.record({ call: fc.constant('return' as const), line: fc.nat(5), quantity: fc.integer({ min: 1, max: 130 }) }),
  fc.constant<Call>({ call: 'credit' }),
);

interface Note {
  reason: 'cancel' | number;
  lines: { line: number; units: number; gross: number }[];
}

/** One order through a sequence of calls, each refused or taken as the contract's rules say. */
function run(lines: ChargedLine[], journey: TrackingEventKind[], sequence: Call[]) {
  let status: CancelFacts['status'] = 'awaiting-payment';
  let happened = 0;
  let paid = 0;
  const sold = lines.map((line) => line.units);
  const credited = lines.map(() => ({ units: 0, netAmount: 0, vatAmount: 0 }));
  /** Units on returns, credited or waiting to be. */
  const returned = lines.map(() => 0);
  const returns: { lines: { line: number; units: number }[]; credited: boolean }[] = [];
  const notes: Note[] = [];
  const facts = (): CancelFacts => ({
    status,
    workOrderId: null,
    trackingEvents: status === 'placed' ? journey.slice(0, happened).map((kind) => ({ kind, at: '' })) : [],
  });
  const handedOver = () =>
    status === 'placed' && journey.slice(0, happened).some((kind) => kind === 'delivered' || kind === 'collected');
  const credit = (reason: Note['reason'], asked: { line: number; units: number }[]) => {
    const note: Note = { reason, lines: [] };
    for (const { line, units } of asked) {
      const share = creditShareOf(lines[line]!, credited[line]!, units);
      credited[line]!.units += units;
      credited[line]!.netAmount += share.netAmount;
      credited[line]!.vatAmount += share.vatAmount;
      note.lines.push({ line, units, gross: share.netAmount + share.vatAmount });
    }
    notes.push(note);
  };

  for (const step of sequence) {
    if (step.call === 'pay' && status === 'awaiting-payment') {
      status = 'placed';
      paid = lines.reduce((sum, line) => sum + line.netAmount + line.vatAmount, 0);
    } else if (step.call === 'time' && status === 'placed') {
      happened = Math.min(journey.length, happened + 1);
    } else if (step.call === 'cancel' && mayCancel(facts())) {
      // Whatever is not credited yet is credited by one note (invoice-issuer creditCancelledOrder).
      if (status === 'placed') {
        const left = lines.map((line, index) => ({ line: index, units: line.units - credited[index]!.units }));
        credit(
          'cancel',
          left.filter((line) => line.units > 0),
        );
      }
      status = 'cancelled';
    } else if (step.call === 'return' && handedOver() && step.line < lines.length) {
      // Returnable: sold less what is on returns already (server/modules/returns/return-rules.ts).
      const left = sold[step.line]! - returned[step.line]!;
      if (step.quantity <= left) {
        returned[step.line]! += step.quantity;
        returns.push({ lines: [{ line: step.line, units: step.quantity }], credited: false });
      }
    } else if (step.call === 'credit') {
      for (const [index, waiting] of returns.entries()) {
        if (waiting.credited) continue;
        waiting.credited = true;
        credit(index, waiting.lines);
      }
    }
  }
  return { status, paid, sold, returned, returns, notes };
}

describe('the money of an order, for any sequence of calls', () => {
  it('credits never exceed payments, returned units never exceed sold, each credit note is its return', () => {
    fc.assert(
      fc.property(
        fc.array(chargedLine, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...journeys),
        fc.array(calls, { maxLength: 40 }),
        (lines, journey, sequence) => {
          const { status, paid, sold, returned, returns, notes } = run(lines, journey, sequence);
          const given = notes.flatMap((note) => note.lines).reduce((sum, line) => sum + line.gross, 0);
          expect(given).toBeLessThanOrEqual(paid);
          returned.forEach((units, index) => expect(units).toBeLessThanOrEqual(sold[index]!));
          // Every credit note of a return is exactly that return's lines, once.
          for (const [index, waiting] of returns.entries()) {
            const of = notes.filter((note) => note.reason === index);
            expect(of).toHaveLength(waiting.credited ? 1 : 0);
            if (waiting.credited)
              expect(of[0]!.lines.map(({ line, units }) => ({ line, units }))).toEqual(waiting.lines);
          }
          // Money comes back one way only: a cancelled order has no returns, a returned one was not cancelled.
          if (status === 'cancelled') expect(returns).toEqual([]);
          if (status === 'cancelled' && paid > 0) expect(given).toBe(paid);
        },
      ),
      { numRuns: 300 },
    );
  });
});
