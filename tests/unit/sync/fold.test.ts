import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { NetworkError } from '../../../src/api/api-error';
import { appDb } from '../../../src/db/app-db';
import type { OutboxEntry } from '../../../src/db/outbox';
import { foldLines } from '../../../src/features/basket/basket-operations';
import { MAX_FOLDED } from '../../../src/sync/fold';
import { registerOperation } from '../../../src/sync/operations';
import { replayWith } from '../../../src/sync/replay';
import { setSyncState } from '../../../src/sync/sync-state';
import { claims, storeBearerSession } from '../support/fake-api';
import { clearDb, entry } from './support';

const clock = { now: () => 1_000_000, random: () => 0 };

/** An operation that folds: payloads are lists of numbers, folded by concatenation. */
function foldingOperation(answer: (e: OutboxEntry) => Promise<unknown>) {
  const sent: { id: string; payload: unknown }[] = [];
  registerOperation('test.fold', {
    payload: z.array(z.number()),
    send: async (e) => {
      sent.push({ id: e.id, payload: e.payload });
      return answer(e);
    },
    applied: async () => {},
    snapshot: async () => null,
    takeTheirs: async () => {},
    keepMine: async () => {},
    fold: (payloads) => ({ payload: payloads.flat(), taken: payloads.length }),
  });
  return sent;
}

const queued = (id: string, payload: number[], extra: Partial<OutboxEntry> = {}) =>
  entry({ id, entityId: 'basket-1', operation: 'test.fold', payload, description: `change ${id}`, ...extra });

beforeEach(async () => {
  await clearDb();
  setSyncState({ pausedFor: null, replaying: false, lastRunAt: null });
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});

describe('folding queued changes into one request', () => {
  it("sends an entity's run of one operation as one request under the first key, up to another", async () => {
    const sent = foldingOperation(async () => ({}));
    registerOperation('test.other', {
      payload: z.unknown(),
      send: async () => ({}),
      applied: async () => {},
      snapshot: async () => null,
      takeTheirs: async () => {},
      keepMine: async () => {},
    });
    await appDb.outbox.bulkAdd([
      queued('01', [1]),
      queued('02', [2]),
      queued('03', [3]),
      entry({ id: '04', entityId: 'basket-1', operation: 'test.other' }),
      queued('05', [5]),
      queued('06', [6], { entityId: 'basket-2' }),
    ]);
    await replayWith(clock);
    expect(sent).toEqual([
      { id: '01', payload: [1, 2, 3] },
      { id: '05', payload: [5] },
      { id: '06', payload: [6] },
    ]);
    expect(await appDb.outbox.count()).toBe(0);
  });

  it('seals the folded entry before sending: a retry after a network error sends the same request', async () => {
    let fail = true;
    const sent = foldingOperation(async () => {
      if (fail) {
        fail = false;
        throw new NetworkError(new TypeError('Failed to fetch'));
      }
      return {};
    });
    await appDb.outbox.bulkAdd([queued('01', [1]), queued('02', [2])]);
    await replayWith(clock);
    const waiting = await appDb.outbox.get('01');
    expect(waiting).toMatchObject({
      sealed: true,
      payload: [1, 2],
      attempts: 1,
      description: 'change 01, and 1 more change',
    });
    expect(await appDb.outbox.get('02')).toBeUndefined();

    // A change made meanwhile is not folded into the sealed entry: it goes after it, on its own.
    await appDb.outbox.add(queued('03', [3]));
    await replayWith({ ...clock, now: () => 10_000_000 });
    expect(sent).toEqual([
      { id: '01', payload: [1, 2] },
      { id: '01', payload: [1, 2] },
      { id: '03', payload: [3] },
    ]);
  });

  it('folds at most MAX_FOLDED changes into one request, and never a refused or conflicting one', async () => {
    const sent = foldingOperation(async () => ({}));
    const many = Array.from({ length: MAX_FOLDED + 5 }, (_, i) => queued(String(i).padStart(3, '0'), [i]));
    await appDb.outbox.bulkAdd(many);
    await replayWith(clock);
    expect(sent.map((s) => (s.payload as number[]).length)).toEqual([MAX_FOLDED, 5]);

    await appDb.outbox.bulkAdd([queued('a1', [1]), queued('a2', [2], { state: 'failed' }), queued('a3', [3])]);
    sent.length = 0;
    await replayWith(clock);
    expect(sent).toEqual([
      { id: 'a1', payload: [1] },
      { id: 'a3', payload: [3] },
    ]);
  });
});

describe('foldLines: basket line changes by absolute quantity', () => {
  const line = (id: string, quantity: number) => ({ id, product: `/products/${id}`, quantity });

  it('keeps each line once, as its last change left it, in the order lines first appeared', () => {
    const { payload, taken } = foldLines([
      { lines: [line('a', 1)] },
      { lines: [line('b', 1)] },
      { lines: [line('a', 3)] },
      { lines: [line('b', 0)] },
    ]);
    expect(taken).toBe(4);
    expect(payload.lines).toEqual([line('a', 3), line('b', 0)]);
  });

  it('stops before a request would carry more lines than a basket may have', () => {
    const payloads = Array.from({ length: 205 }, (_, i) => ({ lines: [line(`l${i}`, 1)] }));
    const { payload, taken } = foldLines(payloads);
    expect(taken).toBe(200);
    expect(payload.lines).toHaveLength(200);
  });
});
