import { priceBasket } from '../../../contract/basket/pricing';
import { withTax } from '../../../contract/money/tax';
import type { PriceChange, Quote, QuoteItem } from '../../../contract/quotes/schemas';
import { partName } from '../../../contract/work-orders/part-name';
import { productKey, priceLines } from '../basket/basket.service';
import type { QuotesRepository, Quoter } from './quotes.repository';

/** A part's price now, as the basket would charge it. */
export interface PartPrice {
  unitPrice: number;
  taxRate: number;
  productName: string;
}

/** '/products/{sku}' → the sku, as the basket reads it. */
export const skuOf = (product: string) => productKey(product);

/**
 * Today's unit prices of these products (by sku), from the basket's own pricing
 * (basket/basket-view.ts priceLines): the quote's currency's price list, surcharges, the VAT rate
 * of the person's country. A part not sold any more is left out.
 */
export async function pricesNow(
  parts: QuotesRepository['parts'],
  products: string[],
  quoter: Pick<Quoter, 'currency' | 'isTrade'>,
  now: Date,
): Promise<Map<string, PartPrice>> {
  const records = await parts(products.map(skuOf));
  const { lines } = priceLines(
    { currency: quoter.currency, lines: records, promotions: [], shipping: null },
    [],
    quoter.isTrade,
    now,
  );
  return new Map(
    lines.map((line) => [
      line.item.sku,
      {
        unitPrice: line.unitPrice.excTax,
        taxRate: line.taxRate,
        productName: partName(line.brandName, line.item.name),
      },
    ]),
  );
}

/** The quote's totals at its quoted prices, by the basket's pricing (VAT per line, half-up). */
export function quoteTotals(items: QuoteItem[], quoter: Pick<Quoter, 'currency' | 'isTrade'>, now: Date) {
  const totals = priceBasket({
    currency: quoter.currency,
    lines: items.map((item) => ({
      id: item.id,
      unitPriceExcTax: item.unitPrice.excTax,
      taxRate: item.taxRate,
      quantity: item.quantity,
      categoryIds: [],
    })),
    promotions: [],
    shipping: null,
    isTrade: quoter.isTrade,
    now,
  });
  return { totalExcTax: totals.totalExcTax, totalTax: totals.totalTax, totalIncTax: totals.totalIncTax };
}

/** The lines whose price moved since they were quoted, and by how much (a part gone is not a move). */
export function priceChanges(quote: Pick<Quote, 'items'>, prices: Map<string, PartPrice>): PriceChange[] {
  return quote.items.flatMap((item) => {
    const price = prices.get(skuOf(item.product));
    if (!price || price.unitPrice === item.unitPrice.excTax) return [];
    const quoted = item.unitPrice.excTax * item.quantity;
    const today = price.unitPrice * item.quantity;
    return [
      {
        itemId: item.id,
        product: item.product,
        productName: item.productName,
        quantity: item.quantity,
        quoted: { excTax: item.unitPrice.excTax },
        now: { excTax: price.unitPrice },
        difference: {
          excTax: today - quoted,
          incTax: withTax(today, price.taxRate) - withTax(quoted, item.taxRate),
        },
      },
    ];
  });
}
