import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { appDb } from '../../../../src/db/app-db';
import { InvoicesPage } from '../../../../src/features/invoices/components/invoices-page';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { collection, summaryOf } from './invoice-fixture';

const firstPage = 'GET /babbage-invoices?page=1&itemsPerPage=25';
const october = `${firstPage}&${new URLSearchParams({
  type: 'invoice',
  dateFrom: '01/10/2026',
  dateTo: '31/10/2026',
}).toString()}`;

beforeEach(async () => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  await appDb.savedReads.clear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the invoices page', () => {
  it('lists each invoice and credit note with its date, type, order and totals', async () => {
    fakeApi({
      [firstPage]: () =>
        json(
          collection([
            summaryOf(),
            summaryOf({ invoiceNumber: 'CN-GB-000007', type: 'credit-note', creditedInvoiceNumber: 'INV-GB-000123' }),
          ]),
        ),
    });
    renderAt(<InvoicesPage />);
    const link = await screen.findByRole('link', { name: 'INV-GB-000123' });
    expect(link.getAttribute('href')).toBe('/account/invoices/INV-GB-000123');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent);
    expect(cells(link.closest('tr') as HTMLElement)).toEqual([
      '14 Oct 2026',
      'Invoice',
      'WB-482913',
      '£99.98',
      '£20.00',
      '£119.98',
    ]);
    const credit = screen.getByRole('link', { name: 'CN-GB-000007' }).closest('tr') as HTMLElement;
    expect(cells(credit)[1]).toBe('Credit note');
  });

  it('asks for a type and two days as dd/MM/yyyy, both days included', async () => {
    const api = fakeApi({ [firstPage]: () => json(collection([summaryOf()])), [october]: () => json(collection([])) });
    renderAt(<InvoicesPage />);
    await screen.findByRole('link', { name: 'INV-GB-000123' });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'invoice' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find invoices' }));
    expect(await screen.findByText('No invoices or credit notes between those days.')).toBeTruthy();
    expect(api.callsTo(october)).toHaveLength(1);
  });

  it('shows a refused day beside its field', async () => {
    fakeApi({
      [firstPage]: () => json(collection([])),
      [`${firstPage}&dateFrom=02%2F10%2F2026&dateTo=01%2F10%2F2026`]: () =>
        problem(422, 'dateTo: The end date must be on or after the start date.', {
          violations: [{ propertyPath: 'dateTo', message: 'The end date must be on or after the start date.' }],
        }),
    });
    renderAt(<InvoicesPage />);
    await screen.findByText('No invoices or credit notes between those days.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find invoices' }));
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(screen.getByLabelText(/^To/).getAttribute('aria-invalid')).toBe('true');
  });

  it('downloads the invoices ticked on several pages as one ZIP', async () => {
    const api = fakeApi({
      [firstPage]: () => json(collection([summaryOf()], 30)),
      'GET /babbage-invoices?page=2&itemsPerPage=25': () =>
        json(collection([summaryOf({ invoiceNumber: 'INV-GB-000099', magic: 'x9' })], 30)),
      'POST /babbage-invoice-downloads': () =>
        new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/zip' } }),
    });
    renderAt(<InvoicesPage />);
    fireEvent.click(await screen.findByLabelText('Choose INV-GB-000123'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByLabelText('Choose INV-GB-000099'));
    expect(screen.getByText('2 invoices chosen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download 2 invoices as a ZIP' }));
    const again = await screen.findByRole('link', { name: 'Save the ZIP of 2 invoices again' });
    expect(again.getAttribute('href')).toBe('blob:zip');
    const body = api.callsTo('POST /babbage-invoice-downloads')[0]?.body as { invoices: { invoiceNumber: string }[] };
    expect(body.invoices.map((invoice) => invoice.invoiceNumber)).toEqual(['INV-GB-000123', 'INV-GB-000099']);
    expect(body.invoices[1]).toMatchObject({ magic: 'x9', country: 'GB', accountNumber: '10452', branchId: 'br1' });
  });

  it('shows the list kept on the device, as a saved copy, when the server cannot be reached', async () => {
    fakeApi({ [firstPage]: () => json(collection([summaryOf()])) });
    const first = renderAt(<InvoicesPage />);
    await screen.findByRole('link', { name: 'INV-GB-000123' });
    await vi.waitFor(async () => expect(await appDb.savedReads.count()).toBe(1));
    first.unmount();
    fakeApi({ [firstPage]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAt(<InvoicesPage />);
    expect(await screen.findByRole('link', { name: 'INV-GB-000123' })).toBeTruthy();
    expect(screen.getByText('Saved copy')).toBeTruthy();
  });
});
