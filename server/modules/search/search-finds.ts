import type { SearchSource } from '../../../contract/search/routes';

/** Which products a search found, in order, and what else its answer names: no prices, no stock. */
export interface SearchFinds {
  source: SearchSource;
  productIds: string[];
  total: number;
  correctedKeywords: string | null;
  named: { id: string; name: string; path: string }[];
}

/** How long what a search finds is reused. */
export const SEARCH_FINDS_MAX_AGE_MS = 60_000;
/** Searches kept, a few hundred bytes each. */
const KEPT = 2_000;

/**
 * What a search finds, kept by its words and page for a minute: a counter asked "brake pads
 * focus" again, or a page of results opened twice, does not rank the catalogue's full-text
 * matches again (7 ms of database work at 200,000 products, the most a search costs). The
 * products themselves are read from the database for every answer, by id, so prices, stock,
 * names and withdrawals are never older than the request.
 *
 * How stale: a product added, withdrawn or renamed in the last minute may be missing from (or
 * still counted in) a search's list, on any instance, for up to SEARCH_FINDS_MAX_AGE_MS; a
 * withdrawn product is never shown (the read by id keeps only visible products). Each instance
 * keeps its own, so two instances may differ by that minute, never by more.
 */
export function createSearchFindsCache(now: () => number = Date.now, maxAgeMs = SEARCH_FINDS_MAX_AGE_MS, most = KEPT) {
  const kept = new Map<string, { at: number; finds: SearchFinds }>();
  return {
    get(key: string): SearchFinds | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > maxAgeMs) {
        kept.delete(key);
        return undefined;
      }
      return entry.finds;
    },
    set(key: string, finds: SearchFinds): void {
      // The oldest first out: a Map iterates in insertion order, and a key set again moves last.
      kept.delete(key);
      if (kept.size >= most) kept.delete(kept.keys().next().value as string);
      kept.set(key, { at: now(), finds });
    },
  };
}

export type SearchFindsCache = ReturnType<typeof createSearchFindsCache>;
