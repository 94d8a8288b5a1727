import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { OrdersPage } from '../../../../src/features/orders/components/orders-page';
import { claims, fakeApi, json, problem, storeBearerSession, userRecord, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { collection, orderOf } from './order-fixture';

const account = { id: 'b1', accountNumber: 'TR1001', branch: { id: 'br1', name: 'Leeds' } };
const retail = () => json(userRecord());
const trade = () => json(userRecord({ babbageAccount: account, babbageAccounts: [account] }));
const firstPage = 'GET /users-orders?page=1&itemsPerPage=25';
const filtered = `${firstPage}&${new URLSearchParams({
  vehicle: 'AB12CDE',
  customerReference: 'Job 4411',
  'createdAt[after]': '2026-03-01',
  // The day after "to", so that the whole of 31 March counts.
  'createdAt[before]': '2026-04-01',
}).toString()}`;

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the orders page', () => {
  it('lists each order with its reference, date, status, vehicle, their reference and total', async () => {
    fakeApi({ 'GET /users/u1': retail, [firstPage]: () => json(collection([orderOf()])) });
    renderAt(<OrdersPage />);
    const row = (await screen.findByRole('link', { name: 'WB-482913' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'WB-482913' }).getAttribute('href')).toBe('/account/orders/o1');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['12 Mar 2026', 'Awaiting payment', 'AB12 CDE', 'Job 4411', '£119.98']);
    expect(screen.queryByRole('columnheader', { name: 'Trade account' })).toBeNull();
  });

  it('says where each order is, as the server words it, and a trade user sees each one’s trade account', async () => {
    const manchester = { id: 'b2', accountNumber: 'TR2002', branch: { id: 'br2', name: 'Manchester' } };
    fakeApi({
      'GET /users/u1': trade,
      [firstPage]: () =>
        json(
          collection([
            orderOf({ status: 'placed', progress: 'Delivered', babbageAccount: account }),
            orderOf({
              id: 'o2',
              reference: 'WB-100200',
              status: 'placed',
              progress: 'Part-returned',
              babbageAccount: manchester,
            }),
          ]),
        ),
    });
    renderAt(<OrdersPage />);
    const cellsOf = async (reference: string) =>
      within((await screen.findByRole('link', { name: reference })).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The column shows once the profile says this is a trade user.
    expect(await screen.findByRole('columnheader', { name: 'Trade account' })).toBeTruthy();
    expect(await cellsOf('WB-482913')).toEqual([
      '12 Mar 2026',
      'Delivered',
      'AB12 CDE',
      'Job 4411',
      'TR1001 - Leeds',
      '£119.98',
    ]);
    expect(await cellsOf('WB-100200')).toEqual([
      '12 Mar 2026',
      'Part-returned',
      'AB12 CDE',
      'Job 4411',
      'TR2002 - Manchester',
      '£119.98',
    ]);
  });

  it('falls back to the trade account’s orders when the person’s own are refused with 403 (trade §7)', async () => {
    const api = fakeApi({
      'GET /users/u1': trade,
      [firstPage]: () => problem(403, 'Your orders are kept by trade account.'),
      'GET /users-babbage-account-orders?page=1&itemsPerPage=25': () =>
        json(collection([orderOf({ id: 'o2', reference: 'WB-100200', babbageAccount: account })])),
    });
    renderAt(<OrdersPage />);
    expect(await screen.findByRole('link', { name: 'WB-100200' })).toBeTruthy();
    expect(
      screen.getByText('Your own orders could not be listed, so these are your trade account’s orders.'),
    ).toBeTruthy();
    expect(screen.queryByText('Your orders are kept by trade account.')).toBeNull();
    expect(api.callsTo('GET /users-babbage-account-orders?page=1&itemsPerPage=25')).toHaveLength(1);
  });

  it('filters by registration, reference and days, both days included', async () => {
    const api = fakeApi({
      'GET /users/u1': retail,
      [firstPage]: () => json(collection([orderOf()])),
      [filtered]: () => json(collection([])),
    });
    renderAt(<OrdersPage />);
    await screen.findByRole('link', { name: 'WB-482913' });
    fireEvent.change(screen.getByLabelText('Vehicle registration'), { target: { value: 'ab12 cde' } });
    fireEvent.change(screen.getByLabelText('Your reference'), { target: { value: ' Job 4411 ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find orders' }));
    expect(await screen.findByText('No orders found.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/users-orders'))).toHaveLength(2);
  });

  it("offers a trade user the whole trade account's orders", async () => {
    fakeApi({
      'GET /users/u1': trade,
      [firstPage]: () => json(collection([])),
      'GET /users-babbage-account-orders?page=1&itemsPerPage=25': () =>
        json(collection([orderOf({ id: 'o2', reference: 'WB-100200' })])),
    });
    renderAt(<OrdersPage />);
    fireEvent.click(await screen.findByLabelText('All orders of the trade account'));
    expect(await screen.findByRole('link', { name: 'WB-100200' })).toBeTruthy();
  });

  it('has no account switch for a retail customer', async () => {
    fakeApi({ 'GET /users/u1': retail, [firstPage]: () => json(collection([])) });
    renderAt(<OrdersPage />);
    await screen.findByText('No orders found.');
    expect(screen.queryByLabelText('All orders of the trade account')).toBeNull();
  });

  it('pages through the orders', async () => {
    const api = fakeApi({
      'GET /users/u1': retail,
      [firstPage]: () => json(collection([orderOf()], 30)),
      'GET /users-orders?page=2&itemsPerPage=25': () =>
        json(collection([orderOf({ id: 'o9', reference: 'WB-9' })], 30)),
    });
    renderAt(<OrdersPage />);
    await screen.findByText('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'WB-9' })).toBeTruthy();
    expect(api.callsTo('GET /users-orders?page=2&itemsPerPage=25')).toHaveLength(1);
  });

  it("shows the server's words when the list cannot be loaded", async () => {
    fakeApi({ 'GET /users/u1': retail, [firstPage]: () => problem(400, 'You cannot see these orders.') });
    renderAt(<OrdersPage />);
    expect(await screen.findByText('You cannot see these orders.')).toBeTruthy();
  });
});
