import { looksLikePartNumber, normalisePartNumber } from '../../../contract/catalogue/part-number';
import type { PackItem } from '../../../contract/catalogue-pack/schemas';

/**
 * The exact-number half of offline search: a normalised number ('P85020', '2208125') to the
 * skus that print it. A Map, not the words library: a number either is one or is not, and
 * online search answers numbers the same way (B-tree lookups of the normalised form), so both
 * agree on what 'p 85-020' finds.
 */
export type NumberMatch = 'sku' | 'part-number' | 'cross-reference';

export interface NumberHit {
  sku: string;
  match: NumberMatch;
  /** Within cross-references: the item's own older number 3, the maker's OE 2, a competitor's 1. */
  score: number;
}

/**
 * One sku under one number, as a string: its rank digit, then the sku ('4100001' is sku 100001
 * by its own part number). Strings, not objects: 100,000 items list some 700,000 numbers, and
 * loading them is most of what loading the index costs. One posting alone, or several.
 */
type Postings = string | string[];

/** The saved form: each number with its postings. */
export interface SerialisedPartNumbers {
  numbers: [number: string, postings: Postings][];
}

const RANK = { sku: 5, partNumber: 4, superseded: 3, oe: 2, competitor: 1 } as const;

const skuOf = (posting: string) => posting.slice(1);
const rankOf = (posting: string) => posting.charCodeAt(0) - 48;
const listOf = (postings: Postings | undefined): string[] =>
  postings === undefined ? [] : typeof postings === 'string' ? [postings] : postings;

function hitOf(posting: string): NumberHit {
  const rank = rankOf(posting);
  const match: NumberMatch = rank === RANK.sku ? 'sku' : rank === RANK.partNumber ? 'part-number' : 'cross-reference';
  return { sku: skuOf(posting), match, score: match === 'cross-reference' ? rank : 1 };
}

/** The numbers an item prints, each once at its strongest rank (an item may list its own number as an OE one). */
function numbersOf(item: PackItem): [number: string, rank: number][] {
  const found = new Map<string, number>();
  const offer = (text: string, rank: number) => {
    const number = normalisePartNumber(text);
    if (number && (found.get(number) ?? 0) < rank) found.set(number, rank);
  };
  offer(item.sku, RANK.sku);
  offer(item.mpn, RANK.partNumber);
  for (const { number } of item.superseded) offer(number, RANK.superseded);
  for (const { number } of item.oe) offer(number, RANK.oe);
  for (const { number } of item.competitor) offer(number, RANK.competitor);
  return [...found];
}

export function createPartNumberIndex(saved?: SerialisedPartNumbers) {
  const byNumber = new Map<string, Postings>(saved?.numbers);
  // sku → the numbers it is posted under, so a delta can take them back. A loaded index builds
  // it on its first delta: loading stays one Map, and most loads are never followed by a delta.
  let bySku: Map<string, string[]> | undefined = saved ? undefined : new Map();

  const numbersBySku = () => {
    if (bySku) return bySku;
    const built = new Map<string, string[]>();
    for (const [number, postings] of byNumber) {
      for (const posting of listOf(postings)) {
        const sku = skuOf(posting);
        const numbers = built.get(sku);
        if (numbers) numbers.push(number);
        else built.set(sku, [number]);
      }
    }
    return (bySku = built);
  };

  const remove = (sku: string) => {
    const skus = numbersBySku();
    for (const number of skus.get(sku) ?? []) {
      const kept = listOf(byNumber.get(number)).filter((posting) => skuOf(posting) !== sku);
      if (!kept.length) byNumber.delete(number);
      else byNumber.set(number, kept.length === 1 ? (kept[0] as string) : kept);
    }
    skus.delete(sku);
  };

  return {
    upsert(item: PackItem) {
      const skus = numbersBySku();
      if (skus.has(item.sku)) remove(item.sku);
      const numbers = numbersOf(item);
      skus.set(
        item.sku,
        numbers.map(([number]) => number),
      );
      for (const [number, rank] of numbers) {
        const posting = `${rank}${item.sku}`;
        const postings = byNumber.get(number);
        if (postings === undefined) byNumber.set(number, posting);
        else if (typeof postings === 'string') byNumber.set(number, [postings, posting]);
        else postings.push(posting);
      }
    },

    remove,

    /**
     * The items printing the typed number, own numbers (sku, then part number) before
     * cross-references, the strongest cross-reference first. Nothing for text that cannot be a number.
     */
    lookup(text: string): NumberHit[] {
      if (!looksLikePartNumber(text)) return [];
      return [...listOf(byNumber.get(normalisePartNumber(text)))]
        .sort((a, b) => rankOf(b) - rankOf(a) || (skuOf(a) < skuOf(b) ? -1 : skuOf(a) > skuOf(b) ? 1 : 0))
        .map(hitOf);
    },

    toJSON(): SerialisedPartNumbers {
      return { numbers: [...byNumber] };
    },
  };
}

export type PartNumberIndex = ReturnType<typeof createPartNumberIndex>;
