import type { ProductSummary } from '../../contract/catalogue/schemas';
import type { PackItem } from '../../contract/catalogue-pack/schemas';
import { fromSterling, vatRateFor } from '../../contract/money/exchange';
import type { ListPrices, PriceListCurrency } from '../../contract/money/price-list';

/**
 * A pack product's amounts in a price list. An item stored before the euro list existed has none
 * until the next delta brings it; meanwhile its sterling amounts are converted at the one rate,
 * as every euro price was then, and the server prices the order when it is sent.
 */
export function packPrices(item: PackItem, currency: PriceListCurrency): ListPrices {
  const sterling = {
    price: item.price,
    wasPrice: item.wasPrice,
    wasPriceEcp: item.wasPriceEcp,
    surcharge: item.surcharge,
  };
  if (currency === 'GBP') return sterling;
  if (item.eur) return item.eur;
  const convert = (pence: number | null) => (pence === null ? null : fromSterling(pence, 'EUR'));
  return {
    price: fromSterling(item.price, 'EUR'),
    wasPrice: convert(item.wasPrice),
    wasPriceEcp: convert(item.wasPriceEcp),
    surcharge: fromSterling(item.surcharge, 'EUR'),
  };
}

/**
 * A pack product as the catalogue's summary, so that every product action (basket, comparison,
 * favourites, lists) takes it as it takes one from the server. The pack keeps only visible
 * products, and no brand logos.
 */
export function packItemToSummary(item: PackItem, currency: PriceListCurrency): ProductSummary {
  return {
    '@id': `/products/${item.id}`,
    id: item.id,
    sku: item.sku,
    objectID: item.objectID,
    slug: item.slug,
    productName: item.name,
    mpn: item.mpn,
    brand: { name: item.brand.name, slug: item.brand.slug, logo: null },
    category: item.category,
    attributes: item.attributes,
    image: item.image,
    currency,
    ...packPrices(item, currency),
    taxRate: vatRateFor(item.taxRate, currency),
    showOnWebsite: true,
    showAddToBasketButton: item.showAddToBasketButton,
  };
}
