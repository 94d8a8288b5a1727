import SearchableMap from 'minisearch/SearchableMap';
import type { PackItem } from '../../../contract/catalogue-pack/schemas';
import { fieldWeight, rarity } from './relevance';
import { topHits } from './top-hits';
import { alternativesOf } from './word-alternatives';
import { itemWords } from './words';

/**
 * The words half of offline search: every indexed word to the items holding it, in MiniSearch's
 * radix tree (SearchableMap), which finds the words a typo or a prefix stands for. The postings
 * and their scoring are our own, not MiniSearch's search (bench/pack-search-libraries.bench.ts):
 * MiniSearch builds a result object for every item matching any word before it ranks them, and
 * 'brake pads' matches one item in eight; this keeps a score per item in typed arrays and only
 * the best `limit`.
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

/** The saved form: live skus in order (their position is their doc), and each word's postings as gaps. */
export interface SerialisedWords {
  skus: string[];
  words: [word: string, gaps: number[]][];
}

export interface WordHit {
  sku: string;
  score: number;
}

export function createWordIndex(saved?: SerialisedWords) {
  const skus: (string | null)[] = [];
  const docOf = new Map<string, number>();
  const nameLength: number[] = [];
  const restLength: number[] = [];
  let nameTotal = 0;
  let restTotal = 0;
  let removals = 0;
  // Each word's postings, twice over: a Map for the exact lookups that indexing and most of a
  // search make, and MiniSearch's radix tree for what a typo or a prefix stands for.
  const postingsByWord = new Map<string, Postings>();
  let vocabulary = new SearchableMap<Postings>();

  // Per doc, reused by every search (a worker runs one at a time): its score, which typed words
  // it matched, the search that last touched it, and its best match for the current typed word.
  let score = new Float64Array(0);
  let matched = new Uint32Array(0);
  let stamp = new Uint32Array(0);
  let best = new Float64Array(0);
  let bestStamp = new Uint32Array(0);
  let generation = 0;
  let wordGeneration = 0;

  const addDoc = (sku: string, name: string[], rest: string[]) => {
    const doc = skus.length;
    skus.push(sku);
    docOf.set(sku, doc);
    nameLength.push(name.length);
    restLength.push(rest.length);
    nameTotal += name.length;
    restTotal += rest.length;
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
    nameTotal -= nameLength[doc] ?? 0;
    restTotal -= restLength[doc] ?? 0;
    removals += 1;
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
    if (wordGeneration > 0xffff_0000) {
      stamp.fill(0);
      bestStamp.fill(0);
      generation = 0;
      wordGeneration = 0;
    }
    if (score.length >= skus.length) return;
    const size = Math.max(1024, skus.length * 2);
    score = new Float64Array(size);
    matched = new Uint32Array(size);
    stamp = new Uint32Array(size);
    best = new Float64Array(size);
    bestStamp = new Uint32Array(size);
    generation = 0;
    wordGeneration = 0;
  };

  if (saved) {
    saved.skus.forEach((sku, doc) => {
      skus.push(sku);
      docOf.set(sku, doc);
      nameLength.push(0);
      restLength.push(0);
    });
    const entries: [string, Postings][] = saved.words.map(([word, gaps]) => {
      const list: number[] = new Array(gaps.length);
      let entry = 0;
      gaps.forEach((gap, at) => {
        entry += gap;
        list[at] = entry;
        const doc = entry >> 1;
        if (entry & 1) nameLength[doc] = (nameLength[doc] ?? 0) + 1;
        else restLength[doc] = (restLength[doc] ?? 0) + 1;
      });
      const postings = { entries: list, checked: 0 };
      postingsByWord.set(word, postings);
      return [word, postings];
    });
    vocabulary = SearchableMap.from<Postings>(entries);
    nameTotal = nameLength.reduce((sum, n) => sum + n, 0);
    restTotal = restLength.reduce((sum, n) => sum + n, 0);
  }

  return {
    get size() {
      return docOf.size;
    },

    /** Adds the item, or replaces the one with its sku: the old words simply stop counting. */
    upsert(item: PackItem) {
      removeDoc(item.sku);
      const { name, rest } = itemWords(item);
      addDoc(item.sku, name, rest);
    },

    remove: removeDoc,

    /**
     * Items holding every typed word (or what it stands for: word-alternatives.ts), best first;
     * with `orElseAny`, when none holds all, items holding the most of them.
     */
    search(typed: string[], limit: number, orElseAny: boolean): WordHit[] {
      const items = docOf.size;
      if (!items || !typed.length || limit <= 0) return [];
      makeRoom();
      generation += 1;
      const touched: number[] = [];
      const averageName = nameTotal / items;
      const averageRest = restTotal / items;
      typed.forEach((word, at) => {
        postingsOf(word); // a word whose items all went is no longer known, so its typos are tried
        wordGeneration += 1;
        for (const alternative of alternativesOf(vocabulary, word, at === typed.length - 1)) {
          const entries = postingsOf(alternative.word);
          if (!entries) continue;
          const weight = alternative.weight * rarity(entries.length, items);
          for (const entry of entries) {
            const doc = entry >> 1;
            if (stamp[doc] !== generation) {
              stamp[doc] = generation;
              score[doc] = 0;
              matched[doc] = 0;
              touched.push(doc);
            }
            const inName = (entry & 1) === 1;
            const length = inName ? (nameLength[doc] as number) : (restLength[doc] as number);
            const gain = weight * fieldWeight(inName, length, inName ? averageName : averageRest);
            // A typed word counts once, by its best match: 'brake pa' is pads, not pads + Pagid + Passat.
            if (bestStamp[doc] !== wordGeneration) {
              bestStamp[doc] = wordGeneration;
              best[doc] = gain;
              score[doc] = (score[doc] as number) + gain;
            } else if (gain > (best[doc] as number)) {
              score[doc] = (score[doc] as number) + gain - (best[doc] as number);
              best[doc] = gain;
            }
            matched[doc] = (matched[doc] as number) | (1 << at);
          }
        }
      });

      const every = 2 ** typed.length - 1;
      let candidates = touched.filter((doc) => matched[doc] === every);
      if (!candidates.length && orElseAny) candidates = touched;
      const wordsMatched = (doc: number) => bitCount(matched[doc] as number);
      return topHits(candidates, limit, (a, b) => compare(a, b, wordsMatched, score) > 0).map((doc) => ({
        sku: skus[doc] as string,
        score: score[doc] as number,
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
      return { skus: live, words };
    },
  };
}

export type WordIndex = ReturnType<typeof createWordIndex>;

function bitCount(mask: number): number {
  let count = 0;
  for (let bits = mask; bits; bits &= bits - 1) count += 1;
  return count;
}

/** More words matched first, then the higher score, then the earlier item. */
function compare(a: number, b: number, wordsMatched: (doc: number) => number, score: Float64Array): number {
  return wordsMatched(a) - wordsMatched(b) || (score[a] as number) - (score[b] as number) || b - a;
}
