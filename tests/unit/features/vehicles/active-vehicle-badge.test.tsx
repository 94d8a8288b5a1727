import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { onActiveVehicleChange } from '../../../../src/features/vehicles/active-vehicle-events';
import { ActiveVehicleBadge } from '../../../../src/features/vehicles/components/active-vehicle-badge';
import { guestActiveVehicle } from '../../../../src/features/vehicles/vehicle-local-state';
import { vehicleModals } from '../../../../src/features/vehicles/vehicle-modals';
import { claims, fakeApi, json, storeBearerSession, userRecord, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { corolla, focus } from '../../support/vehicles';

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vehicleModals.closeAll();
});

describe('active vehicle badge', () => {
  it("shows the user's active vehicle, with MOT history for a GB registration", async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    fakeApi({ 'GET /users/u1': () => json(userRecord({ id: 'u1', vehicleDetails: focus.vehicleDetails })) });
    renderAt(<ActiveVehicleBadge />);

    const group = await screen.findByRole('group', { name: 'Your vehicle' });
    expect(group.querySelector('p')?.textContent).toBe('WB19 KFD · Ford Focus Mk4 1.0 EcoBoost 125');
    fireEvent.click(screen.getByRole('button', { name: 'MOT history' }));
    expect(vehicleModals.current()).toBe('mot-history');
    fireEvent.click(screen.getByRole('button', { name: 'Change vehicle' }));
    expect(vehicleModals.current()).toBe('change');
  });

  it('has no MOT history for an Irish registration', async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    fakeApi({ 'GET /users/u1': () => json(userRecord({ id: 'u1', vehicleDetails: corolla.vehicleDetails })) });
    renderAt(<ActiveVehicleBadge />);
    await screen.findByText('191-D-12345');
    expect(screen.queryByRole('button', { name: 'MOT history' })).toBeNull();
  });

  it('Clear asks the server, reloads the user and tells the catalogue', async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    const calls = fakeApi({
      'GET /users/u1': [
        () => json(userRecord({ id: 'u1', vehicleDetails: focus.vehicleDetails })),
        () => json(userRecord({ id: 'u1' })),
      ],
      'GET /storefront/vehicle-search/clear-active-vehicle': () => new Response(null, { status: 204 }),
    });
    const changed = vi.fn();
    const off = onActiveVehicleChange(changed);
    renderAt(<ActiveVehicleBadge />);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear vehicle' }));

    expect(await screen.findByRole('button', { name: 'Choose vehicle' })).toBeTruthy();
    expect(calls.callsTo('GET /users/u1')).toHaveLength(2);
    expect(changed).toHaveBeenCalledTimes(1);
    off();
  });

  it("shows a guest's vehicle from their last saving lookup, and only to that guest", () => {
    storeBearerSession(claims({ id: 'g1', guest_user: true, exp: 2_000_000_000 }));
    guestActiveVehicle.write({ userId: 'g0', vehicleDetails: focus.vehicleDetails });
    renderAt(<ActiveVehicleBadge />);
    expect(screen.getByRole('button', { name: 'Choose vehicle' })).toBeTruthy();
    act(() => guestActiveVehicle.write({ userId: 'g1', vehicleDetails: focus.vehicleDetails }));
    expect(screen.getByText('WB19 KFD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change vehicle' }));
    expect(vehicleModals.current()).toBe('change');
  });
});
