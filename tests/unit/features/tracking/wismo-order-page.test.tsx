import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { appDb } from '../../../../src/db/app-db';
import { keepRead } from '../../../../src/db/saved-reads';
import { WismoOrderPage } from '../../../../src/features/tracking/components/wismo-order-page';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderRoutes } from '../../support/render';
import { summaryOf, wismoOrderOf } from './wismo-fixture';

const open = (ref = 'WB-482913') =>
  renderRoutes(
    [
      { path: '/account/tracking/:ref', element: <WismoOrderPage /> },
      { path: '/404', element: <p>Page not found</p> },
    ],
    `/account/tracking/${ref}`,
  );

beforeEach(async () => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  await appDb.savedReads.clear();
  vi.restoreAllMocks();
});

describe('an order’s tracking', () => {
  it('shows the timeline, the delivery window, the driver and the van', async () => {
    const api = fakeApi({ 'POST /account/wismo-order': () => json(wismoOrderOf()) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking WB-482913' })).toBeTruthy();
    expect(api.callsTo('POST /account/wismo-order')[0]?.body).toEqual({ ref: 'WB-482913' });
    const timeline = screen.getByRole('list', { name: 'What has happened so far' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Order received', 'Being picked', 'Loaded on the van', 'Out for delivery']);
    expect(within(timeline).getAllByRole('listitem').at(-1)?.getAttribute('aria-current')).toBe('step');
    expect(screen.getAllByText(/10:00–11:00/).length).toBeGreaterThan(0);
    expect(screen.getByText('Dave Pearson')).toBeTruthy();
    expect(screen.getByText('YK71 HBN')).toBeTruthy();
    expect(screen.getByText('WB19 KFD')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('/account/orders/o1');
  });

  it('says who signed once delivered', async () => {
    const order = wismoOrderOf();
    const delivered = {
      ...order.latestEvent,
      kind: 'delivered' as const,
      at: '2026-11-27T10:24:00.000Z',
      description: 'Delivered',
      window: null,
      signedBy: 'K. Walsh',
    };
    fakeApi({
      'POST /account/wismo-order': () =>
        json({ ...order, status: 'delivered', latestEvent: delivered, events: [...order.events, delivered] }),
    });
    open();
    expect(await screen.findByText(/Delivered at .*10:24, signed for by K\. Walsh/)).toBeTruthy();
  });

  it('"Refresh" asks for the latest events, then reads the order again', async () => {
    const api = fakeApi({
      'POST /account/wismo-order': () => json(wismoOrderOf()),
      'POST /account/update-wismo-orders': () => json({ orders: [summaryOf(wismoOrderOf())] }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('POST /account/wismo-order')).toHaveLength(2));
    expect(api.callsTo('POST /account/update-wismo-orders')[0]?.body).toEqual({ refs: ['WB-482913'] });
  });

  it('goes to /404 when the order has no tracking (trade §4, §8)', async () => {
    fakeApi({ 'POST /account/wismo-order': () => problem(404, 'There is no tracking for this order.') });
    const { router } = open('WB-000000');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('seen once, stays readable when the server cannot be reached, marked as a saved copy', async () => {
    await keepRead('u1', 'tracking/order/WB-482913', wismoOrderOf(), Date.parse('2026-11-27T14:05:00'));
    fakeApi({
      'POST /account/wismo-order': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking WB-482913' })).toBeTruthy();
    expect(screen.getByText('Saved copy')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('14:05');
  });
});
