import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { ReturnFormPage } from '../../../../src/features/returns/components/return-form-page';
import { ReturnPage } from '../../../../src/features/returns/components/return-page';
import { registerReturnOperations } from '../../../../src/features/returns/return-operations';
import { queueReturn, waitingReturns } from '../../../../src/features/returns/return-outbox';
import { appDb } from '../../../../src/db/app-db';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderRoutes } from '../../support/render';
import { clearDb } from '../../sync/support';
import { order, products, returnOf } from './return-fixture';

beforeEach(async () => {
  await clearDb();
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Back online for the next test (the query client's online manager heard 'offline').
  window.dispatchEvent(new Event('online'));
});

const openForm = () =>
  renderRoutes(
    [
      { path: '/account/returns/new', element: <ReturnFormPage /> },
      { path: '/account/returns/:id', element: <ReturnPage /> },
    ],
    '/account/returns/new?order=o1',
  );
const choose = async (quantity: string, reason: string) => {
  fireEvent.change(await screen.findByLabelText('Quantity to return'), { target: { value: quantity } });
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
};

describe('the return form', () => {
  it('shows what can come back and why a line cannot, and sends the chosen line once', async () => {
    const api = fakeApi({
      'GET /orders/o1': () => json(order),
      'GET /orders/o1/digital-return-products': () => json(products),
      'POST /digital-returns': () => json(returnOf({ state: 'approved', creditNote: null }), 201),
      'GET /digital-returns/r1': () => json(returnOf({ state: 'approved', creditNote: null })),
    });
    openForm();
    expect(await screen.findByRole('heading', { name: 'Return parts from order WB-482913' })).toBeTruthy();
    const cat = screen.getByRole('group', { name: /Bosch Catalytic Converter/ });
    expect(within(cat).getByText('Special-order parts cannot be returned.')).toBeTruthy();
    expect(within(cat).queryByLabelText('Quantity to return')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose at least one part to return.');
    await choose('3', 'faulty');
    expect(await screen.findByText('At most 2 of this part can be returned.')).toBeTruthy();
    expect(api.callsTo('POST /digital-returns')).toHaveLength(0);

    await choose('1', 'wrong-part-supplied');
    expect(await screen.findByRole('heading', { name: 'Return RT-204518' })).toBeTruthy();
    const [call] = api.callsTo('POST /digital-returns');
    expect(call?.body).toMatchObject({
      order: 'o1',
      lines: [{ orderLine: 'l1', quantity: 1, reason: 'wrong-part-supplied' }],
    });
    expect(call?.headers['idempotency-key']).toBe((call?.body as { id: string }).id);
  });

  it('asks a note for "Other", and shows the server’s refusal beside the line', async () => {
    fakeApi({
      'GET /orders/o1': () => json(order),
      'GET /orders/o1/digital-return-products': () => json(products),
      'POST /digital-returns': () =>
        problem(422, 'At most 1 of this part can be returned.', {
          '@type': 'ConstraintViolationList',
          violations: [{ propertyPath: 'lines[0].quantity', message: 'At most 1 of this part can be returned.' }],
        }),
    });
    openForm();
    await choose('2', 'other');
    expect(await screen.findByText('Please say why you are returning it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Bought their own' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('At most 1 of this part can be returned.')).toBeTruthy();
    expect(screen.getByLabelText('Quantity to return').getAttribute('aria-invalid')).toBe('true');
  });

  it('offline, the return waits in the outbox and says so', async () => {
    fakeApi({
      'GET /orders/o1': () => json(order),
      'GET /orders/o1/digital-return-products': () => json(products),
    });
    openForm();
    await screen.findByLabelText('Quantity to return');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/your return will wait on this device/)).toBeTruthy();
    await choose('1', 'not-required');
    expect(await screen.findByText(/saved on this device and waits to be sent/)).toBeTruthy();
    const [entry] = await waitingReturns('u1');
    expect(entry).toMatchObject({ description: 'Return 1 part from order WB-482913' });
    expect(entry!.payload).toMatchObject({ body: { order: 'o1', lines: [{ orderLine: 'l1', quantity: 1 }] } });
  });
});

/** A return asked for offline whose sending the server refused, as replay leaves it in the outbox. */
async function refusedReturn() {
  await queueReturn(
    'u1',
    { id: 'r7', order: 'o1', lines: [{ orderLine: 'l1', quantity: 2, reason: 'faulty' }] },
    'WB-482913',
  );
  const message = 'At most 1 of this part can be returned.';
  await appDb.outbox
    .where('entityId')
    .equals('r7')
    .modify({
      state: 'failed',
      lastError: message,
      lastStatus: 422,
      violations: [{ propertyPath: 'lines[0].quantity', message }],
    });
}

describe('a return refused after it waited offline', () => {
  // The app registers its operations at start; discarding a refused change asks the registry.
  beforeAll(() => registerReturnOperations());

  it('opens its form again as it was asked, the refusal beside the line, and goes once changed', async () => {
    await refusedReturn();
    const api = fakeApi({
      'GET /orders/o1': () => json(order),
      'GET /orders/o1/digital-return-products': () => json(products),
      'POST /digital-returns': () => json(returnOf({ state: 'approved', creditNote: null }), 201),
      'GET /digital-returns/r1': () => json(returnOf({ state: 'approved', creditNote: null })),
    });
    openForm();
    const banner = await screen.findByText(/was not accepted when it was sent/);
    expect(banner.textContent).toContain('At most 1 of this part can be returned.');
    const quantity = screen.getByLabelText<HTMLInputElement>('Quantity to return');
    expect(quantity.value).toBe('2');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLSelectElement>('Reason').value).toBe('faulty');

    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByRole('heading', { name: 'Return RT-204518' })).toBeTruthy();
    expect(api.callsTo('POST /digital-returns')[0]?.body).toMatchObject({
      lines: [{ orderLine: 'l1', quantity: 1, reason: 'faulty' }],
    });
    // The refused one is replaced by the one sent: nothing of it is left to send or discard.
    expect(await waitingReturns('u1')).toEqual([]);
  });

  it('can be discarded from the form, which then starts empty', async () => {
    await refusedReturn();
    fakeApi({
      'GET /orders/o1': () => json(order),
      'GET /orders/o1/digital-return-products': () => json(products),
    });
    openForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard the refused return' }));
    await vi.waitFor(async () => expect(await waitingReturns('u1')).toEqual([]));
    expect(screen.queryByText(/was not accepted/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Quantity to return').value).toBe('');
  });
});

describe('a return’s page', () => {
  it('shows its state, history and credit note', async () => {
    fakeApi({ 'GET /digital-returns/r1': () => json(returnOf()) });
    renderRoutes([{ path: '/account/returns/:id', element: <ReturnPage /> }], '/account/returns/r1');
    expect(await screen.findByRole('heading', { name: 'Return RT-204518' })).toBeTruthy();
    expect(screen.getByText('State').nextElementSibling?.textContent).toBe('Credited');
    const credit = screen.getByRole('region', { name: 'Credit note' });
    expect(within(credit).getByRole('heading', { name: 'Credit note CN-GB-000042' })).toBeTruthy();
    expect(within(credit).getByRole('link', { name: 'INV-GB-000123' }).getAttribute('href')).toBe(
      '/account/invoices/INV-GB-000123',
    );
    expect(credit.textContent).toContain('£56.99');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.split(' ')[0])).toEqual([
      'Requested',
      'Approved',
      'Collected',
      'Credited',
    ]);
  });

  it('an approved return says when the van is due', async () => {
    fakeApi({
      'GET /digital-returns/r1': () =>
        json(returnOf({ state: 'approved', creditNote: null, collectAt: '2026-03-11T11:00:00.000Z' })),
    });
    renderRoutes([{ path: '/account/returns/:id', element: <ReturnPage /> }], '/account/returns/r1');
    expect(await screen.findByText(/Due by 11 Mar 2026/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Credit note' })).toBeNull();
  });
});
