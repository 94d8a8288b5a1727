import type { Violation } from '../../contract/errors';
import type { ConflictRow } from '../db/conflicts';
import type { OutboxEntry } from '../db/outbox';

/**
 * Where one queued change stands, in the terms a screen shows beside the line, field or code it
 * touched (architecture: "Refusals and conflicts show where the change was made"):
 * - waiting: not sent yet (offline, or queued behind an earlier change);
 * - retrying: tried and not through (no connection, or the server failing with 5xx): not sent yet,
 *   and why;
 * - refused: the server said no for good, in its words and violations, until fixed or discarded;
 * - conflict: the server's copy moved on; both copies are kept for the person to choose.
 */
export type ChangeStatus =
  | { kind: 'waiting' }
  | { kind: 'retrying'; reason: string; attempts: number; status: number | undefined }
  | { kind: 'refused'; message: string; violations: readonly Violation[]; status: number | undefined }
  | { kind: 'conflict'; message: string; mine: unknown; theirs: unknown };

export interface EntityChange {
  entry: OutboxEntry;
  status: ChangeStatus;
}

export function changeStatus(entry: OutboxEntry, conflict: ConflictRow | undefined): ChangeStatus {
  if (entry.state === 'conflict' && conflict) {
    return { kind: 'conflict', message: conflict.message, mine: conflict.mine, theirs: conflict.theirs };
  }
  if (entry.state === 'failed') {
    return {
      kind: 'refused',
      message: entry.lastError ?? '',
      violations: entry.violations ?? [],
      status: entry.lastStatus,
    };
  }
  if (entry.attempts > 0 && entry.lastError) {
    return { kind: 'retrying', reason: entry.lastError, attempts: entry.attempts, status: entry.lastStatus };
  }
  return { kind: 'waiting' };
}
