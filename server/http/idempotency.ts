import { idempotencyMessages, IDEMPOTENCY_KEY_PROPERTY } from '../../contract/http/headers';
import { isUuid } from '../../contract/ids/uuid-v7';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { withSavepoint, withTransaction } from '../db/unit-of-work';
import { problemBody } from '../plugins/errors';
import { requestHash } from './idempotency-hash';
import { createIdempotencyStore } from './idempotency-store';
import { HttpProblem, violation } from './problem';

/**
 * Replay safety for the outbox (architecture: "Every replayed request carries Idempotency-Key").
 * A request with a key runs in one transaction that holds both its effect and the record of its
 * answer, so they commit together or not at all:
 *
 * - first time: run, store the status and body, commit;
 * - again with the same method, path and body: the stored answer, nothing run (`replayed`);
 * - again while the first is still running: 409 (an in-process set, which is all PGlite needs as it
 *   runs one thing at a time, and an advisory lock for several API instances on PostgreSQL);
 * - again with another request: 422;
 * - a refusal (4xx) is stored too, its writes undone (a savepoint); a crash (5xx) is not stored and
 *   rolls everything back, so a retry may succeed.
 *
 * Records are kept RETENTION_DAYS, then ignored and pruned.
 */
export const RETENTION_DAYS = 7;
const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000;
// Pruning at write time at most this often; the timer (schedule) does the rest.
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
}

export interface IdempotentRequest {
  userId: string;
  /** The header as it arrived; checked here. */
  key: string | string[];
  method: string;
  path: string;
  body: unknown;
}

class StoredRefusal {
  constructor(readonly error: unknown) {}
}

export function createIdempotency(root: Database, clock: Clock) {
  const store = createIdempotencyStore(root);
  const running = new Set<string>();
  let lastPrune = 0;

  const prune = async (): Promise<number> => {
    lastPrune = clock().getTime();
    return store.pruneBefore(new Date(clock().getTime() - RETENTION_MS));
  };

  async function run(request: IdempotentRequest, execute: () => Promise<Answer>): Promise<Answer> {
    const { userId, key } = request;
    if (typeof key !== 'string' || !isUuid(key))
      throw violation(IDEMPOTENCY_KEY_PROPERTY, idempotencyMessages.invalidKey);
    const hash = requestHash(request.method, request.path, request.body);
    const slot = `${userId}:${key.toLowerCase()}`;
    if (running.has(slot)) throw new HttpProblem(409, idempotencyMessages.inProgress);
    running.add(slot);
    try {
      const outcome = await withTransaction(root, async () => {
        if (!(await store.tryLock(userId, key))) throw new HttpProblem(409, idempotencyMessages.inProgress);
        const now = clock();
        const stored = await store.find(userId, key);
        if (stored && stored.createdAt.getTime() >= now.getTime() - RETENTION_MS) {
          if (stored.requestHash !== hash) throw new HttpProblem(422, idempotencyMessages.differentRequest);
          return { status: stored.statusCode, body: stored.responseBody, replayed: true } satisfies Answer;
        }
        let answer: Answer | StoredRefusal;
        try {
          answer = await withSavepoint(root, execute);
        } catch (error) {
          // A refusal is an answer like any other: kept, so a replay answers the same. A crash is not.
          if (!(error instanceof HttpProblem) || error.statusCode >= 500) throw error;
          answer = new StoredRefusal(error);
        }
        const saved = answer instanceof StoredRefusal ? problemBody(answer.error as HttpProblem) : answer;
        await store.save({
          userId,
          key,
          method: request.method,
          path: request.path,
          requestHash: hash,
          statusCode: saved.status,
          responseBody: answer instanceof StoredRefusal ? saved : (answer.body ?? null),
          createdAt: now,
        });
        if (now.getTime() - lastPrune > PRUNE_EVERY_MS) await prune();
        return answer;
      });
      if (outcome instanceof StoredRefusal) throw outcome.error;
      return outcome;
    } finally {
      running.delete(slot);
    }
  }

  return { run, prune };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/** Prunes on a timer (minutes; 0 turns it off). */
export function scheduleIdempotencyPruning(
  idempotency: Idempotency,
  intervalMinutes: number,
  onError: (error: unknown) => void,
) {
  if (intervalMinutes <= 0) return { stop: () => undefined };
  const timer = setInterval(() => {
    idempotency.prune().catch(onError);
  }, intervalMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
