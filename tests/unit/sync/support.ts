import { z } from 'zod/mini';
import { appDb } from '../../../src/db/app-db';
import type { OutboxEntry } from '../../../src/db/outbox';
import { registerOperation, type Operation } from '../../../src/sync/operations';

export async function clearDb(): Promise<void> {
  await Promise.all(appDb.tables.map((table) => table.clear()));
}

export function entry(overrides: Partial<OutboxEntry> & Pick<OutboxEntry, 'id' | 'entityId'>): OutboxEntry {
  return {
    userId: 'u1',
    entity: 'test',
    operation: 'test.op',
    payload: {},
    description: 'A test change',
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: new Date(0).toISOString(),
    ...overrides,
  };
}

/** A test operation whose send is given per test; it records what was sent and applied. */
export function testOperation(send: (entry: OutboxEntry) => Promise<unknown>) {
  const sent: string[] = [];
  const applied: string[] = [];
  const operation: Operation = {
    payload: z.unknown(),
    send: async (e) => {
      sent.push(e.id);
      return send(e);
    },
    applied: async (e) => {
      applied.push(e.id);
    },
    snapshot: async (e) => ({ mine: e.id }),
    takeTheirs: async () => {},
    keepMine: async () => {},
  };
  registerOperation('test.op', operation);
  return { sent, applied };
}
