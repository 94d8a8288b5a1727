import type { z } from 'zod/mini';
import type { Violation } from '../../../contract/errors';
import { uuidv7, isUuid } from '../../../contract/ids/uuid-v7';
import { notReturnableMessages, returnMessages } from '../../../contract/returns/messages';
import { returnReasons } from '../../../contract/returns/reasons';
import type { createReturnSchema, DigitalReturn, ReturnProduct } from '../../../contract/returns/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { HttpProblem, notFound } from '../../http/problem';
import type { AuthContext as Session } from '../auth/auth.service';
import type { Deliveries } from '../tracking/tracking.service';
import { kindOf, returnabilityOf, scheduleOf } from './return-rules';
import type { ReturnProgress } from './return-progress';
import { describeLine, returnView } from './return-view';
import type { OrderForReturn, ReturnEvent, ReturnsRepository } from './returns.repository';

type CreateInput = z.output<typeof createReturnSchema>;
/** Whose request it is: all a return needs of the session. */
type AuthContext = Pick<Session, 'userId'>;

interface Deps {
  db: Database;
  returns: ReturnsRepository;
  progress: ReturnProgress;
  /** When an order reached the customer, from its tracking: the window counts from there. */
  deliveries: Deliveries;
  clock: Clock;
  /** The van's round in seconds instead of the settings' minutes (RETURN_ROUND_SECONDS: browser tests). */
  collectAfterSeconds?: number | undefined;
}

const collection = <T>(members: T[], total = members.length) => ({
  'hydra:member': members,
  'hydra:totalItems': total,
});

/** '/orders/{id}' or the bare id, lower-cased; undefined when it is no order id at all. */
const orderIdOf = (value: string): string | undefined => {
  const id = value.trim().replace(/^\/(api\/)?orders\//, '');
  return isUuid(id) ? id.toLowerCase() : undefined;
};

/**
 * Digital returns (issue 26): what of an order can come back, asking for it, and following it.
 * Only the user's own orders and returns; anyone else's is "not found".
 */
export function createReturnsService({ db, returns, progress, deliveries, clock, collectAfterSeconds }: Deps) {
  /** Every line of the order with what can still be returned, under the settings. */
  async function productsOf(order: OrderForReturn, now: Date): Promise<ReturnProduct[]> {
    const settings = await returns.settings();
    const lines = order.lines.filter((line) => line.quantity > 0);
    const facts = await returns.partFacts(
      lines.map((line) => line.item.sku),
      order.currency,
    );
    const taken = await returns.quantities(order.id);
    const deliveredAt = order.status === 'placed' ? await deliveries.deliveredAt(order.userId, order.id, now) : null;
    return lines.map((line): ReturnProduct => {
      const part = facts.get(line.item.sku);
      const kind = kindOf(part?.path, settings.kinds);
      const { returned, pending } = taken.get(line.id) ?? { returned: 0, pending: 0 };
      const result = returnabilityOf({
        orderStatus: order.status,
        deliveredAt,
        quantity: line.quantity,
        returned,
        pending,
        kind,
        now,
        windowDays: settings.windowDays,
      });
      return {
        id: line.id,
        sku: line.item.sku,
        description: describeLine(line),
        quantity: line.quantity,
        deliveredQuantity: result.delivered,
        returnedQuantity: returned,
        pendingQuantity: pending,
        returnableQuantity: result.returnable,
        unitPrice: line.unitPrice.excTax,
        vatRate: line.taxRate,
        currency: order.currency,
        kind: kind.kind,
        exchangeSurcharge: kind.kind === 'exchange-unit' ? (part?.surcharge ?? 0) : 0,
        notReturnable: result.notReturnable
          ? { code: result.notReturnable, message: notReturnableMessages[result.notReturnable] }
          : null,
        returnBy: result.returnBy,
      };
    });
  }

  async function own(auth: AuthContext, id: string) {
    const row = isUuid(id) ? await returns.find(id.toLowerCase()) : undefined;
    if (!row || row.userId !== auth.userId) throw notFound(returnMessages.notFound);
    return row;
  }

  /** Makes the return at `now`, in the caller's transaction; checks every line first. */
  async function create(auth: AuthContext, input: CreateInput, now: Date): Promise<DigitalReturn> {
    const id = input.id?.toLowerCase() ?? uuidv7(now.getTime());
    const orderId = orderIdOf(input.order);
    const order = orderId ? await returns.lockOrder(auth.userId, orderId) : undefined;
    if (!order) throw notFound(returnMessages.orderNotFound);
    if (input.id) {
      // Read under the order's lock: the same return sent twice at once is made once.
      const owner = await returns.ownerOf(id);
      // The same return sent again (a replay without its key): answered as it is.
      if (owner === auth.userId) return returnView((await returns.find(id))!);
      if (owner) throw new HttpProblem(409, returnMessages.idTaken);
    }
    const products = new Map((await productsOf(order, now)).map((product) => [product.id, product]));
    const asked = new Map<string, number>();
    const violations: Violation[] = [];
    input.lines.forEach((line, index) => {
      const product = products.get(line.orderLine);
      if (!product) {
        violations.push({ propertyPath: `lines[${index}].orderLine`, message: returnMessages.unknownLine });
        return;
      }
      // The same line twice in one return counts against what is left.
      const before = asked.get(product.id) ?? 0;
      const left = Math.max(0, product.returnableQuantity - before);
      if (line.quantity > left) {
        violations.push({
          propertyPath: `lines[${index}].quantity`,
          message:
            product.notReturnable && before === 0 ? product.notReturnable.message : returnMessages.returnable(left),
        });
        return;
      }
      asked.set(product.id, before + line.quantity);
    });
    if (violations.length) throw new HttpProblem(422, violations[0]!.message, violations);

    const settings = await returns.settings();
    const schedule = scheduleOf(now, settings, collectAfterSeconds);
    const history: ReturnEvent[] = [{ state: 'requested', at: now.toISOString(), note: null }];
    await returns.insert({
      id,
      reference: await returns.newReference(),
      userId: auth.userId,
      orderId: order.id,
      state: 'requested',
      createdAt: now,
      ...schedule,
      history,
      lines: input.lines.map((line) => ({
        orderLine: line.orderLine,
        quantity: line.quantity,
        reason: line.reason,
        note: line.note || null,
      })),
    });
    // Approval at once (the demo's branch) shows in the answer.
    if (schedule.approveAt && schedule.approveAt <= now)
      await returns.transition(id, 'requested', { state: 'approved', at: now.toISOString(), note: null });
    return returnView((await returns.find(id))!);
  }

  return {
    reasons: () => collection(returnReasons.map((reason) => ({ ...reason }))),

    async products(auth: AuthContext, orderId: string) {
      const id = orderIdOf(orderId);
      const order = id ? await returns.findOrder(auth.userId, id) : undefined;
      if (!order) throw notFound(returnMessages.orderNotFound);
      return collection(await productsOf(order, clock()));
    },

    /** POST /digital-returns: one return, made in one transaction with the order's row locked. */
    async create(auth: AuthContext, input: CreateInput): Promise<DigitalReturn> {
      return withTransaction(db, () => create(auth, input, clock()));
    },

    /** A return made at another moment (the demo's history). */
    createAt: (auth: AuthContext, input: CreateInput, at: Date) => withTransaction(db, () => create(auth, input, at)),

    async list(auth: AuthContext, query: { page: number; itemsPerPage: number }) {
      await progress.advanceDue(auth.userId);
      const { members, total } = await returns.list(auth.userId, query.page, query.itemsPerPage);
      return collection(members.map(returnView), total);
    },

    async get(auth: AuthContext, id: string): Promise<DigitalReturn> {
      const row = await own(auth, id);
      if (['requested', 'approved', 'collected'].includes(row.state)) {
        await progress.advanceDue(auth.userId);
        return returnView(await own(auth, id));
      }
      return returnView(row);
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;

/** For the demo (issue 44): it makes and moves its returns as the API does. */
export { createReturnProgress } from './return-progress';
export { createReturnsRepository } from './returns.repository';
