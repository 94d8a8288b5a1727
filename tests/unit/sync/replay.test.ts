import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ConflictError, NetworkError } from '../../../src/api/api-error';
import { appDb } from '../../../src/db/app-db';
import { SessionLostError } from '../../../src/session/api-request';
import { nextDueEntry, nextEntry, replayWith } from '../../../src/sync/replay';
import { discardEntry, resolveConflict, retryEntry } from '../../../src/sync/queue-actions';
import { setSyncState, syncState } from '../../../src/sync/sync-state';
import { claims, storeBearerSession } from '../support/fake-api';
import { clearDb, entry, testOperation } from './support';

const clock = { now: () => 1_000_000, random: () => 0 };

beforeEach(async () => {
  await clearDb();
  setSyncState({ pausedFor: null, replaying: false, lastRunAt: null });
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});

describe('nextEntry: per entity in creation order', () => {
  it('takes the oldest due entry; a backing-off or conflicting entity holds its later entries', () => {
    const list = [
      entry({ id: '01', entityId: 'a', nextAttemptAt: 5_000 }),
      entry({ id: '02', entityId: 'a' }),
      entry({ id: '03', entityId: 'b', state: 'conflict' }),
      entry({ id: '04', entityId: 'b' }),
      entry({ id: '05', entityId: 'c', state: 'failed' }),
      entry({ id: '06', entityId: 'c' }),
    ];
    expect(nextEntry(list, 1_000)?.id).toBe('06');
    expect(nextEntry(list, 6_000)?.id).toBe('01');
    expect(nextEntry(list.slice(2, 4), 1_000)).toBeUndefined();
  });

  it('reads the same choice from the outbox, stopping at the first due entry of the user', async () => {
    await appDb.outbox.bulkAdd([
      entry({ id: '00', entityId: 'z', userId: 'someone-else' }),
      entry({ id: '01', entityId: 'a', nextAttemptAt: 5_000 }),
      entry({ id: '02', entityId: 'a' }),
      entry({ id: '03', entityId: 'b', state: 'conflict' }),
      entry({ id: '04', entityId: 'b' }),
      entry({ id: '05', entityId: 'c', state: 'failed' }),
      entry({ id: '06', entityId: 'c' }),
      entry({ id: '07', entityId: 'd' }),
    ]);
    expect((await nextDueEntry('u1', 1_000))?.id).toBe('06');
    expect((await nextDueEntry('u1', 6_000))?.id).toBe('01');
    // An entry being deleted in the same transaction is passed over.
    expect((await nextDueEntry('u1', 1_000, '06'))?.id).toBe('07');
    expect(await nextDueEntry('nobody', 1_000)).toBeUndefined();
  });
});

describe('replay', () => {
  it("sends the user's entries in order, applies each answer and removes it", async () => {
    const { sent, applied } = testOperation(async () => ({ ok: true }));
    await appDb.outbox.bulkAdd([
      entry({ id: '02', entityId: 'a' }),
      entry({ id: '01', entityId: 'a' }),
      entry({ id: '03', entityId: 'b' }),
    ]);
    await replayWith(clock);
    expect(sent).toEqual(['01', '02', '03']);
    expect(applied).toEqual(['01', '02', '03']);
    expect(await appDb.outbox.count()).toBe(0);
  });

  it(
    'sends in the same pass a change queued while an earlier one was on its way, ' + 'and not one discarded meanwhile',
    async () => {
      const { sent } = testOperation(async (e) => {
        if (e.id === '01') {
          await appDb.outbox.add(entry({ id: '04', entityId: 'a' }));
          await appDb.outbox.delete('03');
        }
        return {};
      });
      await appDb.outbox.bulkAdd([
        entry({ id: '01', entityId: 'a' }),
        entry({ id: '02', entityId: 'b' }),
        entry({ id: '03', entityId: 'a' }),
      ]);
      await replayWith(clock);
      expect(sent).toEqual(['01', '02', '04']);
      expect(await appDb.outbox.count()).toBe(0);
    },
  );

  it("never sends another user's entries", async () => {
    const { sent } = testOperation(async () => ({}));
    await appDb.outbox.bulkAdd([
      entry({ id: '01', entityId: 'a', userId: 'someone-else' }),
      entry({ id: '02', entityId: 'b' }),
    ]);
    await replayWith(clock);
    expect(sent).toEqual(['02']);
    expect(await appDb.outbox.get('01')).toBeDefined();
  });

  it('backs off on a network error or a 5xx and keeps the entry, stopping the pass', async () => {
    const failures = [new NetworkError(), new ApiError(503, 'Service unavailable')];
    const { sent } = testOperation(async () => {
      throw failures.shift();
    });
    await appDb.outbox.bulkAdd([entry({ id: '01', entityId: 'a' }), entry({ id: '02', entityId: 'b' })]);
    await replayWith(clock);
    expect(sent).toEqual(['01']);
    expect(await appDb.outbox.get('01')).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: 1_000_500 });
    await replayWith(clock);
    expect(sent).toEqual(['01', '02']);
    expect(await appDb.outbox.get('02')).toMatchObject({ attempts: 1, lastError: 'Service unavailable' });
  });

  it("marks a refused entry failed with the server's message and goes on with the rest", async () => {
    const { sent } = testOperation(async (e) => {
      if (e.id === '01')
        throw new ApiError(422, 'Invalid', [
          { propertyPath: 'lines[0].quantity', message: 'Please enter a quantity from 0 to 999.' },
        ]);
      return {};
    });
    await appDb.outbox.bulkAdd([entry({ id: '01', entityId: 'a' }), entry({ id: '02', entityId: 'a' })]);
    await replayWith(clock);
    expect(sent).toEqual(['01', '02']);
    expect(await appDb.outbox.get('01')).toMatchObject({
      state: 'failed',
      lastError: 'Please enter a quantity from 0 to 999.',
      lastStatus: 422,
      violations: [{ propertyPath: 'lines[0].quantity', message: 'Please enter a quantity from 0 to 999.' }],
    });
    // Tried again by the person: a new request (the server keeps its refusal under the old key).
    await retryEntry('01');
    const retried = await appDb.outbox.get('01');
    expect(retried).toMatchObject({ state: 'pending', nextAttemptAt: 0, settles: '01', violations: [] });
    expect(retried?.requestKey).toBeDefined();
    expect(retried?.requestKey).not.toBe('01');
    await discardEntry('01');
    expect(await appDb.outbox.count()).toBe(0);
  });

  it('keeps a 409 as a conflict with both copies, holding that entity, until the person chooses', async () => {
    let conflict = true;
    const { sent } = testOperation(async () => {
      if (conflict) throw new ConflictError(new ApiError(409, 'Changed elsewhere'), { version: 7 });
      return {};
    });
    await appDb.outbox.bulkAdd([entry({ id: '01', entityId: 'a' }), entry({ id: '02', entityId: 'a' })]);
    await replayWith(clock);
    expect(sent).toEqual(['01']);
    expect(await appDb.outbox.get('01')).toMatchObject({ state: 'conflict' });
    expect(await appDb.conflicts.get('01')).toMatchObject({
      mine: { mine: '01' },
      theirs: { version: 7 },
      message: 'Changed elsewhere',
    });
    conflict = false;
    await resolveConflict('01', 'mine');
    await replayWith(clock);
    expect(sent).toEqual(['01', '01', '02']);
    expect(await appDb.conflicts.count()).toBe(0);
  });

  it('takes the server copy when the person chooses theirs, dropping the change', async () => {
    testOperation(async () => {
      throw new ConflictError(new ApiError(409, 'Changed elsewhere'), { version: 7 });
    });
    await appDb.outbox.add(entry({ id: '01', entityId: 'a' }));
    await replayWith(clock);
    await resolveConflict('01', 'theirs');
    expect(await appDb.outbox.count()).toBe(0);
    expect(await appDb.conflicts.count()).toBe(0);
  });

  it('pauses on a lost session, keeps the queue, and resumes only for the same user', async () => {
    let lost = true;
    const { sent } = testOperation(async () => {
      if (lost) throw new SessionLostError('u1');
      return {};
    });
    await appDb.outbox.add(entry({ id: '01', entityId: 'a' }));
    await replayWith(clock);
    expect(syncState().pausedFor).toBe('u1');
    expect(await appDb.outbox.get('01')).toMatchObject({ state: 'pending', attempts: 0 });
    lost = false;
    // Another person on the device: nothing of u1's goes out under them.
    storeBearerSession(claims({ id: 'u2', exp: 2_000_000_000 }));
    await replayWith(clock);
    expect(sent).toEqual(['01']);
    expect(syncState().pausedFor).toBe('u1');
    // u1 logs in again: the queue resumes.
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    await replayWith(clock);
    expect(sent).toEqual(['01', '01']);
    expect(syncState().pausedFor).toBeNull();
    expect(await appDb.outbox.count()).toBe(0);
  });

  it('replays in one tab at a time: a tab that finds the lock taken does nothing', async () => {
    const { sent } = testOperation(async () => ({}));
    await appDb.outbox.add(entry({ id: '01', entityId: 'a' }));
    const requests: string[] = [];
    const original = navigator.locks;
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, _options: unknown, callback: (lock: unknown) => Promise<void>) => {
          requests.push(name);
          return callback(null);
        },
      },
    });
    try {
      await replayWith(clock);
    } finally {
      Object.defineProperty(navigator, 'locks', { configurable: true, value: original });
    }
    expect(requests).toEqual(['workbay-outbox-replay']);
    expect(sent).toEqual([]);
  });
});
