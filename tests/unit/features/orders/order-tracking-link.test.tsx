import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { OrderPage } from '../../../../src/features/orders/components/order-page';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { orderOf } from './order-fixture';

const page = () => renderAt(<OrderPage />, '/account/orders/o1', '/account/orders/:id');

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});
afterEach(() => vi.unstubAllGlobals());

/** Issue 26: an order's page leads to its tracking (wismo), once there is something to track. */
describe("an order's tracking link", () => {
  it('links a placed order to its tracking by reference', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'placed' })) });
    page();
    const link = await screen.findByRole('link', { name: 'Track this order' });
    expect(link.getAttribute('href')).toBe('/account/tracking/WB-482913');
  });

  it('offers no tracking for an order not yet paid', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'awaiting-payment', placedAt: null })) });
    page();
    await screen.findByRole('heading', { name: 'Order WB-482913' });
    expect(screen.queryByRole('link', { name: 'Track this order' })).toBeNull();
  });
});
