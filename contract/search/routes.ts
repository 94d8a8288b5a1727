import { z } from 'zod/mini';
import { currencyQuery } from '../money/price-list';
import { queryInt } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { text } from '../http/text';
import { productSummarySchema } from '../catalogue/schemas';

/**
 * Search (trade-features §3, §7): `db` for an exact sku or manufacturer part number, `xref` for
 * an OE, competitor or superseded number, `easyAsk` for words. Any other source shows nothing.
 */
export const searchSources = ['db', 'xref', 'easyAsk'] as const;
export type SearchSource = (typeof searchSources)[number];

/** Longer queries are cut to this, not refused: a pasted paragraph still gets an answer. */
export const MAX_KEYWORDS_LENGTH = 500;

export const searchResultSchema = z.object({
  source: z.enum(searchSources),
  keywords: z.string(),
  /** The words searched after typo correction, when they differ from what was typed. */
  correctedKeywords: z.nullable(z.string()),
  totalItems: z.int(),
  products: z.array(productSummarySchema),
  categories: z.array(z.object({ id: z.string(), name: z.string(), path: z.string(), count: z.int() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchRoutes = defineRoutes('search', {
  search: {
    method: 'GET',
    path: '/storefront/search',
    summary: 'Search by part number, cross-reference or words (typos forgiven)',
    auth: 'public',
    query: z.object({
      keywords: z.optional(text()),
      page: z._default(queryInt(1, 1000), 1),
      itemsPerPage: z._default(queryInt(1, 100), 24),
      /**
       * Only parts that fit this vehicle (its TecDoc id), and universal parts, which fit no vehicle
       * in particular: "Find a part" on a work order finds what fits its car (issue 42).
       */
      tecdocId: z.optional(queryInt(1, 99_999_999)),
      ...currencyQuery,
    }),
    response: searchResultSchema,
  },
});
