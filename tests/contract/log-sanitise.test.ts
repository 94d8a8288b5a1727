import { describe, expect, it } from 'vitest';
import { LOG_TEXT_LIMIT, sanitiseLogText } from '../../contract/log-sanitise';

describe('sanitiseLogText', () => {
  it('removes newlines and control characters', () => {
    expect(sanitiseLogText('line one\nline two\r\n\tend')).toBe('line oneline twoend');
    expect(sanitiseLogText('bell\u0007 esc\u001b[31m del\u007f c1\u0085 ls\u2028 ps\u2029')).toBe(
      'bell esc[31m del c1 ls ps',
    );
  });

  it('keeps text of 1000 characters as it is', () => {
    const text = 'a'.repeat(LOG_TEXT_LIMIT);
    expect(sanitiseLogText(text)).toBe(text);
  });

  it('caps longer text at 1000 characters ending with an ellipsis', () => {
    const out = sanitiseLogText('b'.repeat(5000));
    expect(out).toHaveLength(1000);
    expect(out.endsWith('…')).toBe(true);
  });

  it('turns other values into text', () => {
    expect(sanitiseLogText(42)).toBe('42');
  });
});
