import { z } from 'zod/mini';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { SaveWorkOrder } from '../../../contract/work-orders/routes';

/**
 * What each work-order change keeps in the outbox. The engine parses a payload with these before
 * an operation reads it (sync/operations.ts). They check the shape only, written with zod alone:
 * the contract's intent schemas carry every rule of every line, which would put them in the sync
 * engine's JavaScript and judge values that are the server's to judge (its refusal shows beside
 * the field). A test checks that what the store queues passes the contract's schemas.
 */
const intentShape = z.looseObject({ op: z.string() });

export type ChangesPayload = { changes: WorkOrderChange[] };
export const changesPayloadSchema = z.object({
  changes: z.array(intentShape).check(z.minLength(1)),
}) as unknown as z.ZodMiniType<ChangesPayload>;

export type CreatePayload = { body: SaveWorkOrder };
export const createPayloadSchema = z.object({
  body: z.looseObject({ id: z.string() }),
}) as unknown as z.ZodMiniType<CreatePayload>;

/** The server takes at most this many intents in one request (contract/work-orders/intents.ts). */
export const MAX_CHANGES_PER_REQUEST = 50;

const ordersParts = (payload: ChangesPayload) => payload.changes.some((change) => change.op === 'orderParts');

/**
 * Folds queued change requests into one, in order, while they fit in one request: intents apply
 * one after another on the server exactly as they would in separate requests, so a morning's
 * edits made offline go as a few requests instead of hundreds.
 */
export function foldChanges(payloads: readonly ChangesPayload[]): { payload: ChangesPayload; taken: number } {
  const changes: WorkOrderChange[] = [];
  let taken = 0;
  for (const payload of payloads) {
    if (taken > 0 && changes.length + payload.changes.length > MAX_CHANGES_PER_REQUEST) break;
    // An order goes alone: a part the branch cannot supply refuses its request, and that must
    // not take the edits queued beside it down too.
    if (taken > 0 && (ordersParts(payload) || ordersParts({ changes }))) break;
    changes.push(...payload.changes);
    taken += 1;
  }
  return { payload: { changes }, taken };
}
