import { describe, expect, it } from 'vitest';
import { removeLocalKeysStartingWith } from '../../../src/storage/local-keys';

describe('removing localStorage keys by prefix', () => {
  it('removes the keys with any of the prefixes and answers them', () => {
    localStorage.setItem('ZD-a', '1');
    localStorage.setItem('chat:open', 'true');
    localStorage.setItem('zd-lower', 'kept: prefixes are exact');
    localStorage.setItem('config', '{}');
    expect(removeLocalKeysStartingWith(['ZD-', 'chat:']).sort()).toEqual(['ZD-a', 'chat:open']);
    expect(Object.keys(localStorage).sort()).toEqual(['config', 'zd-lower']);
  });

  it('answers nothing when nothing matches', () => {
    localStorage.setItem('config', '{}');
    expect(removeLocalKeysStartingWith(['ZD-'])).toEqual([]);
    expect(localStorage.getItem('config')).toBe('{}');
  });
});
