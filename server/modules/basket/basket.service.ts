import { basketMessages } from '../../../contract/basket/messages';
import { promotionProblem } from '../../../contract/basket/pricing';
import type {
  Basket,
  BasketUpdate,
  confirmBasketSchema,
  createBasketSchema,
  promotionCodesSchema,
  updateBasketSchema,
} from '../../../contract/basket/schemas';
import type { Violation } from '../../../contract/errors';
import { uuidv7, isUuid } from '../../../contract/ids/uuid-v7';
import { promotionMessages } from '../../../contract/promotions/messages';
import type { BasketPromotion } from '../../../contract/promotions/schemas';
import { shippingMessages } from '../../../contract/shipping/messages';
import { shippingDateProblem } from '../../../contract/shipping/shipping-date';
import { fromSterling } from '../../../contract/money/exchange';
import type { z } from 'zod/mini';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { BasketRow } from '../../db/schema';
import { withTransaction } from '../../db/unit-of-work';
import { readVersioned } from '../../db/versioned-read';
import { ConflictProblem } from '../../http/conflict';
import { HttpProblem, notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import type { PromotionsRepository } from '../promotions/promotions.service';
import type { ShippingRepository } from '../shipping/shipping.service';
import type { BasketProductsRepository } from './basket-products.repository';
import { basketView } from './basket-view';
import type { BasketsRepository } from './baskets.repository';
import { withHeldPrices } from './price-holds';
import type { PriceHoldsRepository } from './price-holds.repository';
import type { Customer, CustomerRepository } from './customer.repository';
import { lineChanges, productKeysOf } from './line-changes';

/**
 * The basket's rules (storefront-core §4 Basket, §5, §8). The owner is the user of the session
 * (guests too); anyone else's basket is "not found". Every write runs in one transaction, moves
 * the version by one through the basket's conditional UPDATE, and answers the basket priced now.
 */
interface Deps {
  db: Database;
  baskets: BasketsRepository;
  products: BasketProductsRepository;
  promotions: PromotionsRepository;
  shipping: ShippingRepository;
  customers: CustomerRepository;
  /** Quotes' held prices on lines (issue 43): read wherever the basket is priced. */
  holds: PriceHoldsRepository;
  clock: Clock;
}

type CreateBody = z.output<typeof createBasketSchema>;
type UpdateBody = z.output<typeof updateBasketSchema>;
type PromotionCodesBody = z.output<typeof promotionCodesSchema>;
export type ConfirmBody = z.output<typeof confirmBasketSchema>;

export function createBasketService({ db, baskets, products, promotions, shipping, customers, holds, clock }: Deps) {
  const customerOf = (auth: AuthContext) =>
    auth.guest
      ? Promise.resolve<Customer>({
          userId: auth.userId,
          isTrade: false,
          accountId: null,
          branchId: null,
          branchName: null,
        })
      : customers.find(auth.userId);

  /** The row's lines, each at a quote's held price while its hold lasts (price-holds.ts). */
  async function heldLines(row: BasketRow) {
    return withHeldPrices(await baskets.lines(row.id), await holds.ofBasket(row.id), row.currency, clock());
  }

  /**
   * The basket of `row` with its lines and promotions as they are now. Only for a row this
   * transaction holds (claimed or just inserted), whose lines no one else can change; any other
   * answer reads through `current`.
   */
  async function view(row: BasketRow, customer: Customer, promotionList?: BasketPromotion[]): Promise<Basket> {
    return basketView({
      row,
      lines: await heldLines(row),
      promotions: promotionList ?? (await promotions.ofBasket(row.id)),
      shipping: row.shippingService ? ((await shipping.find(row.shippingService)) ?? null) : null,
      isTrade: customer.isTrade,
      now: clock(),
    });
  }

  /**
   * The caller's basket, or 404 (another user's basket is not found either). `lock` holds the row
   * for the rest of the transaction (baskets.repository.ts `find`).
   */
  async function owned(
    auth: AuthContext,
    id: string,
    lock?: Parameters<BasketsRepository['find']>[1],
  ): Promise<BasketRow> {
    const row = isUuid(id) ? await baskets.find(id, lock) : undefined;
    if (!row || row.userId !== auth.userId) throw notFound(basketMessages.notFound);
    return row;
  }

  /**
   * The basket as it is now, its version, lines and promotions read as one copy
   * (db/versioned-read.ts): GET, and the `current` of a 409. With `auth`, another user's basket is
   * "not found"; without, the caller has checked whose it is.
   */
  async function current(id: string, customer: Customer, auth?: AuthContext): Promise<Basket> {
    return readVersioned(db, async (lock) => {
      const row = auth ? await owned(auth, id, lock) : await baskets.find(id, lock);
      if (!row) throw notFound(basketMessages.notFound);
      return view(row, customer);
    });
  }

  /** 409 with the current basket when the write was based on another version or it is confirmed. */
  async function assertWritable(row: BasketRow, customer: Customer, version: number | undefined): Promise<void> {
    if (row.status !== 'open')
      throw new ConflictProblem(basketMessages.alreadyConfirmed, await current(row.id, customer));
    if (version !== undefined && version !== row.version) {
      throw new ConflictProblem(basketMessages.versionConflict, await current(row.id, customer));
    }
  }

  /** Moves the basket to its next version, or answers 409 with the current one. */
  async function claim(
    auth: AuthContext,
    customer: Customer,
    id: string,
    version: number | undefined,
    changes: Parameters<BasketsRepository['claim']>[4] = {},
  ) {
    const claimed = await baskets.claim(id, auth.userId, version, clock(), changes);
    if (claimed) return claimed;
    const row = await owned(auth, id);
    await assertWritable(row, customer, version);
    throw new ConflictProblem(basketMessages.versionConflict, await current(id, customer));
  }

  async function applyLines(basketId: string, inputs: UpdateBody['lines']) {
    const list = inputs ?? [];
    const found = await products.byKeys(productKeysOf(list));
    return lineChanges(basketId, list, await baskets.lineProducts(basketId), found);
  }

  async function writeLines(basketId: string, changes: Awaited<ReturnType<typeof applyLines>>) {
    const at = clock();
    for (const id of changes.removals) await baskets.deleteLine(basketId, id);
    // Each new line a millisecond after the last, so lines keep the order they were sent in.
    for (const [index, line] of changes.upserts.entries())
      await baskets.upsertLine(basketId, line, new Date(at.getTime() + index));
  }

  return {
    current,
    owned,
    heldLines,
    customerOf,
    assertWritable,
    claim,

    /** POST /baskets: a new basket; an id the caller already owns answers it again (200), another's is 404. */
    async create(auth: AuthContext, body: CreateBody): Promise<{ basket: Basket; created: boolean }> {
      return withTransaction(db, async () => {
        const customer = await customerOf(auth);
        const id = body.id?.toLowerCase() ?? uuidv7(clock().getTime());
        const now = clock();
        if (
          !(await baskets.insert({ id, userId: auth.userId, currency: body.currency, createdAt: now, updatedAt: now }))
        ) {
          return { basket: await current(id, customer, auth), created: false };
        }
        const changes = await applyLines(id, body.lines);
        if (changes.violations.length) throw new HttpProblem(422, 'Validation failed', changes.violations);
        await writeLines(id, changes);
        return { basket: await view(await owned(auth, id), customer), created: true };
      });
    },

    async get(auth: AuthContext, id: string): Promise<Basket> {
      return current(id, await customerOf(auth), auth);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await withTransaction(db, async () => {
        await owned(auth, id);
        await baskets.delete(id);
      });
    },

    /** PUT /baskets/{id}: lines upserted by id and the shipping choice; refused lines come back as violations. */
    async update(auth: AuthContext, id: string, body: UpdateBody): Promise<BasketUpdate> {
      return withTransaction(db, async () => {
        const customer = await customerOf(auth);
        const row = await owned(auth, id);
        await assertWritable(row, customer, body.version);
        const changes = await applyLines(id, body.lines);
        const lineCount = body.lines?.length ?? 0;
        if (lineCount > 0 && changes.refused === lineCount && body.shipping === undefined) {
          throw new HttpProblem(422, 'Validation failed', changes.violations);
        }
        let shippingChange: Parameters<BasketsRepository['claim']>[4] = {};
        if (body.shipping === null) shippingChange = { shippingService: null, shippingDate: null };
        else if (body.shipping) {
          const service = await shipping.find(body.shipping.service);
          const problem = service
            ? shippingDateProblem(service, body.shipping.date, clock(), customer.isTrade)
            : shippingMessages.unknownService;
          if (problem) throw new HttpProblem(422, problem);
          shippingChange = { shippingService: body.shipping.service, shippingDate: body.shipping.date };
        }
        const claimed = await claim(auth, customer, id, body.version, shippingChange);
        await writeLines(id, changes);
        return { ...(await view(claimed, customer)), violations: changes.violations };
      });
    },

    /** PUT /baskets/{id}/promotion-codes: every code is checked; one refused adds none (422 on promoCodes). */
    async applyPromotionCodes(auth: AuthContext, id: string, body: PromotionCodesBody): Promise<Basket> {
      return withTransaction(db, async () => {
        const customer = await customerOf(auth);
        // Held from here (the lock the claim below takes anyway): the codes are checked against
        // the lines of the version they are added to.
        const row = await owned(auth, id, 'no key update');
        await assertWritable(row, customer, body.version);
        const basket = await view(row, customer);
        const held = new Set(basket.promotions.map((promotion) => promotion.promotionCode));
        const violations: Violation[] = [];
        const adding: string[] = [];
        for (const typed of body.promoCodes) {
          const promotion = await promotions.find(typed);
          const message = !promotion
            ? promotionMessages.unknownCode
            : held.has(promotion.promotionCode)
              ? promotionMessages.alreadyInBasket
              : promotionCodeMessage(promotion, customer, basket, clock());
          if (message) violations.push({ propertyPath: 'promoCodes', message });
          else if (promotion) {
            held.add(promotion.promotionCode);
            adding.push(promotion.promotionCode);
          }
        }
        if (violations.length) throw new HttpProblem(422, 'Validation failed', violations);
        const claimed = await claim(auth, customer, id, body.version);
        await promotions.add(id, adding, clock());
        return view(claimed, customer);
      });
    },

    /** DELETE /baskets/{id}/promotion-codes/{code}. */
    async removePromotionCode(auth: AuthContext, id: string, code: string): Promise<Basket> {
      return withTransaction(db, async () => {
        const customer = await customerOf(auth);
        const row = await owned(auth, id);
        await assertWritable(row, customer, undefined);
        const upper = code.trim().toUpperCase();
        if (!(await promotions.ofBasket(id)).some((promotion) => promotion.promotionCode === upper)) {
          throw notFound(promotionMessages.notInBasket);
        }
        const claimed = await claim(auth, customer, id, undefined);
        await promotions.remove(id, [upper]);
        return view(claimed, customer);
      });
    },

    /**
     * PUT /baskets/{id}/convert: the basket of the guest this session's login started from becomes
     * the user's (storefront-core §4 Login). Any other basket is "not found"; one already the
     * user's answers as it is.
     */
    async convert(auth: AuthContext, id: string, version: number | undefined): Promise<Basket> {
      return withTransaction(db, async () => {
        const customer = await customerOf(auth);
        const row = isUuid(id) ? await baskets.find(id) : undefined;
        if (row && row.userId === auth.userId) {
          await assertWritable(row, customer, version);
          return current(row.id, customer);
        }
        const guest = await customers.previousGuestOf(auth.sessionId);
        if (!row || !guest || row.userId !== guest) throw notFound(basketMessages.notFound);
        const claimed = await baskets.claim(id, guest, version, clock(), { userId: auth.userId });
        if (!claimed) {
          if (row.status !== 'open')
            throw new ConflictProblem(basketMessages.alreadyConfirmed, await current(row.id, customer));
          throw new ConflictProblem(basketMessages.versionConflict, await current(row.id, customer));
        }
        return view(claimed, customer);
      });
    },
  };
}

/** Why a code cannot be added to this basket now, in the person's words; null when it can. */
function promotionCodeMessage(
  promotion: BasketPromotion,
  customer: Customer,
  basket: Basket,
  now: Date,
): string | null {
  const problem = promotionProblem(promotion.rule, {
    now,
    isTrade: customer.isTrade,
    itemsExcTax: basket.totals.itemsExcTax,
    currency: basket.currency,
  });
  switch (problem) {
    case 'expired':
      return promotionMessages.expired;
    case 'notStarted':
      return promotionMessages.notStarted;
    case 'tradeOnly':
      return promotionMessages.tradeOnly;
    case 'threshold':
      return promotionMessages.thresholdNotMet(
        fromSterling(promotion.rule.thresholdExcTax ?? 0, basket.currency),
        basket.currency,
      );
    default:
      return null;
  }
}

export type BasketService = ReturnType<typeof createBasketService>;

/**
 * For other modules (issue 44): orders and quotes keep their lines as the basket does (a line's
 * product columns and record) and price them with its view; quotes hold prices; quotes and work
 * orders read a product reference as the basket does (productKey).
 */
export { productKey } from './basket-products.repository';
export { basketView, priceLines } from './basket-view';
export { lineProductColumns, lineProductJoins, lineRecordOf } from './baskets.repository';
export type { LineRecord } from './baskets.repository';
export { createPriceHoldsRepository } from './price-holds.repository';
export type { PriceHoldsRepository } from './price-holds.repository';
