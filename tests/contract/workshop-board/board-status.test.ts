import { describe, expect, it } from 'vitest';
import { boardStatusOf, type BoardStatusFacts } from '../../../contract/workshop-board/board-status';

const facts = (over: Partial<BoardStatusFacts>): BoardStatusFacts => ({
  status: 'pending',
  clockedOn: false,
  awaitingAuthorisation: 0,
  stoppedFor: null,
  ...over,
});

describe('a work order’s place on the workshop board', () => {
  it.each([
    [facts({}), 'waiting'],
    [facts({ status: 'parts-ordered' }), 'waiting-for-parts'],
    [facts({ status: 'in-progress' }), 'in-progress'],
    [facts({ status: 'completed', clockedOn: true }), 'ready'],
    [facts({ awaitingAuthorisation: 1 }), 'waiting-for-authorisation'],
    [facts({ status: 'parts-ordered', awaitingAuthorisation: 1 }), 'waiting-for-authorisation'],
    [facts({ awaitingAuthorisation: 1, clockedOn: true }), 'in-progress'],
    [facts({ status: 'in-progress', stoppedFor: 'waiting-for-parts' }), 'waiting-for-parts'],
    [facts({ status: 'in-progress', stoppedFor: 'waiting-for-authorisation' }), 'waiting-for-authorisation'],
    [facts({ status: 'in-progress', stoppedFor: 'waiting-for-parts', clockedOn: true }), 'in-progress'],
  ] as const)('%o is %s', (input, expected) => {
    expect(boardStatusOf(input)).toBe(expected);
  });
});
