import { sql } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids/uuid-v7';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';

/** What the basket needs to know of a product to accept a line for it. */
export interface BasketProduct {
  id: string;
  sku: string;
  price: number;
  showOnWebsite: boolean;
  showAddToBasketButton: boolean;
  withdrawn: boolean;
}

/**
 * A line names its product as '/products/{sku}' (or '/products/{id}', the bare id or sku);
 * `productVariant` is a sku. Anything else names nothing.
 */
export function productKey(reference: string): string {
  const trimmed = reference.trim();
  if (!trimmed.startsWith('/products/')) return trimmed;
  const rest = trimmed.slice('/products/'.length);
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest; // malformed percent-encoding: looked up as written, and not found
  }
}

export function createBasketProductsRepository(root: Database) {
  const db = databaseOf(root);
  return {
    /** The products named by the keys (skus or ids), by key. */
    async byKeys(keys: string[]): Promise<Map<string, BasketProduct>> {
      const unique = [...new Set(keys.filter((key) => key.length > 0 && key.length <= 200))];
      if (!unique.length) return new Map();
      const ids = unique.filter(isUuid);
      const rows = await queryRows<{
        id: string;
        sku: string;
        price: number;
        surcharge: number;
        show_on_website: boolean;
        show_add_to_basket_button: boolean;
        withdrawn: boolean;
      }>(
        db(),
        sql`SELECT id::text AS id, sku, price, surcharge, show_on_website, show_add_to_basket_button,
                   withdrawn_at IS NOT NULL AS withdrawn
            FROM products
            WHERE sku IN ${unique}${ids.length ? sql` OR id IN ${ids}` : sql``}`,
      );
      const found = new Map<string, BasketProduct>();
      for (const row of rows) {
        const product: BasketProduct = {
          id: row.id,
          sku: row.sku,
          price: Number(row.price),
          showOnWebsite: row.show_on_website,
          showAddToBasketButton: row.show_add_to_basket_button,
          withdrawn: row.withdrawn,
        };
        found.set(row.sku, product);
        found.set(row.id, product);
      }
      return found;
    },
  };
}

export type BasketProductsRepository = ReturnType<typeof createBasketProductsRepository>;
