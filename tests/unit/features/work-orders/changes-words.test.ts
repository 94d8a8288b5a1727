import { describe, expect, it } from 'vitest';
import { changesWords } from '../../../../src/features/work-orders/changes-words';
import type { ChangeStatus } from '../../../../src/sync/change-status';

const waiting: ChangeStatus = { kind: 'waiting' };
const clash: ChangeStatus = { kind: 'conflict', message: 'Changed on another device', mine: null, theirs: null };
const refused: ChangeStatus = { kind: 'refused', message: 'No', violations: [], status: 422 };

/** Issue 45: one true sentence, never "being sent" for a change that waits for a decision. */
describe('the work order’s changes in words', () => {
  it('all saved, or how many wait, by the connection', () => {
    expect(changesWords([], false)).toBe('All changes saved');
    expect(changesWords([waiting], false)).toBe('1 change waiting to be sent');
    expect(changesWords([waiting, waiting, waiting, waiting, waiting, waiting], false)).toBe(
      '6 changes waiting to be sent',
    );
    expect(changesWords([waiting, waiting], true)).toBe('2 changes being sent');
  });

  it('a clash or a refusal is said apart from what is going', () => {
    expect(changesWords([clash], true)).toBe('1 change clashes with another device: choose below');
    expect(changesWords([waiting, clash, refused], true)).toBe(
      '1 change being sent; 1 change clashes with another device: choose below; 1 change refused: see below',
    );
  });
});
