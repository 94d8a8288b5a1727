import { z } from 'zod/mini';
import type { CreateReturn } from '../../../contract/returns/schemas';
import type { OutboxEntry } from '../../db/outbox';
import { entriesOfUser } from '../../db/outbox-queries';
import { recordChange } from '../../sync/record-change';

/** The returns' operation in the sync registry, and the entity their outbox entries name. */
export const RETURN_OPERATION = 'return.create';
export const RETURN_ENTITY = 'digitalReturn';

/**
 * What a queued return carries: the request's body (with the id made here) and the order's
 * reference. The shape only, in zod alone: the contract's schemas would join the sync engine's
 * JavaScript, and the values are the server's to judge (its refusal shows on the returns page).
 */
export const returnPayloadSchema = z.object({
  body: z.object({
    id: z.string(),
    order: z.string(),
    lines: z.array(
      z.object({ orderLine: z.string(), quantity: z.number(), reason: z.string(), note: z.optional(z.string()) }),
    ),
  }),
  orderReference: z.string(),
});
export type ReturnPayload = z.infer<typeof returnPayloadSchema>;

/**
 * A return asked for without a connection (or whose sending failed on the network): it waits in
 * the outbox, under the id made here, and is sent when the device is online again. Nothing else
 * is kept on the device: the return exists once the server has it.
 */
export function queueReturn(userId: string, body: CreateReturn & { id: string }, orderReference: string) {
  const parts = body.lines.reduce((sum, line) => sum + line.quantity, 0);
  return recordChange([], async () => {}, {
    userId,
    entity: RETURN_ENTITY,
    entityId: body.id,
    operation: RETURN_OPERATION,
    payload: { body, orderReference } satisfies ReturnPayload,
    description: `Return ${parts} ${parts === 1 ? 'part' : 'parts'} from order ${orderReference}`,
  });
}

/** The person's returns still waiting in the outbox (or refused there), oldest first. */
export async function waitingReturns(userId: string): Promise<OutboxEntry[]> {
  return entriesOfUser(userId)
    .filter((entry) => entry.operation === RETURN_OPERATION)
    .toArray();
}
