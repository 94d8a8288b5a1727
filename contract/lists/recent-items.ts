/**
 * Recently used items (storefront-core §3, §4): kept as 'items', keyed by id, newest first;
 * using one again moves it to the front. Twenty are kept: enough for a shift's worth of parts
 * looked up at a counter, few enough to read at a glance.
 */
export const RECENT_ITEMS_LIMIT = 20;

export interface RecentItem {
  id: string;
}

export function addRecentItem<I extends RecentItem>(items: readonly I[], item: I, limit = RECENT_ITEMS_LIMIT): I[] {
  return [item, ...items.filter((existing) => existing.id !== item.id)].slice(0, limit);
}
