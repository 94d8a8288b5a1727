import { afterEach, beforeEach, vi } from 'vitest';
import { CATALOGUE_CACHE } from '../../../contract/sync';
import { beginPage, noteCachedRead } from '../../../src/api/cached-reads';

/** An answer the service worker gave from its cache for `/api{path}`, saved at `savedAt`. */
export function readFromCache(path: string, savedAt: Date): void {
  noteCachedRead(
    `http://localhost/api${path}`,
    new Response('{}', { headers: { [CATALOGUE_CACHE.cachedAtHeader]: savedAt.toISOString() } }),
  );
}

/**
 * Each test a page of its own, offline, at 18:30 on the day the copies were saved (a notice on
 * another day names the day too: a run after midnight once read "Fri 27 Nov, 14:05").
 */
export function offlineOnTheDaySaved(): void {
  beforeEach(() => {
    beginPage();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T18:30:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
