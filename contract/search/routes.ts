import { z } from 'zod';
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
  correctedKeywords: z.string().nullable(),
  totalItems: z.number().int(),
  products: z.array(productSummarySchema),
  categories: z.array(z.object({ id: z.string(), name: z.string(), path: z.string(), count: z.number().int() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchRoutes = defineRoutes('search', {
  search: {
    method: 'GET',
    path: '/storefront/search',
    summary: 'Search by part number, cross-reference or words (typos forgiven)',
    auth: 'public',
    query: z.object({
      keywords: text().optional(),
      page: queryInt(1, 1000).default(1),
      itemsPerPage: queryInt(1, 100).default(24),
      ...currencyQuery,
    }),
    response: searchResultSchema,
  },
});
