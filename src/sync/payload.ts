import { log } from '../api/log';
import { appDb } from '../db/app-db';
import type { OutboxEntry } from '../db/outbox';
import type { Operation, QueuedEntry } from './operations';

/** What the person reads on a change whose payload does not parse: it cannot go, and why. */
export const UNREADABLE_CHANGE =
  'This change was saved on this device in a form this version of Workbay cannot send. ' +
  'Discard it and make the change again.';

/**
 * An entry's payload does not parse with its operation's schema: stored by an earlier version of
 * the app in another shape, or a bug. Sending it anyway could make a wrong request that the
 * server accepts; trying again cannot help, so the entry is refused (refuseUnreadable).
 */
export class PayloadError extends Error {
  readonly entryId: string;

  constructor(entry: OutboxEntry, cause: unknown) {
    super(UNREADABLE_CHANGE, { cause });
    this.name = 'PayloadError';
    this.entryId = entry.id;
  }
}

/** The entry with its payload parsed by the operation's schema; a PayloadError when it does not parse. */
export function readPayload<P>(operation: Operation<P>, entry: OutboxEntry): QueuedEntry<P> {
  const parsed = operation.payload.safeParse(entry.payload);
  if (!parsed.success) throw new PayloadError(entry, parsed.error);
  // The one place an entry gets its mark: its payload has just passed the schema.
  return { ...entry, payload: parsed.data } as QueuedEntry<P>;
}

/** The entry with its payload parsed, or undefined when it does not parse. */
export function tryReadPayload<P>(operation: Operation<P>, entry: OutboxEntry): QueuedEntry<P> | undefined {
  try {
    return readPayload(operation, entry);
  } catch (error) {
    if (error instanceof PayloadError) return undefined;
    throw error;
  }
}

/**
 * Marks an entry whose payload does not parse as refused, in words, so the rest of the queue goes
 * on and the person can discard it. Its operation's hooks are not called: they would read the
 * payload too. The schema's complaint goes to the log for whoever looks into it.
 */
export async function refuseUnreadable(entry: OutboxEntry, error: PayloadError): Promise<void> {
  log.warn(`A queued change could not be read: ${entry.operation}:`, String(error.cause));
  await appDb.outbox.update(entry.id, {
    state: 'failed',
    lastError: error.message,
    violations: [],
    lastStatus: undefined,
  });
}
