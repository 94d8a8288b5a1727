import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordClockEvent } from '../../../../contract/clocking/schemas';
import type { ClockEventRow } from '../../../../src/db/clocking';
import { readDeviceClocks } from '../../../../src/features/clocking/device-clock';
import { useClockingSettings } from '../../../../src/features/clocking/hooks/use-clocking-settings';
import { clearDb } from '../../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';

const me = claims({ id: 'u-garage' });
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    onlineManager.setOnline(value);
  });
}

function renderSettings() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useClockingSettings(me.id), { wrapper });
}

/** A clock onto a break at 16:00 on a winter Monday, never clocked off. */
const forgotten: ClockEventRow[] = (['shift-start', 'break'] as const).map((kind, index) => {
  const event: RecordClockEvent = {
    id: `01936b2e-0000-7000-8000-0000000f000${index}`,
    technician: '01936b2e-0000-7000-8000-00000000b001',
    kind,
    workOrder: null,
    job: null,
    reason: null,
    deviceTime: `2026-12-07T${index === 0 ? '08:00' : '16:00'}:00.000Z`,
    device: 'Bay tablet',
    replaces: null,
    editReason: null,
  };
  return { id: event.id, userId: me.id, event, server: null, problem: null };
});
const nextMorning = Date.parse('2026-12-08T08:00:00.000Z');

/** Issue 47: the tablet closes a forgotten clock at the garage's own shift end, offline too. */
describe('the garage’s shift end on the tablet', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
    storeBearerSession(me);
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  it('reads the garage’s shift end, and offline the last one it read', async () => {
    fakeApi({ 'GET /clocking-settings': () => json({ shiftEnd: '17:30' }) });
    const first = renderSettings();
    await waitFor(() => expect(first.result.current.shiftEnd).toBe('17:30'));
    const closed = readDeviceClocks(forgotten, nextMorning, first.result.current).segments[0]!;
    expect(closed.flags).toEqual(['forgotten-closed']);
    expect(new Date(closed.end!).toISOString()).toBe('2026-12-07T17:30:00.000Z');
    first.unmount();

    // A reload with no network: the last read stands, not 18:00.
    setOnline(false);
    const api = fakeApi({ 'GET /clocking-settings': unreachable });
    const offline = renderSettings();
    await waitFor(() => expect(offline.result.current.shiftEnd).toBe('17:30'));
    expect(api.callsTo('GET /clocking-settings').length).toBeLessThanOrEqual(1);
  });

  it('assumes 18:00 only before it has ever read the garage’s, and takes the garage’s once online', async () => {
    setOnline(false);
    fakeApi({ 'GET /clocking-settings': unreachable });
    const { result } = renderSettings();
    expect(result.current.shiftEnd).toBe('18:00');
    fakeApi({ 'GET /clocking-settings': () => json({ shiftEnd: '16:45' }) });
    setOnline(true);
    await waitFor(() => expect(result.current.shiftEnd).toBe('16:45'));
  });
});
