import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { VehicleLookupModal } from '../../../../src/features/vehicles/components/vehicle-lookup-modal';
import { vehicleModals } from '../../../../src/features/vehicles/vehicle-modals';
import {
  type Call,
  claims,
  fakeApi,
  json,
  storeBearerSession,
  userRecord,
  useBearerMode,
} from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { variant } from '../../support/vehicles';

const ecoBoost = variant('1.0 EcoBoost 125', 595349);
const ecoBoost150 = variant('1.5 EcoBoost 150', 595350);

/** The multi-step lookup as the server answers it: the next step after the choices sent. */
function mvl(call: Call) {
  const body = call.body as Record<string, unknown>;
  const options = (names: string[]) => names.map((name) => ({ name, value: name }));
  if (body.performFinalSearch) {
    return json({ searchResults: body.engine === '1.0 EcoBoost 125' ? [ecoBoost] : [ecoBoost, ecoBoost150] });
  }
  if (!body.vehicleYear)
    return json({ mvlVehicleDetails: { step: 'VehicleYear', options: options(['2020', '2019']) } });
  if (!body.engine)
    return json({
      mvlVehicleDetails: { step: 'EngineSizeDescription', options: options(['1.0 EcoBoost 125', '1.5 EcoBoost 150']) },
    });
  return json({ mvlVehicleDetails: { step: 'Fuel', options: [{ name: 'Petrol', value: 'petrol' }] } });
}

function api() {
  return fakeApi({
    'GET /storefront/vehicle-search/manufacturers': () =>
      json({ manufacturers: { ford: 'Ford', volkswagen: 'Volkswagen' } }),
    'POST /storefront/vehicle-search/models': () =>
      json({
        'hydra:member': [{ name: 'Focus Mk4', value: 'Focus Mk4', yearFrom: 2018, yearTo: 2025 }],
        'hydra:totalItems': 1,
      }),
    'POST /storefront/vehicle-search/mvl': mvl,
    'GET /users/u1': () => json(userRecord({ id: 'u1' })),
  });
}

async function choose(label: string, value: string) {
  const select = (await screen.findByLabelText(label)) as HTMLSelectElement;
  await waitFor(() => expect(select.querySelector(`option[value="${value}"]`)).toBeTruthy());
  fireEvent.change(select, { target: { value } });
}

async function chooseAll(engine: string) {
  await choose('Make', 'ford');
  await choose('Model', 'Focus Mk4');
  await choose('Year', '2019');
  await choose('Engine', engine);
  await choose('Fuel', 'petrol');
}

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  act(() => vehicleModals.open('lookup'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vehicleModals.closeAll();
});

describe('make and model lookup', () => {
  it('goes step by step, each step from the server, then saves the vehicle found', async () => {
    const calls = api();
    renderAt(<VehicleLookupModal />);
    await chooseAll('1.0 EcoBoost 125');
    fireEvent.click(screen.getByRole('button', { name: 'Find vehicle' }));

    await waitFor(() => expect(vehicleModals.current()).toBeNull());
    const bodies = calls.callsTo('POST /storefront/vehicle-search/mvl').map((call) => call.body);
    expect(bodies).toEqual([
      { make: 'ford', model: 'Focus Mk4', performFinalSearch: false },
      { make: 'ford', model: 'Focus Mk4', vehicleYear: '2019', performFinalSearch: false },
      { make: 'ford', model: 'Focus Mk4', vehicleYear: '2019', engine: '1.0 EcoBoost 125', performFinalSearch: false },
      {
        make: 'ford',
        model: 'Focus Mk4',
        vehicleYear: '2019',
        engine: '1.0 EcoBoost 125',
        fuel: 'petrol',
        performFinalSearch: true,
        saveToCache: true,
      },
    ]);
  });

  it('lets the person choose among several matches, then saves that one', async () => {
    const calls = api();
    renderAt(<VehicleLookupModal />);
    await chooseAll('1.5 EcoBoost 150');
    fireEvent.click(screen.getByRole('button', { name: 'Find vehicle' }));
    fireEvent.click(await screen.findByRole('button', { name: /Use this vehicle.*1\.0 EcoBoost 125/ }));

    await waitFor(() => expect(vehicleModals.current()).toBeNull());
    const last = calls.callsTo('POST /storefront/vehicle-search/mvl').at(-1);
    expect(last?.body).toMatchObject({
      engine: '1.0 EcoBoost 125',
      fuel: 'Petrol',
      performFinalSearch: true,
      saveToCache: true,
    });
  });

  it('in work-order mode the final search does not save and hands the vehicle over', async () => {
    const calls = api();
    const chosen = vi.fn();
    renderAt(<VehicleLookupModal workOrderMode onVehicleChosen={chosen} />);
    await chooseAll('1.0 EcoBoost 125');
    fireEvent.click(screen.getByRole('button', { name: 'Find vehicle' }));

    await waitFor(() => expect(chosen).toHaveBeenCalledWith(ecoBoost));
    expect(calls.callsTo('POST /storefront/vehicle-search/mvl').at(-1)?.body).toMatchObject({ saveToCache: false });
    expect(calls.callsTo('GET /users/u1')).toHaveLength(0);
    expect(vehicleModals.current()).toBeNull();
  });

  it('closing resets the selections', async () => {
    api();
    renderAt(<VehicleLookupModal />);
    await choose('Make', 'ford');
    await choose('Model', 'Focus Mk4');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByLabelText('Make')).toBeNull();

    act(() => vehicleModals.open('lookup'));
    expect(((await screen.findByLabelText('Make')) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByLabelText('Model')).toBeNull();
  });
});
