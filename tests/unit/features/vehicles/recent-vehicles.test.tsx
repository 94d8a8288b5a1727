import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { appDb } from '../../../../src/db/app-db';
import { listRecentVehicles, saveRecentVehicle } from '../../../../src/db/recent-vehicles';
import { RecentVehicles } from '../../../../src/features/vehicles/components/recent-vehicles';
import { claims, fakeApi, json, storeBearerSession, userRecord, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { corolla, focus, variant } from '../../support/vehicles';

const hybrid = variant('1.8 Hybrid', 158824, 'Hybrid');
const buttons = async () => within(await screen.findByRole('list')).getAllByRole('button');

beforeEach(async () => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  await appDb.recentVehicles.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('recent vehicles', () => {
  it('shows the ones kept on this device, newest first, when the server cannot be reached', async () => {
    await saveRecentVehicle('u1', focus, '2025-03-01T10:00:00.000Z');
    await saveRecentVehicle('u1', corolla, '2025-03-02T10:00:00.000Z');
    await saveRecentVehicle('guest', hybrid, '2025-03-03T10:00:00.000Z');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt(<RecentVehicles />);

    const [first, second, ...rest] = await buttons();
    expect(first?.textContent).toContain('191-D-12345');
    expect(first?.textContent).toContain('Toyota Corolla E210 1.8 Hybrid');
    expect(second?.textContent).toContain('WB19 KFD');
    expect(rest).toHaveLength(0);
  });

  it("takes the server's list into this device's copy", async () => {
    await saveRecentVehicle('u1', hybrid, '2025-03-01T10:00:00.000Z');
    const api = fakeApi({
      'GET /storefront/vehicle-search/recent?itemsPerPage=10': () =>
        json({
          'hydra:member': [{ ...focus, id: 'r1', searchedAt: '2025-03-04T10:00:00.000Z' }],
          'hydra:totalItems': 1,
        }),
    });
    renderAt(<RecentVehicles />);

    await waitFor(async () =>
      expect((await listRecentVehicles('u1')).map((row) => row.searchKey)).toEqual(['vrm:WB19KFD']),
    );
    expect(api.calls).toHaveLength(1);
    await waitFor(async () => expect(await buttons()).toHaveLength(1));
  });

  it('choosing one looks it up again by registration, else by make and model, and saves it', async () => {
    await saveRecentVehicle('u1', focus, '2025-03-01T10:00:00.000Z');
    await saveRecentVehicle('u1', hybrid, '2025-03-02T10:00:00.000Z');
    const recent = (vehicles: (typeof focus)[]) =>
      json({
        'hydra:member': vehicles.map((v, i) => ({ ...v, id: `r${i}`, searchedAt: `2025-03-0${2 - i}T10:00:00.000Z` })),
        'hydra:totalItems': vehicles.length,
      });
    const api = fakeApi({
      'GET /storefront/vehicle-search/recent?itemsPerPage=10': () => recent([hybrid, focus]),
      'POST /storefront/vehicle-search/vrm': () => json(focus),
      'POST /storefront/vehicle-search/mvl': () => json({ searchResults: [hybrid] }),
      'GET /users/u1': () => json(userRecord({ id: 'u1' })),
    });
    renderAt(<RecentVehicles />);

    const [byModel, byRegistration] = await buttons();
    fireEvent.click(byRegistration as HTMLElement);
    await waitFor(() => expect(api.callsTo('POST /storefront/vehicle-search/vrm')).toHaveLength(1));
    expect(api.callsTo('POST /storefront/vehicle-search/vrm')[0]?.body).toEqual({ vrm: 'WB19KFD', saveToCache: true });

    await waitFor(() => expect((byModel as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(byModel as HTMLElement);
    await waitFor(() => expect(api.callsTo('POST /storefront/vehicle-search/mvl')).toHaveLength(1));
    expect(api.callsTo('POST /storefront/vehicle-search/mvl')[0]?.body).toEqual({
      make: 'Ford',
      model: 'Focus Mk4',
      vehicleYear: '2019',
      engine: '1.8 Hybrid',
      fuel: 'Hybrid',
      performFinalSearch: true,
      saveToCache: true,
    });
  });
});
