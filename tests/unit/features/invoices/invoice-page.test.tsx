import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { vatPerLineNote } from '../../../../contract/invoices/vat-analysis';
import { appDb } from '../../../../src/db/app-db';
import { InvoicePage } from '../../../../src/features/invoices/components/invoice-page';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { invoiceOf } from './invoice-fixture';

const open = (number = 'INV-GB-000123') =>
  renderAt(<InvoicePage />, `/account/invoices/${number}`, '/account/invoices/:number');

beforeEach(async () => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  await appDb.savedReads.clear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe("an invoice's page", () => {
  it('shows what a VAT invoice must: the supplier’s VAT number, each line’s rate and net, VAT by rate', async () => {
    fakeApi({ 'GET /babbage-invoices/INV-GB-000123': () => json(invoiceOf()) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-GB-000123' })).toBeTruthy();
    expect(screen.getByText('VAT number GB284619374')).toBeTruthy();
    expect(screen.getByText('Account 10452')).toBeTruthy();
    const line = screen.getByRole('rowheader', { name: /Brake pad set, front/ }).closest('tr') as HTMLElement;
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '£49.99', '–', '£99.98', '20%', '£20.00']);
    const analysis = screen.getByRole('table', { name: 'VAT analysis' });
    expect(within(analysis).getByRole('row', { name: '20% £99.98 £20.00 £119.98' })).toBeTruthy();
    expect(screen.getAllByText(vatPerLineNote)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'WB-482913' }).getAttribute('href')).toBe('/account/orders/o1');
  });

  it('names the invoice a credit note credits, and why', async () => {
    fakeApi({
      'GET /babbage-invoices/CN-GB-000007': () =>
        json(
          invoiceOf({
            invoiceNumber: 'CN-GB-000007',
            type: 'credit-note',
            creditedInvoiceNumber: 'INV-GB-000123',
            reason: 'Wrong part supplied',
          }),
        ),
    });
    open('CN-GB-000007');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit note CN-GB-000007' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'INV-GB-000123' }).getAttribute('href')).toBe(
      '/account/invoices/INV-GB-000123',
    );
    expect(screen.getByText('Wrong part supplied')).toBeTruthy();
  });

  it('downloads the PDF in one press, with the magic the server handed out, through a blob URL', async () => {
    const api = fakeApi({
      'GET /babbage-invoices/INV-GB-000123': () => json(invoiceOf()),
      'POST /babbage-invoice-pdf': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    // What the browser would save: each press on a download link (jsdom does not navigate).
    const saved: { href: string | null; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href'), download: this.download });
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download INV-GB-000123 (PDF)' }));
    expect(await screen.findByText(/INV-GB-000123 was downloaded\./)).toBeTruthy();
    expect(saved).toEqual([{ href: 'blob:pdf', download: 'INV-GB-000123.pdf' }]);
    expect(screen.getByRole('link', { name: 'Save it again' }).getAttribute('href')).toBe('blob:pdf');
    vi.restoreAllMocks();
    expect(api.callsTo('POST /babbage-invoice-pdf')[0]?.body).toMatchObject({
      invoiceNumber: 'INV-GB-000123',
      magic: 'm4g1c',
      babbageAccountNumber: '10452',
      babbageBranchId: 'br1',
    });
  });

  it("shows the server's words for an invoice that is not the person's", async () => {
    fakeApi({ 'GET /babbage-invoices/INV-GB-000999': () => problem(404, 'This invoice could not be found.') });
    open('INV-GB-000999');
    expect(await screen.findByText('This invoice could not be found.')).toBeTruthy();
  });
});
