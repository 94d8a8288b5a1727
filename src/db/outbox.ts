import type { Violation } from '../../contract/errors';

/**
 * One change waiting for the server. Its id (UUID v7, so ids sort in creation order) is its place
 * in the queue and, until a conflict is settled, the request's Idempotency-Key: however often it
 * is sent, the server applies it once.
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
  /** A refusal's violations (failed entries), to show beside the fields they name. */
  violations?: Violation[];
  /** The status of the last failed try (a refusal's 4xx, a 5xx), when the server answered. */
  lastStatus?: number;
  createdAt: string;
  /**
   * Set (durably) before the first send of an entry whose operation can fold later entries into
   * it: from then on its key may be known to the server, so its body never changes again.
   */
  sealed?: boolean;
  /**
   * The entity's server version the request is based on, fixed when the entry is sealed (before
   * its first send), so that every retry under one key sends the same body.
   */
  basedOn?: number;
  /**
   * The Idempotency-Key when it is not the id: a conflict the person settled ("Keep mine", "Place
   * the order at £…") is a new request, based on the server's copy, under a new key; it keeps the
   * entry's place in the queue, so what was queued after it still goes after it.
   */
  requestKey?: string;
  /** The key of the request this one settles (its 409 stays stored under that key). */
  settles?: string;
}

/** The Idempotency-Key the entry's request is sent under. */
export function requestKeyOf(entry: Pick<OutboxEntry, 'id' | 'requestKey'>): string {
  return entry.requestKey ?? entry.id;
}
