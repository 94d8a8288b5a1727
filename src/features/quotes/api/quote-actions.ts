import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { quoteRoutes } from '../../../../contract/quotes/routes';
import type { BasketFromQuote, Quote, QuoteShare, SharedQuote } from '../../../../contract/quotes/schemas';
import { apiRequest } from '../../../session/api-request';
import { storeServerCopy } from './pull-quotes';

/**
 * The quote calls that need the network and answer at once (trade-features §7): sharing,
 * converting, saving a basket. They are not queued: the screen says they wait for the network.
 */

/** POST /wishlists/{id}/share: the one read-only link (made once, then the same one); a POST, as it makes state. */
export function shareQuote(id: string): Promise<QuoteShare> {
  return apiRequest(quoteRoutes.createQuoteShare, { params: { id }, headers: { [IDEMPOTENCY_HEADER]: uuidv7() } });
}

/** DELETE /wishlists/{id}/share: the link stops working; sharing again makes a new one. */
export async function revokeShare(id: string): Promise<void> {
  await apiRequest(quoteRoutes.deleteQuoteShare, { params: { id }, headers: { [IDEMPOTENCY_HEADER]: uuidv7() } });
}

/**
 * POST /wishlists/create-basket: a basket of the quote's lines (at the quoted prices while they
 * are held, else today's; the answer says which, and names any part left out), under an id
 * made here and a key, so that a retry of the same tap finds the same basket.
 */
export function basketFromQuote(wishlistId: string, basketId = uuidv7()): Promise<BasketFromQuote> {
  return apiRequest(quoteRoutes.basketFromQuote, {
    body: { wishlistId, basketId },
    headers: { [IDEMPOTENCY_HEADER]: basketId },
  });
}

/** POST /wishlists/create-with-basket: the basket's lines saved as a quote, kept on the device. */
export async function quoteFromBasket(
  userId: string,
  body: { basketId: string; name: string; vehicle?: Quote['vehicle'] },
): Promise<Quote> {
  const id = uuidv7();
  const quote = await apiRequest(quoteRoutes.quoteFromBasket, {
    body: { ...body, id },
    headers: { [IDEMPOTENCY_HEADER]: id },
  });
  await storeServerCopy(userId, quote);
  return quote;
}

/** GET /shared-quotes/{token}: what the link's recipient sees, without an account. */
export function sharedQuote(token: string, signal?: AbortSignal): Promise<SharedQuote> {
  return apiRequest(quoteRoutes.sharedQuote, { params: { token }, signal });
}
