import { describe, expect, it } from 'vitest';
import type { Clash } from '../../../contract/documents/clash';
import { DocumentClashProblem } from '../../../server/http/conflict';

const changed = (path: string): Clash => ({ path, reason: 'changed', yours: 2, theirs: 3 });

describe('one 409 for every document with lines', () => {
  const quote = { noun: 'quote', stale: 'This quote has changed since you opened it.' };
  const workOrder = {
    noun: 'work order',
    locked: 'Part of this work order can no longer change: its parts are ordered.',
  };

  it('answers the document as it is and just what clashed, named in one sentence', () => {
    const problem = new DocumentClashProblem({ id: 'q1' }, [changed('name')], quote);
    expect(problem.toBody()).toMatchObject({
      status: 409,
      detail: 'Someone else changed this on the quote at the same time. Choose which to keep.',
      current: { id: 'q1' },
      clashes: [changed('name')],
    });
  });

  it('names the first clash in the document’s own words', () => {
    const message = (clashes: Clash[], words: typeof quote | typeof workOrder) =>
      new DocumentClashProblem(null, clashes, words).message;
    expect(message([changed('rev')], quote)).toBe(quote.stale);
    expect(message([changed('rev')], workOrder)).toMatch(/^Someone else changed this on the work order/);
    expect(message([{ ...changed('status'), reason: 'locked' }], workOrder)).toBe(workOrder.locked);
    expect(message([{ ...changed('status'), reason: 'move' }], workOrder)).toBe(
      'This work order cannot move to that status from where it is now.',
    );
    expect(message([{ ...changed('items[x]'), reason: 'removed' }], quote)).toBe(
      'Someone removed a line you changed on this quote.',
    );
    expect(message([changed('a'), changed('b')], workOrder)).toBe(
      'Someone else changed 2 of the same things on the work order. Choose which to keep.',
    );
  });
});
