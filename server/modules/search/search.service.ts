import { looksLikePartNumber, normalisePartNumber } from '../../../contract/catalogue/part-number';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { MAX_KEYWORDS_LENGTH, type SearchResult, type SearchSource } from '../../../contract/search/routes';
import type { SearchRepository } from './search.repository';
import { createSearchFindsCache, type SearchFinds, type SearchFindsCache } from './search-finds';
import { keepVocabulary } from './kept-vocabulary';
import { planQuery, termMatches, type QueryTerm } from '../../../contract/search/query-plan';
import { compareRanked } from '../../../contract/search/ranking';
import { searchWords } from '../../../contract/search/words';
import type { PriceListCurrency } from '../../../contract/money/price-list';

/**
 * Search (trade-features §3): an exact sku or manufacturer part number answers `db`; an OE,
 * competitor or superseded number answers `xref`; anything else is full text, `easyAsk`, read
 * and ranked by the rules the offline pack shares (contract/search/query-plan.ts: synonyms,
 * plurals, typos; ranking.ts), so a counter offline finds what it finds online (issue 45).
 * Exact lookups use B-tree indexes; the common path never scans names.
 */
export function createSearchService(
  repository: SearchRepository,
  { now = Date.now, finds = createSearchFindsCache(now) }: { finds?: SearchFindsCache; now?: () => number } = {},
) {
  // The words typos are corrected to, kept under the catalogue's change counter (kept-vocabulary.ts:
  // how stale); what a search finds is kept a minute at most (search-finds.ts), and its products are
  // read from the database for every answer.
  const words = keepVocabulary(repository, now);

  /** What the words find, and the asked page's products as read to find them. */
  async function find(
    keywords: string,
    page: number,
    itemsPerPage: number,
    currency: PriceListCurrency,
    tecdocId: number | null,
  ): Promise<{ finds: SearchFinds; products: ProductSummary[] }> {
    const found = (
      source: SearchSource,
      products: ProductSummary[],
      total: number,
      more: Partial<SearchFinds> = {},
    ) => ({
      finds: {
        source,
        productIds: products.map((product) => product.id),
        total,
        correctedKeywords: null,
        named: [],
        ...more,
      },
      products,
    });
    if (looksLikePartNumber(keywords)) {
      const number = normalisePartNumber(keywords);
      const exact = await repository.exact(number, currency, tecdocId);
      if (exact.length) return found('db', exact, exact.length);
      const related = await repository.crossReference(number, currency, tecdocId);
      if (related.length) return found('xref', related, related.length);
    }

    const vocabulary = await words();
    const plan = planQuery(keywords, vocabulary);
    if (!plan.terms.length) return found('easyAsk', [], 0);
    // Every term must match; failing that, any of them, the items matching most first.
    const termQueries = plan.terms.map(termQuery);
    let matched = await repository.candidates(termQueries.join(' & '), termQueries, tecdocId, false);
    if (!matched.length && termQueries.length > 1) {
      matched = await repository.candidates(termQueries.join(' | '), termQueries, tecdocId, true);
    }
    const ranked = matched
      .map((row) => {
        const name = new Set(searchWords(`${row.brand} ${row.name}`));
        return { ...row, inName: plan.terms.filter((term) => termMatches(term, name)).length, nameWords: name.size };
      })
      .sort(compareRanked);
    const offset = (page - 1) * itemsPerPage;
    const pageIds = ranked.slice(offset, offset + itemsPerPage).map((row) => row.id);
    const named = await repository.categoriesNamed(
      plan.terms.flatMap((term) => term.words.slice(0, 1)).filter((word) => vocabulary.has(word)),
    );
    return found('easyAsk', await repository.byIds(pageIds, currency), ranked.length, {
      correctedKeywords: plan.corrected,
      named,
    });
  }

  const answer = (keywords: string, finds: SearchFinds, products: ProductSummary[]): SearchResult => ({
    source: finds.source,
    keywords,
    correctedKeywords: finds.correctedKeywords,
    totalItems: finds.total,
    products,
    categories: categoriesOf(products, finds.named),
  });

  return {
    async search(
      raw: string | undefined,
      page: number,
      itemsPerPage: number,
      currency: PriceListCurrency = 'GBP',
      /** Only parts fitting this vehicle, and universal ones; null: every part. */
      tecdocId: number | null = null,
    ): Promise<SearchResult> {
      const keywords = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORDS_LENGTH);
      // One character finds everything and helps nobody: an empty answer, never an error.
      if (keywords.length < 2) return answer(keywords, nothingFound, []);
      // Search is not case-sensitive: part numbers are normalised, words lower-cased.
      const key = `${keywords.toLowerCase()}\n${page}\n${itemsPerPage}\n${tecdocId ?? ''}`;
      const kept = finds.get(key);
      if (kept) return answer(keywords, kept, await repository.byIds(kept.productIds, currency));
      const fresh = await find(keywords, page, itemsPerPage, currency, tecdocId);
      finds.set(key, fresh.finds);
      return answer(keywords, fresh.finds, fresh.products);
    },
  };
}

/**
 * A term as full text: any of its words, or a word beginning with one of its prefixes. PostgreSQL
 * reads a number after a dash as signed ('5W-30' holds '5w' and '-30'), so a number is also
 * looked for with its dash: '5w30' and '5w 30' find the 5W-30 oils, as offline.
 */
const termQuery = (term: QueryTerm) => {
  const signed = (word: string) => (/^\d/.test(word) ? [word, `-${word}`] : [word]);
  const lexemes = [...term.words.flatMap(signed), ...term.prefixes.flatMap(signed).map((prefix) => `${prefix}:*`)];
  return `(${lexemes.join(' | ')})`;
};

const nothingFound: SearchFinds = { source: 'easyAsk', productIds: [], total: 0, correctedKeywords: null, named: [] };

/** The categories of the products found, most products first, after categories named outright. */
function categoriesOf(products: ProductSummary[], named: { id: string; name: string; path: string }[]) {
  const counts = new Map<string, { id: string; name: string; path: string; count: number }>();
  for (const { category } of products) {
    const entry = counts.get(category.id) ?? { id: category.id, name: category.name, path: category.path, count: 0 };
    entry.count += 1;
    counts.set(category.id, entry);
  }
  const fromProducts = [...counts.values()].sort((a, b) => b.count - a.count);
  const extra = named.filter((category) => !counts.has(category.id)).map((category) => ({ ...category, count: 0 }));
  return [...fromProducts, ...extra].slice(0, 8);
}

export type SearchService = ReturnType<typeof createSearchService>;
