import { sql } from 'drizzle-orm';
import { attributeLabel } from '../../../contract/catalogue/attribute-labels';
import type { ProductSummary } from '../../../contract/catalogue/schemas';

/**
 * The one SELECT of a product with its brand and category, and its mapping to the contract's
 * summary: category pages, search, comparison and favourites all show products this way.
 */
export interface ProductRecord {
  id: string;
  sku: string;
  object_id: string;
  slug: string;
  name: string;
  mpn: string;
  attributes: { code: string; value: string }[];
  image_url: string | null;
  price: number;
  was_price: number | null;
  was_price_ecp: number | null;
  surcharge: number;
  tax_rate: number;
  show_on_website: boolean;
  show_add_to_basket_button: boolean;
  brand_name: string;
  brand_slug: string;
  brand_logo: string | null;
  category_id: string;
  category_name: string;
  category_slug: string;
  category_path: string;
}

export const productColumns = sql`p.id::text AS id, p.sku, p.object_id, p.slug, p.name, p.mpn, p.attributes, p.image_url,
  p.price, p.was_price, p.was_price_ecp, p.surcharge, p.tax_rate, p.show_on_website, p.show_add_to_basket_button,
  b.name AS brand_name, b.slug AS brand_slug, b.logo_url AS brand_logo,
  c.id::text AS category_id, c.name AS category_name, c.slug AS category_slug, c.path AS category_path`;

export const productJoins = sql`products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id`;

export const productIri = (id: string) => `/products/${id}`;

export function toProductSummary(row: ProductRecord): ProductSummary {
  return {
    '@id': productIri(row.id),
    id: row.id,
    sku: row.sku,
    objectID: row.object_id,
    slug: row.slug,
    productName: row.name,
    mpn: row.mpn,
    brand: { name: row.brand_name, slug: row.brand_slug, logo: row.brand_logo },
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug, path: row.category_path },
    attributes: row.attributes.map((attribute) => ({
      code: attribute.code,
      label: attributeLabel(attribute.code),
      value: String(attribute.value),
    })),
    image: row.image_url,
    price: Number(row.price),
    wasPrice: row.was_price === null ? null : Number(row.was_price),
    wasPriceEcp: row.was_price_ecp === null ? null : Number(row.was_price_ecp),
    surcharge: Number(row.surcharge),
    taxRate: Number(row.tax_rate),
    showOnWebsite: row.show_on_website,
    showAddToBasketButton: row.show_add_to_basket_button,
  };
}
