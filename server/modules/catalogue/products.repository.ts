import { sql, type SQL } from 'drizzle-orm';
import type { Fitment, ProductSummary } from '../../../contract/catalogue/schemas';
import { textArrayLiteral } from '../../db/array-literal';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import { isUuid } from '../../../contract/ids/uuid-v7';
import type { ListPrices, PriceListCurrency } from '../../../contract/money/price-list';
import { chosenListColumns, chosenListPricing, productColumns, productJoins, type ProductRecord } from './product-rows';
import { createProductSummaries, type ProductSummaries } from './product-summaries';

export type SortOrder = 'relevance' | 'price-asc' | 'price-desc' | 'name';

export interface AttributeFilter {
  code: string;
  value: string;
}

/** Which products a category listing draws from, before its attribute filters. */
export interface ListingScope {
  /** The category and its subcategories, whose products are all listed. */
  categoryIds: number[];
  /** Only products fitting this vehicle, and universal ones (which fit any). */
  tecdocId?: number | null;
  exhaustSystemId?: string;
}

export interface CategoryListing extends ListingScope {
  page: number;
  itemsPerPage: number;
  sort?: SortOrder;
  /** `code:value` pairs; a product must have each. */
  attributes?: AttributeFilter[];
  /** The count when the caller knows it already (an unfiltered category): no count query. */
  knownTotal?: number;
  /** The price list shown, and sorted by. */
  currency?: PriceListCurrency;
}

const orderBy = (sort: SortOrder, currency: PriceListCurrency): SQL => {
  const price = currency === 'EUR' ? sql`p.price_eur` : sql`p.price`;
  switch (sort) {
    case 'price-asc':
      return sql`(${price} > 0) DESC, ${price}, p.sku`;
    case 'price-desc':
      return sql`${price} DESC, p.sku`;
    case 'name':
      return sql`p.name, p.sku`;
    default:
      return sql`p.category_id, p.sku`;
  }
};

/** Fits the vehicle, or fits nothing in particular (tools, oils by grade). */
export const fitsVehicle = (tecdocId: number) => sql`(
  EXISTS (SELECT 1 FROM product_fitments f JOIN vehicle_variants v ON v.id = f.variant_id
          WHERE f.product_id = p.id AND v.tecdoc_id = ${tecdocId})
  OR NOT EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id))`;

/** Has the attribute value (`attr[]=code:value`). */
const hasAttribute = (code: string, value: string): SQL =>
  sql`p.attributes @> ${JSON.stringify([{ code, value }])}::jsonb`;

type PricingRecord = Pick<
  ProductRecord,
  | 'sku'
  | 'price'
  | 'was_price'
  | 'was_price_ecp'
  | 'surcharge'
  | 'tax_rate'
  | 'show_on_website'
  | 'show_add_to_basket_button'
>;

/** A product's prices in one list, its VAT rate, flags and stock: what product information answers. */
export interface ProductPricing extends ListPrices {
  sku: string;
  taxRate: number;
  showOnWebsite: boolean;
  showAddToBasketButton: boolean;
  /** The branches holding some (none listed holds none); in no particular order. */
  stock: { branchId: string; quantity: number }[];
}

/** Rows in the order of the keys asked for; a key with no row is left out. */
function inOrderAsked<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row === undefined ? [] : [row];
  });
}

/**
 * A list of skus as one parameter: `= ANY(${skuList(skus)})`, where drizzle would write a JS array
 * as one parameter per item, and a statement that names the list twice would send it twice.
 */
const skuList = (skus: readonly string[]): SQL => sql`${textArrayLiteral(skus)}::text[]`;

const listed = sql`p.withdrawn_at IS NULL AND p.show_on_website`;

export function createProductsRepository(root: Database, summaries: ProductSummaries = createProductSummaries()) {
  const db = databaseOf(root);
  const select = async (
    where: SQL,
    tail: SQL = sql``,
    currency: PriceListCurrency = 'GBP',
  ): Promise<ProductSummary[]> =>
    (
      await queryRows<ProductRecord>(db(), sql`SELECT ${productColumns} FROM ${productJoins} WHERE ${where} ${tail}`)
    ).map((row) => summaries.of(row, currency));

  /** The products a listing draws from, before its attribute filters: the category's, fitting the vehicle. */
  const scopeWhere = (scope: ListingScope): SQL[] => {
    const conditions: SQL[] = [listed, sql`p.category_id IN ${scope.categoryIds}`];
    if (scope.exhaustSystemId) conditions.push(hasAttribute('exhaust_system_id', scope.exhaustSystemId));
    if (scope.tecdocId) conditions.push(fitsVehicle(scope.tecdocId));
    return conditions;
  };
  const listingWhere = (listing: CategoryListing): SQL =>
    sql.join(
      [...scopeWhere(listing), ...(listing.attributes ?? []).map(({ code, value }) => hasAttribute(code, value))],
      sql` AND `,
    );

  return {
    async byCategory(listing: CategoryListing): Promise<{ members: ProductSummary[]; total: number }> {
      const where = listingWhere(listing);
      const offset = (listing.page - 1) * listing.itemsPerPage;
      const [members, total] = await Promise.all([
        select(
          where,
          sql`ORDER BY ${orderBy(listing.sort ?? 'relevance', listing.currency ?? 'GBP')}
              LIMIT ${listing.itemsPerPage} OFFSET ${offset}`,
          listing.currency,
        ),
        listing.knownTotal ??
          queryRows<{ total: number }>(db(), sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`).then(
            ([count]) => count?.total ?? 0,
          ),
      ]);
      return { members, total };
    },

    /**
     * Attribute values with counts over the products a listing draws from (of the skus, when given).
     * A value's count is what choosing it would list: the products having it and every chosen filter
     * of another attribute (choosing a value replaces its own attribute's), so that a chosen filter
     * still offers its other values.
     */
    async filters(
      scope: ListingScope & { skus: string[]; attributes: AttributeFilter[] },
    ): Promise<{ code: string; value: string; count: number }[]> {
      const conditions = [
        ...scopeWhere(scope),
        ...(scope.skus.length ? [sql`p.sku IN ${scope.skus}`] : []),
        sql`a->>'code' <> 'product_name'`,
        ...scope.attributes.map(({ code, value }) => sql`(a->>'code' = ${code} OR ${hasAttribute(code, value)})`),
      ];
      return queryRows(
        db(),
        sql`SELECT a->>'code' AS code, a->>'value' AS value, count(*)::int AS count
            FROM products p, jsonb_array_elements(p.attributes) a
            WHERE ${sql.join(conditions, sql` AND `)}
            GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
      );
    },

    async byIdOrSlug(idOrSlug: string, currency: PriceListCurrency = 'GBP'): Promise<ProductSummary | undefined> {
      const where = isUuid(idOrSlug) ? sql`p.id = ${idOrSlug}::uuid` : sql`p.slug = ${idOrSlug}`;
      return (await select(sql`${where} AND p.withdrawn_at IS NULL`, sql``, currency))[0];
    },

    /** In the order asked; unknown skus are left out. */
    async bySkus(skus: string[], currency: PriceListCurrency = 'GBP'): Promise<ProductSummary[]> {
      if (!skus.length) return [];
      const rows = await select(sql`p.sku IN ${skus} AND p.withdrawn_at IS NULL`, sql``, currency);
      return inOrderAsked([...new Set(skus)], rows, (row) => row.sku);
    },

    /**
     * What product information needs of each sku, in the order asked: its prices in the list,
     * VAT, flags and the branches holding it (one statement: a category page asks it for every
     * product it shows, and a second round trip cost more under load than the aggregate).
     * Narrower than `bySkus`: no brand, category or attributes to read and map.
     */
    async pricingBySkus(skus: string[], currency: PriceListCurrency = 'GBP'): Promise<ProductPricing[]> {
      if (!skus.length) return [];
      // In the order asked; a sku asked twice comes once, at its first place.
      const asked = skuList(skus);
      const rows = await queryRows<PricingRecord & { stock: [string, number][] }>(
        db(),
        sql`SELECT p.sku, ${chosenListColumns[currency]}, p.tax_rate, p.show_on_website, p.show_add_to_basket_button,
                   COALESCE((SELECT json_agg(json_build_array(s.branch_id::text, s.quantity))
                             FROM branch_stock s WHERE s.product_id = p.id AND s.quantity > 0), '[]') AS stock
            FROM products p WHERE p.sku = ANY(${asked}) AND p.withdrawn_at IS NULL
            ORDER BY array_position(${asked}, p.sku)`,
      );
      return rows.map((row) => ({
        sku: row.sku,
        ...chosenListPricing(row, currency),
        showOnWebsite: row.show_on_website,
        showAddToBasketButton: row.show_add_to_basket_button,
        stock: row.stock.map(([branchId, quantity]) => ({ branchId, quantity: Number(quantity) })),
      }));
    },

    async byIds(ids: string[], currency: PriceListCurrency = 'GBP'): Promise<ProductSummary[]> {
      if (!ids.length) return [];
      const rows = await select(sql`p.id IN ${ids}`, sql``, currency);
      return inOrderAsked(ids, rows, (row) => row.id);
    },

    async partNumbers(productId: string): Promise<{ kind: string; brand: string; number: string }[]> {
      return queryRows(
        db(),
        sql`SELECT kind, brand, number FROM product_part_numbers WHERE product_id = ${productId}::uuid
            ORDER BY kind, brand, number`,
      );
    },

    async fitments(productId: string, limit: number): Promise<{ fitments: Fitment[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        queryRows<{
          tecdoc_id: number;
          make: string;
          model: string;
          variant: string;
          fuel: string;
          year_from: number;
          year_to: number | null;
        }>(
          db(),
          sql`SELECT v.tecdoc_id, mk.name AS make, m.name AS model, v.name AS variant, v.fuel, v.year_from, v.year_to
              FROM product_fitments f JOIN vehicle_variants v ON v.id = f.variant_id
              JOIN vehicle_models m ON m.id = v.model_id JOIN vehicle_makes mk ON mk.id = m.make_id
              WHERE f.product_id = ${productId}::uuid ORDER BY mk.name, m.name, v.year_from, v.name LIMIT ${limit}`,
        ),
        queryRows<{ total: number }>(
          db(),
          sql`SELECT count(*)::int AS total FROM product_fitments WHERE product_id = ${productId}::uuid`,
        ),
      ]);
      return {
        fitments: rows.map((row) => ({
          tecdocId: Number(row.tecdoc_id),
          make: row.make,
          model: row.model,
          variant: row.variant,
          fuel: row.fuel,
          yearFrom: Number(row.year_from),
          yearTo: row.year_to === null ? null : Number(row.year_to),
        })),
        total: count?.total ?? 0,
      };
    },

    /** Whether a product that is not withdrawn has the sku. */
    async hasSku(sku: string): Promise<boolean> {
      const rows = await queryRows(db(), sql`SELECT 1 FROM products WHERE sku = ${sku} AND withdrawn_at IS NULL`);
      return rows.length > 0;
    },

    async relations(
      sku: string,
      currency: PriceListCurrency = 'GBP',
    ): Promise<{ kind: string; product: ProductSummary }[]> {
      const rows = await queryRows<ProductRecord & { relation_kind: string }>(
        db(),
        sql`SELECT ${productColumns}, r.kind AS relation_kind
            FROM products s JOIN product_relations r ON r.product_id = s.id
            JOIN ${productJoins} ON p.id = r.related_product_id
            WHERE s.sku = ${sku} AND s.withdrawn_at IS NULL AND p.withdrawn_at IS NULL ORDER BY r.kind, p.name`,
      );
      return rows.map((row) => ({ kind: row.relation_kind, product: summaries.of(row, currency) }));
    },

    /** Which of the products fit the vehicle, and which fit nothing in particular. */
    async fitmentFacts(productIds: string[], tecdocId: number | null) {
      if (!productIds.length) return [];
      return queryRows<{ product_id: string; fitment_count: number; fits: boolean }>(
        db(),
        sql`SELECT p.id::text AS product_id,
              (SELECT count(*)::int FROM product_fitments f WHERE f.product_id = p.id) AS fitment_count,
              ${
                tecdocId
                  ? sql`EXISTS (SELECT 1 FROM product_fitments f JOIN vehicle_variants v ON v.id = f.variant_id
                 WHERE f.product_id = p.id AND v.tecdoc_id = ${tecdocId})`
                  : sql`false`
              } AS fits
            FROM products p WHERE p.id IN ${productIds}`,
      );
    },

    async vehicleDescription(tecdocId: number): Promise<string | undefined> {
      const [row] = await queryRows<{ description: string }>(
        db(),
        sql`SELECT mk.name || ' ' || m.name || ' ' || v.name AS description
            FROM vehicle_variants v JOIN vehicle_models m ON m.id = v.model_id
            JOIN vehicle_makes mk ON mk.id = m.make_id
            WHERE v.tecdoc_id = ${tecdocId}`,
      );
      return row?.description;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
