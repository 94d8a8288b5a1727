import { unitPriceFor } from '../../../contract/basket/unit-price';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { vatRateFor } from '../../../contract/money/exchange';
import type { Quote } from '../../../contract/quotes/schemas';
import { partName } from '../../../contract/work-orders/part-name';
import type { LocalQuotePart } from '../../db/quotes';

/**
 * What the device knows of a part it puts on a quote, to price the line before the server does:
 * the unit price the basket would charge in the quote's currency, and its VAT.
 */
export function localPartOf(product: ProductSummary, currency: Quote['currency']): Record<string, LocalQuotePart> {
  return {
    [`/products/${product.sku}`]: {
      name: partName(product.brand.name, product.productName),
      price: unitPriceFor(product, currency),
      taxRate: vatRateFor(product.taxRate, currency),
    },
  };
}
