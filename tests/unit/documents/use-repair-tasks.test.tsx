import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepairTaskGroup } from '../../../contract/repair-data/schemas';
import { useRepairTasks } from '../../../src/documents/use-repair-tasks';
import { clearDb } from '../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../support/fake-api';

const tree: RepairTaskGroup[] = [
  {
    id: 'brakes',
    description: 'Brakes',
    subgroups: [
      {
        id: 'front-brakes',
        description: 'Front brakes',
        tasks: [
          {
            id: '1M01822000WV0',
            awNumber: '1M01822000WV0',
            description: 'Front brake pads - renew',
            value: 80,
            genarts: [{ id: 402, description: 'Brake pad set', quantity: 1, required: true }],
            includes: [],
          },
        ],
      },
    ],
  },
];
const path = 'GET /repair-data/repair-tasks?tecdocId=595349';

let online = false;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    onlineManager.setOnline(value);
  });
}

/**
 * Seen in a browser test on a loaded machine: a vehicle looked up during an outage, its repair
 * times asked for as Wi-Fi came back, the failed read landing just after the browser's "online"
 * event. TanStack Query's refetch on reconnect had already run, so the editor said "not on this
 * device yet" until a reload. The read is asked again once online.
 */
describe('the repair times of a vehicle looked up offline', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
    storeBearerSession(claims({ id: 'u-trade' }));
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    act(() => onlineManager.setOnline(false));
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  it('are asked again when the failed read lands after the browser is back online', async () => {
    let fail: () => void = () => {};
    const api = fakeApi({
      [path]: [
        () =>
          new Promise<Response>((_resolve, reject) => {
            fail = () => reject(new TypeError('Failed to fetch'));
          }),
        () => json({ 'hydra:member': tree, 'hydra:totalItems': 1 }),
      ],
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRepairTasks(595349, []), { wrapper });
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    // Wi-Fi is back before the first read has failed.
    setOnline(true);
    await act(async () => fail());
    await waitFor(() => expect(result.current.data).toEqual(tree));
    expect(api.callsTo(path)).toHaveLength(2);
  });

  it('a read that fails online is asked once more, not in a loop', async () => {
    setOnline(true);
    const api = fakeApi({
      [path]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRepairTasks(595349, []), { wrapper });
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(2));
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsTo(path)).toHaveLength(2);
    expect(result.current.isError).toBe(true);
  });
});
