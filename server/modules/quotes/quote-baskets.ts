import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { quoteMessages } from '../../../contract/quotes/messages';
import type { BasketFromQuote, Quote } from '../../../contract/quotes/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import type { BasketService } from '../basket/basket.service';
import type { StoredQuote } from './quote-document';
import { quoteNotFound, quoteRefused } from './quote-problems';
import { priceChanges, pricesNow } from './quote-pricing';
import type { QuotesRepository } from './quotes.repository';
import type { QuotesService } from './quotes.service';

export interface QuoteBasketsDeps {
  db: Database;
  quotes: QuotesRepository;
  quotesService: QuotesService;
  basket: Pick<BasketService, 'create' | 'get'>;
  clock: Clock;
}

/**
 * A quote from a basket, and a basket from a quote (trade-features §7). Both go through the
 * basket's own service, so its rules (what may go in a basket, its pricing) hold; a quote's basket
 * is priced today, and the answer says which lines moved since the quote and by how much.
 */
export function createQuoteBaskets({ db, quotes, quotesService, basket, clock }: QuoteBasketsDeps) {
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
     * it sends one (sent again, the same basket answers), priced today.
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
        const { basket: made } = await basket.create(auth, {
          id: body.basketId ?? uuidv7(now.getTime()),
          currency: row.currency,
          lines: doc.items.map((item) => ({
            id: uuidv7(now.getTime()),
            product: item.product,
            quantity: item.quantity,
          })),
        });
        const quoter = { ...(await quotes.quoter(auth.userId)), currency: row.currency };
        const today = await pricesNow(
          quotes.parts,
          doc.items.map((item) => item.product),
          quoter,
          now,
        );
        const changes = priceChanges(doc, today);
        return {
          basketId: made.id,
          priceChanges: changes,
          difference: {
            excTax: changes.reduce((sum, change) => sum + change.difference.excTax, 0),
            incTax: changes.reduce((sum, change) => sum + change.difference.incTax, 0),
          },
        };
      });
    },
  };
}

export type QuoteBaskets = ReturnType<typeof createQuoteBaskets>;
