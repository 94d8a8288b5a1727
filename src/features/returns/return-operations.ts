import { NetworkError } from '../../api/api-error';
import { registerOperation, type Operation } from '../../sync/operations';
import { RETURN_OPERATION, returnPayloadSchema, type ReturnPayload } from './return-outbox';

// The request (and the contract's return schemas) load when the first queued return is sent; a
// chunk that cannot be fetched is a network failure, retried later, never a refusal.
const requests = () =>
  import('./api/return-requests').catch((cause: unknown) => {
    throw new NetworkError(cause);
  });

/**
 * A return queued offline. Nothing of it lives on the device but its outbox entry, so there is no
 * row to update: once sent, the returns list reads it from the server; refused, the entry keeps
 * the server's words and violations, which the returns page shows until it is discarded.
 */
const create: Operation<ReturnPayload> = {
  payload: returnPayloadSchema,
  send: async (entry, policy) => (await requests()).sendReturn(entry, policy),
  applied: async () => {},
  snapshot: async (entry) => entry.payload.body,
  takeTheirs: async () => {},
  // The server answers an existing return as it is (its id is the device's): nothing to settle.
  keepMine: async () => {},
};

/** The returns' operation in the sync registry; app/ calls this once at start. */
export function registerReturnOperations(): void {
  registerOperation(RETURN_OPERATION, create);
}
