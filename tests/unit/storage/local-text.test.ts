import { beforeEach, describe, expect, it } from 'vitest';
import { localText } from '../../../src/storage/local-text';

describe('localText', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the text as it is under its key, not as JSON', () => {
    const token = localText('token');
    expect(token.read()).toBeNull();
    token.write('eyJhbGciOi.x.y');
    expect(localStorage.getItem('token')).toBe('eyJhbGciOi.x.y');
    expect(token.read()).toBe('eyJhbGciOi.x.y');
    token.remove();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reads what another part of the page or another tab stored', () => {
    localStorage.setItem('guest_basket', '0190a3c2-0000-7000-8000-000000000001');
    expect(localText('guest_basket').read()).toBe('0190a3c2-0000-7000-8000-000000000001');
  });
});
