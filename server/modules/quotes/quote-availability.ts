import { basketMessages } from '../../../contract/basket/messages';
import type { LeftOutLine, QuoteItem } from '../../../contract/quotes/schemas';
import { skuOf } from './quote-pricing';

/** What the conversion needs to know of a quoted part now. */
export interface PartAvailability {
  productId: string;
  withdrawn: boolean;
  /** Shown on the website with its add-to-basket button. */
  sellable: boolean;
  priced: boolean;
  /** In stock at the person's branch (every branch when they have none). */
  available: number;
}

/**
 * Which of a quote's lines can go into a basket now, and which are left, each with the reason in
 * the basket's own words (issue 43): a part withdrawn, not sold online, priced on request or with
 * none in stock is left out, and the rest still make a basket. Fewer in stock than quoted goes in:
 * checkout says how many are left, as it does for any basket.
 */
export function splitByAvailability(
  items: QuoteItem[],
  parts: Map<string, PartAvailability>,
  where: string,
): { buyable: { item: QuoteItem; productId: string }[]; leftOut: LeftOutLine[] } {
  const buyable: { item: QuoteItem; productId: string }[] = [];
  const leftOut: LeftOutLine[] = [];
  for (const item of items) {
    const part = parts.get(skuOf(item.product));
    const reason =
      !part || part.withdrawn
        ? ('withdrawn' as const)
        : !part.sellable
          ? ('notSoldOnline' as const)
          : !part.priced
            ? ('priceOnRequest' as const)
            : part.available <= 0
              ? ('outOfStock' as const)
              : null;
    if (part && !reason) {
      buyable.push({ item, productId: part.productId });
      continue;
    }
    leftOut.push({
      itemId: item.id,
      product: item.product,
      productName: item.productName,
      quantity: item.quantity,
      reason: reason ?? 'withdrawn',
      message: reasonMessage(reason ?? 'withdrawn', where),
    });
  }
  return { buyable, leftOut };
}

function reasonMessage(reason: LeftOutLine['reason'], where: string): string {
  switch (reason) {
    case 'withdrawn':
      return basketMessages.unknownProduct;
    case 'notSoldOnline':
      return basketMessages.notSoldOnline;
    case 'priceOnRequest':
      return basketMessages.priceOnRequest;
    case 'outOfStock':
      return basketMessages.outOfStock(where);
  }
}
