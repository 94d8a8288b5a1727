import SearchableMap from 'minisearch/SearchableMap';
import type { PackItem } from '../../../contract/catalogue-pack/schemas';
import type { QueryTerm } from '../../../contract/search/query-plan';
import { compareRanked, type RankedItem } from '../../../contract/search/ranking';
import { createVocabulary, type Vocabulary } from '../../../contract/search/vocabulary';
import { isVocabularyWord } from '../../../contract/search/words';
import { topHits } from './top-hits';
import { itemWords } from './words';

/**
 * The words half of offline search: every indexed word to the items holding it, in MiniSearch's
 * radix tree (SearchableMap), which finds the words a prefix stands for. The postings are our
 * own, not MiniSearch's search (bench/pack-search-libraries.bench.ts): MiniSearch builds a result
 * object for every item matching any word before it ranks them, and 'brake pads' matches one item
 * in eight; this keeps per item which terms it matched in typed arrays and only the best `limit`.
 * Items are ranked by the rule online search ranks by (contract/search/ranking.ts), and typos are
 * corrected against the pack's words as online corrects against the catalogue's (issue 45).
 *
 * An item is a number in the order it was added (`doc`); a posting is `doc * 2 + 1` for a word
 * in its name, `doc * 2` elsewhere, and each word's postings ascend. Removing an item only
 * forgets its sku: its postings go when a search next reads that word's list, or at the next
 * save, so a delta never has to know an item's old words.
 */
interface Postings {
  entries: number[];
  /** `removals` when the list last dropped removed items: equal means it holds none. */
  checked: number;
}

/**
 * The saved form: live skus in order (their position is their doc), each word's postings as gaps,
 * the docs without a price, and the vehicles each doc fits (none listed: universal).
 */
export interface SerialisedWords {
  skus: string[];
  words: [word: string, gaps: number[]][];
  unpriced: number[];
  fits: [doc: number, tecdocIds: number[]][];
}

export interface WordHit {
  sku: string;
  /** Terms matched in the name, then anywhere: name × 100 + anywhere, to order hits of one search. */
  score: number;
}

export function createWordIndex(saved?: SerialisedWords) {
  const skus: (string | null)[] = [];
  const docOf = new Map<string, number>();
  const priced: boolean[] = [];
  const nameLength: number[] = [];
  const fitsOf: (readonly number[] | undefined)[] = [];
  let removals = 0;
  // The words typos are corrected to, made again on the first search after a change.
  let corrections: Vocabulary | null = null;
  // Each word's postings, twice over: a Map for the exact lookups that indexing and most of a
  // search make, and MiniSearch's radix tree for what a typo or a prefix stands for.
  const postingsByWord = new Map<string, Postings>();
  let vocabulary = new SearchableMap<Postings>();

  // Per doc, reused by every search (a worker runs one at a time): which terms it matched,
  // anywhere and in its name, and the search that last touched it.
  let matched = new Uint32Array(0);
  let inName = new Uint32Array(0);
  let stamp = new Uint32Array(0);
  let generation = 0;

  const addDoc = (sku: string, name: string[], rest: string[], hasPrice: boolean, fits: readonly number[]) => {
    const doc = skus.length;
    skus.push(sku);
    docOf.set(sku, doc);
    priced.push(hasPrice);
    nameLength.push(name.length);
    fitsOf.push(fits.length ? fits : undefined);
    corrections = null;
    const post = (word: string, entry: number) => {
      const postings = postingsByWord.get(word);
      if (postings) {
        postings.entries.push(entry);
      } else {
        const created = { entries: [entry], checked: removals };
        postingsByWord.set(word, created);
        vocabulary.set(word, created);
      }
    };
    for (const word of name) post(word, doc * 2 + 1);
    for (const word of rest) post(word, doc * 2);
  };

  const removeDoc = (sku: string) => {
    const doc = docOf.get(sku);
    if (doc === undefined) return;
    docOf.delete(sku);
    skus[doc] = null;
    removals += 1;
    corrections = null;
  };

  /** A word's live postings; a word no live item holds leaves the vocabulary. */
  const postingsOf = (word: string): number[] | undefined => {
    const postings = postingsByWord.get(word);
    if (!postings) return undefined;
    if (postings.checked !== removals) {
      postings.entries = postings.entries.filter((entry) => skus[entry >> 1] !== null);
      postings.checked = removals;
      if (!postings.entries.length) {
        postingsByWord.delete(word);
        vocabulary.delete(word);
        return undefined;
      }
    }
    return postings.entries;
  };

  const makeRoom = () => {
    // Stamps are 32 bits: start them again long before a search could reuse one.
    if (generation > 0xffff_0000) {
      stamp.fill(0);
      generation = 0;
    }
    if (matched.length >= skus.length) return;
    const size = Math.max(1024, skus.length * 2);
    matched = new Uint32Array(size);
    inName = new Uint32Array(size);
    stamp = new Uint32Array(size);
    generation = 0;
  };

  /** Universal parts (fitting no vehicle in particular) fit every vehicle. */
  const fitsDoc = (doc: number, tecdocId: number | null) => {
    const fits = fitsOf[doc];
    return tecdocId === null || fits === undefined || fits.includes(tecdocId);
  };

  if (saved) {
    saved.skus.forEach((sku, doc) => {
      skus.push(sku);
      docOf.set(sku, doc);
      priced.push(true);
      nameLength.push(0);
      fitsOf.push(undefined);
    });
    for (const doc of saved.unpriced) priced[doc] = false;
    for (const [doc, fits] of saved.fits) fitsOf[doc] = fits;
    const entries: [string, Postings][] = saved.words.map(([word, gaps]) => {
      const list: number[] = new Array(gaps.length);
      let entry = 0;
      gaps.forEach((gap, at) => {
        entry += gap;
        list[at] = entry;
        if (entry & 1) nameLength[entry >> 1] = (nameLength[entry >> 1] ?? 0) + 1;
      });
      const postings = { entries: list, checked: 0 };
      postingsByWord.set(word, postings);
      return [word, postings];
    });
    vocabulary = SearchableMap.from<Postings>(entries);
  }

  return {
    get size() {
      return docOf.size;
    },

    /** Adds the item, or replaces the one with its sku: the old words simply stop counting. */
    upsert(item: PackItem) {
      removeDoc(item.sku);
      const { name, rest } = itemWords(item);
      addDoc(item.sku, name, rest, item.price > 0, item.tecdocIds);
    },

    remove: removeDoc,

    /** The pack's words, with the items holding each, to correct typos against as online does. */
    vocabulary(): Vocabulary {
      if (corrections) return corrections;
      const words: { word: string; frequency: number }[] = [];
      for (const word of [...postingsByWord.keys()]) {
        if (!isVocabularyWord(word)) continue;
        const entries = postingsOf(word);
        if (entries) words.push({ word, frequency: entries.length });
      }
      return (corrections = createVocabulary(words));
    },

    /** Whether the item fits the vehicle: universal parts do; null fits every item. */
    fits(sku: string, tecdocId: number | null): boolean {
      const doc = docOf.get(sku);
      return doc !== undefined && fitsDoc(doc, tecdocId);
    },

    /**
     * Items matching every term (any of its words, or a word beginning with one of its prefixes),
     * best first; with `orElseAny`, when none matches all, those matching the most. Given a
     * vehicle, only the items fitting it and universal ones.
     */
    search(terms: QueryTerm[], limit: number, orElseAny: boolean, tecdocId: number | null = null): WordHit[] {
      if (!docOf.size || !terms.length || limit <= 0) return [];
      makeRoom();
      generation += 1;
      const touched: number[] = [];
      terms.slice(0, 31).forEach((term, at) => {
        const bit = 1 << at;
        const words = new Set(term.words);
        for (const prefix of term.prefixes) for (const word of vocabulary.atPrefix(prefix).keys()) words.add(word);
        for (const word of words) {
          for (const entry of postingsOf(word) ?? []) {
            const doc = entry >> 1;
            if (stamp[doc] !== generation) {
              stamp[doc] = generation;
              matched[doc] = 0;
              inName[doc] = 0;
              touched.push(doc);
            }
            matched[doc] = (matched[doc] as number) | bit;
            if (entry & 1) inName[doc] = (inName[doc] as number) | bit;
          }
        }
      });

      const fitting = touched.filter((doc) => fitsDoc(doc, tecdocId));
      const every = 2 ** Math.min(terms.length, 31) - 1;
      let candidates = fitting.filter((doc) => matched[doc] === every);
      if (!candidates.length && orElseAny) candidates = fitting;
      const ranked = candidates.map((doc): RankedItem => ({
        sku: skus[doc] as string,
        matched: bitCount(matched[doc] as number),
        inName: bitCount(inName[doc] as number),
        nameWords: nameLength[doc] as number,
        priced: priced[doc] as boolean,
      }));
      return topHits(ranked, limit, (a, b) => compareRanked(a, b) < 0).map((item) => ({
        sku: item.sku,
        score: item.inName * 100 + item.matched,
      }));
    },

    /** Live items only, renumbered in order, so a loaded index ranks ties as this one does. */
    toJSON(): SerialisedWords {
      const renumbered = new Int32Array(skus.length).fill(-1);
      const live: string[] = [];
      skus.forEach((sku, doc) => {
        if (sku === null) return;
        renumbered[doc] = live.length;
        live.push(sku);
      });
      const words: [string, number[]][] = [];
      for (const word of [...postingsByWord.keys()]) {
        const entries = postingsOf(word);
        if (!entries) continue;
        let previous = 0;
        words.push([
          word,
          entries.map((entry) => {
            const moved = (renumbered[entry >> 1] as number) * 2 + (entry & 1);
            const gap = moved - previous;
            previous = moved;
            return gap;
          }),
        ]);
      }
      const unpriced: number[] = [];
      const fits: [number, number[]][] = [];
      skus.forEach((sku, doc) => {
        if (sku === null) return;
        const moved = renumbered[doc] as number;
        if (!priced[doc]) unpriced.push(moved);
        const listed = fitsOf[doc];
        if (listed) fits.push([moved, [...listed]]);
      });
      return { skus: live, words, unpriced, fits };
    },
  };
}

export type WordIndex = ReturnType<typeof createWordIndex>;

function bitCount(mask: number): number {
  let count = 0;
  for (let bits = mask; bits; bits &= bits - 1) count += 1;
  return count;
}
