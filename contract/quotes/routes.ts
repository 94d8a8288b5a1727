import { z } from 'zod/mini';
import { hydraCollection, pagingQuery, queryInt, queryText } from '../http/hydra';
import { conflictSchema, defineRoutes } from '../http/route';
import { quoteChangesSchema } from './intents';
import { quoteMessages as m } from './messages';
import {
  basketFromQuoteAnswerSchema,
  basketFromQuoteSchema,
  createQuoteSchema,
  isDay,
  QUOTE_HEADER_PAGE_SIZE,
  QUOTE_PAGE_SIZE,
  quoteFromBasketSchema,
  quoteSchema,
  quoteShareSchema,
  quoteSummarySchema,
  replaceQuoteSchema,
  sharedQuoteSchema,
  updateQuoteItemSchema,
} from './schemas';

/** The get-by-user dates, exactly as §7 writes them: yyyy-MM-ddTHH:mm:ss (read as UTC). */
export const quoteQueryDate = () =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { message: m.dateTime, abort: true }),
    z.refine((value) => isDay(value, `${value}Z`), m.dateTime),
  );

/** A 409 of a quote write: the quote as it is and, for intents, just what clashed with both values. */
export const quoteConflictSchema = conflictSchema(quoteSchema);

/**
 * Quote (wishlist) calls (trade-features §7, design/api-routes.md). Logged-in users only; a quote
 * is its maker's, anyone else's answers 404. Every write is idempotent (Idempotency-Key) and
 * versioned: PUT compares the quote's `rev`, a line's PUT or DELETE the line's, and the intents
 * of the changes route merge with other devices' work, answering 409 only for what clashed.
 */
export const quoteRoutes = defineRoutes('quotes', {
  createQuote: {
    method: 'POST',
    path: '/wishlists',
    summary: 'Create a quote with its lines, priced now (an id already yours answers that quote as it is)',
    auth: 'user',
    body: createQuoteSchema,
    response: quoteSchema,
    status: 201,
    idempotent: true,
  },
  quotes: {
    method: 'GET',
    path: '/wishlists',
    summary: 'Your quotes, without their lines, newest change first',
    auth: 'user',
    query: z.object(pagingQuery(QUOTE_HEADER_PAGE_SIZE, QUOTE_HEADER_PAGE_SIZE)),
    response: hydraCollection(quoteSummarySchema),
  },
  quote: {
    method: 'GET',
    path: '/wishlists/{id}',
    summary: 'One of your quotes, each line with its quoted price and today’s when it moved',
    auth: 'user',
    response: quoteSchema,
  },
  replaceQuote: {
    method: 'PUT',
    path: '/wishlists/{id}',
    summary: 'Replace a quote whole, based on its rev: another rev answers 409 with the current copy',
    auth: 'user',
    body: replaceQuoteSchema,
    response: quoteSchema,
    idempotent: true,
    conflict: quoteSchema,
  },
  deleteQuote: {
    method: 'DELETE',
    path: '/wishlists/{id}',
    summary: 'Delete one of your quotes (its share link stops working)',
    auth: 'user',
    status: 204,
    idempotent: true,
  },
  changeQuote: {
    method: 'POST',
    path: '/wishlists/{id}/changes',
    summary: 'Apply intents in order, in one transaction; 409 names only what clashed, with both values',
    auth: 'user',
    body: quoteChangesSchema,
    response: quoteSchema,
    idempotent: true,
    conflict: quoteSchema,
  },
  updateQuoteItem: {
    method: 'PUT',
    path: '/wishlist-items/{id}',
    summary: 'Change a line’s quantity or note, based on its rev when given; answers the quote',
    auth: 'user',
    body: updateQuoteItemSchema,
    response: quoteSchema,
    idempotent: true,
    conflict: quoteSchema,
  },
  deleteQuoteItem: {
    method: 'DELETE',
    path: '/wishlist-items/{id}',
    summary: 'Remove a line, based on its rev when given; answers the quote',
    auth: 'user',
    query: z.object({ rev: z.optional(queryInt(1, 2_147_483_647)) }),
    response: quoteSchema,
    idempotent: true,
    conflict: quoteSchema,
  },
  quoteFromBasket: {
    method: 'POST',
    path: '/wishlists/create-with-basket',
    summary: 'Save one of your baskets as a quote, priced now',
    auth: 'user',
    body: quoteFromBasketSchema,
    response: quoteSchema,
    status: 201,
    idempotent: true,
  },
  basketFromQuote: {
    method: 'POST',
    path: '/wishlists/create-basket',
    summary: 'Make a basket of a quote’s lines at today’s prices; the answer names each price that moved',
    auth: 'user',
    body: basketFromQuoteSchema,
    response: basketFromQuoteAnswerSchema,
    idempotent: true,
  },
  quotesByUser: {
    method: 'GET',
    path: '/storefront/wishlists/get-by-user',
    summary: 'Your quotes, newest first: search by name or vehicle, a range of creation dates, pages of 10',
    auth: 'user',
    query: z.object({
      ...pagingQuery(QUOTE_PAGE_SIZE, 100),
      nameOrVehicle: z.optional(queryText(100)),
      'createdAt[after]': z.optional(quoteQueryDate()),
      'createdAt[before]': z.optional(quoteQueryDate()),
    }),
    response: hydraCollection(quoteSummarySchema),
  },
  quoteShare: {
    method: 'GET',
    path: '/wishlists/{id}/share',
    summary: 'The quote’s read-only link when it has one (404 when not): reading never makes one',
    auth: 'user',
    response: quoteShareSchema,
  },
  /** Issue 43: the link is made by a POST, so a crawler or link preview following a GET makes none. */
  createQuoteShare: {
    method: 'POST',
    path: '/wishlists/{id}/share',
    summary: 'Make the quote’s read-only link, or answer the one it has: made once and reused until withdrawn',
    auth: 'user',
    response: quoteShareSchema,
    idempotent: true,
  },
  deleteQuoteShare: {
    method: 'DELETE',
    path: '/wishlists/{id}/share',
    summary: 'Withdraw the quote’s link: it stops working, and asking again makes a new one',
    auth: 'user',
    status: 204,
    idempotent: true,
  },
  sharedQuote: {
    method: 'GET',
    path: '/shared-quotes/{token}',
    summary: 'A quote as the recipient of its link sees it, without an account',
    auth: 'public',
    response: sharedQuoteSchema,
  },
});
