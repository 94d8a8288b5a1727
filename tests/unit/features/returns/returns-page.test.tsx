import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { appDb } from '../../../../src/db/app-db';
import { ReturnsPage } from '../../../../src/features/returns/components/returns-page';
import { queueReturn } from '../../../../src/features/returns/return-outbox';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { clearDb } from '../../sync/support';
import { returnOf } from './return-fixture';

beforeEach(async () => {
  await clearDb();
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('your returns', () => {
  it('lists returns waiting on this device first, then the server’s, with their state and credit', async () => {
    await queueReturn(
      'u1',
      { id: 'r9', order: 'o2', lines: [{ orderLine: 'l1', quantity: 2, reason: 'faulty' }] },
      'WB-100200',
    );
    fakeApi({
      'GET /digital-returns?page=1&itemsPerPage=10': () =>
        json({
          'hydra:member': [
            returnOf({ id: 'r2', reference: 'RT-300400', state: 'approved', creditNote: null }),
            returnOf(),
          ],
          'hydra:totalItems': 2,
        }),
    });
    renderAt(<ReturnsPage />, '/account/returns');
    const waiting = await screen.findByRole('region', { name: 'Returns waiting to be sent' });
    expect(waiting.textContent).toContain(
      'Return 2 parts from order WB-100200: Not yet sent – will be sent when online',
    );
    const rows = within(await screen.findByRole('table', { name: 'Returns' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ReturnRequestedOrderStateCredit',
      'RT-30040011 Mar 2026, 09:00WB-482913Approved–',
      'RT-20451811 Mar 2026, 09:00WB-482913CreditedCN-GB-000042, £56.99',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'RT-300400' }).getAttribute('href')).toBe('/account/returns/r2');
  });
  it('a refused return says why and links back to its form to change it', async () => {
    await queueReturn(
      'u1',
      { id: 'r9', order: 'o2', lines: [{ orderLine: 'l1', quantity: 2, reason: 'faulty' }] },
      'WB-100200',
    );
    await appDb.outbox
      .where('entityId')
      .equals('r9')
      .modify({ state: 'failed', lastError: 'This order was cancelled.', violations: [] });
    fakeApi({
      'GET /digital-returns?page=1&itemsPerPage=10': () => json({ 'hydra:member': [], 'hydra:totalItems': 0 }),
    });
    renderAt(<ReturnsPage />, '/account/returns');
    const waiting = await screen.findByRole('region', { name: 'Returns waiting to be sent' });
    await vi.waitFor(() => expect(waiting.textContent).toContain('Not accepted: This order was cancelled.'));
    const link = within(waiting).getByRole('link', { name: 'Change it and send it again' });
    expect(link.getAttribute('href')).toBe('/account/returns/new?order=o2');
  });
});
