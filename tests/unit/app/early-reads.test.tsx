import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startProductRead } from '../../../src/app/early-reads';
import { clearCsrfToken } from '../../../src/api/csrf';
import { fakeApi, guestClaims, json, storeBearerSession, useBearerMode } from '../support/fake-api';

const PRODUCT = 'GET /storefront/product/100001?currency=GBP';
const load = (client: QueryClient, id: string) =>
  startProductRead(client)({
    params: { id },
    request: new Request(`http://localhost/products/${id}`),
    context: {},
  } as never);

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product route’s loader (issue 23: the product read beside the page’s code, not after it)', () => {
  it('starts the product’s read as the route matches, with a live session, and returns at once', async () => {
    storeBearerSession(guestClaims());
    const api = fakeApi({ [PRODUCT]: () => json({ id: '100001' }) });
    const client = new QueryClient();
    expect(load(client, '100001')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo(PRODUCT)).toHaveLength(1));
  });

  it('asks nothing on a first visit, before the session has started', async () => {
    const api = fakeApi({ [PRODUCT]: () => json({ id: '100001' }) });
    load(new QueryClient(), '100001');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api.calls).toEqual([]);
  });
});
