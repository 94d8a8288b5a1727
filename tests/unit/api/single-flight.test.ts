import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from '../../../src/api/single-flight';

describe('singleFlight', () => {
  it('shares one run between concurrent callers and runs anew once settled', async () => {
    const task = vi.fn(async () => task.mock.calls.length);
    const once = singleFlight(task);
    await expect(Promise.all([once(), once()])).resolves.toEqual([1, 1]);
    await expect(once()).resolves.toBe(2);
  });

  it('lets the next caller retry after a failure', async () => {
    let fail = true;
    const once = singleFlight(async () => {
      if (fail) throw new Error('no');
      return 'ok';
    });
    await expect(once()).rejects.toThrow('no');
    fail = false;
    await expect(once()).resolves.toBe('ok');
  });
});
