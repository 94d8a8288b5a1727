import { describe, expect, it } from 'vitest';
import { foldAccents, vocabularyOf, vocabularyWords } from '../../../../server/demo/catalogue/search-text';

describe("the demo catalogue's search text", () => {
  it('folds accents to plain ASCII, as the search service folds what people type', () => {
    expect(foldAccents('Lemförder Citroën Škoda')).toBe('Lemforder Citroen Skoda');
  });

  it('takes lower-case words of three letters or more, without numbers', () => {
    expect(vocabularyWords('Lemförder Front Anti-Roll Bar Link for Citroën C3 Mk3, 1.2 PureTech')).toEqual([
      'lemforder',
      'front',
      'anti',
      'roll',
      'bar',
      'link',
      'for',
      'citroen',
      'puretech',
    ]);
  });

  it('counts each word once per product that holds it, in alphabetical order', () => {
    const words = vocabularyOf([
      { searchText: 'Brake Pads Brake for Ford Focus' },
      { searchText: 'Brake Discs for Ford Fiesta' },
      { searchText: 'Oil Filter' },
    ]);
    expect(words).toEqual([
      { word: 'brake', frequency: 2 },
      { word: 'discs', frequency: 1 },
      { word: 'fiesta', frequency: 1 },
      { word: 'filter', frequency: 1 },
      { word: 'focus', frequency: 1 },
      { word: 'for', frequency: 2 },
      { word: 'ford', frequency: 2 },
      { word: 'oil', frequency: 1 },
      { word: 'pads', frequency: 1 },
    ]);
  });
});
