import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../../../contract/orders/messages';
import type { Order } from '../../../../contract/orders/schemas';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { OrderPage } from '../../../../src/features/orders/components/order-page';
import { keepRead } from '../../../../src/db/saved-reads';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { orderOf } from './order-fixture';

const page = () => renderAt(<OrderPage />, '/account/orders/o1', '/account/orders/:id');

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});
afterEach(() => vi.unstubAllGlobals());

const event = (kind: Order['trackingEvents'][number]['kind'], at: string) => ({ kind, at });
const collected = [
  event('received', '2025-10-26T09:00:00.000Z'),
  event('picking', '2025-10-26T09:10:00.000Z'),
  event('ready-to-collect', '2025-10-26T09:40:00.000Z'),
  event('collected', '2025-10-26T12:05:00.000Z'),
];

/**
 * Issue 26: a placed order's page starts a digital return of its parts. Issue 43: "Cancel order"
 * only until it is dispatched or ready to collect (contract/orders/cancel-rule.ts); "Return parts" after.
 */
describe("an order's return link", () => {
  it('a collected order says when, offers a return and no cancel', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'placed', trackingEvents: collected })) });
    page();
    const link = await screen.findByRole('link', { name: 'Return parts' });
    expect(link.getAttribute('href')).toBe('/account/returns/new?order=o1');
    const section = screen.getByRole('region', { name: 'Return parts' });
    expect(within(section).getByText('Collected on 26 Oct 2025.')).toBeTruthy();
    expect(within(section).getByText(orderMessages.tooLateToCancel['handed-over'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('ready to collect, or out on the van: no cancel, and the reason why', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'placed', trackingEvents: collected.slice(0, 3) })) });
    page();
    expect(await screen.findByText(orderMessages.tooLateToCancel['ready-to-collect'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('while it is being picked: "Cancel order", and no return yet', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'placed', trackingEvents: collected.slice(0, 2) })) });
    page();
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Return parts' })).toBeNull();
  });

  it('parts ordered for a work order: the branch cancels them, so no button', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'placed', workOrderId: 'w1' })) });
    page();
    expect(await screen.findByText(orderMessages.workOrderPartsOrder)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('parts for a work order once delivered: returned like any others, never "ask your branch to cancel"', async () => {
    const delivered = [event('dispatched', '2025-10-26T09:00:00.000Z'), event('delivered', '2025-10-26T11:00:00.000Z')];
    fakeApi({
      'GET /orders/o1': () => json(orderOf({ status: 'placed', workOrderId: 'w1', trackingEvents: delivered })),
    });
    page();
    expect(await screen.findByText(orderMessages.tooLateToCancel['handed-over'])).toBeTruthy();
    expect(screen.queryByText(orderMessages.workOrderPartsOrder)).toBeNull();
    expect(screen.getByRole('link', { name: 'Return parts' })).toBeTruthy();
  });

  it('a copy kept on the device before tracking events were answered still opens', async () => {
    const { trackingEvents: _none, ...old } = orderOf({ status: 'placed' });
    await keepRead('u1', 'orders/order/o1', old);
    fakeApi({ 'GET /orders/o1': () => problem(503, 'The service is unavailable.') });
    page();
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('offers no return for an order not yet paid, or cancelled', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf({ status: 'cancelled', placedAt: null })) });
    page();
    await screen.findByRole('heading', { name: 'Order WB-482913' });
    expect(screen.queryByRole('link', { name: 'Return parts' })).toBeNull();
  });
});
