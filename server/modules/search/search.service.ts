import { looksLikePartNumber, normalisePartNumber } from '../../../contract/catalogue/part-number';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { MAX_KEYWORDS_LENGTH, type SearchResult, type SearchSource } from '../../../contract/search/routes';
import type { SearchRepository } from './search.repository';
import { createSearchFindsCache, type SearchFinds, type SearchFindsCache } from './search-finds';
import { keepVocabulary } from './kept-vocabulary';
import { queryWords, STOP_WORDS } from './vocabulary';
import type { PriceListCurrency } from '../../../contract/money/price-list';

/**
 * Search (trade-features §3): an exact sku or manufacturer part number answers `db`; an OE,
 * competitor or superseded number answers `xref`; anything else is full text with typos
 * corrected, `easyAsk`. Exact lookups use B-tree indexes; the common path never scans names.
 */
export function createSearchService(
  repository: SearchRepository,
  { finds = createSearchFindsCache(), now = Date.now }: { finds?: SearchFindsCache; now?: () => number } = {},
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
    const typed = queryWords(keywords)
      .filter((word) => !STOP_WORDS.has(word))
      .slice(0, 12);
    const corrected = typed.map((word) => vocabulary.correct(word));
    const terms = corrected.filter((word) => word.length > 1 || /\d/.test(word));
    if (!terms.length) return found('easyAsk', [], 0);
    const correctedKeywords = corrected.join(' ') !== typed.join(' ') ? corrected.join(' ') : null;
    const offset = (page - 1) * itemsPerPage;
    // Every word must match: a word of the catalogue as it is (an exact lexeme is the cheap
    // lookup), a word it does not know as a prefix ('bulb' finds 'bulbs'); failing that, any word.
    const lexeme = (term: string) => (vocabulary.has(term) ? term : `${term}:*`);
    let matched = await repository.words(terms.map(lexeme).join(' & '), itemsPerPage, offset, currency, tecdocId);
    if (!matched.total && terms.length > 1) {
      matched = await repository.words(terms.map(lexeme).join(' | '), itemsPerPage, offset, currency, tecdocId);
    }
    const named = await repository.categoriesNamed(terms.filter((term) => vocabulary.has(term)));
    return found('easyAsk', matched.members, matched.total, { correctedKeywords, named });
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
