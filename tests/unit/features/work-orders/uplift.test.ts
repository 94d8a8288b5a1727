import { describe, expect, it } from 'vitest';
import {
  knownAccountDefault,
  offersAccountDefault,
  percentWords,
  upliftFromText,
} from '../../../../src/features/work-orders/uplift';

describe('the uplift as the mechanic types it', () => {
  it('reads a per cent figure, with a comma or a per cent sign, and nothing as none', () => {
    expect(upliftFromText('12.5')).toBe(12.5);
    expect(upliftFromText(' 12,5 % ')).toBe(12.5);
    expect(upliftFromText('0')).toBe(0);
    expect(upliftFromText('  ')).toBeNull();
    expect(upliftFromText('ten')).toBe('ten');
    expect(upliftFromText('12.345')).toBe('12.345');
  });

  it('offers the account’s default on a pending work order, past pending only where it is in use (§4)', () => {
    expect(offersAccountDefault({ status: 'pending', uplift: 15 })).toBe(true);
    expect(offersAccountDefault({ status: 'in-progress', uplift: 15 })).toBe(false);
    expect(offersAccountDefault({ status: 'in-progress', uplift: null })).toBe(true);
  });

  it('knows the account’s default from the configuration, else from a work order that follows it', () => {
    expect(knownAccountDefault(10, { uplift: 25, appliedUplift: 25 })).toBe(10);
    expect(knownAccountDefault(undefined, { uplift: null, appliedUplift: 10 })).toBe(10);
    expect(knownAccountDefault(undefined, { uplift: 25, appliedUplift: 25 })).toBeNull();
  });

  it('writes a figure as a per cent', () => {
    expect(percentWords(12.5)).toBe('12.5%');
    expect(percentWords(10)).toBe('10%');
  });
});
