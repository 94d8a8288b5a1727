import type { Genart } from '../../../../contract/repair-data/schemas';
import {
  partSelectionMessages as m,
  type HaynesPartSelectionAnswer,
  type HaynesProJobPart,
} from '../../../../contract/work-orders/part-selection';
import { isPartRequired } from '../../../../contract/work-orders/pricing/parts';
import { notFound } from '../../../http/problem';
import type { CategoriesRepository, CategoryRecord, ProductsRepository } from '../../catalogue/catalogue.service';
import type { RepairDataService } from '../../repair-data/repair-data.service';
import type { WorkOrderAccount } from '../work-orders.repository';
import { currencyOfAccount, lineTaxRate, lineUnitPrice, productReference, stockAtBranch } from './part-lines';
import type { PartSelectionRepository } from './part-selection.repository';
import { axleOf, shortlist, suggest, unitsOf, type Need } from './suggestion';
import type { CandidatePart, VehicleParts, VehiclePartsCache } from './vehicle-parts';

interface JobPartsDeps {
  repository: Pick<PartSelectionRepository, 'stockAt'>;
  products: Pick<ProductsRepository, 'bySkus' | 'pricingBySkus'>;
  repairData: Pick<RepairDataService, 'repairTasks' | 'maintenanceSystems'>;
  categories: Pick<CategoriesRepository, 'all'>;
  vehicles: VehiclePartsCache;
  /** The parts fitting the vehicle in each of these categories (by fitment, and universal ones). */
  candidatesIn: (
    parts: VehicleParts | null,
    inCategories: readonly CategoryRecord[],
  ) => Promise<Map<string, CandidatePart[]>>;
}

interface Task {
  id: string;
  description: string;
  value: number;
  genarts: Genart[];
}

/**
 * A repair-data job's parts with the catalogue part suggested for each (trade-features §3
 * "Repair-data job", haynesProJobParts; §5 "A part is required if flagged required, or if it has
 * no product and no flag"). The task is looked up in the vehicle's repair-time tree, then among
 * its maintenance schedules' own tasks (inspections, which need no parts). Each generic article
 * maps to the catalogue's categories of that number (402 → braking/brake-pads); of the parts
 * there that fit the vehicle, suggestion.ts chooses one and says how many the job takes. Its
 * price is the catalogue's read the work-order lines are priced with, its VAT the line's.
 */
export function createJobParts({ repository, products, repairData, categories, vehicles, candidatesIn }: JobPartsDeps) {
  async function findTask(tecdocId: number, id: string): Promise<Task | undefined> {
    const groups = await repairData.repairTasks(tecdocId);
    const task = groups
      .flatMap((group) => group.subgroups)
      .flatMap((subgroup) => subgroup.tasks)
      .find((candidate) => candidate.id === id);
    if (task) return task;
    const systems = await repairData.maintenanceSystems(tecdocId);
    return systems
      .flatMap((system) => system.periods)
      .flatMap((period) => period.tasks)
      .find((candidate) => candidate.id === id);
  }

  return async (account: WorkOrderAccount, tecdocId: number, taskId: string): Promise<HaynesPartSelectionAnswer> => {
    const task = await findTask(tecdocId, taskId);
    if (!task) throw notFound(m.taskNotFound);
    const currency = currencyOfAccount(account);
    const [parts, tree] = await Promise.all([vehicles.get(tecdocId), categories.all()]);
    const categoriesOf = task.genarts.map((genart) => tree.filter((row) => row.genart_id === genart.id));
    const candidates = await candidatesIn(parts, [...new Set(categoriesOf.flat())]);
    const needs = task.genarts.map((genart): Need => ({
      quantity: genart.quantity,
      position: axleOf(task.description),
      currency,
    }));
    const shortlists = task.genarts.map((_, index) => {
      const fitting = (categoriesOf[index] ?? []).flatMap((category) => candidates.get(category.id) ?? []);
      return { fitting, shortlist: shortlist(fitting, needs[index] as Need) };
    });
    const stock = await repository.stockAt(account.branchId, [
      ...new Set(shortlists.flatMap((list) => list.shortlist.map((part) => part.id))),
    ]);
    const suggested = shortlists.map((list, index) => suggest(list.shortlist, needs[index] as Need, stock));
    const chosen = suggested.flatMap((part) => (part ? [part.sku] : []));
    const [pricing, summaries] = await Promise.all([
      products.pricingBySkus(chosen, currency),
      products.bySkus(chosen, currency),
    ]);
    const priceOf = new Map(pricing.map((row) => [row.sku, row]));
    const summaryOf = new Map(summaries.map((row) => [row.sku, row]));

    const haynesProJobParts = task.genarts.map((genart, index): HaynesProJobPart => {
      const part = suggested[index];
      const price = part && priceOf.get(part.sku);
      const summary = part && summaryOf.get(part.sku);
      // Withdrawn or hidden since the vehicle's parts were read: nothing to suggest.
      const offered = part && price && summary?.showOnWebsite ? { part, price, summary } : undefined;
      const product = offered ? productReference(offered.part.sku) : null;
      const category = categoriesOf[index]?.[0];
      return {
        partId: String(genart.id),
        genArt: genart.id,
        description: genart.description,
        partCategory: category?.path ?? null,
        product,
        productName: offered?.summary.productName ?? null,
        quantity: offered ? unitsOf(offered.part, genart.quantity) : genart.quantity,
        unitPrice: offered ? lineUnitPrice(offered.price) : 0,
        overriddenPrice: null,
        partRequired: isPartRequired({ product, partRequired: genart.required }),
        taxRate: lineTaxRate(account, offered?.summary.category.path ?? category?.path),
        stockAvailability: offered ? stockAtBranch(offered.price, account) : null,
        productCount: shortlists[index]?.fitting.length ?? 0,
      };
    });
    return {
      tecdocId,
      repairTimeTaskId: task.id,
      description: task.description,
      time: task.value,
      currency,
      haynesProJobParts,
    };
  };
}
