import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pullWorkOrders } from '../../../../src/features/work-orders/api/pull-work-orders';
import { useLabourRates } from '../../../../src/features/work-orders/hooks/use-workshop-data';
import { clearDb } from '../../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';

const me = claims({ id: 'u-trade' });
const rates = [
  { id: 'mechanical', name: 'Mechanical', rate: 7_200 },
  { id: 'diagnostic', name: 'Diagnostic', rate: 9_000 },
];
const raised = [{ ...rates[0]!, rate: 7_400 }, rates[1]!];
const collection = (members: unknown[]) => json({ 'hydra:member': members, 'hydra:totalItems': members.length });
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

/** The editor's rate list as a fresh page reads it, with every answer it gave on the way. */
function renderRates() {
  const seen: (readonly unknown[] | undefined)[] = [];
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      const answer = useLabourRates();
      seen.push(answer.data);
      return answer;
    },
    { wrapper },
  );
  return { ...view, seen };
}

/** Never an empty list, and once known never unknown again. */
function expectNeverEmpty(seen: readonly (readonly unknown[] | undefined)[]) {
  expect(seen.some((data) => data !== undefined && data.length === 0)).toBe(false);
  const first = seen.findIndex((data) => data !== undefined);
  expect(seen.slice(first).every((data) => data !== undefined)).toBe(true);
}

/**
 * Issue 42: the account's labour rates are kept on the device with its work orders. Before, they
 * were kept only once an editor had read them online, and a read that failed offline was never
 * asked again on reconnect (networkMode 'always' turns TanStack Query's refetch on reconnect off):
 * the list was empty until a reload and a job was priced £0.00.
 */
describe('the labour rates on the device', () => {
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

  it('come with the work orders: opened offline they are the kept ones, and back online never empty', async () => {
    fakeApi({
      'GET /work-orders?page=1&itemsPerPage=100': () => collection([]),
      'GET /labour-rates': () => collection(rates),
      'GET /custom-jobs': () => collection([]),
    });
    // The list page pulls the work orders; no editor is opened online.
    await pullWorkOrders(me.id);

    setOnline(false);
    const api = fakeApi({ 'GET /labour-rates': unreachable, 'GET /custom-jobs': unreachable });
    const { result, seen } = renderRates();
    await waitFor(() => expect(result.current.data).toEqual(rates));
    expect(api.callsTo('GET /labour-rates')).toHaveLength(0);

    // Back online: the account's rates are read again (raised meanwhile) and replace the kept ones.
    fakeApi({ 'GET /labour-rates': () => collection(raised), 'GET /custom-jobs': () => collection([]) });
    setOnline(true);
    await waitFor(() => expect(result.current.data).toEqual(raised));
    expectNeverEmpty(seen);
  });

  it('answer at once from the device while the connection hangs', async () => {
    fakeApi({ 'GET /labour-rates': () => collection(rates) });
    const first = renderRates();
    await waitFor(() => expect(first.result.current.data).toEqual(rates));
    first.unmount();

    // A reload on a connection that accepts requests and never answers (the old read waited 20 s).
    fakeApi({ 'GET /labour-rates': () => new Promise<Response>(() => {}) });
    const { result, seen } = renderRates();
    await waitFor(() => expect(result.current.data).toEqual(rates), { timeout: 1_000 });
    expect(result.current.isLoading).toBe(false);
    expectNeverEmpty(seen);
  });

  it('with none kept, opened offline: known to be missing, and asked again once back online', async () => {
    setOnline(false);
    const { result, seen } = renderRates();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toBeUndefined();

    // The first request after the connection comes back fails too: it is tried again.
    const api = fakeApi({ 'GET /labour-rates': [unreachable, () => collection(rates)] });
    setOnline(true);
    await waitFor(() => expect(result.current.data).toEqual(rates), { timeout: 5_000 });
    expect(api.callsTo('GET /labour-rates')).toHaveLength(2);
    expectNeverEmpty(seen);
  });
});
