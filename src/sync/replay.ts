import { ApiError, ConflictError, errorMessage, isTransient, NotLoggedInError } from '../api/api-error';
import { log } from '../api/log';
import { singleFlight } from '../api/single-flight';
import { appDb } from '../db/app-db';
import { entriesOfUser } from '../db/outbox-queries';
import type { OutboxEntry } from '../db/outbox';
import { SessionLostError } from '../session/api-request';
import { readClaims } from '../session/session-storage';
import { backoffDelay } from './backoff';
import { sealEntry } from './fold';
import { operationFor, type QueuedEntry } from './operations';
import { PayloadError, refuseUnreadable } from './payload';
import { setSyncState, syncState } from './sync-state';

/** The Web Locks name held by the one tab that replays; the others watch the same tables. */
export const REPLAY_LOCK = 'workbay-outbox-replay';

export interface ReplayClock {
  now: () => number;
  random: () => number;
}
const systemClock: ReplayClock = { now: () => Date.now(), random: Math.random };

/** A user's entries in creation order (ids are UUID v7). */
export function entriesOf(userId: string): Promise<OutboxEntry[]> {
  return entriesOfUser(userId).toArray();
}

/**
 * The rule of the next entry to send, for entries met in creation order: the oldest pending one
 * whose entity has nothing older still waiting. Per entity in creation order: an entity whose
 * oldest entry waits out a back-off or a conflict holds its later entries back. A failed entry
 * (refused for good) holds nothing back. The predicate remembers the held entities, so it must see
 * the entries in order, each once.
 */
function dueInOrder(now: number, gone?: string): (entry: OutboxEntry) => boolean {
  const held = new Set<string>();
  return (entry) => {
    if (entry.id === gone || entry.state === 'failed' || held.has(entry.entityId)) return false;
    if (entry.state === 'conflict' || entry.nextAttemptAt > now) {
      held.add(entry.entityId);
      return false;
    }
    return true;
  };
}

/** The next entry to send from a list in creation order (see dueInOrder). */
export function nextEntry(entries: readonly OutboxEntry[], now: number): OutboxEntry | undefined {
  return entries.find(dueInOrder(now));
}

/**
 * The same choice read straight from the outbox: a cursor over the user's entries in creation
 * order that stops at the first due one. Usually that is the oldest entry, so each step of a pass
 * reads one entry, not the whole queue (reading the whole queue per step made a pass quadratic:
 * 1,000 queued changes read half a million entries). `gone`: an entry being deleted, passed over.
 */
export function nextDueEntry(userId: string, now: number, gone?: string): Promise<OutboxEntry | undefined> {
  return entriesOfUser(userId).filter(dueInOrder(now, gone)).first();
}

/**
 * What one send came to: stop the pass, go on (read the next entry), or go on with the next entry
 * already read in the transaction that applied this one's answer (one transaction less per change).
 */
type Step = 'sent' | 'stop' | { next: OutboxEntry | undefined };

/** The server's words for a refused change: its first violation, else its description. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.violations[0]) return error.violations[0].message;
  return errorMessage(error);
}

async function sendOne(queued: OutboxEntry, clock: ReplayClock): Promise<Step> {
  const operation = operationFor(queued.operation);
  let entry: QueuedEntry;
  try {
    entry = await sealEntry(queued, operation);
  } catch (error) {
    if (!(error instanceof PayloadError)) throw error;
    // Trying again cannot make it readable: refused in words, and the rest of the queue goes on.
    await refuseUnreadable(queued, error);
    return 'sent';
  }
  try {
    const answer = await operation.send(entry, { replayAs: entry.userId });
    return await appDb.transaction('rw', [appDb.outbox, ...appDb.entityTables()], async () => {
      await operation.applied(entry, answer);
      // The entry goes and the next one is read side by side (one round trip to IndexedDB less);
      // the read passes over the entry being deleted, whichever of the two IndexedDB runs first.
      const [, next] = await Promise.all([
        appDb.outbox.delete(entry.id),
        nextDueEntry(entry.userId, clock.now(), entry.id),
      ]);
      return { next };
    });
  } catch (error) {
    if (error instanceof SessionLostError || error instanceof NotLoggedInError) {
      // The queue is the user's: it waits for them, never goes out under anybody else.
      setSyncState({ pausedFor: entry.userId });
      return 'stop';
    }
    if (error instanceof ConflictError && error.current !== null) {
      const mine = await operation.snapshot(entry);
      await appDb.transaction('rw', appDb.outbox, appDb.conflicts, async () => {
        await appDb.conflicts.put({
          entryId: entry.id,
          userId: entry.userId,
          entity: entry.entity,
          entityId: entry.entityId,
          mine,
          theirs: error.current,
          message: error.message,
          createdAt: new Date(clock.now()).toISOString(),
        });
        await appDb.outbox.update(entry.id, { state: 'conflict', lastError: error.message });
      });
      return 'sent';
    }
    // A network error, a timeout, a 5xx, or the same key still in progress (409 without a copy).
    if (isTransient(error) || (error instanceof ApiError && error.status === 409)) {
      const attempts = entry.attempts + 1;
      await appDb.outbox.update(entry.id, {
        attempts,
        nextAttemptAt: clock.now() + backoffDelay(attempts, clock.random),
        lastError: errorMessage(error),
        lastStatus: error instanceof ApiError ? error.status : undefined,
      });
      return 'stop';
    }
    const message = refusal(error);
    log.warn(`A queued change was refused: ${entry.operation}: ${message}`);
    // One transaction: the entry is refused and its entity told, or neither; and a change the
    // person makes meanwhile is not overwritten by a row the hook read before it.
    await appDb.transaction('rw', [appDb.outbox, ...appDb.entityTables()], async () => {
      await appDb.outbox.update(entry.id, {
        state: 'failed',
        attempts: entry.attempts + 1,
        lastError: message,
        violations: error instanceof ApiError ? error.violations : [],
        lastStatus: error instanceof ApiError ? error.status : undefined,
      });
      await operation.failed?.(entry, message, error);
    });
    return 'sent';
  }
}

/** Sends the current user's waiting changes, one at a time in order, until none is due. */
async function drain(clock: ReplayClock): Promise<void> {
  const userId = readClaims()?.id;
  if (!userId) return;
  // The person whose queue was paused is back: resume it.
  if (syncState().pausedFor === userId) setSyncState({ pausedFor: null });
  let entry = await nextDueEntry(userId, clock.now());
  while (entry) {
    const step = await sendOne(entry, clock);
    if (step === 'stop') return;
    entry = step === 'sent' ? await nextDueEntry(userId, clock.now()) : step.next;
  }
}

async function drainInThisTab(clock: ReplayClock): Promise<void> {
  setSyncState({ replaying: true });
  try {
    await drain(clock);
  } finally {
    setSyncState({ replaying: false, lastRunAt: clock.now() });
  }
}

/**
 * One replay pass. Only one tab replays at a time (Web Locks, `ifAvailable`): a tab that finds
 * the lock taken does nothing, since the holder sees the same outbox. Calls in this tab while a
 * pass runs share it.
 */
export const replayOutbox = singleFlight(async (): Promise<void> => replayWith(systemClock));

export async function replayWith(clock: ReplayClock): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return drainInThisTab(clock);
  await locks.request(REPLAY_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await drainInThisTab(clock);
  });
}
