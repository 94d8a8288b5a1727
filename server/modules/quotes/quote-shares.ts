import { randomBytes } from 'node:crypto';
import { quoteMessages } from '../../../contract/quotes/messages';
import type { QuoteShare, SharedQuote } from '../../../contract/quotes/schemas';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/problem';
import { expiresAt, isExpired, spokenDay, type StoredQuote } from './quote-document';
import { quoteNotFound, quoteRefused } from './quote-problems';
import type { QuotesRepository } from './quotes.repository';

/** 24 random bytes: a token no one guesses (192 bits), 32 characters in a URL. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * A quote's read-only link (design/api-routes.md): one token per quote, made the first time it is
 * asked for and the same every time after, until withdrawn; it works while the quote holds. The
 * recipient needs no account and sees the quote's parts and prices, not its maker's notes.
 */
export function createQuoteShares({
  quotes,
  clock,
  appUrl,
}: {
  quotes: QuotesRepository;
  clock: Clock;
  appUrl: string;
}) {
  return {
    appUrl,
    /**
     * POST /wishlists/{id}/share: the link, made the first time. `origin` is where the person is
     * (shareOrigin): the link opens on the host they use, else on APP_URL.
     */
    async share(auth: AuthContext, id: string, origin: string = appUrl): Promise<QuoteShare> {
      const row = await quotes.find(id, auth.userId);
      if (!row) throw quoteNotFound();
      if (isExpired(row.validUntil, clock()))
        throw quoteRefused('validUntil', quoteMessages.shareRunOut(spokenDay(row.validUntil)));
      const token = row.shareToken ?? (await quotes.shareToken(id, auth.userId, newToken()));
      if (!token) throw quoteNotFound();
      return { url: `${origin}/shared-quotes/${token}`, token, expiresAt: expiresAt(row.validUntil).toISOString() };
    },

    /** GET /wishlists/{id}/share: the link it has, made by nothing here (a GET changes no state). */
    async current(auth: AuthContext, id: string, origin: string = appUrl): Promise<QuoteShare> {
      const row = await quotes.find(id, auth.userId);
      if (!row) throw quoteNotFound();
      if (!row.shareToken || isExpired(row.validUntil, clock())) throw notFound(quoteMessages.noShare);
      const token = row.shareToken;
      return { url: `${origin}/shared-quotes/${token}`, token, expiresAt: expiresAt(row.validUntil).toISOString() };
    },

    async revoke(auth: AuthContext, id: string): Promise<void> {
      if (!(await quotes.revokeShare(id, auth.userId))) throw quoteNotFound();
    },

    /** What the link shows; withdrawn or unknown, and run out, each answer 404 saying which. */
    async shared(token: string): Promise<SharedQuote> {
      const row = token.length <= 64 ? await quotes.byShareToken(token) : undefined;
      if (!row) throw notFound(quoteMessages.shareNotFound);
      if (isExpired(row.validUntil, clock())) throw notFound(quoteMessages.shareExpired(spokenDay(row.validUntil)));
      const doc = row.document as StoredQuote;
      const quoter = await quotes.quoter(row.userId);
      return {
        name: doc.name,
        vehicle: doc.vehicle,
        customerName: doc.customerName,
        currency: row.currency,
        validUntil: doc.validUntil,
        totals: doc.totals,
        createdAt: row.createdAt.toISOString(),
        items: doc.items.map((item) => ({
          product: item.product,
          productName: item.productName,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          taxRate: item.taxRate,
          note: item.note,
          lineTotal: { excTax: item.unitPrice.excTax * item.quantity },
        })),
        issuedBy: quoter.issuedBy,
        pricesHeld: quoter.holdsPrices,
      };
    },
  };
}

export type QuoteShares = ReturnType<typeof createQuoteShares>;
