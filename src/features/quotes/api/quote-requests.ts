import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { quoteRoutes } from '../../../../contract/quotes/routes';
import type { Quote } from '../../../../contract/quotes/schemas';
import { requestKeyOf, type OutboxEntry } from '../../../db/outbox';
import { apiRequest, type SessionPolicy } from '../../../session/api-request';
import type { QueuedEntry } from '../../../sync/operations';
import type { QuoteChangesPayload, QuoteCreatePayload } from '../quote-outbox';

/**
 * The quote calls a queued change makes, each under its entry's Idempotency-Key, so a replay has
 * no second effect. Loaded when the first change is sent, not with the first page.
 */
const keyed = (entry: OutboxEntry) => ({ [IDEMPOTENCY_HEADER]: requestKeyOf(entry) });

/** POST /wishlists with the id made on the device. */
export function sendCreate(entry: QueuedEntry<QuoteCreatePayload>, policy: SessionPolicy): Promise<Quote> {
  return apiRequest(quoteRoutes.createQuote, {
    body: { ...entry.payload.body, id: entry.entityId },
    headers: keyed(entry),
    policy,
  });
}

/** POST /wishlists/{id}/changes: the intents, in order. */
export function sendChanges(entry: QueuedEntry<QuoteChangesPayload>, policy: SessionPolicy): Promise<Quote> {
  return apiRequest(quoteRoutes.changeQuote, {
    params: { id: entry.entityId },
    body: { changes: entry.payload.changes },
    headers: keyed(entry),
    policy,
  });
}
