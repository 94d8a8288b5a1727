import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../src/db/app-db';
import { clearPack, readPackState, writePackState, type PackStateRow } from '../../../src/db/catalogue-pack';
import { packHeld } from '../../../src/db/pack-held';
import { usePackState } from '../../../src/catalogue-pack/use-pack';

const state: PackStateRow = {
  id: 'current',
  branch: { id: 'b-leeds', name: 'Leeds Kirkstall Road', slug: 'leeds-kirkstall-road' },
  nearby: [],
  version: '2026-11-27T06:00:00.000Z',
  phase: 'ready',
  run: null,
  bytes: 1_250_000,
  count: 4_812,
  refreshedAt: '2026-11-27T06:00:00.000Z',
  autoRefresh: true,
  error: null,
};

afterEach(async () => {
  await appDb.packState.clear();
});

describe('the offline catalogue as the pages read it (issue 23: no IndexedDB on a device without one)', () => {
  it('is absent at once on a device that holds none, with no read waited for', () => {
    const { result } = renderHook(() => usePackState());
    // null (the device holds none), not undefined (a read under way): the page need not wait.
    expect(result.current).toBeNull();
  });

  it('is read live once a pack is written, and absent again once it is removed', async () => {
    const { result } = renderHook(() => usePackState());
    await writePackState(state);
    expect(packHeld.read()).toBe(true);
    await waitFor(() => expect(result.current?.branch.name).toBe('Leeds Kirkstall Road'));
    await clearPack();
    expect(packHeld.read()).toBe(false);
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('mends a lost marker when the pack state is next read', async () => {
    await writePackState(state);
    packHeld.write(false);
    expect(await readPackState()).toBeDefined();
    expect(packHeld.read()).toBe(true);
  });
});
