import { describe, expect, it } from 'vitest';
import type { WorkshopBoard } from '../../../../contract/workshop-board/schemas';
import { ApiError, NetworkError } from '../../../../src/api/api-error';
import { ifNoneMatch, unlessUnchanged } from '../../../../src/features/workshop-board/api/workshop-board';

const board = { version: 'abc', workOrders: [], technicians: [] } as unknown as WorkshopBoard;
const held = { value: board, savedAt: 1, fromDevice: false };

describe('polling the workshop board', () => {
  it('asks with the version of the server’s board it holds, never of a copy from the device', () => {
    expect(ifNoneMatch(held)).toEqual({ 'if-none-match': 'W/"abc"' });
    expect(ifNoneMatch(undefined)).toBeUndefined();
    expect(ifNoneMatch({ ...held, fromDevice: true })).toBeUndefined();
  });

  it('keeps the board it holds on a 304, confirmed now', async () => {
    const read = await unlessUnchanged(held, () => Promise.reject(new ApiError(304, 'Not modified')));
    expect(read.value).toBe(board);
    expect(read.fromDevice).toBe(false);
    expect(read.savedAt).toBeGreaterThan(1);
  });

  it('passes any other failure on', async () => {
    const failure = new NetworkError(new TypeError('offline'));
    await expect(unlessUnchanged(held, () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
