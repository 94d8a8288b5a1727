import { isUuid } from '../../../contract/ids/uuid-v7';
import { orderMessages } from '../../../contract/orders/messages';
import type { Order } from '../../../contract/orders/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { HttpProblem, notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import type { PaymentsRepository } from '../payments/payments.repository';
import { orderView } from './order-view';
import type { OrderRow, OrdersRepository } from './orders.repository';
import type { StockReservationsRepository } from './stock-reservations.repository';

interface Deps {
  db: Database;
  orders: OrdersRepository;
  reservations: StockReservationsRepository;
  payments: Pick<PaymentsRepository, 'reverse'>;
  clock: Clock;
}

/** Reading and cancelling orders: only the user's own; anyone else's is "not found". */
export function createOrdersService({ db, orders, reservations, payments, clock }: Deps) {
  async function own(auth: AuthContext, id: string): Promise<OrderRow> {
    const row = isUuid(id) ? await orders.findForUser(auth.userId, id.toLowerCase()) : undefined;
    if (!row) throw notFound(orderMessages.notFound);
    return row;
  }

  return {
    async list(auth: AuthContext, page: number, itemsPerPage: number) {
      const { members, total } = await orders.listForUser(auth.userId, page, itemsPerPage);
      return { 'hydra:member': members, 'hydra:totalItems': total };
    },

    async get(auth: AuthContext, id: string): Promise<Order> {
      return orderView(await own(auth, id));
    },

    /**
     * Cancels the order, once: the stock it took goes back to its branches and a payment on
     * account is reversed, in one transaction. Cancelling it again answers it as it is. Parts
     * ordered for a work order stay with the work order (its lines are locked as ordered).
     */
    async cancel(auth: AuthContext, id: string): Promise<Order> {
      return withTransaction(db, async () => {
        const row = await own(auth, id);
        if (row.status === 'cancelled') return orderView(row);
        if (row.workOrderId) throw new HttpProblem(409, orderMessages.workOrderPartsOrder);
        const now = clock();
        const cancelled = await orders.markCancelled(row.id, now);
        // Another request cancelled it between the read and here: answer what it left.
        if (!cancelled) return orderView((await orders.findForUser(auth.userId, row.id)) ?? row);
        await reservations.release(row.id, now);
        await payments.reverse(row.id);
        return orderView(cancelled);
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
