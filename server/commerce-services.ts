import type { Clock } from './clock';
import type { Database } from './db/database';
import { createBasketProductsRepository } from './modules/basket/basket-products.repository';
import { createBasketService } from './modules/basket/basket.service';
import { createBasketsRepository } from './modules/basket/baskets.repository';
import { createCustomerRepository } from './modules/basket/customer.repository';
import { createPriceHoldsRepository } from './modules/basket/price-holds.repository';
import { createOrderInvoicing } from './modules/invoices/invoices.service';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createOrdersService } from './modules/orders/orders.service';
import { createStockReservationsRepository } from './modules/orders/stock-reservations.repository';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPromotionsRepository } from './modules/promotions/promotions.repository';
import { createShippingRepository } from './modules/shipping/shipping.repository';
import { createDeliveries } from './modules/tracking/deliveries';
import { createTradeAccountsRepository } from './modules/trade-accounts/trade-accounts.repository';

/**
 * Baskets, checkout, orders, payments and shipping (issue 7), wired once per app. Their
 * repositories read the database through the unit of work (db/unit-of-work.ts), so they write
 * into the request's transaction when there is one.
 */
export function createCommerceServices({ db, clock }: { db: Database; clock: Clock }) {
  const baskets = createBasketsRepository(db);
  const promotions = createPromotionsRepository(db);
  const shipping = createShippingRepository(db);
  const orders = createOrdersRepository(db);
  const reservations = createStockReservationsRepository(db);
  const payments = createPaymentsRepository(db);
  const tradeAccounts = createTradeAccountsRepository(db);
  // Placing an order issues its invoice; cancelling a placed one credits it (modules/invoices).
  const invoices = createOrderInvoicing(db);
  const basket = createBasketService({
    db,
    baskets,
    products: createBasketProductsRepository(db),
    promotions,
    shipping,
    customers: createCustomerRepository(db, tradeAccounts),
    holds: createPriceHoldsRepository(db),
    clock,
  });
  return {
    basket,
    checkout: createCheckoutService({ db, basket, promotions, shipping, orders, reservations, clock }),
    orders: createOrdersService({
      db,
      orders,
      accounts: tradeAccounts,
      reservations,
      payments,
      invoices,
      deliveries: createDeliveries(db),
      clock,
    }),
    payments: createPaymentsService({ db, orders, payments, invoices, clock }),
    shipping,
  };
}
