import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approvedJobChanges,
  jobIdOf,
  recommendedJobLines,
  workOrderTimeOf,
  type JobPlace,
} from '../../../contract/health-checks/answer-to-job';
import { jobPrices } from '../../../contract/health-checks/pricing';
import type { HealthCheckAnswer, RecommendedJob } from '../../../contract/health-checks/schemas';
import { applyWorkOrderChange, type WorkOrderDocument } from '../../../contract/work-orders/apply';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { WorkOrderItem, WorkOrderJob } from '../../../contract/work-orders/lines';
import { answererIds, lineAnswers } from '../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../contract/work-orders/pricing/priced-lines';
import { item as itemOf, job as jobOf, workOrder } from '../work-orders/fixtures';

/**
 * Issue 46: the price the customer sees for a recommended job is what the job and its parts cost
 * on the work order, by the work order's rules, VAT included; an approved item becomes that job,
 * authorised for that very amount, and the work order then holds it as a promise (issue 42).
 */
const CHECK = '01936b2e-0000-7000-8000-0000000c0001';
const ITEM = '01936b2e-0000-7000-8000-0000000c0002';
const NOW = '2026-12-07T10:00:00.000Z';

const recommended = fc.record({
  minutes: fc.integer({ min: 0, max: 600 }),
  rate: fc.integer({ min: 3000, max: 15_000 }),
  taxRate: fc.constantFrom<number>(0, 1350, 2000, 2300),
  uplift: fc.integer({ min: 0, max: 30 }),
  parts: fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 8 }),
      price: fc.integer({ min: 1, max: 60_000 }),
      surcharge: fc.integer({ min: 0, max: 5_000 }),
      taxRate: fc.constantFrom<number>(0, 1350, 2000, 2300),
    }),
    { maxLength: 5 },
  ),
});
type Recommended = typeof recommended extends fc.Arbitrary<infer T> ? T : never;

const time = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const jobOfCase = (c: Recommended): RecommendedJob => ({
  description: 'Replace front brake pads',
  time: time(c.minutes),
  parts: c.parts.map((part, n) => ({ product: `/products/2000${n}`, quantity: part.quantity })),
});
const place = (c: Recommended): JobPlace => ({
  checkId: CHECK,
  labourRate: { id: 'mechanical', rate: c.rate },
  jobPosition: 'b0',
  partPositions: c.parts.map((_, n) => `b${n}`),
});

/** What the server adds to lines it takes: the catalogue's price and VAT, the job's time. */
function priced(doc: WorkOrderDocument, c: Recommended): WorkOrderDocument {
  return {
    ...doc,
    workOrderJobs: doc.workOrderJobs.map((line): WorkOrderJob => ({
      ...jobOf(0),
      ...line,
      calculatedTime: line.time,
      taxRate: c.taxRate,
    })),
    workOrderItems: doc.workOrderItems.map((line, n): WorkOrderItem => {
      const part = c.parts[n]!;
      return { ...itemOf(0), ...line, price: part.price, surcharge: part.surcharge, taxRate: part.taxRate };
    }),
  };
}

/** The job's lines alone, priced as POST /work-orders/prices prices them. */
function quote(c: Recommended) {
  const lines = recommendedJobLines({ id: ITEM, recommendedJob: jobOfCase(c) }, place(c))!;
  const doc = priced(
    workOrder({
      workOrderJobs: [lines.job as unknown as WorkOrderJob],
      workOrderItems: lines.parts as unknown as WorkOrderItem[],
    }),
    c,
  );
  return jobPrices(answererIds(doc), pricedLines(doc, c.uplift)).get(jobIdOf(CHECK, ITEM))!;
}

describe('a recommended job’s price', () => {
  it('is what the job and its parts cost on the work order, VAT included, to the penny', () => {
    fc.assert(
      fc.property(recommended, (c) => {
        const price = quote(c);
        const lines = recommendedJobLines({ id: ITEM, recommendedJob: jobOfCase(c) }, place(c))!;
        const doc = priced(
          workOrder({
            workOrderJobs: [lines.job as unknown as WorkOrderJob],
            workOrderItems: lines.parts as unknown as WorkOrderItem[],
          }),
          c,
        );
        const all = pricedLines(doc, c.uplift);
        // The shown price adds up from the lines; it is what the work order says the job costs now.
        expect(price.excTax).toBe(all.reduce((sum, line) => sum + line.excTax, 0));
        expect(price.incTax).toBe(all.reduce((sum, line) => sum + line.incTax, 0));
        expect(lineAnswers(doc, all).get(jobIdOf(CHECK, ITEM))?.current).toBe(price.incTax);
        // VAT only ever adds, by at most the highest rate (plus a penny a line for rounding).
        expect(price.incTax).toBeGreaterThanOrEqual(price.excTax);
        expect(price.incTax - price.excTax).toBeLessThanOrEqual(Math.ceil(price.excTax * 0.23) + all.length);
      }),
      { numRuns: 300 },
    );
  });

  it('is nothing but a job with no time or parts, and labour alone at the rate otherwise', () => {
    const c = { minutes: 60, rate: 7200, taxRate: 2000, uplift: 0, parts: [] };
    expect(quote(c)).toEqual({ excTax: 7200, incTax: 8640 });
    expect(quote({ ...c, minutes: 0 })).toEqual({ excTax: 0, incTax: 0 });
    expect(workOrderTimeOf('1:30')).toBe('01:30');
  });
});

describe('an approved item on the work order', () => {
  const answer = (incTax: number, method: HealthCheckAnswer['method'] = 'online') => ({
    decision: 'approved' as const,
    method,
    by: 'the customer',
    priceShown: { excTax: 0, incTax },
  });

  function approve(c: Recommended, method: HealthCheckAnswer['method'] = 'online') {
    const shown = quote(c);
    const changes = approvedJobChanges(
      { id: ITEM, recommendedJob: jobOfCase(c) },
      answer(shown.incTax, method),
      place(c),
    );
    let doc = workOrder({ workOrderJobs: [], workOrderItems: [] });
    for (const change of changes) {
      doc = priced(applyWorkOrderChange(doc, change as WorkOrderChange, NOW).doc, c);
    }
    return { doc, shown, changes };
  }

  it('is its job with its parts, authorised for the amount the customer saw', () => {
    fc.assert(
      fc.property(recommended, fc.constantFrom('online', 'phone', 'in-person' as const), (c, method) => {
        const { doc, shown } = approve(c, method);
        const jobId = jobIdOf(CHECK, ITEM);
        expect(doc.workOrderJobs.map((line) => line.id)).toEqual([jobId]);
        expect(doc.workOrderItems.every((line) => line.jobId === jobId)).toBe(true);
        expect(doc.workOrderItems).toHaveLength(c.parts.length);
        expect(doc.workOrderJobs[0]!.authorisation).toMatchObject({
          amount: shown.incTax,
          method: method === 'online' ? 'link' : method,
        });
        const now = lineAnswers(doc, pricedLines(doc, c.uplift)).get(jobId)!;
        expect(now).toMatchObject({ state: 'authorised', agreed: shown.incTax, awaiting: 0 });
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the agreed amount when the price rises later: the rise awaits; a cut asks nothing', () => {
    fc.assert(
      fc.property(recommended, fc.integer({ min: 1, max: 50_000 }), (c, rise) => {
        fc.pre(c.parts.length > 0);
        const { doc, shown } = approve(c);
        const jobId = jobIdOf(CHECK, ITEM);
        const raised = {
          ...c,
          parts: c.parts.map((part, n) => (n === 0 ? { ...part, price: part.price + rise } : part)),
        };
        const up = lineAnswers(priced(doc, raised), pricedLines(priced(doc, raised), c.uplift)).get(jobId)!;
        expect(up.agreed).toBe(shown.incTax);
        expect(up.awaiting).toBe(up.current - shown.incTax);
        expect(up.awaiting).toBeGreaterThan(0);
        const cut = { ...c, parts: c.parts.map((part) => ({ ...part, price: 0, surcharge: 0 })) };
        const down = lineAnswers(priced(doc, cut), pricedLines(priced(doc, cut), c.uplift)).get(jobId)!;
        expect(down).toMatchObject({ agreed: shown.incTax, awaiting: 0 });
      }),
      { numRuns: 200 },
    );
  });

  it('adds nothing for a declined or deferred item, and lands on the same lines when replayed', () => {
    const c = {
      minutes: 45,
      rate: 7200,
      taxRate: 2000,
      uplift: 0,
      parts: [{ quantity: 2, price: 1250, surcharge: 0, taxRate: 2000 }],
    };
    const item = { id: ITEM, recommendedJob: jobOfCase(c) };
    expect(approvedJobChanges(item, { ...answer(100), decision: 'declined' }, place(c))).toEqual([]);
    expect(approvedJobChanges(item, { ...answer(100), decision: 'later' }, place(c))).toEqual([]);
    expect(approvedJobChanges({ id: ITEM, recommendedJob: null }, answer(100), place(c))).toEqual([]);
    expect(approve(c).changes).toEqual(approve(c).changes);
    const taken = approvedJobChanges(item, { ...answer(100, 'phone'), by: 'Sam at the counter' }, place(c));
    expect(taken.at(-1)).toMatchObject({
      op: 'authorise',
      by: 'The customer (taken by Sam at the counter)',
      method: 'phone',
    });
  });
});
