import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { returnRoutes } from '../../../../contract/returns/routes';
import type { CreateReturn, DigitalReturn } from '../../../../contract/returns/schemas';
import { requestKeyOf } from '../../../db/outbox';
import { apiRequest, type SessionPolicy } from '../../../session/api-request';
import type { QueuedEntry } from '../../../sync/operations';
import type { ReturnPayload } from '../return-outbox';

/**
 * POST /digital-returns of a queued return, with its entry's id as the Idempotency-Key and the
 * return's own id in the body: sent twice, it is one return. Loaded with the first send.
 */
export function sendReturn(entry: QueuedEntry<ReturnPayload>, policy: SessionPolicy): Promise<DigitalReturn> {
  return apiRequest(returnRoutes.createDigitalReturn, {
    // The reason's code is checked by the server, whose refusal the returns page shows.
    body: entry.payload.body as CreateReturn,
    headers: { [IDEMPOTENCY_HEADER]: requestKeyOf(entry) },
    policy,
  });
}
