import { describe, expect, it } from 'vitest';
import { answerWords } from '../../../contract/work-orders/answer-words';

const money = (minor: number) => `£${(minor / 100).toFixed(2)}`;
const given = { by: 'Mrs J. Kaur', method: 'phone' as const, at: '2026-12-06T09:00:00Z', amount: 58_059 };

describe('how a line’s answer from the customer reads', () => {
  it('authorised, raised since, declined and awaiting', () => {
    expect(
      answerWords(
        { state: 'authorised', current: 58_059, agreed: 58_059, awaiting: 0 },
        { authorisation: given },
        money,
      ),
    ).toBe('Authorised: £580.59 agreed by Mrs J. Kaur by phone');
    expect(
      answerWords(
        { state: 'raised', current: 64_609, agreed: 58_059, awaiting: 6_550 },
        { authorisation: given },
        money,
      ),
    ).toBe('Awaiting authorisation of £65.50 more than the £580.59 agreed');
    expect(
      answerWords(
        { state: 'declined', current: 9_000, agreed: null, awaiting: 0 },
        { declined: { by: 'Mr D. Whitaker', method: 'text', at: '2026-12-06T09:00:00Z' } },
        money,
      ),
    ).toBe('Declined by Mr D. Whitaker by text');
    expect(answerWords({ state: 'awaiting', current: 4_200, agreed: null, awaiting: 4_200 }, {}, money)).toBe(
      'Awaiting authorisation: £42.00',
    );
  });
});
