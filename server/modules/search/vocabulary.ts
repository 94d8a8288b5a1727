import { distance } from 'fastest-levenshtein';

/**
 * Typo correction against the catalogue's own words (providers.md: correcting each word
 * against a small vocabulary, then full text, instead of a trigram scan of every product).
 * A word the catalogue knows stays as typed; an unknown one becomes the closest known word
 * within an edit distance that grows with its length, the more frequent word winning a tie.
 */
export interface Vocabulary {
  correct(word: string): string;
  has(word: string): boolean;
}

const maxEdits = (length: number) => (length <= 3 ? 0 : length <= 5 ? 2 : 3);

/** Words in names that nobody searches for; never a correction ('fosu' is not 'for'). */
export const STOP_WORDS = new Set(['for', 'and', 'with', 'the', 'set', 'pair', 'pack']);

export function createVocabulary(all: { word: string; frequency: number }[]): Vocabulary {
  const entries = all.filter((entry) => !STOP_WORDS.has(entry.word));
  const frequency = new Map(entries.map((entry) => [entry.word, entry.frequency]));
  // Candidates share the first letter or the second (most typos keep one of them): a cheap
  // prefilter so that each correction measures a few hundred words, not the whole vocabulary.
  const byLetter = new Map<string, string[]>();
  for (const { word } of entries) {
    for (const letter of new Set([word[0], word[1]])) {
      if (!letter) continue;
      const list = byLetter.get(letter) ?? [];
      list.push(word);
      byLetter.set(letter, list);
    }
  }

  return {
    has: (word) => frequency.has(word) || STOP_WORDS.has(word),
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
          const d = distance(word, candidate);
          const f = frequency.get(candidate) ?? 0;
          const gap = Math.abs(candidate.length - word.length);
          const overlap = sharedLetters(word, candidate);
          // Fewest edits; then the most of the typed letters kept ('fosu' keeps all four in
          // 'focus', two in 'ford'); then the length nearest the typed word; then the commoner word.
          const better =
            d < bestDistance ||
            (d === bestDistance &&
              (overlap > bestOverlap ||
                (overlap === bestOverlap && (gap < bestLengthGap || (gap === bestLengthGap && f > bestFrequency)))));
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

/** The words of a query as the vocabulary holds them: lower case, letters and digits. */
export function queryWords(keywords: string): string[] {
  return keywords
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}
