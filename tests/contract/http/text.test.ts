import { describe, expect, it } from 'vitest';
import { hasControlCharacters, multilineText, text, textMessages } from '../../../contract/http/text';

describe('text fields', () => {
  it('refuse NUL and other control characters with a violation message', () => {
    for (const bad of ['a\u0000b', 'tab\there', 'line\nbreak', '\u001b[31m', 'del\u007f', 'c1\u0085']) {
      const result = text().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(textMessages.controlCharacters);
    }
  });

  it('accept ordinary text, accents and emoji', () => {
    for (const good of ['Brembo P 85 020', 'Citroën', 'Ó Briain', 'naïve 😀', ''])
      expect(text().parse(good)).toBe(good);
  });

  it('let multi-line fields keep line breaks and tabs, not NUL', () => {
    expect(multilineText().parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(multilineText().safeParse('one\u0000').success).toBe(false);
    expect(hasControlCharacters('a\nb', true)).toBe(false);
  });
});
