// Which words library the offline catalogue pack searches with (issue 8), chosen by measuring:
// MiniSearch 7, FlexSearch 0.8 and Orama 3 over the same synthetic pack items (20,000 and
// 100,000, bench/support/pack-items.ts), beside a bare linear scan of the same rows. Every
// candidate indexes the same words of each item (itemWords) and answers numbers from the same
// exact-number Map (src/catalogue-pack/search/part-numbers.ts), words from its library. Per
// library: build time, serialised size, load time, heap after build, query p50/p95 for a sku, an
// OE number and words with a typo ('brake pads fosu'), the typo queries' recall and precision in
// the top 10, and a delta (1% of items renamed, 1% removed) applied to the loaded index.
//
// The last row is the index as built (src/catalogue-pack/search-index.ts): no library met the
// aims as a whole engine (p95 ≤ 5 ms at 20,000, ≤ 15 ms at 100,000), so it keeps MiniSearch's
// radix tree for typos and prefixes and scores its own postings, only the best `limit`.
//
// Figures go to bench/results/pack-search-libraries.json. Run:
//   npx tsx bench/pack-search-libraries.bench.ts
// BENCH_PACK_SIZES=20000 (sizes), BENCH_PACK_QUERIES=200 (per kind) and
// BENCH_PACK_LIBRARIES=mini,built (names containing) narrow a run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import {
  create,
  insertMultiple,
  load,
  remove as oramaRemove,
  save,
  search as oramaSearch,
  type AnyOrama,
} from '@orama/orama';
import { Charset, Index as FlexIndex } from 'flexsearch';
import MiniSearch from 'minisearch';
import { looksLikePartNumber, normalisePartNumber } from '../contract/catalogue/part-number';
import type { PackItem } from '../contract/catalogue-pack/schemas';
import { createPackIndex, loadPackIndex, type PackIndex } from '../src/catalogue-pack/search-index';
import { createPartNumberIndex, type PartNumberIndex } from '../src/catalogue-pack/search/part-numbers';
import { MAX_QUERY_WORDS, searchWords } from '../contract/search/words';
import { itemWords, typosForgiven } from '../src/catalogue-pack/search/words';
import { generatePackItems } from './support/pack-items';
import { isRightAnswer, packQueries, type PackQuery } from './support/pack-queries';

const SIZES = (process.env.BENCH_PACK_SIZES ?? '20000,100000').split(',').map(Number);
const QUERIES_PER_KIND = Number(process.env.BENCH_PACK_QUERIES ?? 200);
const LIMIT = 24;
const QUERY_BUDGET_MS = 60_000;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

// ── The candidates: one interface, each library configured as well as it allows ───────────────

interface Candidate {
  build(items: PackItem[]): void | Promise<void>;
  /** Skus, best first, at most `limit`. */
  search(text: string, limit: number): string[];
  serialise(): string;
  upsert(items: PackItem[]): void | Promise<void>;
  remove(skus: string[]): void;
}
interface Library {
  name: string;
  make(): Candidate;
  load(serialised: string): Candidate | Promise<Candidate>;
  notes: string;
  takesDeltas: boolean;
}

/** What every library indexes: the same words as the built index (itemWords), as two texts. */
function documentOf(item: PackItem) {
  const { name, rest } = itemWords(item);
  return { sku: item.sku, name: name.join(' '), rest: rest.join(' ') };
}

/** The query's words, or none: a pasted paragraph is cut to its first words. */
const queryWords = (text: string) => searchWords(text.slice(0, 500)).slice(0, MAX_QUERY_WORDS);

/** Numbers from the Map first, then the library's words, each sku once. */
function combined(numbers: PartNumberIndex, words: (terms: string[], limit: number) => string[]) {
  return (text: string, limit: number) => {
    const found = numbers.lookup(text).map((hit) => hit.sku);
    const terms = queryWords(text);
    if (found.length < limit && terms.length) {
      for (const sku of words(terms, limit + found.length)) if (!found.includes(sku)) found.push(sku);
    }
    return found.slice(0, limit);
  };
}

const miniSearchOptions = {
  idField: 'sku',
  fields: ['name', 'rest'],
  storeFields: [],
  tokenize: (text: string) => text.split(' '),
  processTerm: (term: string) => term || null,
};

function miniSearchCandidate(index: MiniSearch, numbers: PartNumberIndex): Candidate {
  const query = (terms: string[], combineWith: 'AND' | 'OR') =>
    index.search(terms.join(' '), {
      combineWith,
      boost: { name: 3 },
      prefix: (_term, i, all) => i === all.length - 1,
      fuzzy: (term) => typosForgiven(term) || false,
    });
  return {
    build: (items) => index.addAll(items.map(documentOf)),
    search: combined(numbers, (terms, limit) => {
      let hits = query(terms, 'AND');
      if (!hits.length && terms.length > 1) hits = query(terms, 'OR');
      return hits.slice(0, limit).map((hit) => String(hit.id));
    }),
    serialise: () => JSON.stringify({ numbers, words: index }),
    upsert(items) {
      for (const item of items) {
        numbers.upsert(item);
        if (index.has(item.sku)) index.replace(documentOf(item));
        else index.add(documentOf(item));
      }
    },
    remove(skus) {
      for (const sku of skus) {
        numbers.remove(sku);
        if (index.has(sku)) index.discard(sku);
      }
    },
  };
}

const miniSearch: Library = {
  name: 'MiniSearch 7',
  takesDeltas: true,
  notes: 'AND then OR; typos by edit distance per word (2 up to 5 letters, 3 above); prefix on the last word; name ×3',
  make: () => miniSearchCandidate(new MiniSearch(miniSearchOptions), createPartNumberIndex()),
  load(serialised) {
    const saved = JSON.parse(serialised);
    const index = MiniSearch.loadJS(saved.words, miniSearchOptions);
    return miniSearchCandidate(index, createPartNumberIndex(saved.numbers));
  },
};

/**
 * FlexSearch matches words, not edit distances: typo tolerance comes from its encoder (a
 * phonetic key per word) and prefixes from 'forward' tokenising. One text per item, the name's
 * words first, since FlexSearch ranks by where a word sits rather than by field.
 */
function flexSearch(charset: 'LatinBalance' | 'LatinSoundex'): Library {
  const options = { tokenize: 'forward' as const, encoder: Charset[charset], fastupdate: true, resolution: 9 };
  const candidate = (index: FlexIndex, numbers: PartNumberIndex): Candidate => ({
    build(items) {
      for (const item of items) {
        const doc = documentOf(item);
        index.add(item.sku, `${doc.name} ${doc.rest}`);
      }
    },
    search: combined(numbers, (terms, limit) => {
      let hits = index.search(terms.join(' '), { limit }) as string[];
      if (!hits.length && terms.length > 1) hits = index.search(terms.join(' '), { limit, suggest: true }) as string[];
      return hits.map(String);
    }),
    serialise() {
      const parts: Record<string, string> = {};
      index.export((key, data) => {
        parts[key] = data;
      });
      return JSON.stringify({ numbers, words: parts });
    },
    upsert(items) {
      for (const item of items) {
        numbers.upsert(item);
        const doc = documentOf(item);
        index.update(item.sku, `${doc.name} ${doc.rest}`);
      }
    },
    remove(skus) {
      for (const sku of skus) {
        numbers.remove(sku);
        index.remove(sku);
      }
    },
  });
  return {
    name: `FlexSearch 0.8 (${charset})`,
    takesDeltas: true,
    notes: 'AND then suggest (partial); typos only as the encoder folds them; forward (prefix) tokens; position-ranked',
    make: () => candidate(new FlexIndex(options), createPartNumberIndex()),
    load(serialised) {
      const saved = JSON.parse(serialised);
      // FlexSearch cannot import its fast-update register: a loaded index removes by scanning.
      const index = new FlexIndex({ ...options, fastupdate: false });
      for (const [key, data] of Object.entries(saved.words as Record<string, string>)) index.import(key, data);
      return candidate(index, createPartNumberIndex(saved.numbers));
    },
  };
}

const oramaSchema = { sku: 'string', name: 'string', rest: 'string' } as const;

function oramaCandidate(db: AnyOrama, numbers: PartNumberIndex): Candidate {
  const docs = (items: PackItem[]) => items.map((item) => ({ id: item.sku, ...documentOf(item) }));
  return {
    async build(items) {
      await insertMultiple(db, docs(items), 1000);
    },
    search: combined(numbers, (terms, limit) => {
      // Orama's all-words mode (threshold 0) counts only exact words, so with typos it is
      // any-word, best first, as documented.
      const found = oramaSearch(db, {
        term: terms.join(' '),
        properties: ['name', 'rest'],
        boost: { name: 3 },
        tolerance: 2,
        limit,
      });
      if (found instanceof Promise) throw new Error('Orama answered asynchronously');
      return found.hits.map((hit) => hit.id);
    }),
    serialise: () => JSON.stringify({ numbers, words: save(db) }),
    async upsert(items) {
      for (const item of items) {
        numbers.upsert(item);
        await oramaRemove(db, item.sku);
      }
      await insertMultiple(db, docs(items), 1000);
    },
    remove(skus) {
      for (const sku of skus) {
        numbers.remove(sku);
        void oramaRemove(db, sku);
      }
    },
  };
}

const orama: Library = {
  name: 'Orama 3',
  takesDeltas: true,
  notes: 'any word, BM25 ranked (its all-words threshold ignores typo and prefix matches); tolerance 2; name ×3',
  make: () => oramaCandidate(create({ schema: oramaSchema }), createPartNumberIndex()),
  load(serialised) {
    const saved = JSON.parse(serialised);
    const db = create({ schema: oramaSchema });
    load(db, saved.words);
    return oramaCandidate(db, createPartNumberIndex(saved.numbers));
  },
};

/** The baseline: every row read per query, numbers compared normalised, words as substrings. */
function linearCandidate(rows: { sku: string; numbers: string[]; text: string }[] = []): Candidate {
  return {
    build(items) {
      for (const item of items) {
        const numbers = [item.sku, item.mpn, ...item.oe, ...item.competitor, ...item.superseded].map((n) =>
          normalisePartNumber(typeof n === 'string' ? n : n.number),
        );
        rows.push({ sku: item.sku, numbers, text: searchWords(`${item.name} ${item.words}`).join(' ') });
      }
    },
    search(text, limit) {
      const found: string[] = [];
      if (looksLikePartNumber(text)) {
        const number = normalisePartNumber(text);
        for (const row of rows) if (row.numbers.includes(number)) found.push(row.sku);
      }
      const terms = queryWords(text);
      if (!terms.length) return found.slice(0, limit);
      for (const row of rows) {
        if (found.length >= limit) break;
        if (terms.every((term) => row.text.includes(term)) && !found.includes(row.sku)) found.push(row.sku);
      }
      return found.slice(0, limit);
    },
    serialise: () => JSON.stringify(rows),
    upsert() {},
    remove() {},
  };
}

const linearScan: Library = {
  name: 'Linear scan (baseline)',
  takesDeltas: false,
  notes: 'every row per query: normalised numbers compared, every word a substring; no typos, no ranking',
  make: () => linearCandidate(),
  load: (serialised) => linearCandidate(JSON.parse(serialised)),
};

/** The index as built on the chosen library: src/catalogue-pack/search-index.ts. */
function builtCandidate(index: PackIndex): Candidate {
  return {
    build: (items) => index.upsert(items),
    search: (text, limit) => index.search(text, limit).map((hit) => hit.sku),
    serialise: () => index.toJSON(),
    upsert: (items) => index.upsert(items),
    remove: (skus) => index.remove(skus),
  };
}

const built: Library = {
  name: 'search-index.ts (as built)',
  takesDeltas: true,
  notes:
    "src/catalogue-pack/search-index.ts: MiniSearch's radix tree for typos and prefixes, " +
    'own postings scored top-k, the exact-number Map',
  make: () => builtCandidate(createPackIndex()),
  load: (serialised) => builtCandidate(loadPackIndex(serialised)),
};

// ── Measuring ──────────────────────────────────────────────────────────────────────────────────

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50Ms: round(at(0.5), 3), p95Ms: round(at(0.95), 3) };
}
async function timed<T>(run: () => T | Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

/** Renamed items keep their sku; the new name holds a word no item had ('Zephyrine'). */
function delta(items: PackItem[]) {
  const step = 100;
  const renamed = items
    .filter((_, i) => i % step === 7)
    .map((item) => ({ ...item, name: `${item.name} Zephyrine`, words: `${item.words} Zephyrine` }));
  const removed = items.filter((_, i) => i % step === 53).map((item) => item.sku);
  return { renamed, removed };
}

async function measure(library: Library, items: PackItem[], queries: PackQuery[]) {
  const byKind = (kind: PackQuery['kind']) => queries.filter((q) => q.kind === kind);
  const baseHeap = heapMb();
  const fresh = library.make();
  const [, buildMs] = await timed(() => fresh.build(items));
  const heapAfterBuildMb = heapMb() - baseHeap;
  const [serialised, serialiseMs] = await timed(() => fresh.serialise());
  // Twenty of each kind: enough to catch a difference, and Orama takes a second a query at 100,000.
  const compared = queries.filter((q, i) => queries.findIndex((other) => other.kind === q.kind) + 20 > i);
  const before = compared.map((q) => fresh.search(q.text, LIMIT).join());
  const [loaded, loadMs] = await timed(() => library.load(serialised));
  const answersSameAfterLoad = compared.every((q, i) => loaded.search(q.text, LIMIT).join() === before[i]);

  const bySku = new Map(items.map((item) => [item.sku, item]));
  const figures: Record<string, unknown> = {};
  for (const kind of ['sku', 'oe', 'typo'] as const) {
    const all = byKind(kind);
    for (const q of all.slice(0, 20)) loaded.search(q.text, LIMIT);
    // A slow library gets fewer queries: each kind stops after its time budget (never under 20).
    const began = performance.now();
    const samples: number[] = [];
    let found = 0;
    let right = 0;
    let shown = 0;
    for (const q of all) {
      if (samples.length >= 20 && performance.now() - began > QUERY_BUDGET_MS) break;
      const started = performance.now();
      const skus = loaded.search(q.text, LIMIT);
      samples.push(performance.now() - started);
      const top = skus
        .slice(0, 10)
        .map((sku) => bySku.get(sku))
        .filter((item): item is PackItem => Boolean(item));
      const rightOnes = top.filter((item) => isRightAnswer(item, q.expected)).length;
      if (rightOnes) found += 1;
      right += rightOnes;
      shown += top.length;
    }
    figures[kind] = {
      queries: samples.length,
      ...percentiles(samples),
      recallAt10: round(found / samples.length, 3),
      precisionAt10: round(shown ? right / shown : 0, 3),
    };
  }
  const long = 'brake pads for the ford focus '.repeat(17).slice(0, 500);
  const [, longQueryMs] = await timed(() => loaded.search(long, LIMIT));

  const { renamed, removed } = delta(items);
  const [, deltaMs] = await timed(async () => {
    await loaded.upsert(renamed);
    loaded.remove(removed);
  });
  const first = renamed[0];
  const gone = removed[0];
  const deltaAnswersRight =
    (!first || loaded.search('zephyrine', renamed.length + LIMIT).includes(first.sku)) &&
    (!gone || !loaded.search(gone, LIMIT).includes(gone));

  return {
    library: library.name,
    notes: library.notes,
    buildMs: round(buildMs, 0),
    serialisedMb: round(serialised.length / 1e6),
    serialisedGzipMb: round(gzipSync(serialised).length / 1e6),
    serialiseMs: round(serialiseMs, 0),
    loadMs: round(loadMs, 0),
    heapAfterBuildMb: round(heapAfterBuildMb, 0),
    answersSameAfterLoad,
    query: figures,
    longQueryMs: round(longQueryMs, 2),
    delta: library.takesDeltas
      ? { renamed: renamed.length, removed: removed.length, ms: round(deltaMs, 0), answersRight: deltaAnswersRight }
      : null,
  };
}

const libraries = [linearScan, miniSearch, flexSearch('LatinBalance'), flexSearch('LatinSoundex'), orama, built];
const only = process.env.BENCH_PACK_LIBRARIES?.split(',');
const results: Record<string, unknown> = {};
const table: string[][] = [];

for (const size of SIZES) {
  const [items, generateMs] = await timed(() => generatePackItems(size));
  const queries = packQueries(items, QUERIES_PER_KIND);
  console.log(
    `\n${size.toLocaleString('en-GB')} items (generated in ${round(generateMs, 0)} ms, ` +
      `${round(JSON.stringify(items).length / 1e6)} MB as JSON)`,
  );
  const measured = [];
  for (const library of libraries.filter((l) => !only || only.some((name) => l.name.toLowerCase().includes(name)))) {
    const figures = await measure(library, items, queries);
    measured.push(figures);
    const q = figures.query as Record<
      string,
      { p50Ms: number; p95Ms: number; recallAt10: number; precisionAt10: number }
    >;
    const row = [
      size.toLocaleString('en-GB'),
      figures.library,
      `${figures.buildMs}`,
      `${figures.serialisedMb} (${figures.serialisedGzipMb})`,
      `${figures.loadMs}`,
      `${figures.heapAfterBuildMb}`,
      `${q.sku?.p50Ms} / ${q.sku?.p95Ms}`,
      `${q.oe?.p50Ms} / ${q.oe?.p95Ms}`,
      `${q.typo?.p50Ms} / ${q.typo?.p95Ms}`,
      `${q.typo?.recallAt10} / ${q.typo?.precisionAt10}`,
      figures.delta ? `${figures.delta.ms}${figures.delta.answersRight ? '' : ' ✗'}` : 'n/a',
      figures.answersSameAfterLoad ? 'yes' : 'NO',
    ];
    table.push(row);
    console.log(row.join(' | '));
  }
  results[String(size)] = { generateMs: round(generateMs, 0), queriesPerKind: QUERIES_PER_KIND, libraries: measured };
}

const header = [
  'Items',
  'Library',
  'Build ms',
  'Serialised MB (gzip)',
  'Load ms',
  'Heap MB',
  'Sku p50/p95 ms',
  'OE p50/p95 ms',
  'Typo p50/p95 ms',
  'Typo recall/precision@10',
  'Delta ms',
  'Same after load',
];
console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of table) console.log(`| ${row.join(' | ')} |`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/pack-search-libraries.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      limit: LIMIT,
      sizes: results,
    },
    null,
    2,
  )}\n`,
);
console.log('\nWritten bench/results/pack-search-libraries.json');
