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
