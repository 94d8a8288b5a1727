import { basketMessages } from '../../../contract/basket/messages';
import type { Basket, BasketLine } from '../../../contract/basket/schemas';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { promotionMessages } from '../../../contract/promotions/messages';
import { isValidRegistration, normaliseRegistration } from '../../../contract/vehicles/registration';
import { appDb, isQuotaError } from '../../db/app-db';
import type { BasketRow } from '../../db/baskets';
import { recordChange, StorageFullError } from '../../sync/record-change';
import { localText } from '../../storage/local-text';
import { GUEST_BASKET_KEY, userBasketKey } from './basket-keys';
import {
  emptyBasket,
  lineFromProduct,
  lineInCurrency,
  reprice,
  withProductAdded,
  withQuantity,
  type LineExtras,
  type PricingContext,
} from './basket-row';
import { describeQuantity } from './basket-words';
import { entriesOfEntity } from '../../db/outbox-queries';

/** Whose basket key a session uses (§3): the shared guest key, or the user's own. */
export function basketKeyFor(userId: string, isGuest: boolean): string {
  return isGuest ? GUEST_BASKET_KEY : userBasketKey(userId);
}

/**
 * The basket of this session: read from its stored id (§4); when there is none (or the stored one
 * is not this user's), a new one is made on the device with the preferred currency and queued for
 * the server. Works offline.
 */
export function ensureBasket(userId: string, isGuest: boolean, currency: Basket['currency']): Promise<BasketRow> {
  // Every "Add to basket" on a page asks at once: one answer per key, or each would start a basket.
  const key = basketKeyFor(userId, isGuest);
  let pending = ensuring.get(key);
  if (!pending) {
    pending = findOrStartBasket(key, userId, isGuest, currency).finally(() => ensuring.delete(key));
    ensuring.set(key, pending);
  }
  return pending;
}

const ensuring = new Map<string, Promise<BasketRow>>();

async function findOrStartBasket(
  key: string,
  userId: string,
  isGuest: boolean,
  currency: Basket['currency'],
): Promise<BasketRow> {
  const storedId = localText(key).read();
  const existing = storedId ? await appDb.baskets.get(storedId) : undefined;
  if (existing && existing.userId === userId && existing.basket.status === 'open') {
    // An empty basket in the other currency (the person switched between pounds and euro) is
    // replaced by one in theirs: it holds nothing to lose. A basket with lines keeps its currency.
    const empty = existing.basket.lines.length === 0 && !existing.order && !existing.orderPending;
    const wrongCurrency = existing.basket.currency !== currency && empty;
    return wrongCurrency ? startBasket(userId, isGuest, currency) : existing;
  }
  if (existing && existing.basket.status === 'open') {
    // The key moved at login or logout (§4): a logged-in user takes over the guest's basket; a
    // guest keeping the basket after logout gets a copy of its lines in a basket of their own.
    const lines = existing.basket.lines.map((line) => lineInCurrency(line, existing.basket.currency, currency));
    return isGuest ? startBasket(userId, isGuest, currency, lines) : adoptBasket(existing, userId);
  }
  // Logged out and back in on this device (the key went at logout): their open basket, with any
  // changes still waiting for them, is still here.
  const own = isGuest ? undefined : await lastOpenBasketOf(userId);
  if (own) {
    localText(key).write(own.id);
    return own;
  }
  return startBasket(userId, isGuest, currency);
}

async function lastOpenBasketOf(userId: string): Promise<BasketRow | undefined> {
  const rows = await appDb.baskets.where('userId').equals(userId).toArray();
  return rows
    .filter((row) => row.basket.status === 'open' && row.order === null && row.orderPending === null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
}

/**
 * The guest basket becomes the user's: its waiting changes are the user's now (they are the same
 * person on this device), sent after PUT /baskets/{id}/convert when the server already has it.
 * Re-keying them is safe: line writes set absolute quantities by line id.
 */
async function adoptBasket(found: BasketRow, userId: string, now = Date.now()): Promise<BasketRow> {
  return appDb.transaction('rw', appDb.baskets, appDb.outbox, async () => {
    // Read again in the transaction that writes it: a change made since it was found is kept.
    const row = (await appDb.baskets.get(found.id)) ?? found;
    const adopted: BasketRow = { ...row, userId };
    const waiting = (await entriesOfEntity(row.id).toArray()).filter((entry) => entry.userId === row.userId);
    await appDb.outbox.bulkDelete(waiting.map((entry) => entry.id));
    const sent = row.serverVersion > 0;
    if (sent) {
      await recordChange(
        [],
        async () => {},
        {
          userId,
          entity: 'basket',
          entityId: row.id,
          operation: 'basket.convert',
          payload: {},
          description: 'Keep the basket you filled before logging in',
        },
        new Date(now),
      );
    }
    await appDb.outbox.bulkAdd(waiting.map((entry, index) => ({ ...entry, id: uuidv7(now + index + 1), userId })));
    await appDb.baskets.put(adopted);
    return adopted;
  });
}

/** A new, empty basket under the session's key (after an order, or when none exists). */
export async function startBasket(
  userId: string,
  isGuest: boolean,
  currency: Basket['currency'],
  copyLines: readonly BasketLine[] = [],
): Promise<BasketRow> {
  const id = uuidv7();
  const lines = copyLines.map((line) => ({ ...line, id: uuidv7() }));
  const row: BasketRow = {
    id,
    userId,
    serverVersion: 0,
    provisional: true,
    updatedAt: new Date().toISOString(),
    basket: { ...emptyBasket(id, currency), lines },
    pendingPromoCodes: [],
    order: null,
    orderPending: null,
    orderProblem: null,
  };
  await recordChange([appDb.baskets], () => appDb.baskets.put(row).then(() => undefined), {
    userId,
    entity: 'basket',
    entityId: id,
    operation: 'basket.create',
    payload: { currency, lines: lines.map(lineInputOf) },
    description: 'Start a new basket',
  });
  localText(basketKeyFor(userId, isGuest)).write(id);
  return row;
}

/**
 * The lines of a basket in the other currency, moved to a new basket in this one (a guest who
 * switched between pounds and euro with parts in the basket): priced provisionally on the device,
 * then from the server's list of the new currency. The old basket is left as it was.
 */
export function moveToCurrency(
  row: BasketRow,
  userId: string,
  isGuest: boolean,
  currency: Basket['currency'],
): Promise<BasketRow> {
  const lines = row.basket.lines.map((line) => lineInCurrency(line, row.basket.currency, currency));
  return startBasket(userId, isGuest, currency, lines);
}

async function mustGet(basketId: string): Promise<BasketRow> {
  const row = await appDb.baskets.get(basketId);
  if (!row) throw new Error(basketMessages.notFound);
  return row;
}

/** A change of the basket as decided from its row: the row's new local state and the queued change. */
interface BasketChange {
  next: Partial<BasketRow>;
  operation: string;
  payload: unknown;
  description: string;
}

/**
 * Reads the basket and writes its change in ONE Dexie transaction, with the outbox entry that tells
 * the server (as address-store.ts does). Read outside it, two quick changes (two taps on the
 * quantity buttons) would both start from the same row and the later write would put back the row
 * the first one changed, its line lost on the device. `decide` answers the change from the row as
 * it is now, or null when there is nothing to do; it may throw to refuse (nothing is written).
 */
async function changeBasket(basketId: string, decide: (row: BasketRow) => BasketChange | null): Promise<void> {
  try {
    await appDb.transaction('rw', appDb.baskets, appDb.outbox, async () => {
      const row = await mustGet(basketId);
      const change = decide(row);
      if (!change) return;
      const { next, operation, payload, description } = change;
      await recordChange(
        [appDb.baskets],
        async () => {
          await appDb.baskets.put({ ...row, ...next, provisional: true, updatedAt: new Date().toISOString() });
        },
        { userId: row.userId, entity: 'basket', entityId: row.id, operation, payload, description },
      );
    });
  } catch (error) {
    // A full disk shows when the whole transaction commits, past recordChange's own check.
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}

/** Adds a product (quantity 1 unless given, §5), onto its line when it is there already; answers the line's id. */
export async function addToBasket(
  basketId: string,
  product: ProductSummary,
  quantity: number,
  context: PricingContext,
  extras: LineExtras = {},
): Promise<string> {
  let lineId = '';
  await changeBasket(basketId, (row) => {
    const line = lineFromProduct(uuidv7(), product, quantity, row.basket.currency, extras);
    const added = withProductAdded(row.basket, line);
    lineId = added.line.id;
    return {
      next: { basket: reprice(added.basket, context) },
      operation: 'basket.lines',
      payload: { lines: [lineInputOf(added.line)] },
      description: `Add ${quantity} × ${product.brand.name} ${product.mpn || product.sku} to basket`,
    };
  });
  return lineId;
}

/** Sets a line's quantity; 0 removes the line. */
export async function setLineQuantity(
  basketId: string,
  lineId: string,
  quantity: number,
  context: PricingContext,
): Promise<void> {
  await changeBasket(basketId, (row) => {
    const line = row.basket.lines.find((l) => l.id === lineId);
    if (!line) return null;
    return {
      next: { basket: reprice(withQuantity(row.basket, lineId, quantity), context) },
      operation: 'basket.lines',
      payload: { lines: [lineInputOf({ ...line, quantity })] },
      description: describeQuantity(line, quantity),
    };
  });
}

/**
 * Adds a promotion code. One already in the basket is refused at once (§5, §8); offline, the code
 * waits to be checked by the server, and the totals leave it out until then.
 */
export async function applyPromotionCode(basketId: string, code: string): Promise<void> {
  const wanted = code.trim().toUpperCase();
  await changeBasket(basketId, (row) => {
    const inBasket = row.basket.promotions.some((p) => p.promotionCode.toUpperCase() === wanted);
    if (inBasket || row.pendingPromoCodes.includes(wanted)) throw new Error(promotionMessages.alreadyInBasket);
    return {
      next: { pendingPromoCodes: [...row.pendingPromoCodes, wanted] },
      operation: 'basket.promotions',
      payload: { code: wanted },
      description: `Apply promotion code ${wanted}`,
    };
  });
}

/** Chooses the shipping service and date (checked by the server, which may refuse the date). */
export async function chooseShipping(
  basketId: string,
  shipping: { service: string; date: string; name: string },
  context: PricingContext,
): Promise<void> {
  const choice = { service: shipping.service, date: shipping.date };
  await changeBasket(basketId, (row) => ({
    next: { basket: reprice({ ...row.basket, shipping: choice }, context) },
    operation: 'basket.shipping',
    payload: { shipping: choice },
    description: `Choose ${shipping.name} on ${shipping.date}`,
  }));
}

/** What the person adds to an order at checkout (issue 26): their reference and the vehicle. */
export interface OrderDetails {
  customerReference?: string;
  vrm?: string;
}

/**
 * Confirms the basket and pays on account. Two queued calls, in order, with ids made here so a
 * replay names the same order: PUT /baskets/{id}/confirm (the server re-checks prices, stock and
 * promotions against the total the person saw) and POST /payment-transactions. Until they are
 * through, the order is "Not yet placed – will be sent when online": never a false success.
 */
export async function confirmAndPay(basketId: string, order: OrderDetails = {}): Promise<void> {
  const orderId = uuidv7();
  const customerReference = order.customerReference?.trim();
  const vrm = order.vrm ? normaliseRegistration(order.vrm) : '';
  const details = {
    ...(customerReference && { customerReference }),
    // Only a registration the server accepts: a vehicle found by VIN alone must not stop the order.
    ...(vrm && isValidRegistration(vrm) && { vrm }),
  };
  // One transaction for the read and both entries: the total is the one the row holds as the
  // order is queued, and the payment is never queued without its confirm.
  await appDb.transaction('rw', appDb.baskets, appDb.outbox, async () => {
    const row = await mustGet(basketId);
    if (row.basket.lines.length === 0) throw new Error(basketMessages.empty);
    const expectedTotalIncTax = row.basket.totals.totalIncTax;
    await changeBasket(basketId, () => ({
      next: { orderPending: { orderId, expectedTotalIncTax }, orderProblem: null },
      operation: 'basket.confirm',
      payload: { orderId, expectedTotalIncTax, ...details },
      description: 'Place the order (pay on account)',
    }));
    await recordChange([], async () => {}, {
      userId: row.userId,
      entity: 'basket',
      entityId: row.id,
      operation: 'order.pay',
      payload: { paymentId: uuidv7(), orderId, currency: row.basket.currency },
      description: 'Pay for the order on account',
    });
  });
}

/** The request shape of a line (contract LineInput). */
export function lineInputOf(line: {
  id: string;
  product: string;
  quantity: number;
  productName: string;
  vehicleOptions: Record<string, unknown> | null;
}) {
  return {
    id: line.id,
    product: line.product,
    quantity: line.quantity,
    productName: line.productName,
    ...(line.vehicleOptions
      ? { vehicleOptions: line.vehicleOptions as Record<string, string | number | boolean | null> }
      : {}),
  };
}
