import { describe, expect, it } from 'vitest';
import { planQuery, termMatches } from '../../../contract/search/query-plan';
import { compareRanked, type RankedItem } from '../../../contract/search/ranking';
import { createVocabulary } from '../../../contract/search/vocabulary';

const vocabulary = createVocabulary(
  ['timing', 'belt', 'kit', 'wiper', 'blade', 'blades', 'bulb', 'bulbs', 'brake', 'pad', 'pads', 'focus', 'filter'].map(
    (word) => ({ word, frequency: 10 }),
  ),
);
const words = (text: string) => planQuery(text, vocabulary).terms.map((term) => [...term.words, ...term.prefixes]);

describe('a query read the same way online and offline', () => {
  it("reads the counter's words as the catalogue's: cambelt is timing belt, wiper is wiper blade", () => {
    expect(words('cambelt kit')).toEqual([['timing'], ['belt'], ['kit']]);
    expect(planQuery('Cam Belt kit', vocabulary).corrected).toBe('timing belt kit');
    expect(words('wiper')).toEqual([['wiper'], ['blade', 'blades']]);
    expect(words('wiper blades')).toEqual([['wiper'], ['blade', 'blades']]);
  });

  it('matches singular and plural, corrects typos, and takes a half-typed word as a prefix', () => {
    expect(words('bulbs')).toEqual([['bulbs', 'bulb']]);
    expect(words('brake pads fosu')).toEqual([['brake'], ['pads', 'pad'], ['focus']]);
    expect(planQuery('brake pads fosu', vocabulary).corrected).toBe('brake pads focus');
    expect(planQuery('filt', vocabulary).terms).toEqual([{ words: [], prefixes: ['filt'] }]);
    expect(words('h7')).toEqual([['h7']]);
  });

  it("reads a viscosity typed without its dash as the catalogue prints it ('5W-30')", () => {
    expect(words('5w30')).toEqual([['5w'], ['30']]);
  });

  it('matches a term by any of its words, or a word beginning with its prefix', () => {
    const [pads] = planQuery('pads', vocabulary).terms;
    expect(termMatches(pads!, new Set(['front', 'pad']))).toBe(true);
    const [filt] = planQuery('filt', vocabulary).terms;
    expect(termMatches(filt!, new Set(['filter']))).toBe(true);
    expect(termMatches(filt!, new Set(['fiat']))).toBe(false);
  });
});

describe('one order of the items found', () => {
  const item = (sku: string, more: Partial<RankedItem>): RankedItem => ({
    sku,
    matched: 2,
    inName: 2,
    nameWords: 6,
    priced: true,
    ...more,
  });

  it('ranks by terms matched, in the name, the shorter name, priced, then sku', () => {
    const items = [
      item('6', { priced: false }),
      item('5', {}),
      item('4', { nameWords: 9 }),
      item('3', { inName: 1 }),
      item('2', { matched: 1, inName: 1 }),
      item('1', {}),
    ];
    expect([...items].sort(compareRanked).map((found) => found.sku)).toEqual(['1', '5', '6', '4', '3', '2']);
  });
});
