import type { PackItem } from '../../../contract/catalogue-pack/schemas';
import { searchWords } from '../../../contract/search/words';

/**
 * The words of a pack item as the offline index holds them, read by the rule online search reads
 * them (contract/search/words.ts): lower case, accents folded, letters and digits.
 */

/**
 * The typing slips forgiven in a word, as online (contract/search/vocabulary.ts): none in three
 * letters or fewer, two up to five letters, three above; words with digits are matched as typed.
 * Kept for the bench that compares search libraries on the same terms.
 */
export function typosForgiven(word: string): number {
  if (/\d/.test(word) || word.length <= 3) return 0;
  return word.length <= 5 ? 2 : 3;
}

/**
 * An item's words in two groups: its name's (the brand included), which rank it higher, and the
 * rest of what the server searches (category, attribute values, the models it fits). Each word
 * once, and in one group only.
 */
export function itemWords(item: PackItem): { name: string[]; rest: string[] } {
  const name = [...new Set(searchWords(`${item.brand.name} ${item.name}`))];
  const named = new Set(name);
  const rest = [...new Set(searchWords(`${item.words} ${item.categoryTrail.join(' ')}`))].filter(
    (word) => !named.has(word),
  );
  return { name, rest };
}
