import { isUuid } from '../../../contract/ids/uuid-v7';
import { orderMessages } from '../../../contract/orders/messages';
import type { Order } from '../../../contract/orders/schemas';
import { notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import { orderView } from './order-view';
import type { OrdersRepository } from './orders.repository';

/** Reading orders: only the user's own; anyone else's is "not found". */
export function createOrdersService({ orders }: { orders: OrdersRepository }) {
  return {
    async list(auth: AuthContext, page: number, itemsPerPage: number) {
      const { members, total } = await orders.listForUser(auth.userId, page, itemsPerPage);
      return { 'hydra:member': members, 'hydra:totalItems': total };
    },

    async get(auth: AuthContext, id: string): Promise<Order> {
      const row = isUuid(id) ? await orders.findForUser(auth.userId, id.toLowerCase()) : undefined;
      if (!row) throw notFound(orderMessages.notFound);
      return orderView(row);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
