import { describe, expect, it } from 'vitest';
import { recallStatusOf } from '../../../../server/providers/vehicles/recall-status';

describe("DVSA's hasOutstandingRecall", () => {
  it('keeps the four documented values, whatever their case', () => {
    expect(['Yes', 'No', 'Unknown', 'Unavailable'].map(recallStatusOf)).toEqual([
      'Yes',
      'No',
      'Unknown',
      'Unavailable',
    ]);
    expect(recallStatusOf(' YES ')).toBe('Yes');
    expect(recallStatusOf('no')).toBe('No');
  });

  it('calls anything else, or nothing, Unknown: a recall is neither claimed nor denied', () => {
    expect(recallStatusOf('Maybe')).toBe('Unknown');
    expect(recallStatusOf('')).toBe('Unknown');
    expect(recallStatusOf(null)).toBe('Unknown');
    expect(recallStatusOf(undefined)).toBe('Unknown');
  });
});
