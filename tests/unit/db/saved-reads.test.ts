import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/api-error';
import { appDb } from '../../../src/db/app-db';
import { forgetSavedReads, keepRead, readKept, SAVED_READS_KEPT, savedRead } from '../../../src/db/saved-reads';

beforeEach(async () => {
  await appDb.savedReads.clear();
});

/** Lets the keeping (not awaited by savedRead) reach the database. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  await appDb.savedReads.count();
};

describe('a person’s documents kept on the device', () => {
  it('answers the server and keeps its answer, with when it was read', async () => {
    const saved = await savedRead('user-1', 'orders/order/7', async () => ({ reference: 'WB-1007' }));
    expect(saved).toMatchObject({ value: { reference: 'WB-1007' }, fromDevice: false });
    await settle();
    expect((await readKept('user-1', 'orders/order/7'))?.value).toEqual({ reference: 'WB-1007' });
  });

  it('answers the kept copy, with its own time, when the server cannot be reached', async () => {
    await keepRead('user-1', 'orders/order/7', { reference: 'WB-1007' }, 1_700_000_000_000);
    const saved = await savedRead('user-1', 'orders/order/7', () => Promise.reject(new NetworkError()));
    expect(saved).toEqual({ value: { reference: 'WB-1007' }, savedAt: 1_700_000_000_000, fromDevice: true });
  });

  it('never hides a refusal behind an old copy, and fails when nothing was kept', async () => {
    await keepRead('user-1', 'orders/order/7', { reference: 'WB-1007' });
    const gone = new ApiError(404, 'This order could not be found.');
    await expect(savedRead('user-1', 'orders/order/7', () => Promise.reject(gone))).rejects.toBe(gone);
    const offline = new NetworkError();
    await expect(savedRead('user-1', 'orders/order/8', () => Promise.reject(offline))).rejects.toBe(offline);
  });

  it('keeps each person’s copies apart, and forgets only theirs at logout', async () => {
    await keepRead('user-1', 'invoices/list', ['INV-GB-000001']);
    await keepRead('user-2', 'invoices/list', ['INV-GB-000002']);
    await expect(savedRead('user-3', 'invoices/list', () => Promise.reject(new NetworkError()))).rejects.toThrow();
    await forgetSavedReads('user-1');
    expect(await readKept('user-1', 'invoices/list')).toBeUndefined();
    expect((await readKept('user-2', 'invoices/list'))?.value).toEqual(['INV-GB-000002']);
  });

  it('keeps a bounded number per person, dropping the oldest', async () => {
    for (let i = 0; i <= SAVED_READS_KEPT; i += 1) await keepRead('user-1', `orders/order/${i}`, i, 1000 + i);
    expect(await appDb.savedReads.where('userId').equals('user-1').count()).toBe(SAVED_READS_KEPT);
    expect(await readKept('user-1', 'orders/order/0')).toBeUndefined();
    expect((await readKept('user-1', `orders/order/${SAVED_READS_KEPT}`))?.value).toBe(SAVED_READS_KEPT);
  });
});
