import { catalogueMessages } from '../../../../contract/catalogue/messages';
import type { CategoryTreeNode } from '../../../../contract/catalogue/schemas';
import {
  partSelectionMessages as m,
  type CategoryProductsAnswer,
  type PartGrouping,
  type PartPrice,
  type PartSelectionCategory,
  type PartSelectionProduct,
} from '../../../../contract/work-orders/part-selection';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/database';
import type { AuthContext } from '../../../http/auth-context';
import { notFound } from '../../../http/problem';
import { productKey } from '../../basket/basket.service';
import type { CategoriesRepository, CategoryRecord, ProductsRepository } from '../../catalogue/catalogue.service';
import type { RepairDataService } from '../../repair-data/repair-data.service';
import { noTradeAccount } from '../work-order-problems';
import type { WorkOrderAccount, WorkOrdersRepository } from '../work-orders.repository';
import { ownCounts, rollUpCounts } from './category-counts';
import { createJobParts } from './job-parts';
import { currencyOfAccount, lineTaxRate, lineUnitPrice, stockAtBranch } from './part-lines';
import { createPartSelectionRepository } from './part-selection.repository';
import { createVehiclePartsCache, type CandidatePart, type VehicleParts } from './vehicle-parts';

export interface PartSelectionDeps {
  db: Database;
  clock: Clock;
  /** The catalogue's tree, kept under its change counter, shared with the catalogue service. */
  categories: CategoriesRepository;
  /** The catalogue's product reads: summaries, and price and stock as work-order lines are priced. */
  products: ProductsRepository;
  workOrders: Pick<WorkOrdersRepository, 'accountOf'>;
  repairData: Pick<RepairDataService, 'repairTasks' | 'maintenanceSystems'>;
}

type Grouped = { key: string; name: string; parts: CandidatePart[] };

/** Groups by brand or category, groups by name, parts in sku order within each. */
function groupParts(parts: readonly CandidatePart[], groupBy: PartGrouping, tree: readonly CategoryRecord[]) {
  const categoryOf = new Map(tree.map((row) => [row.id, row]));
  const groups = new Map<string, Grouped>();
  for (const part of parts) {
    const category = categoryOf.get(part.categoryId);
    const [key, name] =
      groupBy === 'brand' ? [part.brandSlug, part.brandName] : [category?.path ?? '', category?.name ?? ''];
    const group = groups.get(key) ?? { key, name, parts: [] };
    group.parts.push(part);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en-GB') || a.key.localeCompare(b.key),
  );
  for (const group of sorted) group.parts.sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  return sorted;
}

/**
 * Part selection for a work order (trade-features §2, §3, §7): the catalogue restricted to the
 * work order's vehicle, priced in the trade account's list with stock at its branch. Which parts
 * fit a vehicle is kept a minute (vehicle-parts.ts); the products shown are read fresh through
 * the catalogue's own reads.
 */
export function createPartSelectionService({
  db,
  clock,
  categories,
  products,
  workOrders,
  repairData,
}: PartSelectionDeps) {
  const repository = createPartSelectionRepository(db);
  const vehicles = createVehiclePartsCache(repository.vehicleParts, () => clock().getTime());

  async function accountFor(auth: AuthContext): Promise<WorkOrderAccount> {
    const account = await workOrders.accountOf(auth.userId);
    if (!account) throw noTradeAccount();
    return account;
  }

  async function vehicleParts(tecdocId: number): Promise<VehicleParts> {
    const parts = await vehicles.get(tecdocId);
    if (!parts) throw notFound(m.unknownVehicle);
    return parts;
  }

  /** Each category's count of parts fitting the vehicle, rolled up the tree. */
  async function vehicleCounts(tecdocId: number): Promise<{ tree: CategoryRecord[]; counts: Map<string, number> }> {
    const [parts, tree, universal] = await Promise.all([
      vehicleParts(tecdocId),
      categories.all(),
      categories.universalCounts(),
    ]);
    return { tree, counts: rollUpCounts(tree, ownCounts(parts.byCategory, universal)) };
  }

  /** The parts fitting the vehicle in each of these categories: by fitment, and the universal ones. */
  async function candidatesIn(
    parts: VehicleParts | null,
    inCategories: readonly CategoryRecord[],
  ): Promise<Map<string, CandidatePart[]>> {
    const ids = new Set(inCategories.map((row) => row.id));
    const universalIn = (await categories.universalCounts())
      .filter((row) => ids.has(row.category_id) && Number(row.total) > 0)
      .map((row) => Number(row.category_id));
    const universal = await repository.universalParts(universalIn);
    return new Map(
      inCategories.map((row) => [row.id, [...(parts?.byCategory.get(row.id) ?? []), ...(universal.get(row.id) ?? [])]]),
    );
  }

  /** The products on a page, from the catalogue's reads, as a work-order line of the account would carry them. */
  async function linesFor(skus: string[], account: WorkOrderAccount): Promise<PartSelectionProduct[]> {
    const currency = currencyOfAccount(account);
    const [summaries, pricing] = await Promise.all([
      products.bySkus(skus, currency),
      products.pricingBySkus(skus, currency),
    ]);
    const priced = new Map(pricing.map((row) => [row.sku, row]));
    return summaries.flatMap((summary) => {
      const price = priced.get(summary.sku);
      // Hidden since the vehicle's parts were read: not offered.
      if (!price || !summary.showOnWebsite) return [];
      return [
        {
          ...summary,
          price: price.price,
          wasPrice: price.wasPrice,
          wasPriceEcp: price.wasPriceEcp,
          surcharge: price.surcharge,
          unitPrice: lineUnitPrice(price),
          taxRate: lineTaxRate(account, summary.category.path),
          stockAvailability: stockAtBranch(price, account),
          multipleOfSaleQuantity: 1,
        },
      ];
    });
  }

  const jobParts = createJobParts({ repository, products, repairData, candidatesIn, vehicles, categories });

  return {
    account: accountFor,

    async category(auth: AuthContext, slug: string, tecdocId: number): Promise<PartSelectionCategory> {
      // The account first: a person without one is refused whatever they ask for.
      await accountFor(auth);
      const [category, { tree, counts }] = await Promise.all([categories.find(slug), vehicleCounts(tecdocId)]);
      if (!category) throw notFound(catalogueMessages.categoryNotFound);
      const count = (row: CategoryRecord) => counts.get(row.id) ?? 0;
      return {
        '@id': `/categories/${category.id}`,
        ...categories.ref(category),
        tecdocId,
        depth: category.depth,
        genartId: category.genart_id,
        productCount: count(category),
        breadcrumbs: await categories.breadcrumbs(category.path),
        children: tree
          .filter((row) => row.parent_id === category.id && count(row) > 0)
          .map((row) => ({ ...categories.ref(row), productCount: count(row) })),
      };
    },

    async menuItems(auth: AuthContext, tecdocId: number): Promise<CategoryTreeNode[]> {
      await accountFor(auth);
      const { tree, counts } = await vehicleCounts(tecdocId);
      const node = (row: CategoryRecord) => ({ ...categories.ref(row), productCount: counts.get(row.id) ?? 0 });
      return tree
        .filter((row) => row.parent_id === null && (counts.get(row.id) ?? 0) > 0)
        .map((root) => ({
          ...node(root),
          children: tree.filter((row) => row.parent_id === root.id && (counts.get(row.id) ?? 0) > 0).map(node),
        }));
    },

    async categoryProducts(
      auth: AuthContext,
      body: {
        vehicleOptions: { tecdocId: number };
        genArt: number;
        groupBy: PartGrouping;
        group?: string | undefined;
        page: number;
        itemsPerPage: number;
      },
    ): Promise<CategoryProductsAnswer> {
      const { tecdocId } = body.vehicleOptions;
      const account = await accountFor(auth);
      const [parts, tree] = await Promise.all([vehicleParts(tecdocId), categories.all()]);
      const inCategories = tree.filter((row) => row.genart_id === body.genArt);
      const candidates = [...(await candidatesIn(parts, inCategories)).values()].flat();
      const groups = groupParts(candidates, body.groupBy, tree);
      const chosen = body.group === undefined ? groups : groups.filter((group) => group.key === body.group);
      const ordered = chosen.flatMap((group) => group.parts);
      const start = (body.page - 1) * body.itemsPerPage;
      const page = await linesFor(
        ordered.slice(start, start + body.itemsPerPage).map((part) => part.sku),
        account,
      );
      const onPage = new Map(page.map((line) => [line.sku, line]));
      return {
        tecdocId,
        genArt: body.genArt,
        groupBy: body.groupBy,
        currency: currencyOfAccount(account),
        branchId: account.branchId,
        page: body.page,
        itemsPerPage: body.itemsPerPage,
        totalItems: ordered.length,
        groups: groups.map((group) => ({
          key: group.key,
          name: group.name,
          productCount: group.parts.length,
          products: group.parts.flatMap((part) => onPage.get(part.sku) ?? []),
        })),
      };
    },

    async jobParts(auth: AuthContext, tecdocId: number, repairTimeTaskId: string) {
      return jobParts(await accountFor(auth), tecdocId, repairTimeTaskId);
    },

    /** Prices in the account's list without uplift (uplift is on labour only), as work-order lines carry them. */
    async pricesWithoutUplift(auth: AuthContext, references: string[]): Promise<PartPrice[]> {
      const account = await accountFor(auth);
      const currency = currencyOfAccount(account);
      const skus = [...new Set(references.map(productKey))];
      const [pricing, summaries] = await Promise.all([
        products.pricingBySkus(skus, currency),
        products.bySkus(skus, currency),
      ]);
      const pathOf = new Map(summaries.map((summary) => [summary.sku, summary.category.path]));
      return pricing.map((price) => ({
        sku: price.sku,
        currency,
        price: price.price,
        surcharge: price.surcharge,
        unitPrice: lineUnitPrice(price),
        taxRate: lineTaxRate(account, pathOf.get(price.sku)),
        stockAvailability: stockAtBranch(price, account),
      }));
    },
  };
}

export type PartSelectionService = ReturnType<typeof createPartSelectionService>;
