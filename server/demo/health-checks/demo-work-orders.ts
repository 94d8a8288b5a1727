import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createProductsRepository } from '../../modules/catalogue/catalogue.service';
import { createOrderInvoicing } from '../../modules/invoices/invoices.service';
import {
  createOrdersRepository,
  createPartsOrderService,
  createStockReservationsRepository,
} from '../../modules/orders/orders.service';
import {
  createDeriveWorkOrder,
  createWorkOrdersRepository,
  createWorkOrdersService,
} from '../../modules/work-orders/work-orders.service';

/**
 * The work orders' service as the API runs it, less repair data's overlap (the demo's jobs are
 * custom ones): the demo's health checks are priced, and their approved items become jobs, by the
 * same rules as a tablet's.
 */
export function demoWorkOrders(db: Database, clock: Clock) {
  const workOrders = createWorkOrdersRepository(db);
  return createWorkOrdersService({
    db,
    workOrders,
    parts: createProductsRepository(db),
    partsOrders: createPartsOrderService({
      orders: createOrdersRepository(db),
      reservations: createStockReservationsRepository(db),
      invoices: createOrderInvoicing(db),
    }),
    derive: createDeriveWorkOrder({
      defaultUplift: async (accountId) => (await workOrders.settings(accountId)).defaultUplift,
    }),
    clock,
  });
}
