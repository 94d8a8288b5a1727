import type { PackItem } from '../../../contract/catalogue-pack/schemas';

/**
 * The words of a pack item or a query as the offline index holds them, the way the server's
 * search reads them (server/modules/search/vocabulary.ts): lower case, accents folded, letters
 * and digits. Kept here rather than imported: src/ never imports server/.
 */

/** Words in names that nobody searches for; never matched, never a correction ('fosu' is not 'for'). */
export const STOP_WORDS: ReadonlySet<string> = new Set(['for', 'and', 'with', 'the', 'set', 'pair', 'pack']);

/** A query longer than this many words is someone pasting a paragraph: the rest is ignored. */
export const MAX_QUERY_WORDS = 12;

/**
 * 'Lemförder Front Brake-Pad Set' → ['lemforder', 'front', 'brake', 'pad']. One-character
 * pieces ('P' of 'P 85 020', '2' of '2.0 TDI') go: they match almost everything and say nothing.
 */
export function searchWords(text: string): string[] {
  const lower = text.toLowerCase();
  // Folding accents is the slow part of indexing 100,000 items; most text has none to fold.
  const folded = /[^ -~]/.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
  return folded.split(/[^a-z0-9]+/).filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/**
 * The typing slips forgiven in a word, as online: none in three letters or fewer (too many words
 * are one slip apart), two up to five letters ('fosu' is two from 'focus'), three above. Words
 * with digits are sizes and numbers, matched as typed.
 */
export function typosForgiven(word: string): number {
  if (/\d/.test(word) || word.length <= 3) return 0;
  return word.length <= 5 ? 2 : 3;
}

/**
 * An item's words in two groups: its name's (the brand included), which weigh more, and the rest
 * of what the server searches (category, attribute values, the models it fits). Each word once,
 * and in one group only, so an item is not counted twice for the same word.
 */
export function itemWords(item: PackItem): { name: string[]; rest: string[] } {
  const name = [...new Set(searchWords(`${item.brand.name} ${item.name}`))];
  const named = new Set(name);
  const rest = [...new Set(searchWords(`${item.words} ${item.categoryTrail.join(' ')}`))].filter(
    (word) => !named.has(word),
  );
  return { name, rest };
}
