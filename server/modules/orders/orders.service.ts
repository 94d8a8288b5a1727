import { isUuid } from '../../../contract/ids/uuid-v7';
import { cancelRefusalOf } from '../../../contract/orders/cancel-rule';
import { orderMessages } from '../../../contract/orders/messages';
import type { Order, OrderListItem } from '../../../contract/orders/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { HttpProblem, notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import type { InvoiceIssuer } from '../invoices/invoices.service';
import type { PaymentsRepository } from '../payments/payments.service';
import type { Deliveries } from '../tracking/tracking.service';
import type { TradeAccountsRepository } from '../trade-accounts/trade-accounts.service';
import { normaliseRegistration } from '../../../contract/vehicles/registration';
import { createOrderFacts } from './order-facts';
import { orderListItemView, orderView, type OrderListRow } from './order-view';
import type { OrderFilters, OrderRow, OrdersRepository } from './orders.repository';
import type { StockReservationsRepository } from './stock-reservations.repository';

/** The list calls' query (contract/orders/routes.ts), dates already read. */
export interface OrdersQuery {
  page: number;
  itemsPerPage: number;
  vehicle?: string;
  customerReference?: string;
  'createdAt[after]'?: Date;
  'createdAt[before]'?: Date;
}

const filtersOf = (query: OrdersQuery): OrderFilters => ({
  // A registration typed with or without its space finds the same vehicle.
  ...(query.vehicle?.trim() ? { vrm: normaliseRegistration(query.vehicle) } : {}),
  ...(query.customerReference?.trim() ? { customerReference: query.customerReference.trim() } : {}),
  ...(query['createdAt[after]'] ? { after: query['createdAt[after]'] } : {}),
  ...(query['createdAt[before]'] ? { before: query['createdAt[before]'] } : {}),
});

const collection = <T extends OrderListItem>({ members, total }: { members: T[]; total: number }) => ({
  'hydra:member': members,
  'hydra:totalItems': total,
});

interface Deps {
  db: Database;
  orders: OrdersRepository;
  accounts: Pick<TradeAccountsRepository, 'activeFor'>;
  reservations: StockReservationsRepository;
  payments: Pick<PaymentsRepository, 'reverse'>;
  /** A placed order's invoice is credited when it is cancelled (issue 26). */
  invoices: Pick<InvoiceIssuer, 'creditCancelledOrder'>;
  /** What its tracking says has happened: an order past the branch's shelf is returned, not cancelled. */
  deliveries: Pick<Deliveries, 'happened'>;
  clock: Clock;
}

/**
 * Finding, reading and cancelling orders: only the user's own (or their trade account's); anyone
 * else's is "not found".
 */
export function createOrdersService(deps: Deps) {
  const { db, orders, accounts, reservations, payments, invoices, deliveries, clock } = deps;
  async function own(auth: AuthContext, id: string): Promise<OrderRow> {
    const row = isUuid(id) ? await orders.findForUser(auth.userId, id.toLowerCase()) : undefined;
    if (!row) throw notFound(orderMessages.notFound);
    return row;
  }

  const facts = createOrderFacts(db);

  /** The order as answered, with what its tracking says has happened by `now`. */
  const present = async (row: OrderRow, now = clock()): Promise<Order> =>
    orderView(row, await deliveries.happened(row.userId, row, now), (await facts.of([row.id])).get(row.id)!);

  /** A page of orders as the lists answer them: each with its status word and trade account (issue 43). */
  async function listed(
    auth: AuthContext,
    accountId: string | null,
    { members, total }: { members: OrderListRow[]; total: number },
  ) {
    const ids = members.map((row) => row.id);
    const happened = await facts.happened({ userId: auth.userId, accountId }, members, clock());
    const known = await facts.of(ids);
    return collection({
      members: members.map((row) => orderListItemView(row, happened.get(row.id) ?? [], known.get(row.id)!)),
      total,
    });
  }

  return {
    async list(auth: AuthContext, query: OrdersQuery) {
      return listed(
        auth,
        null,
        await orders.list({ userId: auth.userId }, filtersOf(query), query.page, query.itemsPerPage),
      );
    },

    /** The active trade account's orders; a user without one has none. */
    async listForAccount(auth: AuthContext, query: OrdersQuery) {
      const { accountId } = await accounts.activeFor(auth.userId);
      if (!accountId) return collection({ members: [], total: 0 });
      return listed(
        auth,
        accountId,
        await orders.list({ accountId }, filtersOf(query), query.page, query.itemsPerPage),
      );
    },

    /** GET /orders?reference: the user's order with it, as a collection of one, or none. */
    async byReference(auth: AuthContext, reference: string) {
      const row = await orders.findByReference(auth.userId, reference);
      return collection(row ? { members: [await present(row)], total: 1 } : { members: [], total: 0 });
    },

    async get(auth: AuthContext, id: string): Promise<Order> {
      return present(await own(auth, id));
    },

    /**
     * Cancels the order, once: the stock it took goes back to its branches and a payment on
     * account is reversed, in one transaction. Cancelling it again answers it as it is. Parts
     * ordered for a work order stay with the work order (its lines are locked as ordered). Once
     * dispatched or ready to collect it is refused (422, issue 43): the way back is a return.
     */
    async cancel(auth: AuthContext, id: string): Promise<Order> {
      return withTransaction(db, async () => {
        const row = await own(auth, id);
        const now = clock();
        if (row.status === 'cancelled') return present(row, now);
        if (row.workOrderId) throw new HttpProblem(409, orderMessages.workOrderPartsOrder);
        const refusal = cancelRefusalOf({ ...row, trackingEvents: await deliveries.happened(row.userId, row, now) });
        if (refusal === 'dispatched' || refusal === 'ready-to-collect' || refusal === 'handed-over') {
          const message = orderMessages.tooLateToCancel[refusal];
          throw new HttpProblem(422, message, [{ propertyPath: 'status', message }]);
        }
        const cancelled = await orders.markCancelled(row.id, now);
        // Another request cancelled it between the read and here: answer what it left.
        if (!cancelled) return present((await orders.findForUser(auth.userId, row.id)) ?? row, now);
        await reservations.release(row.id, now);
        await payments.reverse(row.id);
        await invoices.creditCancelledOrder(row.id, now);
        return present(cancelled, now);
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * For other modules (issue 44): payments read and mark the order they settle and name it by its
 * IRI; work orders order their parts through the parts-order service; the demo places its orders
 * as checkout does.
 */
export { orderIri } from './order-view';
export { createOrdersRepository } from './orders.repository';
export type { OrdersRepository } from './orders.repository';
export { createPartsOrderService } from './parts-order.service';
export type { PartToOrder, PartsOrderService } from './parts-order.service';
export { createStockReservationsRepository } from './stock-reservations.repository';
