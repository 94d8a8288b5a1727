import { describe, expect, it } from 'vitest';
import { addToProductList, clearProductList, removeFromProductList } from '../../../contract/lists/product-list';
import { addRecentItem, RECENT_ITEMS_LIMIT } from '../../../contract/lists/recent-items';

describe('the product list, keyed by objectID', () => {
  it('adds if absent, removes, and clears', () => {
    const a = { objectID: 'prod_1', name: 'Pads' };
    let list = addToProductList({}, a);
    list = addToProductList(list, { objectID: 'prod_1', name: 'Changed' });
    expect(list).toEqual({ prod_1: a });
    list = addToProductList(list, { objectID: 'prod_2', name: 'Discs' });
    expect(Object.keys(list)).toEqual(['prod_1', 'prod_2']);
    expect(removeFromProductList(list, 'prod_1')).toEqual({ prod_2: { objectID: 'prod_2', name: 'Discs' } });
    expect(removeFromProductList(list, 'missing')).toBe(list);
    expect(clearProductList()).toEqual({});
  });
});

describe('recent items, newest first', () => {
  it('puts a new item first and moves one used again to the front', () => {
    let items = addRecentItem([], { id: 'a' });
    items = addRecentItem(items, { id: 'b' });
    items = addRecentItem(items, { id: 'a' });
    expect(items.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('keeps the newest twenty', () => {
    let items: { id: string }[] = [];
    for (let i = 0; i < 25; i++) items = addRecentItem(items, { id: String(i) });
    expect(items).toHaveLength(RECENT_ITEMS_LIMIT);
    expect(items[0]?.id).toBe('24');
  });
});
