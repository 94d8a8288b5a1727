import { editDistance } from './edit-distance';
import { STOP_WORDS } from './words';

/**
 * Typo correction against the catalogue's own words (providers.md: correcting each word against
 * a small vocabulary, then full text, instead of a trigram scan of every product). A word the
 * catalogue knows stays as typed; an unknown one becomes the closest known word within an edit
 * distance that grows with its length, the more frequent word winning a tie.
 *
 * Online search builds it from the catalogue's search words (kept-vocabulary.ts), the offline
 * pack from the words of the items it holds: one rule, so both correct 'fosu' to 'focus'.
 */
export interface Vocabulary {
  correct(word: string): string;
  has(word: string): boolean;
  /** Whether a known word begins with this one ('filt' begins 'filter'): someone still typing. */
  begins(word: string): boolean;
}

/**
 * The slips forgiven: none in three letters or fewer (too many words are one slip apart), two up
 * to five letters, three above.
 */
const maxEdits = (length: number) => (length <= 3 ? 0 : length <= 5 ? 2 : 3);

export function createVocabulary(all: Iterable<{ word: string; frequency: number }>): Vocabulary {
  const frequency = new Map<string, number>();
  for (const entry of all) if (!STOP_WORDS.has(entry.word)) frequency.set(entry.word, entry.frequency);
  // Candidates share the first letter or the second (most typos keep one of them): a cheap
  // prefilter so that each correction measures a few hundred words, not the whole vocabulary.
  const byLetter = new Map<string, string[]>();
  for (const word of frequency.keys()) {
    for (const letter of new Set([word[0], word[1]])) {
      if (!letter) continue;
      const list = byLetter.get(letter) ?? [];
      list.push(word);
      byLetter.set(letter, list);
    }
  }

  const sorted = [...frequency.keys()].sort();

  return {
    has: (word) => frequency.has(word) || STOP_WORDS.has(word),
    begins(word) {
      // The first known word not before it, by binary search: it begins with `word` if any does.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((sorted[middle] as string) < word) low = middle + 1;
        else high = middle;
      }
      return sorted[low]?.startsWith(word) ?? false;
    },
    correct(word) {
      if (frequency.has(word) || /\d/.test(word)) return word;
      const limit = maxEdits(word.length);
      if (limit === 0) return word;
      let best = word;
      let bestDistance = limit + 1;
      let bestFrequency = -1;
      let bestLengthGap = Number.POSITIVE_INFINITY;
      let bestOverlap = -1;
      const seen = new Set<string>();
      for (const letter of new Set([word[0], word[1]])) {
        for (const candidate of byLetter.get(letter ?? '') ?? []) {
          if (seen.has(candidate) || Math.abs(candidate.length - word.length) > limit) continue;
          seen.add(candidate);
          const d = editDistance(word, candidate, limit);
          if (d > limit) continue;
          const f = frequency.get(candidate) ?? 0;
          const gap = Math.abs(candidate.length - word.length);
          const overlap = sharedLetters(word, candidate);
          // Fewest edits; then the most of the typed letters kept ('fosu' keeps all four in
          // 'focus', two in 'ford'); then the length nearest the typed word; then the commoner
          // word; then the first in the alphabet, so both sides choose alike.
          const better =
            d < bestDistance ||
            (d === bestDistance &&
              (overlap > bestOverlap ||
                (overlap === bestOverlap &&
                  (gap < bestLengthGap ||
                    (gap === bestLengthGap && (f > bestFrequency || (f === bestFrequency && candidate < best)))))));
          if (better) {
            best = candidate;
            bestDistance = d;
            bestFrequency = f;
            bestLengthGap = gap;
            bestOverlap = overlap;
          }
        }
      }
      return bestDistance <= limit ? best : word;
    },
  };
}

/** How many letters of `typed` the candidate holds, each counted once per occurrence. */
function sharedLetters(typed: string, candidate: string): number {
  const left = [...candidate];
  let shared = 0;
  for (const letter of typed) {
    const at = left.indexOf(letter);
    if (at >= 0) {
      shared += 1;
      left.splice(at, 1);
    }
  }
  return shared;
}
