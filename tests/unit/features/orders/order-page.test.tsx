import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { OrderPage } from '../../../../src/features/orders/components/order-page';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { collection, orderOf } from './order-fixture';

const page = () => renderAt(<OrderPage />, '/account/orders/o1', '/account/orders/:id');

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe("an order's page", () => {
  it('shows its lines, totals with VAT, delivery, payment, reference and vehicle', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf()) });
    page();
    expect(await screen.findByRole('heading', { name: 'Order WB-482913' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Brembo Front Brake Pad Set/ })).toBeTruthy();
    expect(screen.getAllByText('£94.98')).toHaveLength(2);
    expect(screen.getByText('£20.00')).toBeTruthy();
    expect(screen.getByText('£119.98')).toBeTruthy();
    expect(screen.getByText('Not paid yet')).toBeTruthy();
    expect(screen.getByText('Job 4411')).toBeTruthy();
    expect(screen.getByText('AB12 CDE')).toBeTruthy();
    expect(screen.getByText('Next-day delivery, 13 Mar 2026')).toBeTruthy();
    expect(screen.getByText('The invoice is issued once the order is paid.')).toBeTruthy();
  });

  it('cancels after asking, and shows the cancelled order', async () => {
    const api = fakeApi({
      'GET /orders/o1': () => json(orderOf()),
      'POST /orders/o1/cancel': () =>
        json(orderOf({ status: 'cancelled', progress: 'Cancelled', cancelledAt: '2026-03-12T11:00:00.000Z' })),
      'GET /users-orders?page=1&itemsPerPage=25': () => json(collection([])),
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(api.callsTo('POST /orders/o1/cancel')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Order WB-482913 was cancelled.')).toBeTruthy();
    expect(screen.getByText('Cancelled', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(api.callsTo('POST /orders/o1/cancel')).toHaveLength(1);
  });

  it('keeps the order when the person changes their mind', async () => {
    const api = fakeApi({ 'GET /orders/o1': () => json(orderOf()) });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('button', { name: 'Yes, cancel the order' })).toBeNull();
    expect(api.callsTo('POST /orders/o1/cancel')).toHaveLength(0);
  });

  it("shows the server's reason when cancelling is refused", async () => {
    const refusal = 'These parts were ordered for a work order. Please ask your branch to cancel them.';
    fakeApi({
      'GET /orders/o1': () => json(orderOf()),
      'POST /orders/o1/cancel': () => problem(409, refusal),
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('says cancelling needs a connection when offline, and keeps the order on screen as a saved copy', async () => {
    fakeApi({ 'GET /orders/o1': () => json(orderOf()) });
    page();
    await screen.findByRole('heading', { name: 'Order WB-482913' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Cancelling an order needs a connection: you are offline.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel order' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Saved copy')).toBeTruthy();
  });

  it('answers "not found" in the server\'s words', async () => {
    fakeApi({ 'GET /orders/o1': () => problem(404, 'This order could not be found.') });
    page();
    expect(await screen.findByText('This order could not be found.')).toBeTruthy();
  });
});
