import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDb } from '../../../src/db/app-db';
import { useLazyLiveQuery } from '../../../src/db/use-lazy-live-query';

const readerModule = { count: () => appDb.recentVehicles.count() };

// Test files share a worker (isolate: false) and so the device store: a file before this one may
// have left recent vehicles in it (seen: the count started at 1 and never read 0).
beforeEach(async () => {
  await appDb.recentVehicles.clear();
});
afterEach(async () => {
  await appDb.recentVehicles.clear();
});

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

describe('useLazyLiveQuery: a live read of the device store, its code loaded on first use', () => {
  it('answers undefined until the read, then follows the table as it changes', async () => {
    const load = vi.fn(async () => readerModule);
    const { result } = renderHook(() => useLazyLiveQuery(load, (reader) => reader.count(), []));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(0));
    await appDb.recentVehicles.put({
      userKey: 'guest',
      searchKey: 'vrm:WB19KFD',
      searchedAt: '2026-11-27T10:00:00.000Z',
      vehicle: { vehicleDetails: [], tecdocId: 1, description: 'Ford Focus', candidates: 1, hasMotHistory: false },
    } as never);
    await waitFor(() => expect(result.current).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing and answers undefined while there is nothing to read', async () => {
    const load = vi.fn(async () => readerModule);
    const { result } = renderHook(() => useLazyLiveQuery(load, null, []));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('throws a failed read into the render, as useLiveQuery does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Reader() {
      const value = useLazyLiveQuery(
        async () => readerModule,
        () => Promise.reject(new Error('IndexedDB said no')),
        [],
      );
      return <p>{String(value)}</p>;
    }
    render(
      <Boundary>
        <Reader />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: IndexedDB said no')).toBeTruthy();
  });
});
