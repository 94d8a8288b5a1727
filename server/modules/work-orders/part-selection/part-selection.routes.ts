import { partSelectionMessages, type WorkOrderPricesAnswer } from '../../../../contract/work-orders/part-selection';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { HttpProblem } from '../../../http/problem';
import type { RouteDeps } from '../../../http/route-deps';
import { productKey } from '../../basket/basket.service';
import { currencyOfAccount } from './part-lines';

const collection = <T>(members: T[]) => ({ 'hydra:member': members, 'hydra:totalItems': members.length });

/** The answer of POST /work-orders/prices: the prices and what was derived for each line, no more. */
function pricesAnswer(order: WorkOrder): WorkOrderPricesAnswer {
  return {
    currency: order.currency,
    appliedUplift: order.appliedUplift,
    prices: order.prices,
    numberOfJobs: order.numberOfJobs,
    numberOfParts: order.numberOfParts,
    totalTime: order.totalTime,
    workOrderItems: order.workOrderItems.map((item) => ({
      id: item.id,
      price: item.price,
      surcharge: item.surcharge,
      taxRate: item.taxRate,
      stockAvailability: item.stockAvailability,
      multipleOfSaleQuantity: item.multipleOfSaleQuantity,
    })),
    workOrderJobs: order.workOrderJobs.map((job) => ({
      id: job.id,
      taxRate: job.taxRate,
      calculatedTime: job.calculatedTime,
    })),
  };
}

/**
 * A body the pricing rules cannot price (jobs adding up past 999:59, the longest time HH:MM holds)
 * is the request's to fix: 422 in words, not a server error.
 */
async function priced(pricing: Promise<WorkOrder>): Promise<WorkOrder> {
  try {
    return await pricing;
  } catch (error) {
    if (error instanceof RangeError) throw new HttpProblem(422, partSelectionMessages.noPrice, undefined, error);
    throw error;
  }
}

/**
 * Part selection and the pricing helpers of work orders (contract/work-orders/part-selection-routes.ts).
 * Thin: the rules are in the part-selection service, the catalogue's product information and the
 * work-order service's pricing (the one a save runs).
 */
export function partSelectionRoutes({ route, services }: RouteDeps): void {
  const { partSelection, catalogue, workOrders } = services;

  route('workOrderPartCategory', {
    handler: async ({ auth, params, body }) => partSelection.category(auth, params.slug, body.vehicleOptions.tecdocId),
  });
  route('workOrderMenuItems', {
    handler: async ({ auth, body }) => collection(await partSelection.menuItems(auth, body.vehicleOptions.tecdocId)),
  });
  route('workOrderCategoryProducts', { handler: async ({ auth, body }) => partSelection.categoryProducts(auth, body) });
  route('haynesProPartSelection', {
    handler: async ({ auth, body }) => partSelection.jobParts(auth, body.tecdocId, body.repairTimeTaskId),
  });
  route('workOrderPricesWithoutUplift', {
    handler: async ({ auth, query }) => collection(await partSelection.pricesWithoutUplift(auth, query.skus)),
  });
  route('workOrderNoUpliftProductInformation', {
    handler: async ({ auth, body }) => {
      const account = await partSelection.account(auth);
      const skus = [...new Set([...body.products, ...body.skus].map(productKey))];
      // Uplift is on labour only: a part's information without it is the catalogue's, at the account's branch.
      return collection(await catalogue.information(skus, account.branchId, currencyOfAccount(account)));
    },
  });
  route('workOrderPrices', {
    handler: async ({ auth, body }) => pricesAnswer(await priced(workOrders.price(auth, body))),
  });
}
