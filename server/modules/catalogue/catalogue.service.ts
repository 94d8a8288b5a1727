import type {
  Category,
  CategoryTreeNode,
  Compatibility,
  PartInformation,
  ProductDetail,
  ProductFilter,
  ProductInformation,
  ProductSummary,
} from '../../../contract/catalogue/schemas';
import { attributeLabel } from '../../../contract/catalogue/attribute-labels';
import { catalogueMessages } from '../../../contract/catalogue/messages';
import { productImages, type ProductImageView } from '../../../contract/catalogue/product-images';
import { notFound } from '../../http/problem';
import type { Location } from '../../../contract/locations/schemas';
import type { PriceListCurrency } from '../../../contract/money/price-list';
import type { CategoriesRepository, CategoryRecord } from './categories.repository';
import { branchOrder, branchRef, type BranchRef } from './branch-order';
import { drawProductImage } from './product-images/product-image';
import type { AttributeFilter, CategoryListing, ProductsRepository } from './products.repository';

// The parts' facts other modules read (availability, stock at a branch, path, name, surcharges): offered
// here, the catalogue's public entry, so that no module keeps its own SQL for them.
export { createCatalogueFacts, type Availability, type CatalogueFacts, type PartFacts } from './catalogue-facts';

interface Deps {
  categories: CategoriesRepository;
  products: ProductsRepository;
  /** The active stores, for stock per branch. */
  activeLocations: () => Promise<Location[]>;
}

/** Fitments shown on a product page; the count says how many more there are. */
const FITMENTS_SHOWN = 60;

/** Categories, products, price, stock and fitment: the catalogue's rules (trade-features §3). */
export function createCatalogueService({ categories, products, activeLocations }: Deps) {
  const categoryOrThrow = async (slugOrPath: string): Promise<CategoryRecord> => {
    const category = await categories.find(slugOrPath);
    if (!category) throw notFound(catalogueMessages.categoryNotFound);
    return category;
  };
  const categoryByIdOrThrow = async (id: string): Promise<CategoryRecord> => {
    const category = (await categories.byId(id)) ?? (await categories.find(id));
    if (!category) throw notFound(catalogueMessages.categoryNotFound);
    return category;
  };
  /** The category and its subcategories, whose products it lists. */
  const subtreeIds = async (category: CategoryRecord): Promise<number[]> =>
    (await categories.all())
      .filter((row) => row.path === category.path || row.path.startsWith(`${category.path}/`))
      .map((row) => Number(row.id));
  const child = (row: CategoryRecord) => ({ ...categories.ref(row), productCount: row.product_count });

  return {
    categoryCountsForVehicle: (tecdocId: number) => categories.countsForVehicle(tecdocId),

    async tree(): Promise<CategoryTreeNode[]> {
      const rows = await categories.all();
      return rows
        .filter((row) => row.depth === 0 || row.parent_id === null)
        .map((root) => ({ ...child(root), children: rows.filter((row) => row.parent_id === root.id).map(child) }));
    },

    async category(slugOrPath: string): Promise<Category> {
      const row = await categoryOrThrow(slugOrPath);
      return {
        '@id': `/categories/${row.id}`,
        ...categories.ref(row),
        depth: row.depth,
        genartId: row.genart_id,
        productCount: row.product_count,
        breadcrumbs: await categories.breadcrumbs(row.path),
        children: (await categories.children(row.id)).map(child),
      };
    },

    async productsByCategory(categoryId: string, listing: Omit<CategoryListing, 'categoryIds'>) {
      const category = await categoryByIdOrThrow(categoryId);
      // Unfiltered, the category's own product count (kept with the tree) is the total: counting
      // tens of thousands of rows per page view was most of a listing's time at 200,000 parts.
      const unfiltered = !listing.attributes?.length && !listing.tecdocId && !listing.exhaustSystemId;
      return products.byCategory({
        ...listing,
        categoryIds: await subtreeIds(category),
        ...(unfiltered ? { knownTotal: category.product_count } : {}),
      });
    },

    /**
     * The attribute filters of a category's listing, counted over the products it lists (those
     * fitting the vehicle): each value's count is what the listing holds once it is chosen.
     */
    async filters(categoryId: string, facets: FilterFacets): Promise<ProductFilter[]> {
      const category = await categoryByIdOrThrow(categoryId);
      const rows = await products.filters({ ...facets, categoryIds: await subtreeIds(category) });
      const byCode = new Map<string, ProductFilter>();
      for (const row of rows) {
        const filter = byCode.get(row.code) ?? { code: row.code, label: attributeLabel(row.code), values: [] };
        filter.values.push({ value: row.value, count: row.count });
        byCode.set(row.code, filter);
      }
      // A chosen value stays offered, at 0 when nothing listed has it now (another vehicle), so
      // that its list still shows it and can be set back to any.
      const chosen = new Set(facets.attributes.map(({ code }) => code));
      for (const { code, value } of facets.attributes) {
        const filter = byCode.get(code) ?? { code, label: attributeLabel(code), values: [] };
        if (!filter.values.some((option) => option.value === value)) filter.values.push({ value, count: 0 });
        byCode.set(code, filter);
      }
      // A filter with one value, or a value per product, narrows nothing; unless it is chosen.
      return [...byCode.values()].filter(
        (filter) => chosen.has(filter.code) || (filter.values.length > 1 && filter.values.length <= 40),
      );
    },

    /**
     * A product by its id, its slug or its sku: `/products/{sku}` is the IRI a basket line
     * carries, so the product page opens it as it does the other two. A slug is tried first
     * (one query for the usual case); a sku only when nothing has that id or slug.
     */
    async product(idOrSlugOrSku: string, currency: PriceListCurrency = 'GBP'): Promise<ProductDetail> {
      const summary =
        (await products.byIdOrSlug(idOrSlugOrSku, currency)) ?? (await products.bySkus([idOrSlugOrSku], currency))[0];
      if (!summary) throw notFound(catalogueMessages.productNotFound);
      const [numbers, { fitments, total }, breadcrumbs] = await Promise.all([
        products.partNumbers(summary.id),
        products.fitments(summary.id, FITMENTS_SHOWN),
        categories.breadcrumbs(summary.category.path),
      ]);
      const of = (kind: string) =>
        numbers.filter((n) => n.kind === kind).map(({ brand, number }) => ({ brand, number }));
      return {
        ...summary,
        partNumbers: { oe: of('oe'), competitor: of('competitor'), superseded: of('superseded') },
        breadcrumbs,
        universal: total === 0,
        fitmentCount: total,
        fitments,
        images: productImages(summary),
      };
    },

    /** One of a product's drawn views (its packaging, dimensions or label), by sku. */
    async productImage(sku: string, view: ProductImageView): Promise<string> {
      const [product] = await products.bySkus([sku]);
      if (!product) throw notFound(catalogueMessages.productNotFound);
      const svg = drawProductImage(product, view);
      if (svg === undefined) throw notFound(catalogueMessages.imageNotFound);
      return svg;
    },

    bySkus: (skus: string[], currency?: PriceListCurrency) => products.bySkus(skus, currency),

    /** A product's related products; an unknown or withdrawn sku is not found, as on its page. */
    async relations(sku: string, currency?: PriceListCurrency) {
      const related = await products.relations(sku, currency);
      if (!related.length && !(await products.hasSku(sku))) throw notFound(catalogueMessages.productNotFound);
      return related;
    },

    async partInformation(skus: string[]): Promise<Record<string, PartInformation>> {
      const found = await products.bySkus(skus);
      return Object.fromEntries(found.map((product) => [product.sku, partInformationOf(product)]));
    },

    /**
     * Price and stock per sku. Stock lists the branches that hold the part, the preferred one
     * (the trade account's, or the one asked for) first even when it holds none, then the nearest
     * to it; by name without one. The preferred branch may still be on its way (read alongside).
     */
    async information(
      skus: string[],
      preferredBranch: string | null | Promise<string | null>,
      currency: PriceListCurrency = 'GBP',
    ): Promise<ProductInformation[]> {
      const [found, locations, preferredBranchId] = await Promise.all([
        products.pricingBySkus(skus, currency),
        activeLocations(),
        preferredBranch,
      ]);
      const order = branchOrder(locations, preferredBranchId);
      // Every line's branch is in the order: the others are left out below.
      const rankOf = (line: StockLine) => order.rank.get(line.location.id) as number;
      return found.map((product) => {
        // A branch closed since (not in the active list) is not offered.
        const lines = product.stock
          .flatMap(({ branchId, quantity }): StockLine[] => {
            const location = order.byId.get(branchId);
            return location === undefined ? [] : [{ location: branchRef(location), stock: quantity }];
          })
          .sort((a, b) => rankOf(a) - rankOf(b));
        // The preferred branch comes first even when it holds none (at 0), so the page can say so.
        const { preferred } = order;
        const entries =
          preferred && lines[0]?.location.id !== preferred.id
            ? [{ location: branchRef(preferred), stock: 0 }, ...lines]
            : lines;
        return {
          sku: product.sku,
          currency,
          price: product.price,
          wasPrice: product.wasPrice,
          wasPriceEcp: product.wasPriceEcp,
          surcharge: product.surcharge,
          priceWithSurcharge: product.price + product.surcharge,
          taxRate: product.taxRate,
          stock: entries,
          preferredBranchId: order.preferred?.id ?? null,
          showAddToBasketButton: product.showAddToBasketButton,
          showOnWebsite: product.showOnWebsite,
        };
      });
    },

    async compatibility(skus: string[], tecdocId: number | null): Promise<Compatibility[]> {
      const found = await products.bySkus(skus);
      const [facts, description] = await Promise.all([
        products.fitmentFacts(
          found.map((product) => product.id),
          tecdocId,
        ),
        tecdocId ? products.vehicleDescription(tecdocId) : Promise.resolve(undefined),
      ]);
      const byId = new Map(facts.map((fact) => [fact.product_id, fact]));
      const vehicle = tecdocId && description ? { tecdocId, description } : null;
      return found.map((product) => {
        const fact = byId.get(product.id);
        const universal = (fact?.fitment_count ?? 0) === 0;
        return {
          sku: product.sku,
          compatible: vehicle ? universal || Boolean(fact?.fits) : null,
          productCompatibilityData: { vehicle, universal, fitmentCount: fact?.fitment_count ?? 0 },
        };
      });
    },
  };
}

/** The comparison's part information: the display name and attributes as a name → value map. */
export function partInformationOf(product: ProductSummary): PartInformation {
  return {
    updatedProductName: product.productName,
    PartAttributes: Object.fromEntries(
      product.attributes.filter((attribute) => attribute.code !== 'product_name').map((a) => [a.label, a.value]),
    ),
  };
}

/** What a category's filters are counted over, beside the category. */
export interface FilterFacets {
  /** Only these of the category's products, when given. */
  skus: string[];
  /** The filters chosen: each value is counted with those of the other attributes. */
  attributes: AttributeFilter[];
  /** The active vehicle: only the parts that fit it, and universal ones, are counted. */
  tecdocId: number | null;
}

type StockLine = { location: BranchRef; stock: number };

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/**
 * For other modules (issue 44): search and the catalogue pack read product rows as the catalogue
 * does; comparison, favourites, vehicles and work orders take its repositories, handed in.
 */
export type { CategoriesRepository, CategoryRecord } from './categories.repository';
export { listPrices, productColumns, productJoins } from './product-rows';
export type { ProductRecord } from './product-rows';
export { createProductSummaries } from './product-summaries';
export type { ProductSummaries } from './product-summaries';
export { fitsVehicle } from './products.repository';
export type { ProductPricing, ProductsRepository } from './products.repository';
/** Part prices from the catalogue, for the demo's work orders (server/demo/health-checks). */
export { createProductsRepository } from './products.repository';
