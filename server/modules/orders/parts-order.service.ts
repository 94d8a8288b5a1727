import { basketMessages } from '../../../contract/basket/messages';
import type { Violation } from '../../../contract/errors';
import { orderMessages } from '../../../contract/orders/messages';
import type { Order } from '../../../contract/orders/schemas';
import { HttpProblem } from '../../http/problem';
import { priceLines, type LineRecord } from '../basket/basket.service';
import type { InvoiceIssuer } from '../invoices/invoices.service';
import type { OrdersRepository } from './orders.repository';
import type { StockReservationsRepository } from './stock-reservations.repository';

/** One part to order: its sku and quantity, and where it sits on the document it came from. */
export interface PartToOrder {
  /** The line's own id, kept as the order line's id. */
  lineId: string;
  /** Where a refusal of this part is shown (`workOrderItems[<id>].quantity`). */
  path: string;
  sku: string;
  quantity: number;
}

export interface PartsOrderRequest {
  orderId: string;
  userId: string;
  workOrderId: string;
  /** Found again by the work order's number and vehicle, under the trade account. */
  workOrderNumber: string | null;
  vrm: string | null;
  accountId: string;
  branch: { id: string; name: string };
  currency: 'GBP' | 'EUR';
  parts: PartToOrder[];
  now: Date;
  /**
   * Whether the branch's stock is taken now (true unless said otherwise). The demo's past orders
   * were delivered long ago: they are recorded, and today's stock is left as it is.
   */
  takeStock?: boolean;
}

interface Deps {
  orders: OrdersRepository;
  reservations: StockReservationsRepository;
  /** Placed at once, so invoiced at once, in the caller's transaction (issue 26). */
  invoices: Pick<InvoiceIssuer, 'issueForOrder'>;
}

/**
 * A trade account's order for a work order's parts (issue 24): placed on account at once at the
 * account's branch, priced as a trade basket is (no promotions, no shipping: the branch's van
 * brings a workshop's parts), and its stock taken from the branch. Runs in the caller's
 * transaction: a part that cannot be supplied answers 422 with a violation beside that part, and
 * nothing is ordered or taken.
 */
export function createPartsOrderService({ orders, reservations, invoices }: Deps) {
  return {
    async place(request: PartsOrderRequest): Promise<Order> {
      const { orderId, branch, parts, now } = request;
      // The device's id for it, never seen before: one held by another order is refused, not reused.
      if (await orders.exists(orderId))
        throw new HttpProblem(422, orderMessages.idTaken, [
          { propertyPath: 'orderId', message: orderMessages.idTaken },
        ]);
      const records = await orders.productRecords([...new Set(parts.map((part) => part.sku))]);
      const facts = await orders.stockFacts(
        [...records.values()].map((record) => record.product_id),
        branch.id,
      );
      const lines: LineRecord[] = [];
      const violations: Violation[] = [];
      for (const part of parts) {
        const record = records.get(part.sku);
        const fact = record && facts.get(record.product_id);
        const refusal =
          !record || !fact || fact.withdrawn
            ? basketMessages.unknownProduct
            : !fact.sellable
              ? basketMessages.notSoldOnline
              : !fact.priced
                ? basketMessages.priceOnRequest
                : null;
        if (refusal) violations.push({ propertyPath: part.path, message: refusal });
        else if (record) lines.push({ ...record, id: part.lineId, quantity: part.quantity });
      }
      if (violations.length) throw new HttpProblem(422, violations[0]!.message, violations);

      const priced = priceLines({ currency: request.currency, lines, promotions: [], shipping: null }, [], true, now);
      // Made first, in the caller's transaction, so that the stock taken names it; a shortage below
      // rolls both back.
      const order = await orders.insert({
        id: orderId,
        userId: request.userId,
        basketId: null,
        workOrderId: request.workOrderId,
        babbageAccountId: request.accountId,
        customerReference: request.workOrderNumber,
        vrm: request.vrm,
        reference: await orders.newReference(),
        status: 'placed',
        currency: request.currency,
        lines: priced.lines,
        shipping: null,
        promotions: [],
        totals: priced.totals,
        notices: [],
        createdAt: now,
        placedAt: now,
        cancelledAt: null,
      });
      // The demo's past orders: invoiced at start with the demo's other orders, in the order they were
      // placed (demo/invoices/issue-invoices.ts).
      if (request.takeStock === false) return order;
      const wanted = new Map<string, number>();
      for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
      const shortages = await reservations.reserve(orderId, branch.id, wanted, now);
      if (shortages.length) {
        const short = new Map(shortages.map((shortage) => [shortage.productId, shortage.available]));
        const refused = parts.flatMap((part): Violation[] => {
          const available = short.get(records.get(part.sku)?.product_id ?? '');
          if (available === undefined) return [];
          const message =
            available > 0
              ? basketMessages.notEnoughStock(available, branch.name)
              : basketMessages.outOfStock(branch.name);
          return [{ propertyPath: part.path, message }];
        });
        throw new HttpProblem(422, refused[0]?.message ?? basketMessages.outOfStock(branch.name), refused);
      }
      await invoices.issueForOrder(orderId, now);
      return order;
    },
  };
}

export type PartsOrderService = ReturnType<typeof createPartsOrderService>;
