import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { appDb } from '../../../../src/db/app-db';
import { TrackingListPage } from '../../../../src/features/tracking/components/tracking-list-page';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { summaryOf, wismoOrderOf } from './wismo-fixture';

beforeEach(async () => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  await appDb.savedReads.clear();
});

const open = () => renderAt(<TrackingListPage />, '/account/tracking');

describe('the tracking list', () => {
  it('lists orders with where each is, links each to its tracking, and pages with next_page', async () => {
    const second = summaryOf(wismoOrderOf({ ref: 'WB-100200', customerReference: 'PO 20417' }));
    const api = fakeApi({
      'POST /account/wismo-order-list': (call) =>
        json(
          (call.body as { page: number }).page === 1
            ? { orders: [summaryOf(wismoOrderOf())], next_page: 2 }
            : { orders: [second], next_page: null },
        ),
    });
    open();
    const link = await screen.findByRole('link', { name: 'WB-482913' });
    expect(link.getAttribute('href')).toBe('/account/tracking/WB-482913');
    expect(screen.getByText(/Job 4411 · WB19 KFD · Leeds Kirkstall · Our van/)).toBeTruthy();
    expect(screen.getByText(/Delivery window .*10:00–11:00/)).toBeTruthy();
    expect(api.callsTo('POST /account/wismo-order-list')[0]?.body).toEqual({ limit: 10, page: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'WB-100200' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the filters as the spec names them', async () => {
    const api = fakeApi({ 'POST /account/wismo-order-list': () => json({ orders: [], next_page: null }) });
    open();
    expect(await screen.findByText('No orders to track with those filters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'on-the-way' } });
    fireEvent.change(screen.getByLabelText('Your reference'), { target: { value: ' Job 4411 ' } });
    fireEvent.change(screen.getByLabelText('Registration'), { target: { value: 'wb19 kfd' } });
    fireEvent.change(screen.getByLabelText('Day ordered'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find orders' }));
    await waitFor(() => expect(api.callsTo('POST /account/wismo-order-list')).toHaveLength(2));
    expect(api.callsTo('POST /account/wismo-order-list')[1]?.body).toEqual({
      limit: 10,
      page: 1,
      status: 'on-the-way',
      customerRef: 'Job 4411',
      vrm: 'WB19KFD',
      date: '2026-11-27',
    });
  });

  it('shows a refused day beside its field', async () => {
    fakeApi({
      'POST /account/wismo-order-list': [
        () => json({ orders: [], next_page: null }),
        () =>
          problem(400, 'date: Please enter a date as YYYY-MM-DD.', {
            '@type': 'ConstraintViolationList',
            violations: [{ propertyPath: 'date', message: 'Please enter a date as YYYY-MM-DD.' }],
          }),
      ],
    });
    open();
    await screen.findByText('No orders to track with those filters.');
    fireEvent.change(screen.getByLabelText('Day ordered'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find orders' }));
    expect(await screen.findByText('Please enter a date as YYYY-MM-DD.')).toBeTruthy();
  });
});
