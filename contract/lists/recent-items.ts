/**
 * Recently used items (storefront-core §3 and §4): kept as 'items', keyed by id, newest first.
 * Adding an item puts it at the front; adding one already there moves it to the front (the newer
 * copy replaces the older, so a renamed product shows its new name).
 *
 * The list keeps the newest 20. Twenty is what a parts counter looks back over in a morning, fits
 * a phone screen in two swipes, and keeps the stored value small: at about 300 bytes an item,
 * 20 are some 6 KB of a localStorage quota that the comparison, parts list and basket share,
 * which is read and parsed again on every change in every open tab.
 */
export const RECENT_ITEMS_LIMIT = 20;

export interface RecentItem {
  id: string;
}

/** A usable cap: a whole number from 0 up; anything else is the default. */
const capOf = (limit: number) => (Number.isInteger(limit) && limit >= 0 ? limit : RECENT_ITEMS_LIMIT);

/**
 * The item at the front, any older copy of it removed, the list cut to `limit`. Duplicates that a
 * hand-edited or older stored list may hold are dropped too, the newest copy kept.
 */
export function addRecentItem<I extends RecentItem>(items: readonly I[], item: I, limit = RECENT_ITEMS_LIMIT): I[] {
  const seen = new Set<string>([item.id]);
  const result: I[] = [item];
  for (const existing of items) {
    if (seen.has(existing.id)) continue;
    seen.add(existing.id);
    result.push(existing);
  }
  return result.slice(0, capOf(limit));
}

/** The list without the item of this id (the same list when it is not there). */
export function removeRecentItem<I extends RecentItem>(items: readonly I[], id: string): I[] {
  return items.some((item) => item.id === id) ? items.filter((item) => item.id !== id) : (items as I[]);
}

/** An empty list. */
export const clearRecentItems = <I extends RecentItem>(): I[] => [];
