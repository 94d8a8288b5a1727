import { normalisePartNumber } from '../../contract/catalogue/part-number';
import type { PackItem } from '../../contract/catalogue-pack/schemas';
import { planQuery } from '../../contract/search/query-plan';
import { createPartNumberIndex, type PartNumberIndex, type SerialisedPartNumbers } from './search/part-numbers';
import { createWordIndex, type SerialisedWords, type WordIndex } from './search/word-index';

/**
 * Offline search over the branch catalogue pack (issue 8): pure, no DOM and no Dexie, so it runs
 * in the search Web Worker and in unit tests alike. Answers as online search does: a typed sku or
 * part number first, then the items listing it as an OE, competitor or superseded number, then
 * items by their words, forgiving typos.
 *
 * - `sku` / `part-number`: the normalised text is the item's sku or its own printed number
 *   ('p 85-020' is 'P 85 020').
 * - `cross-reference`: one of its OE, competitor or superseded numbers.
 * - `words`: every term of the query in its name or words, read and ranked as online search reads
 *   and ranks them (contract/search/query-plan.ts: synonyms, plurals, typos; ranking.ts); only
 *   when nothing else matched, any of the terms. After a number found, only items holding the
 *   whole number as one word ('replaces GDB2042'), not its pieces.
 *
 * Given a vehicle (its TecDoc id), only the items fitting it and universal ones, as online.
 *
 * Hits come best first. `score` orders hits of the same `match` (terms matched in the name, then
 * anywhere; 1 for an own number; for cross-references 3 superseded, 2 OE, 1 competitor); it is
 * not comparable across kinds.
 */
export interface PackHit {
  sku: string;
  match: 'sku' | 'part-number' | 'cross-reference' | 'words';
  score: number;
}

export interface PackIndex {
  /** Items held. */
  readonly size: number;
  /** Adds items, or replaces those whose sku it holds (a delta's changed items). */
  upsert(items: PackItem[]): void;
  /** Drops items by sku (a delta's `removed`); unknown skus are ignored. */
  remove(skus: string[]): void;
  /**
   * Under two characters answers nothing; a pasted page is cut to its first 500 characters. With
   * `tecdocId`, only the items fitting that vehicle and universal ones.
   */
  search(text: string, limit?: number, tecdocId?: number | null): PackHit[];
  /**
   * The whole index as one JSON string (a format number, the numbers and the words' postings),
   * to keep beside the items in IndexedDB and give back to {@link loadPackIndex}. A string rather
   * than an object: one string stores, and crosses a worker boundary, far faster than a graph of
   * a million small objects.
   */
  toJSON(): string;
}

/** Thrown by {@link loadPackIndex} for a saved index of another format: rebuild from the items. */
export class PackIndexFormatError extends Error {
  constructor(found: unknown) {
    super(`Saved pack index has format ${String(found)}, this code reads ${FORMAT}`);
    this.name = 'PackIndexFormatError';
  }
}

/** Bumped whenever what is saved changes shape or meaning (words.ts's rules included). */
const FORMAT = 2;
/** The same cut as online search (contract/search/routes.ts MAX_KEYWORDS_LENGTH). */
const MAX_QUERY_LENGTH = 500;
const DEFAULT_LIMIT = 24;

interface SavedIndex {
  format: number;
  numbers: SerialisedPartNumbers;
  words: SerialisedWords;
}

export function createPackIndex(): PackIndex {
  return packIndex(createPartNumberIndex(), createWordIndex());
}

export function loadPackIndex(serialised: string): PackIndex {
  const saved = JSON.parse(serialised) as Partial<SavedIndex>;
  if (saved.format !== FORMAT || !saved.numbers || !saved.words) throw new PackIndexFormatError(saved.format);
  return packIndex(createPartNumberIndex(saved.numbers), createWordIndex(saved.words));
}

function packIndex(numbers: PartNumberIndex, words: WordIndex): PackIndex {
  return {
    get size() {
      return words.size;
    },

    upsert(items) {
      for (const item of items) {
        numbers.upsert(item);
        words.upsert(item);
      }
    },

    remove(skus) {
      for (const sku of skus) {
        numbers.remove(sku);
        words.remove(sku);
      }
    },

    search(text, limit = DEFAULT_LIMIT, tecdocId = null) {
      const query = text.slice(0, MAX_QUERY_LENGTH).trim();
      const wanted = Math.max(0, Math.floor(limit));
      if (query.length < 2 || !wanted) return [];
      const hits: PackHit[] = numbers
        .lookup(query)
        .filter((hit) => words.fits(hit.sku, tecdocId))
        .slice(0, wanted);
      if (hits.length >= wanted) return hits;
      const seen = new Set(hits.map((hit) => hit.sku));
      // After a number found, words add only items that print it as one word ('GDB2042' in a
      // name), never its pieces: '2 208 125' as words would add every Peugeot 208 with a 125 in
      // it. Any-term matches only when nothing else matched.
      const terms = hits.length
        ? [{ words: [normalisePartNumber(query).toLowerCase()], prefixes: [] }]
        : planQuery(query, words.vocabulary()).terms;
      const byWords = words.search(terms, wanted + hits.length, hits.length === 0, tecdocId);
      for (const { sku, score } of byWords) {
        if (hits.length >= wanted) break;
        if (!seen.has(sku)) hits.push({ sku, match: 'words', score });
      }
      return hits;
    },

    toJSON() {
      const saved: SavedIndex = { format: FORMAT, numbers: numbers.toJSON(), words: words.toJSON() };
      return JSON.stringify(saved);
    },
  };
}
