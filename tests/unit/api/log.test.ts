import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/api/log';

afterEach(() => vi.restoreAllMocks());

describe('client log lines', () => {
  it('are sanitised: no newlines or control characters, at most 1,000 characters', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    log.warn('Failed:\nforged line', new Error('boom\r\n'), { a: 1 });
    expect(warn).toHaveBeenCalledWith('Failed:forged line boom {"a":1}');
    log.warn('x'.repeat(2000));
    const long = warn.mock.calls[1]?.[0] as string;
    expect(long).toHaveLength(1000);
    expect(long.endsWith('…')).toBe(true);
  });
});
