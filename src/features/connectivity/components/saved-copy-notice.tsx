import { useSyncExternalStore } from 'react';
import { CATALOGUE_CACHE, SW_CACHED_PATHS } from '../../../../contract/sync';
import { cachedReads, subscribeCachedReads } from '../../../api/cached-reads';
import { useOnlineStatus } from '../../../sync/online-status';

/** Online, a copy younger than this is as good as live (stale-while-revalidate refreshes it). */
export const STALE_AFTER_MS = 10 * 60_000;

function when(date: Date, now: Date): string {
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return time;
  return `${date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' })}, ${time}`;
}

/** The frame of every page (the header's and footer's menus): never a reason to mark the page itself. */
const FRAME = [...SW_CACHED_PATHS.frame, ...CATALOGUE_CACHE.networkFirstPaths];
/** The retailer's words and the stores: a saved copy, but no price or stock in it. */
const WITHOUT_PRICES = [...SW_CACHED_PATHS.content, ...SW_CACHED_PATHS.stores];
const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;
const isFrame = (url: string) => FRAME.some((path) => path.test(pathOf(url)));
const withoutPrices = (url: string) => WITHOUT_PRICES.some((path) => path.test(pathOf(url)));

/**
 * "Saved copy" over a page whose catalogue answers came from the service worker's cache: offline
 * always, online when the copy is old. Says when it was saved, so that an old price or stock
 * figure is never passed off as live. Counts only the reads of the page now shown (a navigation
 * to another page starts the count again: api/cached-reads.ts).
 */
export function SavedCopyNotice() {
  const online = useOnlineStatus();
  const reads = useSyncExternalStore(subscribeCachedReads, cachedReads, cachedReads).filter(
    (read) => !isFrame(read.url),
  );
  if (reads.length === 0) return null;
  const oldest = reads.reduce((a, b) => (a.cachedAt <= b.cachedAt ? a : b)).cachedAt;
  const now = new Date();
  if (online && now.getTime() - oldest.getTime() < STALE_AFTER_MS) return null;
  return (
    <p className="saved-copy" role="status">
      <strong>Saved copy</strong>{' '}
      {online
        ? `Showing what we saved at ${when(oldest, now)} while it updates.`
        : reads.every((read) => withoutPrices(read.url))
          ? `You are offline: this page as saved at ${when(oldest, now)}.`
          : `You are offline: prices and stock as last updated at ${when(oldest, now)}.`}
    </p>
  );
}
