import type { z } from 'zod/mini';
import { basketRoutes } from '../../../contract/basket/routes';
import { MAX_BASKET_LINES, type Basket, type BasketUpdate } from '../../../contract/basket/schemas';
import { IDEMPOTENCY_HEADER } from '../../../contract/http/headers';
import { orderRoutes } from '../../../contract/orders/routes';
import type { Order } from '../../../contract/orders/schemas';
import { messages } from '../../../contract/messages';
import { appDb } from '../../db/app-db';
import type { BasketRow } from '../../db/baskets';
import { requestKeyOf, type OutboxEntry } from '../../db/outbox';
import { apiRequest, type SessionPolicy } from '../../session/api-request';
import { registerOperation, type ConflictValue, type Operation, type QueuedEntry } from '../../sync/operations';
import { rowFromServer } from './basket-row';
import { entriesOfEntity } from '../../db/outbox-queries';
import {
  confirmPayloadSchema,
  convertPayloadSchema,
  createPayloadSchema,
  linesPayloadSchema,
  payPayloadSchema,
  promotionPayloadSchema,
  shippingPayloadSchema,
  type LinesPayload,
} from './basket-payloads';

const keyed = (entry: OutboxEntry) => ({ [IDEMPOTENCY_HEADER]: requestKeyOf(entry) });

async function rowOf(entry: OutboxEntry): Promise<BasketRow | undefined> {
  return appDb.baskets.get(entry.entityId);
}

/**
 * Changes the entry's basket row on the device, when it is still there: read and written in one
 * transaction (the caller's, when there is one), so a change the person makes meanwhile stays.
 */
async function updateRow(entry: OutboxEntry, change: (row: BasketRow) => Partial<BasketRow>): Promise<void> {
  await appDb.transaction('rw', appDb.baskets, async () => {
    const row = await rowOf(entry);
    if (row) await appDb.baskets.put({ ...row, ...change(row) });
  });
}

/** The server's version the device last saw: what a write is based on when it is sealed. */
async function baseVersion(entry: OutboxEntry): Promise<number | undefined> {
  const version = (await rowOf(entry))?.serverVersion;
  return version ? version : undefined;
}

/** The version the request is based on: fixed when it was sealed (older entries: read now). */
async function basedOn(entry: OutboxEntry): Promise<number | undefined> {
  return entry.basedOn ?? baseVersion(entry);
}

/** Changes of this basket still to go after `entry` (refused ones wait for the person only). */
async function othersWaiting(entry: OutboxEntry): Promise<number> {
  return entriesOfEntity(entry.entityId, entry.id)
    .filter((other) => other.state !== 'failed')
    .count();
}

/**
 * The server answered a basket: with nothing else waiting, its copy becomes the device's (the
 * server's prices and totals, no longer provisional); with more changes waiting, the device keeps
 * its own lines and only moves its base version on.
 */
async function adopt(entry: OutboxEntry, basket: Basket, notices: string[] = []): Promise<void> {
  // Both reads at once: inside the replay's transaction each await is a round trip to IndexedDB.
  const [row, waiting] = await Promise.all([rowOf(entry), othersWaiting(entry)]);
  if (row && waiting > 0) {
    // The device keeps its own lines, but which promotions hold is the server's word alone.
    const kept = { ...row.basket, promotions: basket.promotions };
    const keptNotices = [...(row.notices ?? []), ...notices];
    await appDb.baskets.put({ ...row, basket: kept, serverVersion: basket.version, notices: keptNotices });
    return;
  }
  const next = rowFromServer(basket, row?.userId ?? entry.userId, row);
  await appDb.baskets.put({ ...next, notices });
}

/** What every basket operation shares: conflicts keep both copies, and resolve either way. */
const basketCommon = {
  snapshot: async (entry: OutboxEntry) => (await rowOf(entry))?.basket ?? null,
  takeTheirs: async (entry: OutboxEntry, theirs: unknown) => adopt(entry, theirs as Basket),
  // The same change, based on the server's copy: it then overwrites what it touches.
  keepMine: async (entry: OutboxEntry, theirs: unknown) => {
    const { version } = theirs as Basket;
    await updateRow(entry, () => ({ serverVersion: version }));
    return { basedOn: version };
  },
  baseVersion,
} satisfies Pick<Operation, 'snapshot' | 'takeTheirs' | 'keepMine' | 'baseVersion'>;

const create: Operation<z.infer<typeof createPayloadSchema>> = {
  ...basketCommon,
  payload: createPayloadSchema,
  send: async (entry, policy) => {
    const { currency, lines } = entry.payload;
    const body = { id: entry.entityId, lines, currency };
    return apiRequest(basketRoutes.createBasket, { body, headers: keyed(entry), policy });
  },
  applied: async (entry, answer) => adopt(entry, answer as Basket),
};

/** Each line the change set, beside the server's quantity now. */
function lineConflictValues(entry: QueuedEntry<LinesPayload>, theirs: unknown): ConflictValue[] {
  const saved = (theirs as Basket | null)?.lines ?? [];
  const words = (quantity: number | undefined) =>
    quantity === undefined || quantity <= 0 ? 'not in the basket' : String(quantity);
  return entry.payload.lines.map((line) => {
    const other = saved.find((candidate) => candidate.id === line.id);
    const label = other?.productName ?? line.productName ?? 'A line';
    return { label, mine: words(line.quantity), theirs: words(other?.quantity) };
  });
}

const lines: Operation<LinesPayload> = {
  ...basketCommon,
  payload: linesPayloadSchema,
  conflictValues: lineConflictValues,
  send: async (entry, policy: SessionPolicy) => {
    return apiRequest(basketRoutes.updateBasket, {
      params: { id: entry.entityId },
      body: { version: await basedOn(entry), lines: entry.payload.lines },
      headers: keyed(entry),
      policy,
    });
  },
  applied: async (entry, answer) => {
    const update = answer as BasketUpdate;
    await adopt(
      entry,
      update,
      update.violations.map((v) => v.message),
    );
  },
  fold: foldLines,
};

/**
 * Line changes set absolute quantities by line id, so consecutive ones go as one PUT: each line
 * once, as its last change left it, in the order lines first appeared; no more lines than one
 * request may carry.
 */
export function foldLines(payloads: readonly LinesPayload[]): { payload: LinesPayload; taken: number } {
  const byId = new Map<string, LinesPayload['lines'][number]>();
  let taken = 0;
  for (const payload of payloads) {
    const next = payload.lines;
    const added = next.filter((line) => !byId.has(line.id)).length;
    if (taken > 0 && byId.size + added > MAX_BASKET_LINES) break;
    for (const line of next) byId.set(line.id, line);
    taken += 1;
  }
  return { payload: { lines: [...byId.values()] }, taken };
}

type PromotionPayload = z.infer<typeof promotionPayloadSchema>;

const promotions: Operation<PromotionPayload> = {
  ...basketCommon,
  payload: promotionPayloadSchema,
  send: async (entry, policy) => {
    return apiRequest(basketRoutes.applyPromotionCodes, {
      params: { id: entry.entityId },
      body: { version: await basedOn(entry), promoCodes: [entry.payload.code] },
      headers: keyed(entry),
      policy,
    });
  },
  applied: async (entry, answer) => {
    const basket = answer as Basket;
    const { code } = entry.payload;
    // §8: a success that does not show the promotion is still "An unknown error occurred".
    const shown = basket.promotions.some((p) => p.promotionCode.toUpperCase() === code.toUpperCase());
    await adopt(entry, basket, shown ? [] : [messages.unknownError]);
    await dropPendingCode(entry);
  },
  failed: async (entry) => dropPendingCode(entry),
  discarded: async (entry) => dropPendingCode(entry),
};

async function dropPendingCode(entry: QueuedEntry<PromotionPayload>): Promise<void> {
  const { code } = entry.payload;
  await updateRow(entry, (row) => ({ pendingPromoCodes: row.pendingPromoCodes.filter((c) => c !== code) }));
}

const shipping: Operation<z.infer<typeof shippingPayloadSchema>> = {
  ...basketCommon,
  payload: shippingPayloadSchema,
  conflictValues: (entry, theirs) => {
    const words = (choice: { service: string; date: string } | null | undefined) =>
      choice ? `${choice.service} on ${choice.date}` : 'none chosen';
    const saved = (theirs as Basket | null)?.shipping;
    return [{ label: 'Delivery', mine: words(entry.payload.shipping), theirs: words(saved) }];
  },
  send: async (entry, policy) => {
    return apiRequest(basketRoutes.updateBasket, {
      params: { id: entry.entityId },
      body: { version: await basedOn(entry), shipping: entry.payload.shipping },
      headers: keyed(entry),
      policy,
    });
  },
  applied: async (entry, answer) => adopt(entry, answer as Basket),
};

type ConfirmPayload = z.infer<typeof confirmPayloadSchema>;

/** The payment queued behind a confirm goes when the confirm does not. */
async function dropPayment(entry: QueuedEntry<ConfirmPayload>): Promise<void> {
  const { orderId } = entry.payload;
  const later = await entriesOfEntity(entry.entityId, entry.id).toArray();
  const paysFor = (other: OutboxEntry) => payPayloadSchema.safeParse(other.payload).data?.orderId === orderId;
  const payments = later.filter((other) => other.operation === 'order.pay' && paysFor(other));
  await appDb.outbox.bulkDelete(payments.map((other) => other.id));
}

const confirm: Operation<ConfirmPayload> = {
  ...basketCommon,
  payload: confirmPayloadSchema,
  send: async (entry, policy) => {
    const { orderId, expectedTotalIncTax, customerReference, vrm } = entry.payload;
    return apiRequest(basketRoutes.confirmBasket, {
      params: { id: entry.entityId },
      body: {
        version: await basedOn(entry),
        orderId,
        expectedTotalIncTax,
        ...(customerReference && { customerReference }),
        ...(vrm && { vrm }),
      },
      headers: keyed(entry),
      policy,
    });
  },
  applied: async (entry, answer) => {
    const order = answer as Order;
    const row = await rowOf(entry);
    if (!row) return;
    await appDb.baskets.put({
      ...row,
      basket: { ...row.basket, status: 'confirmed', orderId: order.id },
      order,
      orderProblem: null,
      notices: order.notices,
    });
  },
  // The re-priced basket: "keep mine" places the order at the new total the person has now seen.
  keepMine: async (entry, theirs) => {
    const basket = theirs as Basket;
    await adopt(entry, basket);
    const row = await rowOf(entry);
    const expectedTotalIncTax = basket.totals.totalIncTax;
    if (row?.orderPending) {
      await appDb.baskets.put({ ...row, orderPending: { ...row.orderPending, expectedTotalIncTax } });
    }
    return { payload: { ...entry.payload, expectedTotalIncTax }, basedOn: basket.version };
  },
  takeTheirs: async (entry, theirs) => {
    // The payment goes first, or the basket would think changes still wait and keep its own copy.
    await dropPayment(entry);
    await adopt(entry, theirs as Basket);
    await updateRow(entry, () => ({ orderPending: null }));
  },
  failed: async (entry, message) => {
    await dropPayment(entry);
    await updateRow(entry, () => ({ orderPending: null, orderProblem: message }));
  },
  discarded: async (entry) => {
    await dropPayment(entry);
    await updateRow(entry, () => ({ orderPending: null }));
  },
};

const pay: Operation<z.infer<typeof payPayloadSchema>> = {
  ...basketCommon,
  payload: payPayloadSchema,
  send: async (entry, policy) => {
    const { paymentId, orderId, currency } = entry.payload;
    return apiRequest(orderRoutes.createPaymentTransaction, {
      body: { id: paymentId, order: orderId, currency, provider: 'payOnAccount' },
      headers: keyed(entry),
      policy,
    });
  },
  applied: async (entry) => {
    const row = await rowOf(entry);
    if (!row?.order) return;
    const order = { ...row.order, status: 'placed' as const, placedAt: new Date().toISOString() };
    await appDb.baskets.put({ ...row, order, orderPending: null });
  },
  failed: async (entry, message) => updateRow(entry, () => ({ orderPending: null, orderProblem: message })),
};

const convert: Operation<z.infer<typeof convertPayloadSchema>> = {
  ...basketCommon,
  payload: convertPayloadSchema,
  send: async (entry, policy) => {
    const body = { version: await basedOn(entry) };
    const params = { id: entry.entityId };
    return apiRequest(basketRoutes.convertBasket, { params, body, headers: keyed(entry), policy });
  },
  applied: async (entry, answer) => adopt(entry, answer as Basket),
};

/** The basket's operations in the sync registry; app/ calls this once at start. */
export function registerBasketOperations(): void {
  registerOperation('basket.create', create);
  registerOperation('basket.lines', lines);
  registerOperation('basket.promotions', promotions);
  registerOperation('basket.shipping', shipping);
  registerOperation('basket.confirm', confirm);
  registerOperation('order.pay', pay);
  registerOperation('basket.convert', convert);
}
