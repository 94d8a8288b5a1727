import type { BasketLine, Totals } from '../../../contract/basket/schemas';
import { orderProgressOf } from '../../../contract/orders/order-progress';
import type { Order, OrderListItem } from '../../../contract/orders/schemas';
import type { BasketShipping } from '../../../contract/shipping/schemas';
import type { orders } from '../../db/schema';
import type { OrderFacts } from './order-facts';

/**
 * An order row as the API answers it (storefront-core §3 "Order (summary)"). The totals are the
 * ones frozen at confirm: `totalExcTaxAfterDiscount` is the goods after discounts plus shipping,
 * `shippingTotalAfterDiscountExcTax` the shipping part of it. `trackingEvents` is what its tracking
 * says has happened so far (tracking/deliveries.ts `happened`).
 */
export const orderIri = (id: string) => `/orders/${id}`;

export function orderView(
  row: typeof orders.$inferSelect,
  trackingEvents: Order['trackingEvents'],
  facts: OrderFacts,
): Order {
  return {
    ...orderListItemView(row, trackingEvents, facts),
    lines: row.lines as BasketLine[],
    shipping: row.shipping as BasketShipping | null,
    totals: row.totals as Totals,
    notices: row.notices,
    invoiceNumber: facts.invoiceNumber,
    trackingEvents,
  };
}

/** The columns an order list reads: what orderListItemView needs, not the lines or delivery. */
export type OrderListRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'reference'
  | 'status'
  | 'basketId'
  | 'workOrderId'
  | 'customerReference'
  | 'vrm'
  | 'currency'
  | 'promotions'
  | 'totals'
  | 'createdAt'
  | 'placedAt'
  | 'cancelledAt'
>;

/**
 * An order as the lists answer it (contract/orders/schemas.ts orderListItemSchema), its status word
 * read from what its tracking says has happened and what came back by returns (issue 43).
 */
export function orderListItemView(
  row: OrderListRow,
  trackingEvents: Order['trackingEvents'],
  { babbageAccount, orderedUnits, returnedUnits }: OrderFacts,
): OrderListItem {
  const totals = row.totals as Totals;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    progress: orderProgressOf({ status: row.status, trackingEvents, orderedUnits, returnedUnits }),
    babbageAccount,
    basketId: row.basketId,
    workOrderId: row.workOrderId,
    customerReference: row.customerReference,
    vrm: row.vrm,
    currency: row.currency,
    promotions: row.promotions as { promotionCode: string }[],
    itemsExcTax: totals.itemsExcTax,
    discountExcTax: totals.discountExcTax,
    totalExcTaxAfterDiscount: totals.totalExcTax,
    totalTaxAfterDiscount: totals.totalTax,
    shippingTotalAfterDiscountExcTax: totals.shippingExcTax,
    totalIncTax: totals.totalIncTax,
    createdAt: row.createdAt.toISOString(),
    placedAt: row.placedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
