import { z } from 'zod/mini';

/**
 * What a document's changes keep in the outbox. The engine parses a payload with these before an
 * operation reads it (sync/operations.ts). They check the shape only, written with zod alone: the
 * contract's intent schemas carry every rule of every line, which would put them in the sync
 * engine's JavaScript and judge values that are the server's to judge (its refusal shows beside
 * the field). The stores' tests check that what they queue passes the contract's schemas.
 */
const intentShape = z.looseObject({ op: z.string() });

export type ChangesPayload<C> = { changes: C[] };
export type CreatePayload<B> = { body: B };

export const changesPayloadSchema = <C>() =>
  z.object({ changes: z.array(intentShape).check(z.minLength(1)) }) as unknown as z.ZodMiniType<ChangesPayload<C>>;

/** A create's body: its id, and `name` where the document must have one (a quote). */
export const createPayloadSchema = <B>(named = false) =>
  z.object({
    body: named ? z.looseObject({ id: z.string(), name: z.string() }) : z.looseObject({ id: z.string() }),
  }) as unknown as z.ZodMiniType<CreatePayload<B>>;

/**
 * Folds queued change requests into one, in order, while they fit in one request: intents apply
 * one after another on the server exactly as they would in separate requests, so a morning's
 * edits made offline go as a few requests instead of hundreds. A change `alone` picks goes in a
 * request of its own (a work order's parts order: a part the branch cannot supply refuses its
 * request, and that must not take the edits queued beside it down too).
 */
export function foldChanges<C>(
  max: number,
  alone: (change: C) => boolean = () => false,
): (payloads: readonly ChangesPayload<C>[]) => { payload: ChangesPayload<C>; taken: number } {
  return (payloads) => {
    const changes: C[] = [];
    let taken = 0;
    for (const payload of payloads) {
      if (taken > 0 && changes.length + payload.changes.length > max) break;
      if (taken > 0 && (payload.changes.some(alone) || changes.some(alone))) break;
      changes.push(...payload.changes);
      taken += 1;
    }
    return { payload: { changes }, taken };
  };
}
