import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { appDb } from '../../../src/db/app-db';
import type { OutboxEntry } from '../../../src/db/outbox';
import { conflictValuesOf, registerOperation } from '../../../src/sync/operations';
import { UNREADABLE_CHANGE } from '../../../src/sync/payload';
import { discardEntry, retryEntry } from '../../../src/sync/queue-actions';
import { replayWith } from '../../../src/sync/replay';
import { setSyncState } from '../../../src/sync/sync-state';
import { claims, storeBearerSession } from '../support/fake-api';
import { clearDb, entry } from './support';

const clock = { now: () => 1_000_000, random: () => 0 };

/**
 * An operation whose entries carry a quantity: what it was sent, folded, told and asked, with the
 * payload its hooks saw (parsed, so `quantity` is a number).
 */
function quantityOperation() {
  const seen: { hook: string; id: string; payload: unknown }[] = [];
  const record = (hook: string) => async (e: { id: string; payload: unknown }) => {
    seen.push({ hook, id: e.id, payload: e.payload });
  };
  registerOperation('test.quantity', {
    payload: z.object({ quantity: z.int() }),
    send: async (e) => {
      await record('send')(e);
      return {};
    },
    applied: async () => {},
    snapshot: async () => null,
    takeTheirs: async () => {},
    keepMine: async () => {},
    failed: record('failed'),
    discarded: record('discarded'),
    baseVersion: async (e) => {
      await record('baseVersion')(e);
      return undefined;
    },
    conflictValues: (e) => [{ label: 'Quantity', mine: String(e.payload.quantity), theirs: '1' }],
    fold: (payloads) => ({ payload: payloads[payloads.length - 1] ?? { quantity: 0 }, taken: payloads.length }),
  });
  return seen;
}

const queued = (id: string, entityId: string, payload: unknown, extra: Partial<OutboxEntry> = {}) =>
  entry({ id, entityId, operation: 'test.quantity', payload, ...extra });

beforeEach(async () => {
  await clearDb();
  setSyncState({ pausedFor: null, replaying: false, lastRunAt: null });
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('each payload is parsed with its operation schema before the operation reads it', () => {
  it('refuses in words an entry whose payload does not parse, sends nothing for it, and goes on', async () => {
    const seen = quantityOperation();
    // An entry stored by an earlier version, its quantity as text; then a good one of another basket.
    await appDb.outbox.bulkAdd([queued('01', 'a', { quantity: '3' }), queued('02', 'b', { quantity: 2 })]);

    await replayWith(clock);

    const refused = await appDb.outbox.get('01');
    expect(refused).toMatchObject({ state: 'failed', lastError: UNREADABLE_CHANGE });
    // Never sealed: its body was never fixed for sending.
    expect(refused?.sealed).toBeUndefined();
    expect(await appDb.outbox.get('02')).toBeUndefined();
    // No hook saw the unreadable entry (not even `failed`, which would read its payload too).
    expect(seen.filter((s) => s.id === '01')).toEqual([]);
    expect(seen.filter((s) => s.hook === 'send')).toEqual([{ hook: 'send', id: '02', payload: { quantity: 2 } }]);
  });

  it('ends a fold at an entry that does not parse, which is then refused on its own turn', async () => {
    const seen = quantityOperation();
    await appDb.outbox.bulkAdd([
      queued('01', 'a', { quantity: 1 }),
      queued('02', 'a', { quantity: 2 }),
      queued('03', 'a', { quantity: 'three' }),
      queued('04', 'a', { quantity: 4 }),
    ]);

    await replayWith(clock);

    const sent = seen.filter((s) => s.hook === 'send').map((s) => [s.id, s.payload]);
    expect(sent).toEqual([
      ['01', { quantity: 2 }],
      ['04', { quantity: 4 }],
    ]);
    const left = await appDb.outbox.toArray();
    expect(left).toMatchObject([{ id: '03', state: 'failed', lastError: UNREADABLE_CHANGE }]);
  });

  it('discards an unreadable entry without its undo hook, and keeps it refused on retry', async () => {
    const seen = quantityOperation();
    await appDb.outbox.bulkAdd([
      queued('01', 'a', null, { state: 'failed', lastError: UNREADABLE_CHANGE }),
      queued('02', 'b', { quantity: 2 }, { state: 'failed', lastError: 'Refused' }),
    ]);

    await retryEntry('01');
    expect(await appDb.outbox.get('01')).toMatchObject({ state: 'failed', lastError: UNREADABLE_CHANGE });
    await retryEntry('02');
    expect(await appDb.outbox.get('02')).toMatchObject({ state: 'pending' });

    await discardEntry('01');
    await discardEntry('02');
    expect(await appDb.outbox.count()).toBe(0);
    expect(seen.map((s) => `${s.hook} ${s.id}`)).toEqual(['baseVersion 02', 'discarded 02']);
  });

  it("says a conflict's values only from a payload that parses", () => {
    quantityOperation();
    const values = conflictValuesOf(queued('01', 'a', { quantity: 3 }), null);
    expect(values).toEqual([{ label: 'Quantity', mine: '3', theirs: '1' }]);
    expect(conflictValuesOf(queued('02', 'a', { quantity: '3' }), null)).toEqual([]);
  });
});
