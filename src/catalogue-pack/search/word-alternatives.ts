import type SearchableMap from 'minisearch/SearchableMap';
import { typosForgiven } from './words';

/**
 * The indexed words a typed word stands for, each with how much a match on it counts: the word
 * itself; for the last word, the words it begins ('brake pa' → 'pads', someone still typing);
 * otherwise, for a word the pack does not know, the nearest words within its forgiven typos
 * ('fosu' → 'focus', 'ford'). A known word is taken as typed, as online search does: 'pads' is
 * not also 'pins'.
 *
 * The weights are MiniSearch's own for prefix and fuzzy matches, which measured well here:
 * a longer completion or a farther typo counts for less.
 */
export interface Alternative {
  word: string;
  weight: number;
}

const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;

export function alternativesOf(vocabulary: SearchableMap<unknown>, typed: string, isLast: boolean): Alternative[] {
  const found = new Map<string, number>();
  const known = vocabulary.has(typed);
  if (known) found.set(typed, 1);
  if (isLast) {
    for (const word of vocabulary.atPrefix(typed).keys()) {
      const extra = word.length - typed.length;
      if (extra > 0) found.set(word, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * extra));
    }
  }
  // A typo only for a word that neither is one nor begins one ('filt' is filter, not oil), and
  // only the nearest: 'wipr' is 'wiper', not also 'air' and 'wear' two slips away.
  const edits = known || found.size ? 0 : typosForgiven(typed);
  if (edits) {
    const near = [...vocabulary.fuzzyGet(typed, edits)].map(([word, [, distance]]) => ({ word, distance }));
    const nearest = Math.min(...near.map((n) => n.distance));
    for (const { word, distance } of near) {
      if (distance === nearest) found.set(word, (TYPO_WEIGHT * word.length) / (word.length + distance));
    }
  }
  // In word order, so that scores add up in the same order before and after a save and load.
  return [...found].sort(([a], [b]) => (a < b ? -1 : 1)).map(([word, weight]) => ({ word, weight }));
}
