import { isUuid, uuidv7 } from '../../../contract/ids/uuid-v7';
import { orderMessages } from '../../../contract/orders/messages';
import type { paymentTransactionInputSchema, PaymentTransaction } from '../../../contract/orders/schemas';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { HttpProblem, notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import { orderIri } from '../orders/order-view';
import type { OrdersRepository } from '../orders/orders.repository';
import type { PaymentsRepository } from './payments.repository';

/**
 * POST /payment-transactions with provider 'payOnAccount' (storefront-core §7): the order's total
 * goes on the customer's account, and the order is placed. An order is paid once: paying a placed
 * order again is 409 (a replay with the same Idempotency-Key answers the first payment instead).
 */
interface Deps {
  db: Database;
  orders: OrdersRepository;
  payments: PaymentsRepository;
  clock: Clock;
}

type PaymentInput = z.output<typeof paymentTransactionInputSchema>;

/** '/orders/{id}' or the bare id. */
const orderIdOf = (reference: string) => reference.replace(/^\/orders\//, '').trim().toLowerCase();

export function createPaymentsService({ db, orders, payments, clock }: Deps) {
  return {
    async pay(auth: AuthContext, input: PaymentInput): Promise<PaymentTransaction> {
      return withTransaction(db, async () => {
        const orderId = orderIdOf(input.order);
        const order = isUuid(orderId) ? await orders.findForUser(auth.userId, orderId) : undefined;
        if (!order) throw notFound(orderMessages.notFound);
        if (order.status !== 'awaiting-payment') throw new HttpProblem(409, orderMessages.alreadyPaid);
        if (input.currency !== order.currency) {
          throw new HttpProblem(422, 'Validation failed', [
            { propertyPath: 'currency', message: orderMessages.currencyMismatch(order.currency) },
          ]);
        }
        const now = clock();
        const amount = (order.totals as { totalIncTax: number }).totalIncTax;
        const payment = {
          id: input.id?.toLowerCase() ?? uuidv7(now.getTime()),
          orderId: order.id,
          userId: auth.userId,
          amount,
          currency: order.currency,
          provider: input.provider,
          status: 'completed' as const,
          createdAt: now,
        };
        if (!(await payments.insert(payment))) throw new HttpProblem(409, orderMessages.paymentIdTaken);
        if (!(await orders.markPlaced(order.id, now))) throw new HttpProblem(409, orderMessages.alreadyPaid);
        return {
          id: payment.id,
          order: orderIri(order.id),
          amount,
          currency: payment.currency,
          provider: payment.provider,
          status: payment.status,
          createdAt: now.toISOString(),
        };
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
