import { basketMessages } from '../../../contract/basket/messages';
import { linePath } from '../../../contract/documents/clash';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { quoteMessages } from '../../../contract/quotes/messages';
import type { BasketFromQuote, Quote } from '../../../contract/quotes/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import type { BasketService, PriceHoldsRepository } from '../basket/basket.service';
import { HttpProblem } from '../../http/problem';
import type { StoredQuote } from './quote-document';
import { splitByAvailability } from './quote-availability';
import { expiresAt, isExpired, spokenDay } from './quote-document';
import { quoteNotFound, quoteRefused } from './quote-problems';
import { priceChanges, pricesNow, skuOf, type PartPrice } from './quote-pricing';
import type { QuotesRepository } from './quotes.repository';
import type { QuotesService } from './quotes.service';

export interface QuoteBasketsDeps {
  db: Database;
  quotes: QuotesRepository;
  quotesService: QuotesService;
  basket: Pick<BasketService, 'create' | 'get'>;
  /** Where the quoted prices are held on the basket's lines. */
  holds: Pick<PriceHoldsRepository, 'grant'>;
  clock: Clock;
}

/**
 * A quote from a basket, and a basket from a quote (trade-features §7, issue 43). Both go through
 * the basket's own service, so its rules (what may go in a basket, its pricing) hold.
 */
export function createQuoteBaskets({ db, quotes, quotesService, basket, holds, clock }: QuoteBasketsDeps) {
  return {
    /** POST /wishlists/create-with-basket: the basket's lines, quoted at today's prices. */
    async fromBasket(
      auth: AuthContext,
      body: { basketId: string; name: string; id?: string | undefined; vehicle?: Quote['vehicle'] | undefined },
    ): Promise<{ quote: Quote; created: boolean }> {
      return withTransaction(db, async () => {
        const source = await basket.get(auth, body.basketId);
        if (!source.lines.length) throw quoteRefused('basketId', quoteMessages.emptyBasket);
        return quotesService.create(auth, {
          ...(body.id ? { id: body.id } : {}),
          name: body.name,
          vehicle: body.vehicle ?? null,
          customerName: null,
          customerPhone: null,
          items: source.lines.map((line) => ({ product: line.product, quantity: line.quantity, note: null })),
        });
      });
    },

    /**
     * POST /wishlists/create-basket: a new basket of the quote's lines, under the device's id when
     * it sends one (sent again, the same basket answers). Inside the quote's hold (to the end of
     * its valid-until day, unless the business turned holds off) each line keeps its quoted unit
     * price, held on the basket line with the quote's id (basket/price-holds.ts); after it, or
     * with holds off, the basket is priced today and the answer says so and what moved. A line
     * that cannot be bought now is left out, with its reason, and the rest still make a basket.
     */
    async toBasket(
      auth: AuthContext,
      body: { wishlistId: string; basketId?: string | undefined },
    ): Promise<BasketFromQuote> {
      return withTransaction(db, async () => {
        const row = await quotes.find(body.wishlistId, auth.userId);
        if (!row) throw quoteNotFound();
        const doc = row.document as StoredQuote;
        if (!doc.items.length) throw quoteRefused('wishlistId', quoteMessages.noItems);
        const now = clock();
        const quoter = { ...(await quotes.quoter(auth.userId)), currency: row.currency };
        const where = quoter.branchId ? quoter.issuedBy : basketMessages.anyBranch;
        const { buyable, leftOut } = splitByAvailability(
          doc.items,
          await quotes.availability(
            doc.items.map((item) => skuOf(item.product)),
            quoter.branchId,
          ),
          where,
        );
        if (!buyable.length) {
          throw new HttpProblem(422, quoteMessages.nothingBuyable, [
            { propertyPath: 'wishlistId', message: quoteMessages.nothingBuyable },
            ...leftOut.map((line) => ({
              propertyPath: linePath('items', line.itemId, 'product'),
              message: line.message,
            })),
          ]);
        }
        const expired = isExpired(row.validUntil, now);
        const heldUntil = quoter.holdsPrices && !expired ? expiresAt(row.validUntil) : null;
        const lines = buyable.map(({ item, productId }) => ({ id: uuidv7(now.getTime()), item, productId }));
        const { basket: made, created } = await basket.create(auth, {
          id: body.basketId ?? uuidv7(now.getTime()),
          currency: row.currency,
          lines: lines.map(({ id, item }) => ({ id, product: item.product, quantity: item.quantity })),
        });
        // Granted only with the lines just made: a basket that was there already keeps what it had.
        if (created && heldUntil) {
          await holds.grant(
            made.id,
            lines.map(({ id, item, productId }) => ({
              lineId: id,
              productId,
              quoteId: row.id,
              currency: row.currency,
              unitPriceExcTax: item.unitPrice.excTax,
              heldUntil,
            })),
          );
        }
        const charged = heldUntil
          ? new Map<string, PartPrice>()
          : await pricesNow(
              quotes.parts,
              buyable.map(({ item }) => item.product),
              quoter,
              now,
            );
        const changes = priceChanges({ items: buyable.map(({ item }) => item) }, charged);
        return {
          basketId: made.id,
          priceChanges: changes,
          difference: {
            excTax: changes.reduce((sum, change) => sum + change.difference.excTax, 0),
            incTax: changes.reduce((sum, change) => sum + change.difference.incTax, 0),
          },
          pricesHeldUntil: heldUntil?.toISOString() ?? null,
          notice: heldUntil
            ? null
            : expired
              ? quoteMessages.ranOutAtTodaysPrices(spokenDay(row.validUntil))
              : quoteMessages.holdsOffAtTodaysPrices,
          leftOut,
        };
      });
    },
  };
}

export type QuoteBaskets = ReturnType<typeof createQuoteBaskets>;
