import { isUuid, uuidv7 } from '../../../contract/ids/uuid-v7';
import { orderMessages } from '../../../contract/orders/messages';
import type { paymentTransactionInputSchema, PaymentTransaction } from '../../../contract/orders/schemas';
import type { z } from 'zod/mini';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { HttpProblem, notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import type { InvoiceIssuer } from '../invoices/invoices.service';
import { orderIri, type OrdersRepository } from '../orders/orders.service';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

/**
 * POST /payment-transactions with provider 'payOnAccount' (storefront-core §7): the order's total
 * goes on the customer's account, and the order is placed. An order is paid once: paying a placed
 * order again is 409 (a replay with the same Idempotency-Key answers the first payment instead).
 */
interface Deps {
  db: Database;
  orders: OrdersRepository;
  payments: PaymentsRepository;
  /** The order's invoice is issued as it is placed, in the same transaction (issue 26). */
  invoices: Pick<InvoiceIssuer, 'issueForOrder'>;
  clock: Clock;
}

type PaymentInput = z.output<typeof paymentTransactionInputSchema>;

/** '/orders/{id}' or the bare id. */
const orderIdOf = (reference: string) =>
  reference
    .replace(/^\/orders\//, '')
    .trim()
    .toLowerCase();

export function createPaymentsService({ db, orders, payments, invoices, clock }: Deps) {
  const service = {
    async pay(auth: AuthContext, input: PaymentInput): Promise<PaymentTransaction> {
      return withTransaction(db, async () => {
        const orderId = orderIdOf(input.order);
        const order = isUuid(orderId) ? await orders.findForUser(auth.userId, orderId) : undefined;
        if (!order) throw notFound(orderMessages.notFound);
        if (order.status === 'cancelled') throw new HttpProblem(409, orderMessages.cancelled);
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
        await invoices.issueForOrder(order.id, now);
        return viewOf(payment);
      });
    },

    /**
     * PUT /payment-transactions/{id} (storefront-core §7, body not shown: we take POST's): the
     * payment under a client-made id. Idempotent by its id: the same payment again answers the
     * stored one; the id taken by another order is 409; someone else's id is not found.
     */
    async payAt(auth: AuthContext, id: string, input: Omit<PaymentInput, 'id'>): Promise<PaymentTransaction> {
      const paymentId = id.toLowerCase();
      if (!isUuid(paymentId)) throw notFound(orderMessages.paymentNotFound);
      return withTransaction(db, async () => {
        const existing = await payments.find(paymentId);
        if (!existing) return service.pay(auth, { ...input, id: paymentId });
        if (existing.userId !== auth.userId) throw notFound(orderMessages.paymentNotFound);
        if (existing.orderId !== orderIdOf(input.order) || existing.currency !== input.currency)
          throw new HttpProblem(409, orderMessages.paymentIdTaken);
        return viewOf(existing);
      });
    },
  };
  return service;
}

function viewOf(payment: PaymentRow): PaymentTransaction {
  return {
    id: payment.id,
    order: orderIri(payment.orderId),
    amount: payment.amount,
    currency: payment.currency as PaymentTransaction['currency'],
    provider: payment.provider,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** For other modules (issue 44): cancelling an order reverses its payment. */
export type { PaymentsRepository } from './payments.repository';
