import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { OrderPage } from '../../../../src/features/orders/components/order-page';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { orderOf } from './order-fixture';

const account = { id: 'b2', accountNumber: '20817', branch: { id: 'br2', name: 'Manchester Trafford' } };
const placed = orderOf({
  status: 'placed',
  progress: 'Delivered',
  placedAt: '2026-03-12T10:20:00.000Z',
  invoiceNumber: 'INV-GB-000123',
  babbageAccount: account,
});
const pdfBytes = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });

let saved: { href: string; download: string }[];

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() }));
  saved = [];
  // What the browser would save: each press on a download link (jsdom does not navigate).
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Issue 43: an order shows its trade account and its invoice whichever account is active. */
describe("an order's invoice", () => {
  it('says where the order is and whose it is, and downloads its invoice in one press', async () => {
    const api = fakeApi({
      'GET /orders/o1': () => json(placed),
      'GET /orders/o1/invoice-pdf': pdfBytes,
    });
    renderAt(<OrderPage />, '/account/orders/o1', '/account/orders/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice INV-GB-000123 (PDF)' }));
    expect(await screen.findByText(/Invoice INV-GB-000123 was downloaded\./)).toBeTruthy();
    expect(saved).toEqual([{ href: 'blob:invoice', download: 'INV-GB-000123.pdf' }]);
    expect(api.callsTo('GET /orders/o1/invoice-pdf')).toHaveLength(1);
    // Found by the order, not looked for in the active account's invoice list.
    expect(api.calls.some((call) => call.path.startsWith('/babbage-invoices'))).toBe(false);
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.getByText('20817 - Manchester Trafford')).toBeTruthy();
  });

  it('says "No invoice yet." only when the order has none', async () => {
    fakeApi({ 'GET /orders/o1': () => json({ ...placed, invoiceNumber: null }) });
    renderAt(<OrderPage />, '/account/orders/o1', '/account/orders/:id');
    expect(await screen.findByText('No invoice yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download invoice/ })).toBeNull();
  });

  it("shows the server's words when the PDF cannot be had, and saves nothing", async () => {
    fakeApi({
      'GET /orders/o1': () => json(placed),
      'GET /orders/o1/invoice-pdf': () => problem(404, 'This invoice could not be found.'),
    });
    renderAt(<OrderPage />, '/account/orders/o1', '/account/orders/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice INV-GB-000123 (PDF)' }));
    expect(await screen.findByText('This invoice could not be found.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
