import { CATALOGUE_CACHE } from '../../contract/sync';

/**
 * Answers the service worker served from its catalogue cache carry the time they were fetched
 * (contract/sync.ts). The transport notes each one here, so a screen can say "saved copy, as of
 * 14:05" instead of passing an old price or stock figure off as live.
 */
export interface CachedRead {
  url: string;
  cachedAt: Date;
}

let reads: CachedRead[] = [];
const listeners = new Set<() => void>();
const KEEP = 50;

const changed = () => {
  for (const listener of [...listeners]) listener();
};

export function noteCachedRead(url: string, response: Response): void {
  const header = response.headers.get(CATALOGUE_CACHE.cachedAtHeader);
  if (!header) return;
  const cachedAt = new Date(header);
  if (Number.isNaN(cachedAt.getTime())) return;
  reads = [...reads.filter((read) => read.url !== url), { url, cachedAt }].slice(-KEEP);
  changed();
}

/**
 * Another page begins: the reads noted so far were the page left behind. Called as the navigation
 * starts, before the new page's loader reads (app/page-starts.ts), not when it first renders: a
 * read the worker answers from its cache can land before that. The document's first page has
 * every read from the start.
 */
export function beginPage(): void {
  if (reads.length === 0) return;
  reads = [];
  changed();
}

/** The page's answers from the cache, oldest first (a snapshot that changes identity on change). */
export function cachedReads(): readonly CachedRead[] {
  return reads;
}

export function subscribeCachedReads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
