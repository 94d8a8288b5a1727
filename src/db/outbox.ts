/**
 * One change waiting for the server. Its id (UUID v7, so ids sort in creation order) is the
 * request's Idempotency-Key: however often it is sent, the server applies it once.
 */
export interface OutboxEntry {
  id: string;
  /** The user who made the change; it is replayed only under their session. */
  userId: string;
  /** 'basket', 'workOrder', 'quote': which table the entity lives in. */
  entity: string;
  entityId: string;
  /** The operation's name in the sync registry, e.g. 'basket.lines'. */
  operation: string;
  /** What the operation needs to build its request; plain data. */
  payload: unknown;
  /** The change in words, for the sync panel: "Add 2 × Brembo P85020 to basket". */
  description: string;
  /**
   * pending: waits (or is being sent); failed: the server refused it (lastError says why) and it
   * waits for retry or discard; conflict: the server's copy moved on (see the conflicts table).
   */
  state: 'pending' | 'failed' | 'conflict';
  attempts: number;
  /** Epoch ms before which it is not tried again (back-off after a network error or a 5xx). */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: string;
  /**
   * Set (durably) before the first send of an entry whose operation can fold later entries into
   * it: from then on its key may be known to the server, so its body never changes again.
   */
  sealed?: boolean;
}
