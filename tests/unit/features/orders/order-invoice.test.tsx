import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { OrderPage } from '../../../../src/features/orders/components/order-page';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { orderOf } from './order-fixture';

const placed = orderOf({ status: 'placed', placedAt: '2026-03-12T10:20:00.000Z' });
const invoice = {
  invoiceNumber: 'INV-GB-000123',
  type: 'invoice',
  magic: 'm4g1c',
  country: 'GB',
  branchId: 'br1',
  accountNumber: 'TR1001',
  date: '2026-03-12',
  taxPoint: '2026-03-12',
  orderId: 'o1',
  orderReference: 'WB-482913',
  creditedInvoiceNumber: null,
  currency: 'GBP',
  totalExcTax: 9998,
  totalTax: 2000,
  totalIncTax: 11998,
};
// The days around the day it was placed: the list has no order filter (trade §7).
const invoices = 'GET /babbage-invoices?type=invoice&dateFrom=11%2F03%2F2026&dateTo=14%2F03%2F2026&itemsPerPage=100';

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe("an order's invoice", () => {
  it('finds the invoice of a placed order and downloads its PDF through a blob URL', async () => {
    const api = fakeApi({
      'GET /orders/o1': () => json(placed),
      [invoices]: () => json({ 'hydra:member': [{ ...invoice, orderId: 'other' }, invoice], 'hydra:totalItems': 2 }),
      'POST /babbage-invoice-pdf': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderAt(<OrderPage />, '/account/orders/o1', '/account/orders/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice INV-GB-000123 (PDF)' }));
    const link = await screen.findByRole('link', { name: 'Open invoice INV-GB-000123 (PDF)' });
    expect(link.getAttribute('href')).toBe('blob:invoice');
    expect(api.callsTo('POST /babbage-invoice-pdf')[0]?.body).toMatchObject({
      invoiceNumber: 'INV-GB-000123',
      magic: 'm4g1c',
      country: 'GB',
      babbageAccountNumber: 'TR1001',
      babbageBranchId: 'br1',
    });
  });
});
