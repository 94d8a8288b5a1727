import { CATALOGUE_CACHE } from '../../contract/sync';

/**
 * Answers the service worker served from its catalogue cache carry the time they were fetched
 * (contract/sync.ts). The transport notes each one here, so a screen can say "saved copy, as of
 * 14:05" instead of passing an old price or stock figure off as live.
 */
export interface CachedRead {
  url: string;
  cachedAt: Date;
  readAt: number;
}

let reads: CachedRead[] = [];
const listeners = new Set<() => void>();
const KEEP = 50;

export function noteCachedRead(url: string, response: Response, now = Date.now()): void {
  const header = response.headers.get(CATALOGUE_CACHE.cachedAtHeader);
  if (!header) return;
  const cachedAt = new Date(header);
  if (Number.isNaN(cachedAt.getTime())) return;
  reads = [...reads.filter((read) => read.url !== url), { url, cachedAt, readAt: now }].slice(-KEEP);
  for (const listener of [...listeners]) listener();
}

/** The latest answers from the cache, oldest read first (a snapshot that changes identity on change). */
export function cachedReads(): readonly CachedRead[] {
  return reads;
}

export function subscribeCachedReads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
