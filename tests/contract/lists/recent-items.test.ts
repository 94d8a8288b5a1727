import { describe, expect, it } from 'vitest';
import {
  addRecentItem,
  clearRecentItems,
  RECENT_ITEMS_LIMIT,
  removeRecentItem,
} from '../../../contract/lists/recent-items';

type Item = { id: string; name?: string };
const ids = (items: readonly Item[]) => items.map((item) => item.id);

describe('recent items, newest first', () => {
  it('puts a new item first', () => {
    expect(ids(addRecentItem(addRecentItem([], { id: 'a' }), { id: 'b' }))).toEqual(['b', 'a']);
  });

  it('moves an item used again to the front, keeping the newer copy', () => {
    let items: Item[] = [];
    for (const id of ['a', 'b', 'c']) items = addRecentItem(items, { id });
    items = addRecentItem(items, { id: 'a', name: 'renamed' });
    expect(ids(items)).toEqual(['a', 'c', 'b']);
    expect(items[0]).toEqual({ id: 'a', name: 'renamed' });
    expect(ids(addRecentItem(items, { id: 'a' }))).toEqual(['a', 'c', 'b']);
  });

  it('keeps the newest twenty', () => {
    expect(RECENT_ITEMS_LIMIT).toBe(20);
    let items: Item[] = [];
    for (let i = 0; i < 25; i++) items = addRecentItem(items, { id: String(i) });
    expect(items).toHaveLength(20);
    expect(items[0]?.id).toBe('24');
    expect(items[19]?.id).toBe('5');
  });

  it('takes another limit, and reads a nonsense one as the default', () => {
    const items = ['a', 'b', 'c'].map((id) => ({ id }));
    expect(ids(addRecentItem(items, { id: 'd' }, 2))).toEqual(['d', 'a']);
    expect(addRecentItem(items, { id: 'd' }, 0)).toEqual([]);
    expect(addRecentItem(items, { id: 'd' }, -1)).toHaveLength(4);
    expect(addRecentItem(items, { id: 'd' }, Number.NaN)).toHaveLength(4);
  });

  it('drops duplicates a stored list may hold', () => {
    expect(ids(addRecentItem([{ id: 'a' }, { id: 'b' }, { id: 'a' }], { id: 'c' }))).toEqual(['c', 'a', 'b']);
  });

  it('does not change the list it was given', () => {
    const items = Object.freeze([{ id: 'a' }, { id: 'b' }]);
    expect(ids(addRecentItem(items, { id: 'b' }))).toEqual(['b', 'a']);
    expect(ids(items)).toEqual(['a', 'b']);
  });

  it('removes one and clears', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    expect(ids(removeRecentItem(items, 'a'))).toEqual(['b']);
    expect(removeRecentItem(items, 'zzz')).toBe(items);
    expect(clearRecentItems()).toEqual([]);
  });
});
