import { describe, expect, it } from 'vitest';
import {
  addToProductList,
  clearProductList,
  isInProductList,
  productListItems,
  removeFromProductList,
  type ProductList,
} from '../../../contract/lists/product-list';

type Item = { objectID: string; name: string };
const pads: Item = { objectID: 'prod_1', name: 'Pads' };
const discs: Item = { objectID: 'prod_2', name: 'Discs' };

describe('the product list, keyed by objectID', () => {
  it('adds if absent and keeps the first copy when present', () => {
    const list = addToProductList({}, pads);
    expect(list).toEqual({ prod_1: pads });
    expect(addToProductList(list, { objectID: 'prod_1', name: 'Changed' })).toBe(list);
    expect(Object.keys(addToProductList(list, discs))).toEqual(['prod_1', 'prod_2']);
  });

  it('removes, returning the same list when the product is not there', () => {
    const list = addToProductList(addToProductList({}, pads), discs);
    expect(removeFromProductList(list, 'prod_1')).toEqual({ prod_2: discs });
    expect(removeFromProductList(list, 'missing')).toBe(list);
  });

  it('clears', () => {
    expect(clearProductList()).toEqual({});
  });

  it('never changes the list it was given', () => {
    const list: ProductList<Item> = Object.freeze({ prod_1: pads });
    expect(() => addToProductList(list, discs)).not.toThrow();
    expect(() => removeFromProductList(list, 'prod_1')).not.toThrow();
    expect(list).toEqual({ prod_1: pads });
  });

  it('treats objectIDs that are names of Object.prototype like any other', () => {
    for (const objectID of ['toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      const item = { objectID, name: objectID };
      expect(isInProductList({}, objectID)).toBe(false);
      const list = addToProductList({}, item);
      expect(isInProductList(list, objectID), objectID).toBe(true);
      expect(productListItems(list)).toEqual([item]);
      expect(productListItems(removeFromProductList(list, objectID))).toEqual([]);
    }
  });
});
