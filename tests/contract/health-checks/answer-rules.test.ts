import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPutToCustomer,
  recordAnswers,
  statusAfterAnswers,
  unanswered,
} from '../../../contract/health-checks/answer-rules';
import { answerInputSchema, staffAnswersSchema } from '../../../contract/health-checks/answers';
import { followUpOf } from '../../../contract/health-checks/deferred';
import { itemIdOf } from '../../../contract/health-checks/item-ids';
import { healthCheckMessages as m } from '../../../contract/health-checks/messages';
import { newHealthCheck } from '../../../contract/health-checks/new-check';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { quickTemplate } from '../../../contract/health-checks/templates';

const ID = '01936b2e-0000-7000-8000-0000000c0001';
const itemId = (key: string) => itemIdOf(ID, key);
const job = { description: 'Replace', time: '1:00', parts: [] };

/** A completed quick check: pads red and battery amber with work, wipers amber without, lights green. */
function check(): HealthCheck {
  const made = newHealthCheck(
    { id: ID, template: 'quick', vrm: 'YX19 KLM', vehicle: null, mileage: null, workOrder: null },
    quickTemplate,
    { currency: 'GBP', technician: 'Dan Whitaker', now: '2026-12-07T09:00:00.000Z' },
  );
  const marks: Record<string, Partial<HealthCheck['items'][number]>> = {
    'pads-nsf': { state: 'red', recommendedJob: job, price: { excTax: 10_000, incTax: 12_000 } },
    battery: { state: 'amber', recommendedJob: job, price: { excTax: 9_000, incTax: 10_800 } },
    wipers: { state: 'amber' },
    lights: { state: 'green' },
  };
  return {
    ...made,
    status: 'sent',
    items: made.items.map((item) => ({ ...item, ...marks[item.key] })),
  };
}
const context = { at: '2026-12-07T10:00:00.000Z', today: '2026-12-07', method: 'online' as const, by: 'the customer' };
const input = (key: string, decision: 'approved' | 'declined' | 'later', laterDate: string | null = null) => ({
  item: itemId(key),
  decision,
  reason: null,
  laterDate,
});

describe('the customer’s answers, item by item', () => {
  it('records each with when, how, who and the price shown', () => {
    const { added, refusals } = recordAnswers(check(), [input('pads-nsf', 'approved')], context);
    expect(refusals).toEqual([]);
    expect(added).toEqual([
      {
        item: itemId('pads-nsf'),
        decision: 'approved',
        reason: null,
        laterDate: null,
        at: context.at,
        method: 'online',
        by: 'the customer',
        priceShown: { excTax: 10_000, incTax: 12_000 },
        notOnWorkOrder: null,
      },
    ]);
  });

  it('refuses beside the item what cannot be answered, in plain words', () => {
    const { added, refusals } = recordAnswers(
      check(),
      [
        input('lights', 'approved'),
        input('wipers', 'approved'),
        input('battery', 'later', '2026-12-07'),
        input('pads-nsf', 'declined'),
        input('pads-nsf', 'approved'),
      ],
      context,
    );
    expect(refusals).toEqual([
      { path: 'answers[0].item', message: m.notAsked, item: itemId('lights') },
      { path: 'answers[1].decision', message: m.noJobToApprove, item: itemId('wipers') },
      { path: 'answers[2].laterDate', message: m.laterDate, item: itemId('battery') },
      { path: 'answers[4].item', message: m.answeredTwice, item: itemId('pads-nsf') },
    ]);
    expect(added.map((answer) => answer.item)).toEqual([itemId('pads-nsf')]);
  });

  it('takes the same answer again as given, and never lets a given answer change', () => {
    const decision = fc.constantFrom('approved' as const, 'declined' as const, 'later' as const);
    fc.assert(
      fc.property(decision, decision, (first, second) => {
        const doc = check();
        const one = recordAnswers(doc, [input('battery', first, first === 'later' ? '2027-01-10' : null)], context);
        const answered = { ...doc, answers: one.added };
        const again = recordAnswers(answered, [input('battery', second, second === 'later' ? '2027-01-10' : null)], {
          ...context,
          at: '2026-12-08T10:00:00.000Z',
        });
        expect(again.added).toEqual([]);
        expect(again.refusals).toHaveLength(first === second ? 0 : 1);
        expect(answered.answers[0]!.priceShown).toEqual({ excTax: 9_000, incTax: 10_800 });
      }),
    );
  });

  it('is answered once every item with work has its answer', () => {
    const doc = check();
    expect(unanswered(doc).map((item) => item.key)).toEqual(['pads-nsf', 'battery']);
    const half = { ...doc, answers: recordAnswers(doc, [input('pads-nsf', 'approved')], context).added };
    expect(statusAfterAnswers(half)).toBe('sent');
    const all = recordAnswers(half, [input('battery', 'declined')], context).added;
    expect(statusAfterAnswers({ ...half, answers: [...half.answers, ...all] })).toBe('answered');
    expect(isPutToCustomer({ state: 'green' })).toBe(false);
  });

  it('wants a date for later, and a name for whoever took it', () => {
    expect(answerInputSchema.safeParse({ item: itemId('battery'), decision: 'later' }).success).toBe(false);
    expect(
      staffAnswersSchema.safeParse({ method: 'phone', by: ' ', answers: [input('battery', 'declined')] }).success,
    ).toBe(false);
    expect(staffAnswersSchema.safeParse({ method: 'online', by: 'Sam', answers: [] }).success).toBe(false);
  });

  it('follows deferred work up on the customer’s day, the mechanic’s, or a month on', () => {
    const at = '2026-12-07T10:00:00.000Z';
    expect(followUpOf({ laterDate: '2027-02-01', at }, { followUpDate: '2027-01-01' })).toBe('2027-02-01');
    expect(followUpOf({ laterDate: null, at }, { followUpDate: '2027-01-01' })).toBe('2027-01-01');
    expect(followUpOf({ laterDate: null, at }, { followUpDate: null })).toBe('2027-01-06');
  });
});
