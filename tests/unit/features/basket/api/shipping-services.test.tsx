import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoShippingServices } from '../../../../../server/demo/commerce/shipping-services';
import { setFirstScreen } from '../../../../../src/db/after-first-screen';
import { readCatalogueRecord } from '../../../../../src/db/catalogue-records';
import { useShippingServices } from '../../../../../src/features/basket/api/shipping-services';
import { clearDb } from '../../../sync/support';
import { fakeApi, json, useBearerMode } from '../../../support/fake-api';

/**
 * Issue 21: a basket opened offline, with no list of delivery options kept, said "Delivery options
 * will show once the app has been online." until a reload. Back online, the list is asked again.
 */
describe('the delivery options opened offline with none kept', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
  });
  afterEach(() => onlineManager.setOnline(true));

  it('are asked for again as soon as the connection is back', async () => {
    const services = demoShippingServices.map(({ position: _position, ...service }) => service);
    let online = false;
    fakeApi({
      'GET /shipping-services?status=active&itemsPerPage=1000': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json({ 'hydra:member': services, 'hydra:totalItems': services.length });
      },
    });
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useShippingServices(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));

    online = true;
    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(result.current.data?.map((service) => service.code)).toEqual(services.map((service) => service.code)),
    );
  });
});

/**
 * Issue 23: keeping the list on the device loads the device's store (Dexie, 32 KB), which a
 * product page asked for before its largest paint. The copy is written once the first screen is up.
 */
describe('the delivery options kept on the device', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
  });
  afterEach(() => setFirstScreen(Promise.resolve()));

  it('are written once the first screen is up, not as the answer arrives', async () => {
    const services = demoShippingServices.map(({ position: _position, ...service }) => service);
    fakeApi({
      'GET /shipping-services?status=active&itemsPerPage=1000': () =>
        json({ 'hydra:member': services, 'hydra:totalItems': services.length }),
    });
    let showFirstScreen = () => {};
    setFirstScreen(new Promise<void>((resolve) => (showFirstScreen = resolve)));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useShippingServices(), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(services.length));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readCatalogueRecord('shipping-services')).toBeUndefined();

    showFirstScreen();
    await waitFor(async () => expect((await readCatalogueRecord('shipping-services'))?.value).toEqual(services));
  });
});
