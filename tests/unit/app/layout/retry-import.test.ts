import { describe, expect, it } from 'vitest';
import { retryImport } from '../../../../src/app/layout/retry-import';

describe('retryImport', () => {
  it('asks again after a failed fetch and answers the chunk', async () => {
    let calls = 0;
    const chunk = await retryImport(
      async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
        return { ok: true };
      },
      2,
      1,
    );
    expect(chunk).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('gives up after its retries with the last error', async () => {
    let calls = 0;
    await expect(
      retryImport(
        async () => {
          calls += 1;
          throw new TypeError(`failure ${calls}`);
        },
        2,
        1,
      ),
    ).rejects.toThrow('failure 3');
  });
});
