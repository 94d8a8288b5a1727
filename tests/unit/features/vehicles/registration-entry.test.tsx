import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleMessages } from '../../../../contract/vehicles/messages';
import { registrationMessages } from '../../../../contract/vehicles/registration';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { appDb } from '../../../../src/db/app-db';
import { listRecentVehicles } from '../../../../src/db/recent-vehicles';
import { RegistrationEntry } from '../../../../src/features/vehicles/components/registration-entry';
import { guestActiveVehicle } from '../../../../src/features/vehicles/vehicle-local-state';
import { vehicleModals } from '../../../../src/features/vehicles/vehicle-modals';
import { claims, fakeApi, json, problem, storeBearerSession, userRecord, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { focus } from '../../support/vehicles';
import { describedBy } from '../../support/described-by';

const input = () => screen.getByLabelText('Registration') as HTMLInputElement;

/** What pressing Enter in the plate does: it submits the plate's form. */
function pressEnter(value: string) {
  fireEvent.change(input(), { target: { value } });
  fireEvent.submit(input().form as HTMLFormElement);
}

beforeEach(async () => {
  clearCsrfToken();
  useBearerMode();
  vehicleModals.open('change');
  await appDb.recentVehicles.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vehicleModals.closeAll();
});

describe('registration entry', () => {
  it('is a plate a tablet keyboard types in capitals, searching on Enter', () => {
    fakeApi({});
    renderAt(<RegistrationEntry />);
    expect(input().getAttribute('autocapitalize')).toBe('characters');
    expect(input().getAttribute('enterkeyhint')).toBe('search');
    expect(input().getAttribute('inputmode')).toBe('text');
    expect(input().form?.querySelector('button[type="submit"]')?.textContent).toContain('Search');
    expect(screen.getByRole('button', { name: 'Search by registration' })).toBeTruthy();
  });

  it("shows the server's 404 beside the plate and keeps what was typed", async () => {
    storeBearerSession(claims({ id: 'g1', guest_user: true, exp: 2_000_000_000 }));
    const api = fakeApi({
      'POST /storefront/vehicle-search/vrm': () => problem(404, vehicleMessages.registrationNotFound('WB19 KFX')),
    });
    renderAt(<RegistrationEntry />);
    pressEnter('wb19 kfx');

    await waitFor(() => expect(input().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(input())).toBe(vehicleMessages.registrationNotFound('WB19 KFX'));
    expect(input().value).toBe('wb19 kfx');
    expect(api.calls[0]?.body).toEqual({ vrm: 'WB19KFX', saveToCache: true });
    expect(vehicleModals.current()).toBe('change');
  });

  it("shows the server's violation beside the plate", async () => {
    storeBearerSession(claims({ id: 'g1', guest_user: true, exp: 2_000_000_000 }));
    fakeApi({
      'POST /storefront/vehicle-search/vrm': () =>
        json(
          {
            '@type': 'ConstraintViolationList',
            'hydra:description': 'vrm: Not a registration.',
            status: 400,
            violations: [{ propertyPath: 'vrm', message: 'Not a registration.' }],
          },
          400,
        ),
    });
    renderAt(<RegistrationEntry />);
    pressEnter('ZZ99');
    await waitFor(() => expect(describedBy(input())).toBe('Not a registration.'));
    expect(input().value).toBe('ZZ99');
  });

  it('checks the registration before asking the server', async () => {
    const api = fakeApi({});
    renderAt(<RegistrationEntry />);
    pressEnter('   ');
    expect(describedBy(input())).toBe(registrationMessages.required);
    pressEnter('WB19 KFD!');
    expect(describedBy(input())).toBe(registrationMessages.invalid);
    expect(input().value).toBe('WB19 KFD!');
    expect(api.calls).toHaveLength(0);
  });

  it('a guest: the vehicle is kept as a recent search and the active vehicle, and the modals close', async () => {
    storeBearerSession(claims({ id: 'g1', guest_user: true, exp: 2_000_000_000 }));
    fakeApi({ 'POST /storefront/vehicle-search/vrm': () => json(focus) });
    renderAt(<RegistrationEntry />);
    pressEnter('wb19kfd');

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'WB19 KFD: Ford Focus Mk4 1.0 EcoBoost 125',
    );
    await waitFor(() => expect(vehicleModals.current()).toBeNull());
    expect(input().value).toBe('');
    expect((await listRecentVehicles('guest')).map((row) => row.vehicle)).toEqual([focus]);
    expect(guestActiveVehicle.read()).toEqual({ userId: 'g1', vehicleDetails: focus.vehicleDetails });
  });

  it('a user who allows refinement: the user is reloaded, then the refinement modal opens', async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    const api = fakeApi({
      'POST /storefront/vehicle-search/vrm': () => json(focus),
      'GET /users/u1': () =>
        json(userRecord({ id: 'u1', vehicleDetails: focus.vehicleDetails, allowVehicleRefinement: true })),
    });
    renderAt(<RegistrationEntry />);
    pressEnter('WB19 KFD');

    await waitFor(() => expect(vehicleModals.current()).toBe('refinement'));
    expect(api.callsTo('GET /users/u1')).toHaveLength(1);
    expect((await listRecentVehicles('u1')).map((row) => row.searchKey)).toEqual(['vrm:WB19KFD']);
  });

  it('a user who does not allow refinement: the modals close', async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    fakeApi({
      'POST /storefront/vehicle-search/vrm': () => json(focus),
      'GET /users/u1': () => json(userRecord({ id: 'u1', vehicleDetails: focus.vehicleDetails })),
    });
    renderAt(<RegistrationEntry />);
    pressEnter('WB19 KFD');
    await waitFor(() => expect(vehicleModals.current()).toBeNull());
  });
});
