import { basketMessages } from '../../../contract/basket/messages';
import { promotionProblem } from '../../../contract/basket/pricing';
import type { Violation } from '../../../contract/errors';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { orderMessages } from '../../../contract/orders/messages';
import type { Order } from '../../../contract/orders/schemas';
import { promotionMessages } from '../../../contract/promotions/messages';
import { shippingMessages } from '../../../contract/shipping/messages';
import { shippingDateProblem } from '../../../contract/shipping/shipping-date';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { ConflictProblem } from '../../http/conflict';
import { HttpProblem } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import { type BasketService, type ConfirmBody, basketView, type LineRecord } from '../basket/basket.service';
import type { PromotionsRepository } from '../promotions/promotions.service';
import type { ShippingRepository } from '../shipping/shipping.service';
import type { OrdersRepository, StockFact } from './orders.repository';
import type { StockReservationsRepository } from './stock-reservations.repository';

/**
 * PUT /baskets/{id}/confirm: the server's last word before an order exists. It re-prices the
 * basket now, drops promotions that ended since they were added (and says so), checks the
 * shipping choice and the stock at the person's branch, and only then makes the order (awaiting
 * payment), takes its stock (issue 26: held from confirm, given back if it is cancelled) and marks
 * the basket confirmed, all in one transaction. A total the person did not see answers 409 with
 * the re-priced basket; short stock answers 422 per line, also when another order took the last
 * ones between the check and the taking.
 */
interface Deps {
  db: Database;
  basket: BasketService;
  promotions: PromotionsRepository;
  shipping: ShippingRepository;
  orders: OrdersRepository;
  reservations: StockReservationsRepository;
  clock: Clock;
}

export function createCheckoutService({ db, basket, promotions, shipping, orders, reservations, clock }: Deps) {
  return {
    async confirm(auth: AuthContext, basketId: string, body: ConfirmBody): Promise<Order> {
      return withTransaction(db, async () => {
        const now = clock();
        const customer = await basket.customerOf(auth);
        // Held until the order is made (the lock the claim below takes anyway): the lines priced,
        // checked for stock and written into the order are those of the version it confirms.
        const row = await basket.owned(auth, basketId, 'no key update');
        await basket.assertWritable(row, customer, body.version);

        // A quote's held price stays on its line while the hold lasts (issue 43), into the order and invoice.
        const lines = await basket.heldLines(row);
        const held = await promotions.ofBasket(row.id);
        const context = { now, isTrade: customer.isTrade, itemsExcTax: 0, currency: row.currency };
        const ended = held.filter((promotion) => promotionProblem(promotion.rule, context) === 'expired');
        const kept = held.filter((promotion) => !ended.includes(promotion));
        const notices = ended.map((promotion) => promotionMessages.droppedAtConfirm(promotion.promotionCode));
        const service = row.shippingService ? ((await shipping.find(row.shippingService)) ?? null) : null;
        const repriced = basketView({
          row,
          lines,
          promotions: kept,
          shipping: service,
          isTrade: customer.isTrade,
          now,
        });

        if (!lines.length)
          throw new HttpProblem(422, basketMessages.empty, [{ propertyPath: 'lines', message: basketMessages.empty }]);
        if (!service || !row.shippingDate) {
          throw new HttpProblem(422, shippingMessages.notChosen, [
            { propertyPath: 'shipping', message: shippingMessages.notChosen },
          ]);
        }
        const shippingProblem = shippingDateProblem(service, row.shippingDate, now, customer.isTrade);
        if (shippingProblem) {
          throw new HttpProblem(422, shippingProblem, [{ propertyPath: 'shipping.date', message: shippingProblem }]);
        }
        // The person agreed to pay what they saw. More than that needs their decision; less (a
        // promotion checked only now, a price that fell while they were offline) goes through,
        // and the order says so.
        const expected = body.expectedTotalIncTax;
        if (expected !== undefined && repriced.totals.totalIncTax > expected) {
          const message = basketMessages.totalChanged(expected, repriced.totals.totalIncTax, row.currency, notices);
          throw new ConflictProblem(message, repriced);
        }
        if (expected !== undefined && repriced.totals.totalIncTax < expected) {
          notices.push(basketMessages.totalFell(expected, repriced.totals.totalIncTax, row.currency));
        }
        const where = customer.branchName ?? basketMessages.anyBranch;
        const facts = await orders.stockFacts([...new Set(lines.map((line) => line.product_id))], customer.branchId);
        const violations = stockViolations(lines, facts, where);
        if (violations.length) throw new HttpProblem(422, 'Validation failed', violations);

        const orderId = body.orderId?.toLowerCase() ?? uuidv7(now.getTime());
        if (await orders.exists(orderId)) throw new HttpProblem(409, orderMessages.idTaken);
        await basket.claim(auth, customer, row.id, body.version, { status: 'confirmed', orderId });
        await promotions.remove(
          row.id,
          ended.map((promotion) => promotion.promotionCode),
        );
        const order = await orders.insert({
          id: orderId,
          userId: auth.userId,
          basketId: row.id,
          workOrderId: null,
          babbageAccountId: customer.accountId,
          customerReference: body.customerReference || null,
          vrm: body.vrm ?? null,
          reference: await orders.newReference(),
          status: 'awaiting-payment',
          currency: row.currency,
          lines: repriced.lines,
          shipping: repriced.shipping,
          promotions: repriced.totals.promotions.map(({ promotionCode }) => ({ promotionCode })),
          totals: repriced.totals,
          notices,
          createdAt: now,
          placedAt: null,
          cancelledAt: null,
        });
        // Taken after the order row exists (the reservation refers to it); a shortage rolls both back.
        const shortages = await reservations.reserve(orderId, customer.branchId, wantedOf(lines), now);
        if (shortages.length) {
          const short = new Map(shortages.map((shortage) => [shortage.productId, shortage.available]));
          throw new HttpProblem(422, 'Validation failed', shortViolations(lines, short, where));
        }
        return order;
      });
    },
  };
}

/** How many of each product the lines want together (a product may be on two lines). */
function wantedOf(lines: LineRecord[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
  return wanted;
}

const shortMessage = (available: number, where: string) =>
  available > 0 ? basketMessages.notEnoughStock(available, where) : basketMessages.outOfStock(where);

/** Beside each line of a product that was short when its stock was taken, how many are left. */
function shortViolations(lines: LineRecord[], short: Map<string, number>, where: string): Violation[] {
  return lines.flatMap((line, index): Violation[] => {
    const available = short.get(line.product_id);
    return available === undefined
      ? []
      : [{ propertyPath: `lines[${index}].quantity`, message: shortMessage(available, where) }];
  });
}

/** A violation per line the branch cannot supply, or that can no longer be sold. */
function stockViolations(lines: LineRecord[], facts: Map<string, StockFact>, where: string): Violation[] {
  const wanted = wantedOf(lines);
  return lines.flatMap((line, index): Violation[] => {
    const fact = facts.get(line.product_id);
    if (!fact || fact.withdrawn)
      return [{ propertyPath: `lines[${index}].product`, message: basketMessages.unknownProduct }];
    if (!fact.sellable) return [{ propertyPath: `lines[${index}].product`, message: basketMessages.notSoldOnline }];
    if (!fact.priced) return [{ propertyPath: `lines[${index}].product`, message: basketMessages.priceOnRequest }];
    if ((wanted.get(line.product_id) ?? 0) <= fact.available) return [];
    return [{ propertyPath: `lines[${index}].quantity`, message: shortMessage(fact.available, where) }];
  });
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
