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

export function createVocabulary(entries: { word: string; frequency: number }[]): Vocabulary {
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
    has: (word) => frequency.has(word),
    correct(word) {
      if (frequency.has(word) || /\d/.test(word)) return word;
      const limit = maxEdits(word.length);
      if (limit === 0) return word;
      let best = word;
      let bestDistance = limit + 1;
      let bestFrequency = -1;
      const seen = new Set<string>();
      for (const letter of new Set([word[0], word[1]])) {
        for (const candidate of byLetter.get(letter ?? '') ?? []) {
          if (seen.has(candidate) || Math.abs(candidate.length - word.length) > limit) continue;
          seen.add(candidate);
          const d = distance(word, candidate);
          const f = frequency.get(candidate) ?? 0;
          if (d < bestDistance || (d === bestDistance && f > bestFrequency)) {
            best = candidate;
            bestDistance = d;
            bestFrequency = f;
          }
        }
      }
      return bestDistance <= limit ? best : word;
    },
  };
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
