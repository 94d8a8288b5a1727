import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateStorage, nearlyFull } from '../../../../src/features/health-checks/photos/storage-estimate';

afterEach(() => vi.unstubAllGlobals());

describe('the device’s storage, for the photos panel', () => {
  it('asks once for persistent storage, and says what is used of the quota', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', {
      storage: { persisted: async () => false, persist, estimate: async () => ({ usage: 80, quota: 100 }) },
    });
    expect(await estimateStorage()).toEqual({ usage: 80, quota: 100, persisted: true });
    expect(await estimateStorage()).toEqual({ usage: 80, quota: 100, persisted: false });
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('warns from 80% of the quota', () => {
    expect(nearlyFull({ usage: 79, quota: 100, persisted: true })).toBe(false);
    expect(nearlyFull({ usage: 80, quota: 100, persisted: true })).toBe(true);
    expect(nearlyFull({ usage: 0, quota: 0, persisted: true })).toBe(false);
  });

  it('says nothing where the browser does not', async () => {
    vi.stubGlobal('navigator', {});
    expect(await estimateStorage()).toBeNull();
  });
});
