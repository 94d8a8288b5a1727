import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { appDb } from '../../../../src/db/app-db';
import { useWorkOrder } from '../../../../src/features/work-orders/hooks/use-work-order';
import { createWorkOrder } from '../../../../src/features/work-orders/work-order-store';
import { clearDb } from '../../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';

const me = claims({ id: 'u-bay' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderWorkOrder(id: string) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useWorkOrder(id), { wrapper });
}

/**
 * Issue 42: opening a new work order asked the server for it (GET /work-orders/{id}) before its
 * creation had been sent, and the console showed a 404 on every new work order.
 */
describe('a work order made on this device', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
    storeBearerSession(me);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is never asked of the server before the server has it, online too', async () => {
    const api = fakeApi({});
    const id = await createWorkOrder(me.id, { header: { vrm: 'WB19 KFD' }, currency: 'GBP', defaultUplift: 0 });
    const { result } = renderWorkOrder(id);
    await waitFor(() => expect(result.current.row?.id).toBe(id));
    await pause(100);
    expect(result.current.loading).toBe(false);
    expect(result.current.notFound).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('is read from the server once the server has it', async () => {
    const id = await createWorkOrder(me.id, { header: { vrm: 'WB19 KFD' }, currency: 'GBP', defaultUplift: 0 });
    const row = (await appDb.workOrders.get(id))!;
    const server: WorkOrder = { ...row.workOrder, rev: 1, workOrderNumber: 'WO-1001' };
    await appDb.workOrders.put({ ...row, server });
    const api = fakeApi({ [`GET /work-orders/${id}`]: () => json(server) });
    const { result } = renderWorkOrder(id);
    await waitFor(() => expect(api.callsTo(`GET /work-orders/${id}`)).toHaveLength(1));
    await waitFor(() => expect(result.current.row?.server?.workOrderNumber).toBe('WO-1001'));
  });

  it('one the device does not hold is asked of the server', async () => {
    const id = '0190a0a0-0000-7000-8000-000000000001';
    const api = fakeApi({
      [`GET /work-orders/${id}`]: () => json({ title: 'Not Found', detail: 'Not found', status: 404 }, 404),
    });
    const { result } = renderWorkOrder(id);
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(api.callsTo(`GET /work-orders/${id}`)).toHaveLength(1);
  });
});
