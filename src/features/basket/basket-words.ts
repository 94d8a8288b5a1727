import type { BasketLine } from '../../../contract/basket/schemas';

/** A line as a person names it: "Brembo P85020". */
export function lineName(line: Pick<BasketLine, 'brandName' | 'item' | 'productName'>): string {
  return `${line.brandName} ${line.item.sku}`.trim() || line.productName;
}

/** A quantity change in words, for the sync panel. */
export function describeQuantity(line: BasketLine, quantity: number): string {
  if (quantity <= 0) return `Remove ${lineName(line)} from basket`;
  return `Change ${lineName(line)} to ${quantity} in basket`;
}
