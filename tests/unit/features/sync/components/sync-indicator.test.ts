import { describe, expect, it } from 'vitest';
import { changesIndicatorWords } from '../../../../../src/features/sync/components/sync-indicator';

describe('the header’s changes indicator in words', () => {
  it('says nothing is waiting only once the outbox has been read (a reload on a busy tablet)', () => {
    expect(changesIndicatorWords(0, 0, false)).toBe('Reading the changes waiting on this device');
  });

  it('once read: all sent, or how many wait', () => {
    expect(changesIndicatorWords(0, 0, true)).toBe('All changes sent');
    expect(changesIndicatorWords(1, 0, true)).toBe('1 change waiting');
  });

  it('counts waiting changes apart from those that need the person', () => {
    expect(changesIndicatorWords(2, 1, true)).toBe('2 changes waiting, 1 change needs you');
  });
});
