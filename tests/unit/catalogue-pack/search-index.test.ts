import { beforeAll, describe, expect, it } from 'vitest';
import type { PackItem } from '../../../contract/catalogue-pack/schemas';
import { featuredSkus, generatePackItems } from '../../../bench/support/pack-items';
import {
  createPackIndex,
  loadPackIndex,
  PackIndexFormatError,
  type PackIndex,
} from '../../../src/catalogue-pack/search-index';

// A small pack from the bench's generator (the README's featured items and 2,000 others), so the
// words and numbers look like a branch's: the Focus pads share OE 2 208 125 and list each other.
const items = generatePackItems(2_000);
const bySku = new Map(items.map((item) => [item.sku, item]));
const item = (sku: string) => bySku.get(sku) as PackItem;

/** An item of our own, for what the generator never makes. */
function made(sku: string, changes: Partial<PackItem>): PackItem {
  return {
    ...item(featuredSkus.focusPads),
    sku,
    id: `made-${sku}`,
    oe: [],
    competitor: [],
    superseded: [],
    ...changes,
  };
}

let index: PackIndex;
beforeAll(() => {
  index = createPackIndex();
  index.upsert(items);
});

describe('numbers', () => {
  it('finds a part number typed with or without spaces, dashes, dots or slashes', () => {
    for (const typed of ['P 85 020', 'P85020', 'p 85-020', 'p.85/020', ' P85 020 ']) {
      expect(index.search(typed)[0], typed).toEqual({ sku: featuredSkus.focusPads, match: 'part-number', score: 1 });
    }
    expect(index.search('hu6019z')[0]).toMatchObject({ sku: featuredSkus.golfOilFilter, match: 'part-number' });
  });

  it('finds a sku as a sku', () => {
    expect(index.search(featuredSkus.focusPadsTrw)[0]).toEqual({
      sku: featuredSkus.focusPadsTrw,
      match: 'sku',
      score: 1,
    });
  });

  it('finds the items listing an OE, competitor or superseded number as cross-references', () => {
    const byOe = index.search('2 208 125', 100);
    expect(byOe.every((hit) => hit.match === 'cross-reference')).toBe(true);
    expect(byOe.map((hit) => hit.sku)).toEqual(expect.arrayContaining(['100001', '100004', '100005', '100006']));
    expect(index.search('jx61 2k021 aa', 100).map((hit) => hit.sku)).toContain('100001');

    // Mintex's own number: Mintex's pads first, then the pads listing it as a competitor's.
    const byCompetitor = index.search('MDB3953', 100);
    expect(byCompetitor[0]).toMatchObject({ sku: '100005', match: 'part-number' });
    expect(byCompetitor.find((hit) => hit.sku === featuredSkus.focusPads)).toMatchObject({
      match: 'cross-reference',
      score: 1,
    });

    // Brembo's older number leads to the pads that replace it, ranked above a mere OE match.
    expect(index.search('P 85 017')[0]).toEqual({ sku: featuredSkus.focusPads, match: 'cross-reference', score: 3 });
  });

  it('puts an exact number before items that only mention it in their words', () => {
    const index = createPackIndex();
    index.upsert([
      item('100004'),
      item('100001'),
      made('900001', {
        name: 'Brake Pad Set, replaces TRW GDB2042',
        words: 'Brake Pad Set replaces TRW GDB2042',
        mpn: 'XQ-1',
      }),
    ]);
    const hits = index.search('GDB2042');
    expect(hits.map((hit) => [hit.sku, hit.match])).toEqual([
      ['100004', 'part-number'],
      ['100001', 'cross-reference'],
      ['900001', 'words'],
    ]);
  });
});

describe('words', () => {
  const names = (hits: { sku: string }[]) => hits.map((hit) => item(hit.sku).name);

  it('forgives typos and finishes the last word: brake pads fosu finds pads for the Focus', () => {
    const hits = index.search('brake pads fosu', 10);
    expect(hits.length).toBeGreaterThan(4);
    expect(hits.every((hit) => hit.match === 'words')).toBe(true);
    for (const name of names(hits.slice(0, 5))) expect(name).toMatch(/Brake Pad Set for Ford Focus/);
    for (const name of names(index.search('oil filt', 10))) expect(name).toMatch(/Oil Filter/);
    for (const name of names(index.search('brake pad fitt', 5))) expect(name).toMatch(/Brake Pad Fitting Kit/);
  });

  it('finds wiper blades by a misspelt word, and a brand above its other words', () => {
    for (const name of names(index.search('wipr blade', 10))) expect(name).toMatch(/Wiper Blade/);
    const bosch = names(index.search('bosch wiper', 10));
    expect(bosch[0]).toMatch(/^Bosch .*Wiper Blade/);
    for (const name of bosch) expect(name).toMatch(/^Bosch .*Wiper Blade/);
  });

  it('prefers items holding every word, and falls back to any word when none holds all', () => {
    // Golf in the name first, then filters whose engine a Golf also has (Golf in their words).
    const golf = index.search('oil filter golf', 10).map((hit) => item(hit.sku));
    expect(golf[0]?.name).toMatch(/Oil Filter for Volkswagen Golf/);
    for (const found of golf) expect(found.words).toMatch(/Oil Filter.* Golf /);
    const fallback = index.search('brake pads zzqxv', 5);
    expect(fallback.length).toBe(5);
    for (const name of names(fallback)) expect(name).toMatch(/Brake Pad/);
  });

  it('weighs a word in the name above the same word elsewhere', () => {
    const index = createPackIndex();
    const inName = made('900002', {
      name: 'Quasar Cabin Filter',
      words: 'Quasar Cabin Filter Filters',
      categoryTrail: ['Filters'],
    });
    const elsewhere = made('900003', {
      name: 'Cabin Filter',
      words: 'Cabin Filter Filters fits Quasar',
      categoryTrail: ['Filters'],
    });
    index.upsert([elsewhere, inName]);
    expect(index.search('quasar').map((hit) => hit.sku)).toEqual(['900002', '900003']);
  });
});

describe('deltas', () => {
  it('replaces an item by sku: found by its new name and number, not its old ones', () => {
    const index = createPackIndex();
    index.upsert([
      made('900010', { name: 'Quasar Front Brake Pad Set', words: 'Quasar Front Brake Pad Set', mpn: 'QZ 100' }),
    ]);
    index.upsert([
      made('900010', { name: 'Nebula Front Brake Pad Set', words: 'Nebula Front Brake Pad Set', mpn: 'NB 200' }),
    ]);
    expect(index.size).toBe(1);
    expect(index.search('nebula').map((hit) => hit.sku)).toEqual(['900010']);
    expect(index.search('NB200')[0]).toMatchObject({ sku: '900010', match: 'part-number' });
    expect(index.search('quasar')).toEqual([]);
    expect(index.search('QZ100')).toEqual([]);
  });

  it('removes items by sku, numbers and words alike, ignoring skus it does not hold', () => {
    const index = createPackIndex();
    index.upsert(items);
    index.remove([featuredSkus.golfOilFilter, 'no-such-sku']);
    expect(index.size).toBe(items.length - 1);
    expect(index.search('HU 6019 z').map((hit) => hit.sku)).not.toContain(featuredSkus.golfOilFilter);
    expect(index.search('03N 115 562 B').map((hit) => hit.sku)).not.toContain(featuredSkus.golfOilFilter);
    expect(index.search('mann filter oil golf', 100).map((hit) => hit.sku)).not.toContain(featuredSkus.golfOilFilter);
  });
});

describe('saving and loading', () => {
  const queries = [
    'P85020',
    '2 208 125',
    'MDB3953',
    '100004',
    'brake pads fosu',
    'wipr blade',
    'bosch wiper',
    'oil filter golf',
    'brake pa',
    'brake pads zzqxv',
  ];

  it('answers the same after toJSON and loadPackIndex, without the items', () => {
    const loaded = loadPackIndex(index.toJSON());
    expect(loaded.size).toBe(index.size);
    for (const query of queries) expect(loaded.search(query, 50), query).toEqual(index.search(query, 50));
  });

  it('answers the same after a save, when the saved index had taken deltas', () => {
    const changed = createPackIndex();
    changed.upsert(items);
    changed.remove(['100002', '100007']);
    changed.upsert([{ ...item('100008'), name: 'Bosch Aerotwin Nebula Wiper Blade 650 mm' }]);
    const loaded = loadPackIndex(changed.toJSON());
    for (const query of [...queries, 'nebula'])
      expect(loaded.search(query, 50), query).toEqual(changed.search(query, 50));
  });

  it('takes deltas once loaded', () => {
    const loaded = loadPackIndex(index.toJSON());
    loaded.upsert([
      {
        ...item('100008'),
        name: 'Bosch Nebula Wiper Blade 650 mm',
        words: 'Bosch Nebula Wiper Blade 650 mm',
        mpn: 'NB 650',
      },
    ]);
    loaded.remove([featuredSkus.focusPadsTrw]);
    expect(loaded.size).toBe(index.size - 1);
    expect(loaded.search('nebula wiper')[0]?.sku).toBe('100008');
    expect(loaded.search('aerotwin 650', 100).map((hit) => hit.sku)).not.toContain('100008');
    expect(loaded.search('NB650')[0]).toMatchObject({ sku: '100008', match: 'part-number' });
    expect(loaded.search('3 397 008 538', 100).map((hit) => hit.sku)).not.toContain('100008');
    expect(loaded.search('GDB2042').map((hit) => hit.sku)).not.toContain(featuredSkus.focusPadsTrw);
    // The original it was loaded from is untouched.
    expect(index.search('GDB2042')[0]?.sku).toBe(featuredSkus.focusPadsTrw);
  });

  it('refuses a saved index of another format, so the caller rebuilds from the items', () => {
    expect(() => loadPackIndex(JSON.stringify({ format: 0 }))).toThrow(PackIndexFormatError);
  });
});

describe('what people type', () => {
  it('answers nothing under two characters', () => {
    for (const text of ['', ' ', 'a', ' b ', '\n']) expect(index.search(text), JSON.stringify(text)).toEqual([]);
  });

  it('answers a pasted page quickly, without throwing', () => {
    const long = 'brake pads for the ford focus '.repeat(40);
    const started = performance.now();
    const hits = index.search(long);
    expect(performance.now() - started).toBeLessThan(200);
    expect(hits.length).toBeLessThanOrEqual(24);
    expect(() => index.search('%$£#@!?'.repeat(80))).not.toThrow();
    expect(() => index.search('Lemförder 🚗 Ölfilter ÆØÅ'.repeat(30))).not.toThrow();
    expect(() => index.search('9'.repeat(500))).not.toThrow();
  });

  it('keeps to the limit', () => {
    expect(index.search('brake', 5)).toHaveLength(5);
    expect(index.search('brake', 0)).toEqual([]);
    expect(index.search('brake')).toHaveLength(24);
  });
});
