import { basketMessages } from '../../../contract/basket/messages';
import { MAX_BASKET_LINES, type lineInputSchema } from '../../../contract/basket/schemas';
import { propertyPathOf, type Violation } from '../../../contract/errors';
import { isPriced } from '../../../contract/money/price-on-request';
import type { z } from 'zod/mini';
import type { BasketProduct } from './basket-products.repository';
import { productKey } from './basket-products.repository';
import type { LineWrite } from './baskets.repository';
import { productLineId } from './product-line-id';

/**
 * What a list of line inputs does to a basket: lines upserted by their ids, quantity 0 removes,
 * and the lines refused, each with its violation (`lines[<index>].<field>`). A line without an
 * id is its product's line (contract lineInputSchema): the first stored line holding the product,
 * else the line with the id derived from the basket and the product. Stock is not checked here:
 * it is checked at confirm, where it counts.
 */
type LineInput = z.output<typeof lineInputSchema>;

export interface LineChanges {
  upserts: LineWrite[];
  removals: string[];
  violations: Violation[];
  /** How many inputs were refused. */
  refused: number;
}

/** The product keys the inputs name, to look them up in one query. */
export const productKeysOf = (inputs: readonly LineInput[]) =>
  inputs.flatMap((input) => {
    const reference = input.product ?? input.productVariant;
    return reference ? [productKey(reference)] : [];
  });

/** `existing`: the basket's stored lines, line id → product id, in the basket's order. */
export function lineChanges(
  basketId: string,
  inputs: readonly LineInput[],
  existing: ReadonlyMap<string, string>,
  products: ReadonlyMap<string, BasketProduct>,
): LineChanges {
  const changes: LineChanges = { upserts: [], removals: [], violations: [], refused: 0 };
  const seen = new Set<string>();
  let count = existing.size;
  const refuse = (index: number, field: string, message: string) => {
    changes.violations.push({ propertyPath: propertyPathOf(['lines', index, field]), message });
    changes.refused += 1;
  };
  const lineOfProduct = (productId: string) =>
    [...existing].find(([, held]) => held === productId)?.[0] ?? productLineId(basketId, productId);

  inputs.forEach((input, index) => {
    const reference = input.product ?? input.productVariant;
    const field = input.product ? 'product' : 'productVariant';
    const product = reference ? products.get(productKey(reference)) : undefined;
    // A line without an id is found by its product, so that product must be one we know.
    if (!input.id && !reference) return refuse(index, 'product', basketMessages.chooseProduct);
    if (!input.id && !product) return refuse(index, field, basketMessages.unknownProduct);
    const id = input.id ? input.id.toLowerCase() : lineOfProduct(product?.id ?? '');
    const keyField = input.id ? 'id' : field;
    if (seen.has(id)) return refuse(index, keyField, basketMessages.duplicateLine);
    seen.add(id);
    if (input.quantity === 0) {
      if (existing.has(id)) count -= 1;
      changes.removals.push(id);
      return;
    }
    let productId = existing.get(id);
    if (reference) {
      if (!product || product.withdrawn) return refuse(index, field, basketMessages.unknownProduct);
      if (!product.showOnWebsite || !product.showAddToBasketButton)
        return refuse(index, field, basketMessages.notSoldOnline);
      if (!isPriced(product.price)) return refuse(index, field, basketMessages.priceOnRequest);
      productId = product.id;
    }
    if (!productId) return refuse(index, 'product', basketMessages.chooseProduct);
    if (!existing.has(id)) {
      if (count >= MAX_BASKET_LINES) return refuse(index, keyField, basketMessages.tooManyLines(MAX_BASKET_LINES));
      count += 1;
    }
    changes.upserts.push({
      id,
      productId,
      quantity: input.quantity,
      // Extras not sent are kept as they were (a quantity change does not forget the vehicle).
      // A `productName` sent is not one of them: the line's name is the catalogue's
      // (catalogue-line-terms.ts), so a crafted name never reaches an order or an invoice.
      productVariant: input.productVariant,
      vehicleOptions: input.vehicleOptions,
    });
  });
  return changes;
}
