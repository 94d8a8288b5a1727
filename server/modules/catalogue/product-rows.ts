import { sql, type SQL } from 'drizzle-orm';
import { attributeLabel } from '../../../contract/catalogue/attribute-labels';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { vatRateFor } from '../../../contract/money/exchange';
import type { ListPrices, PriceListCurrency } from '../../../contract/money/price-list';

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
  price_eur: number;
  was_price_eur: number | null;
  was_price_ecp_eur: number | null;
  surcharge_eur: number;
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
  /** The rows' versions (product-summaries.ts). */
  version: string;
}

export const productColumns = sql`
  p.id::text AS id, p.sku, p.object_id, p.slug, p.name, p.mpn, p.attributes, p.image_url,
  p.price, p.was_price, p.was_price_ecp, p.surcharge, p.price_eur, p.was_price_eur, p.was_price_ecp_eur,
  p.surcharge_eur, p.tax_rate, p.show_on_website, p.show_add_to_basket_button,
  b.name AS brand_name, b.slug AS brand_slug, b.logo_url AS brand_logo,
  c.id::text AS category_id, c.name AS category_name, c.slug AS category_slug, c.path AS category_path,
  concat_ws('.', p.xmin, b.xmin, c.xmin) AS version`;

export const productJoins = sql`products p JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id`;

export const productIri = (id: string) => `/products/${id}`;

type PriceColumns = Pick<
  ProductRecord,
  | 'price'
  | 'was_price'
  | 'was_price_ecp'
  | 'surcharge'
  | 'price_eur'
  | 'was_price_eur'
  | 'was_price_ecp_eur'
  | 'surcharge_eur'
>;

const amount = (value: number | null) => (value === null ? null : Number(value));

/** One list's four amounts as the driver gave them (it may give integers as strings). */
const amounts = (
  price: number,
  wasPrice: number | null,
  wasPriceEcp: number | null,
  surcharge: number,
): ListPrices => ({
  price: Number(price),
  wasPrice: amount(wasPrice),
  wasPriceEcp: amount(wasPriceEcp),
  surcharge: Number(surcharge),
});

/** A product's four amounts from the chosen price list. */
export function listPrices(row: PriceColumns, currency: PriceListCurrency): ListPrices {
  return currency === 'EUR'
    ? amounts(row.price_eur, row.was_price_eur, row.was_price_ecp_eur, row.surcharge_eur)
    : amounts(row.price, row.was_price, row.was_price_ecp, row.surcharge);
}

/** The VAT of the list's country: a euro price is an Irish sale (23%). */
const taxRateIn = (row: Pick<ProductRecord, 'tax_rate'>, currency: PriceListCurrency) =>
  vatRateFor(Number(row.tax_rate), currency);

/** The list's four amounts and the VAT of the list's country. */
export function listPricing(
  row: PriceColumns & Pick<ProductRecord, 'tax_rate'>,
  currency: PriceListCurrency,
): ListPrices & { taxRate: number } {
  return { ...listPrices(row, currency), taxRate: taxRateIn(row, currency) };
}

/**
 * Only the chosen list's four columns, under the sterling columns' names, for a read that needs
 * no other (product information's): `chosenListPricing` maps them.
 */
export const chosenListColumns: Record<PriceListCurrency, SQL> = {
  GBP: sql`p.price, p.was_price, p.was_price_ecp, p.surcharge`,
  EUR: sql`p.price_eur AS price, p.was_price_eur AS was_price, p.was_price_ecp_eur AS was_price_ecp,
    p.surcharge_eur AS surcharge`,
};

export function chosenListPricing(
  row: Pick<ProductRecord, 'price' | 'was_price' | 'was_price_ecp' | 'surcharge' | 'tax_rate'>,
  currency: PriceListCurrency,
): ListPrices & { taxRate: number } {
  return { ...amounts(row.price, row.was_price, row.was_price_ecp, row.surcharge), taxRate: taxRateIn(row, currency) };
}

export function toProductSummary(row: ProductRecord, currency: PriceListCurrency = 'GBP'): ProductSummary {
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
    currency,
    ...listPricing(row, currency),
    showOnWebsite: row.show_on_website,
    showAddToBasketButton: row.show_add_to_basket_button,
  };
}
