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

/** Issue 26: a placed order's page starts a digital return of its parts. */
describe("an order's return link", () => {
  it('leads a placed order to the return form', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'placed' })) });
    page();
    const link = await screen.findByRole('link', { name: 'Return parts' });
    expect(link.getAttribute('href')).toBe('/account/returns/new?order=o1');
  });

  it('offers no return for an order not yet paid, or cancelled', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'cancelled', placedAt: null })) });
    page();
    await screen.findByRole('heading', { name: 'Order WB-482913' });
    expect(screen.queryByRole('link', { name: 'Return parts' })).toBeNull();
  });
});
