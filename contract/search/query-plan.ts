import { SEARCH_SYNONYMS } from './synonyms';
import type { Vocabulary } from './vocabulary';
import { MAX_QUERY_WORDS, isVocabularyWord, searchWords } from './words';

/**
 * What a query for words searches for, worked out the same way online and offline (issue 45), so
 * that the pack on a counter finds what the server finds:
 *
 * 1. The query's words (words.ts); '5w30' is read as '5w 30', as the catalogue prints '5W-30'.
 * 2. The counter's words become the catalogue's (synonyms.ts): 'cambelt kit' is 'timing belt kit'.
 * 3. A word the catalogue does not know, nor begins a word it knows ('filt' is someone still
 *    typing 'filter'), is corrected to the nearest one it knows (vocabulary.ts).
 * 4. Each word matches its singular and plural ('bulbs' finds 'bulb'); a word still unknown
 *    matches as the beginning of a word ('bulb' finds 'bulbs', 'pa' finds 'pads').
 *
 * Every term must match; failing that, the searches take the items matching the most terms.
 */
export interface QueryTerm {
  /** Words matched whole: any of them. */
  words: string[];
  /** Words matched as the beginning of a word. */
  prefixes: string[];
}

export interface QueryPlan {
  terms: QueryTerm[];
  /** The words searched when they differ from what was typed (a typo corrected, a synonym read). */
  corrected: string | null;
}

const phrases = Object.keys(SEARCH_SYNONYMS)
  .map((phrase) => phrase.split(' '))
  .sort((a, b) => b.length - a.length);

/** '5w30' → ['5w', '30']: a viscosity typed without its dash. */
const splitViscosity = (word: string) => (/^\d{1,2}w\d{2}$/.test(word) ? word.split(/(?<=w)/) : [word]);

function withSynonyms(words: string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < words.length;) {
    const phrase = phrases.find((candidate) => candidate.every((word, offset) => words[at + offset] === word));
    if (phrase) {
      out.push(...(SEARCH_SYNONYMS[phrase.join(' ')] as string).split(' '));
      at += phrase.length;
    } else {
      out.push(words[at] as string);
      at += 1;
    }
  }
  return out;
}

/** The word's other number the vocabulary knows: 'pads' ↔ 'pad', 'batteries' ↔ 'battery'. */
function otherNumbers(word: string, vocabulary: Vocabulary): string[] {
  const forms = word.endsWith('ies')
    ? [`${word.slice(0, -3)}y`]
    : word.endsWith('s')
      ? [word.slice(0, -1), ...(word.endsWith('es') ? [word.slice(0, -2)] : [])]
      : word.endsWith('y')
        ? [`${word.slice(0, -1)}ies`, `${word}s`]
        : [`${word}s`, `${word}es`];
  return forms.filter((form) => form.length > 2 && vocabulary.has(form));
}

export function planQuery(text: string, vocabulary: Vocabulary): QueryPlan {
  const typed = searchWords(text).slice(0, MAX_QUERY_WORDS);
  const read = withSynonyms(typed.flatMap(splitViscosity));
  const corrected = read.map((word) =>
    isVocabularyWord(word) && !vocabulary.begins(word) ? vocabulary.correct(word) : word,
  );
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const word of corrected) {
    if (seen.has(word)) continue;
    seen.add(word);
    const known = vocabulary.has(word);
    terms.push({
      words: [...new Set([...(known ? [word] : []), ...otherNumbers(word, vocabulary)])],
      prefixes: known ? [] : [word],
    });
  }
  const searched = [...seen].join(' ');
  return { terms, corrected: searched !== typed.join(' ') ? searched : null };
}

/** Whether a term matches one of an item's words. */
export function termMatches(term: QueryTerm, words: ReadonlySet<string>): boolean {
  for (const word of term.words) if (words.has(word)) return true;
  if (!term.prefixes.length) return false;
  for (const word of words) if (term.prefixes.some((prefix) => word.startsWith(prefix))) return true;
  return false;
}
