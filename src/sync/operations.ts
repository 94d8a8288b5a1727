import type { z } from 'zod/mini';
import type { OutboxEntry } from '../db/outbox';
import type { SessionPolicy } from '../session/api-request';

declare const parsed: unique symbol;

/**
 * An outbox entry whose payload was parsed with its operation's schema (sync/payload.ts does it).
 * The mark exists only for the type checker: a hook cannot be handed an entry read raw from the
 * outbox, so every payload a hook reads has passed the schema.
 */
export type QueuedEntry<P = unknown> = Omit<OutboxEntry, 'payload'> & { readonly payload: P; readonly [parsed]: true };

/**
 * How one kind of change reaches the server. Features register their operations (app/ wires
 * them at start); the engine knows none of them by name, so one engine serves every entity.
 * `P` is what the operation's entries carry; every hook gets the entry with its payload parsed.
 */
export interface Operation<P = unknown> {
  /**
   * The payload's schema. The outbox keeps plain data for days, across app updates; the engine
   * parses each entry's payload with this before a hook sees it, so an entry an earlier version
   * stored in another shape (or a bug) is refused in words instead of sending a wrong request.
   * It checks the shape the request is built from; the values' rules are the server's, whose
   * refusal shows beside the field.
   */
  payload: z.ZodMiniType<P>;
  /** Sends the entry's request under the given policy (always { replayAs: entry.userId }). */
  send(entry: QueuedEntry<P>, policy: SessionPolicy): Promise<unknown>;
  /** Writes the server's answer back into the entity's row (new version, server numbers, prices). */
  applied(entry: QueuedEntry<P>, answer: unknown): Promise<void>;
  /** The device's copy of the entity, kept beside the server's when they conflict. */
  snapshot(entry: QueuedEntry<P>): Promise<unknown>;
  /** Takes the server's copy after a conflict (the person chose it). */
  takeTheirs(entry: QueuedEntry<P>, theirs: unknown): Promise<void>;
  /**
   * The person keeps their change over the server's copy: the settlement is a new request, based
   * on the server's copy (architecture: "A settled conflict is a new request"). Answers what the
   * new request carries: its payload (e.g. the new total the person has now seen) and the
   * version it is based on; anything not answered stays as it was. It may also update the row.
   */
  keepMine(entry: QueuedEntry<P>, theirs: unknown): Promise<Settlement<P> | void>;
  /**
   * A conflict's values in words, side by side, for the sync panel ("Brembo P85020": yours 3, now
   * saved 5). Without it the panel shows the server's message only.
   */
  conflictValues?(entry: QueuedEntry<P>, theirs: unknown): ConflictValue[];
  /** The entity's server version a request is based on now (fixed when the entry is sealed). */
  baseVersion?(entry: QueuedEntry<P>): Promise<number | undefined>;
  /**
   * The server refused the change for good (4xx); the entity may need to say so. `error` is the
   * refusal itself (an ApiError with its violations, to show beside their fields).
   */
  failed?(entry: QueuedEntry<P>, message: string, error: unknown): Promise<void>;
  /**
   * Folds the payloads of consecutive entries of this operation for one entity (oldest first)
   * into one request's payload, when one request can carry them (basket lines by absolute
   * quantity: the last change to a line wins). Answers the payload and how many of the given
   * payloads it took, from the first. Without it, every entry is its own request.
   */
  fold?(payloads: readonly P[]): { payload: P; taken: number };
  /** The entry was discarded by the person: undo what it did locally, if anything. */
  discarded?(entry: QueuedEntry<P>): Promise<void>;
}

/** What the request settling a conflict carries (see Operation.keepMine). */
export interface Settlement<P = unknown> {
  payload?: P;
  basedOn?: number;
  description?: string;
}

/** One value a conflict is about: the person's and the server's, in words. */
export interface ConflictValue {
  label: string;
  mine: string;
  theirs: string;
}

/** The conflict's values, when the entry's operation can say them (none when its payload does not parse). */
export function conflictValuesOf(entry: OutboxEntry, theirs: unknown): ConflictValue[] {
  const operation = registry.get(entry.operation);
  const payload = operation?.payload.safeParse(entry.payload);
  if (!operation?.conflictValues || !payload?.success) return [];
  return operation.conflictValues({ ...entry, payload: payload.data } as QueuedEntry, theirs);
}

const registry = new Map<string, Operation>();

export function registerOperation<P>(name: string, operation: Operation<P>): void {
  // Stored without its payload type: the engine parses every entry with the operation's own
  // schema before calling it, so the hooks still get the type they declare.
  registry.set(name, operation as unknown as Operation);
}

export function operationFor(name: string): Operation {
  const operation = registry.get(name);
  if (!operation) throw new Error(`No sync operation is registered as ${name}`);
  return operation;
}
