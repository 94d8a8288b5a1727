// Questions asked of a synthetic branch pack (bench/pack-search-libraries.bench.ts): skus, OE
// numbers as printed, and a few words with a typing slip, each with what counts as a right answer.
import type { PackItem } from '../../contract/catalogue-pack/schemas';
import { createRandom, type Random } from '../../server/prng';
import { PACK_SEED } from './pack-items';
import { parc } from './pack-parc';

/** What a right answer to a query is: one of these skus, or an item of this leaf (brand, model). */
export interface Expected {
  skus?: string[];
  leaf?: string;
  brand?: string;
  model?: string;
}

export interface PackQuery {
  kind: 'sku' | 'oe' | 'typo';
  text: string;
  expected: Expected;
}

export function isRightAnswer(item: PackItem, expected: Expected): boolean {
  if (expected.skus) return expected.skus.includes(item.sku);
  if (expected.leaf && item.category.name !== expected.leaf) return false;
  if (expected.brand && item.brand.name !== expected.brand) return false;
  if (expected.model && !new RegExp(`\\b${expected.model}\\b`, 'i').test(item.words)) return false;
  return true;
}

/** One typing slip that keeps the first letter: a letter dropped, two swapped, or a neighbour key. */
export function misspell(r: Random, word: string): string {
  const neighbours: Record<string, string> = {
    a: 's',
    b: 'v',
    c: 'x',
    d: 's',
    e: 'r',
    f: 'g',
    g: 'h',
    h: 'j',
    i: 'o',
    j: 'k',
    k: 'l',
    l: 'k',
    m: 'n',
    n: 'm',
    o: 'p',
    p: 'o',
    q: 'w',
    r: 't',
    s: 'a',
    t: 'r',
    u: 'y',
    v: 'c',
    w: 'e',
    x: 'z',
    y: 'u',
    z: 'x',
  };
  const at = r.int(1, word.length - 2);
  const letter = word[at] ?? '';
  switch (r.int(0, 2)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + (word[at + 1] ?? '') + letter + word.slice(at + 2);
    default:
      return word.slice(0, at) + (neighbours[letter] ?? letter) + word.slice(at + 1);
  }
}

/** A leaf's name as people type it: 'brake pads' or 'brake pad', 'oil filter'. */
const typedLeaf = (r: Random, leaf: string) =>
  r.chance(0.5) ? leaf.toLowerCase() : leaf.toLowerCase().replace(/s$/, '');

/**
 * `count` queries of each kind over `items`: a sku; an OE number as printed; two or three words
 * with a typing slip, either a part and a model ('brake pads fosu') or a brand and a part
 * ('bosch wipr blade'). The first typo queries are the README's own examples.
 */
export function packQueries(items: PackItem[], count: number, seed = PACK_SEED): PackQuery[] {
  const r = createRandom(seed ^ 0x5eed);
  const queries: PackQuery[] = [];
  for (let i = 0; i < count; i++) {
    const item = r.pick(items);
    queries.push({ kind: 'sku', text: item.sku, expected: { skus: [item.sku] } });
  }
  const withOe = items.filter((item) => item.oe.length > 0);
  for (let i = 0; i < count && withOe.length; i++) {
    const item = r.pick(withOe);
    const oe = r.pick(item.oe);
    const sharing = withOe.filter((other) => other.oe.some((o) => o.number === oe.number)).map((other) => other.sku);
    queries.push({ kind: 'oe', text: oe.number, expected: { skus: sharing } });
  }
  const typo: PackQuery[] = [
    { kind: 'typo', text: 'brake pads fosu', expected: { leaf: 'Brake Pads', model: 'Focus' } },
    { kind: 'typo', text: 'bosch wipr blade', expected: { leaf: 'Wiper Blades', brand: 'Bosch' } },
  ];
  const fitted = items.filter((item) => item.tecdocIds.length > 0 && !item.name.includes(' mm'));
  while (typo.length < count && fitted.length) {
    const item = r.pick(fitted);
    const leaf = item.category.name;
    if (r.chance(0.5)) {
      const model = parc.find((car) => item.name.includes(` ${car.model} ${car.generation}`))?.model ?? '';
      // Five letters or more: a slip in a four-letter name can leave three, which nothing corrects.
      if (!/^[A-Za-z]{5,}$/.test(model)) continue;
      typo.push({
        kind: 'typo',
        text: `${typedLeaf(r, leaf)} ${misspell(r, model.toLowerCase())}`,
        expected: { leaf, model },
      });
    } else {
      const words = typedLeaf(r, leaf).split(' ');
      const slip = words.findIndex((word) => word.length >= 4);
      if (slip < 0) continue;
      words[slip] = misspell(r, words[slip] as string);
      typo.push({
        kind: 'typo',
        text: `${item.brand.name.toLowerCase()} ${words.join(' ')}`,
        expected: { leaf, brand: item.brand.name },
      });
    }
  }
  return [...queries, ...typo];
}
