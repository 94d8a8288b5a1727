import type { ProductSummary } from '../../contract/catalogue/schemas';
import type { PackItem } from '../../contract/catalogue-pack/schemas';

/**
 * A pack product as the catalogue's summary, so that every product action (basket, comparison,
 * favourites, lists) takes it as it takes one from the server. The pack keeps only visible
 * products, and no brand logos.
 */
export function packItemToSummary(item: PackItem): ProductSummary {
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
    price: item.price,
    wasPrice: item.wasPrice,
    wasPriceEcp: item.wasPriceEcp,
    surcharge: item.surcharge,
    taxRate: item.taxRate,
    showOnWebsite: true,
    showAddToBasketButton: item.showAddToBasketButton,
  };
}
