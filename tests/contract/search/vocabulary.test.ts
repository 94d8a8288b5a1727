import { describe, expect, it } from 'vitest';
import { createVocabulary } from '../../../contract/search/vocabulary';
import { searchWords } from '../../../contract/search/words';

const vocabulary = createVocabulary(
  [
    'for',
    'ford',
    'brake',
    'pads',
    'pad',
    'focus',
    'fiesta',
    'front',
    'disc',
    'discs',
    'brembo',
    'bosch',
    'oil',
    'filter',
    'golf',
    'corolla',
  ].map((word, index) => ({ word, frequency: 100 - index })),
);

describe('typo correction against the catalogue vocabulary', () => {
  it('keeps words it knows', () => {
    expect(vocabulary.correct('brake')).toBe('brake');
    expect(vocabulary.correct('pads')).toBe('pads');
  });

  it('corrects misspelt words to the nearest known one', () => {
    expect(vocabulary.correct('fosu')).toBe('focus');
    expect(vocabulary.correct('fiets')).toBe('fiesta');
    expect(vocabulary.correct('brmebo')).toBe('brembo');
    expect(vocabulary.correct('filtre')).toBe('filter');
    expect(vocabulary.correct('corola')).toBe('corolla');
  });

  it('leaves short words, numbers and far-off words alone', () => {
    expect(vocabulary.correct('xyz')).toBe('xyz');
    expect(vocabulary.correct('p85020')).toBe('p85020');
    expect(vocabulary.correct('windscreen')).toBe('windscreen');
  });
});

describe('search words', () => {
  it('splits on anything but letters and digits, lower case, accents folded, no single letters', () => {
    expect(searchWords('Brake-Pads  FOSU, Citroën')).toEqual(['brake', 'pads', 'fosu', 'citroen']);
    expect(searchWords('P 85 020 set for 2.0 TDI')).toEqual(['85', '020', 'tdi']);
    expect(searchWords('  ')).toEqual([]);
  });
});
