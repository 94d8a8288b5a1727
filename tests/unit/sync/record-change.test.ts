import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../src/db/app-db';
import { recordChange, StorageFullError } from '../../../src/sync/record-change';
import { clearDb } from './support';

beforeEach(clearDb);

const change = {
  userId: 'u1',
  entity: 'basket',
  entityId: 'b1',
  operation: 'basket.lines',
  payload: { n: 1 },
  description: 'Add 1 × Brembo P85020 to basket',
};

describe('recordChange: the row and its outbox entry in one transaction', () => {
  it('writes both, the entry pending with a UUID v7 id', async () => {
    const entry = await recordChange(
      [appDb.quotes],
      async () => {
        await appDb.quotes.put({ id: 'b1', userId: 'u1', serverVersion: 0, provisional: true, updatedAt: '' });
      },
      change,
    );
    expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(await appDb.outbox.get(entry.id)).toMatchObject({ ...change, state: 'pending', attempts: 0 });
    expect(await appDb.quotes.get('b1')).toBeDefined();
  });

  it('keeps the order of changes recorded in the same millisecond (a confirm, then its payment)', async () => {
    const at = new Date(Date.UTC(2026, 10, 24, 9));
    const made: string[] = [];
    for (let i = 0; i < 50; i++)
      made.push((await recordChange([], async () => {}, { ...change, payload: { n: i } }, at)).id);
    const replayOrder = (await appDb.outbox.where('[userId+id]').between(['u1', ''], ['u1', '\uffff']).toArray()).map(
      (e) => e.id,
    );
    expect(replayOrder).toEqual(made);
  });

  it('writes neither when the row write fails', async () => {
    await expect(
      recordChange(
        [appDb.quotes],
        async () => {
          await appDb.quotes.put({ id: 'b1', userId: 'u1', serverVersion: 0, provisional: true, updatedAt: '' });
          throw new Error('boom');
        },
        change,
      ),
    ).rejects.toThrow('boom');
    expect(await appDb.outbox.count()).toBe(0);
    expect(await appDb.quotes.count()).toBe(0);
  });

  it('turns a full disk into a StorageFullError the person can read, recording nothing', async () => {
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    const error = await recordChange(
      [appDb.quotes],
      async () => {
        throw quota;
      },
      change,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as Error).message).toMatch(/run out of storage/);
    expect(await appDb.outbox.count()).toBe(0);
  });

  it('keeps entries in creation order by id', async () => {
    const first = await recordChange([], async () => {}, change, new Date(1_000));
    const second = await recordChange([], async () => {}, change, new Date(2_000));
    expect((await appDb.outbox.orderBy('id').toArray()).map((e) => e.id)).toEqual([first.id, second.id]);
  });
});
