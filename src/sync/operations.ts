import type { OutboxEntry } from '../db/outbox';
import type { SessionPolicy } from '../session/api-request';

/**
 * How one kind of change reaches the server. Features register their operations (app/ wires
 * them at start); the engine knows none of them by name, so one engine serves every entity.
 */
export interface Operation {
  /** Sends the entry's request under the given policy (always { replayAs: entry.userId }). */
  send(entry: OutboxEntry, policy: SessionPolicy): Promise<unknown>;
  /** Writes the server's answer back into the entity's row (new version, server numbers, prices). */
  applied(entry: OutboxEntry, answer: unknown): Promise<void>;
  /** The device's copy of the entity, kept beside the server's when they conflict. */
  snapshot(entry: OutboxEntry): Promise<unknown>;
  /** Takes the server's copy after a conflict (the person chose it). */
  takeTheirs(entry: OutboxEntry, theirs: unknown): Promise<void>;
  /**
   * The person keeps their change over the server's copy: the settlement is a new request, based
   * on the server's copy (architecture: "A settled conflict is a new request"). Answers what the
   * new request carries: its payload (e.g. the new total the person has now seen) and the
   * version it is based on; anything not answered stays as it was. It may also update the row.
   */
  keepMine(entry: OutboxEntry, theirs: unknown): Promise<Settlement | void>;
  /**
   * A conflict's values in words, side by side, for the sync panel ("Brembo P85020": yours 3, now
   * saved 5). Without it the panel shows the server's message only.
   */
  conflictValues?(entry: OutboxEntry, theirs: unknown): ConflictValue[];
  /** The entity's server version a request is based on now (fixed when the entry is sealed). */
  baseVersion?(entry: OutboxEntry): Promise<number | undefined>;
  /**
   * The server refused the change for good (4xx); the entity may need to say so. `error` is the
   * refusal itself (an ApiError with its violations, to show beside their fields).
   */
  failed?(entry: OutboxEntry, message: string, error: unknown): Promise<void>;
  /**
   * Folds the payloads of consecutive entries of this operation for one entity (oldest first)
   * into one request's payload, when one request can carry them (basket lines by absolute
   * quantity: the last change to a line wins). Answers the payload and how many of the given
   * payloads it took, from the first. Without it, every entry is its own request.
   */
  fold?(payloads: readonly unknown[]): { payload: unknown; taken: number };
  /** The entry was discarded by the person: undo what it did locally, if anything. */
  discarded?(entry: OutboxEntry): Promise<void>;
}

/** What the request settling a conflict carries (see Operation.keepMine). */
export interface Settlement {
  payload?: unknown;
  basedOn?: number;
  description?: string;
}

/** One value a conflict is about: the person's and the server's, in words. */
export interface ConflictValue {
  label: string;
  mine: string;
  theirs: string;
}

/** The conflict's values, when the entry's operation can say them. */
export function conflictValuesOf(entry: OutboxEntry, theirs: unknown): ConflictValue[] {
  return registry.get(entry.operation)?.conflictValues?.(entry, theirs) ?? [];
}

const registry = new Map<string, Operation>();

export function registerOperation(name: string, operation: Operation): void {
  registry.set(name, operation);
}

export function operationFor(name: string): Operation {
  const operation = registry.get(name);
  if (!operation) throw new Error(`No sync operation is registered as ${name}`);
  return operation;
}
