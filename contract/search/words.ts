/**
 * The words of a product or of a query as both searches read them (online: server/modules/search;
 * offline: src/catalogue-pack/search): lower case, accents folded, letters and digits. One rule on
 * both sides, so that 'Lemförder', 'Anti-Roll' and '5W-30' are the same words wherever they are
 * searched (issue 45).
 */

/** Words in names that nobody searches for; never matched, never a correction ('fosu' is not 'for'). */
export const STOP_WORDS: ReadonlySet<string> = new Set(['for', 'and', 'with', 'the', 'set', 'pair', 'pack']);

/** A query longer than this many words is someone pasting a paragraph: the rest is ignored. */
export const MAX_QUERY_WORDS = 12;

/**
 * 'Lemförder Front Brake-Pad Set' → ['lemforder', 'front', 'brake', 'pad']. One-character pieces
 * ('P' of 'P 85 020', '2' of '2.0 TDI') go: they match almost everything and say nothing.
 */
export function searchWords(text: string): string[] {
  const lower = text.toLowerCase();
  // Folding accents is the slow part of indexing 100,000 items; most text has none to fold.
  const folded = /[^ -~]/.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
  return folded.split(/[^a-z0-9]+/).filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/**
 * Whether a word belongs to the vocabulary typos are corrected to: letters only, three or more.
 * Sizes, codes and numbers ('h7', '650', '5w') are matched as typed, never corrected.
 */
export function isVocabularyWord(word: string): boolean {
  return /^[a-z]{3,}$/.test(word);
}
