import { formatMoney } from '../../../contract/money/format-money';
import type { QuickKitBrand, QuickKitEntry } from '../../../contract/work-orders/quick-kits/schemas';

/**
 * The brands a quick-kit line's items may change to (trade-features §3 quick kit entries). A kit
 * line holds one item per fitment kept (quick-kits/selection.ts quickKitItemsOf), in the kit's
 * order: the nth item of a component is the nth fitment of that component's entry. Each item gets
 * the brands the vehicle's kit offers for its fitment, or none when the device's copy of the kit
 * no longer has that fitment (then its brand stays as it is).
 */
export function kitItemBrands(
  items: readonly { componentPart: string }[],
  entries: readonly QuickKitEntry[] | null,
): QuickKitBrand[][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const nth = seen.get(item.componentPart) ?? 0;
    seen.set(item.componentPart, nth + 1);
    const entry = entries?.find((candidate) => candidate.componentPart === item.componentPart);
    return entry?.fitments[nth]?.brands ?? [];
  });
}

/** "Brand for Front Brake Pads", told apart when a component has more than one fitment. */
export function kitItemLabel(items: readonly { componentPart: string }[], index: number): string {
  const part = items[index]?.componentPart ?? '';
  const same = items.flatMap((item, at) => (item.componentPart === part ? [at] : []));
  return same.length > 1 ? `Brand for ${part} (${same.indexOf(index) + 1} of ${same.length})` : `Brand for ${part}`;
}

/** A kit brand's stock at the account's branch, as the kit chooser says it beside the brand. */
export function brandStockWords(stockAtBranch: number): string {
  return stockAtBranch > 0 ? `${stockAtBranch} in stock at your branch` : 'Not in stock at your branch';
}

/**
 * A brand's product without the brand in front: the catalogue's names often begin with it
 * ("Ferodo Premier Front Brake Pad Set …"), and beside the brand it would read twice. Only a whole
 * word is taken off ("Boschmann" stays), and nothing when nothing else would be left.
 */
export function productOfBrand(brand: string, productName: string): string {
  const name = productName.trim();
  const prefix = brand.trim();
  if (!prefix || name.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return name;
  const rest = name.slice(prefix.length);
  if (!/^[\s,:–-]/.test(rest)) return name;
  const product = rest.replace(/^[\s,:–-]+/, '');
  return product || name;
}

/**
 * A kit brand in its select (issue 45): the brand once, its price, then its product and stock, so
 * that a select as narrow as a phone's still shows whose it is and what it costs.
 */
export function kitBrandOptionWords(
  brand: Pick<QuickKitBrand, 'name' | 'productName' | 'price' | 'stockAtBranch'>,
  currency: string,
): string {
  const product = productOfBrand(brand.name, brand.productName);
  return [
    brand.name,
    formatMoney(brand.price.excTax, currency),
    product.toLowerCase() === brand.name.toLowerCase() ? null : product,
    brand.stockAtBranch === undefined ? null : brandStockWords(brand.stockAtBranch),
  ]
    .filter((words) => words !== null)
    .join(' – ');
}
