import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { RefinementModal } from '../../../../src/features/vehicles/components/refinement-modal';
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
import { refinement } from '../../support/vehicles';

const both = ['1.0 EcoBoost 125', '1.5 EcoBoost 150'];

function refine(call: Call) {
  const { refinementData } = call.body as { refinementData: { name: string; value: string }[] };
  const engine = refinementData.find((choice) => choice.name === 'Engine')?.value;
  return json(refinement(engine ? [engine] : both));
}

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  act(() => vehicleModals.open('refinement'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vehicleModals.closeAll();
});

describe('refinement modal', () => {
  it('narrows by a choice, undoes it, and uses the vehicle once one is left', async () => {
    const calls = fakeApi({
      'POST /storefront/vehicle-search/refine': refine,
      'GET /users/u1': () => json(userRecord({ id: 'u1', allowVehicleRefinement: true })),
    });
    renderAt(<RefinementModal />);

    fireEvent.click(await screen.findByRole('button', { name: '1.0 EcoBoost 125' }));
    expect(await screen.findByRole('button', { name: 'Use this vehicle' })).toBeTruthy();
    expect(screen.getByText('Ford Focus Mk4 1.0 EcoBoost 125')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: '1.5 EcoBoost 150' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '1.0 EcoBoost 125' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use this vehicle' }));
    await waitFor(() => expect(vehicleModals.current()).toBeNull());

    const bodies = calls.callsTo('POST /storefront/vehicle-search/refine').map((call) => call.body);
    expect(bodies[0]).toEqual({ performFinalSearch: false, refinementData: [] });
    expect(bodies).toContainEqual({
      performFinalSearch: false,
      refinementData: [{ name: 'Engine', value: '1.0 EcoBoost 125' }],
    });
    expect(bodies.at(-1)).toEqual({
      performFinalSearch: true,
      refinementData: [{ name: 'Engine', value: '1.0 EcoBoost 125' }],
    });
    expect(calls.callsTo('GET /users/u1')).toHaveLength(1);
  });

  it('Reset forgets the choices on the server with an empty list', async () => {
    const calls = fakeApi({
      'POST /storefront/vehicle-search/refine': refine,
      'PUT /storefront/vehicle-search/reset-refinement-options': () => json(refinement(both)),
    });
    renderAt(<RefinementModal />);
    fireEvent.click(await screen.findByRole('button', { name: '1.5 EcoBoost 150' }));
    await screen.findByRole('button', { name: 'Use this vehicle' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(await screen.findByRole('button', { name: '1.0 EcoBoost 125' })).toBeTruthy();
    expect(calls.callsTo('PUT /storefront/vehicle-search/reset-refinement-options')[0]?.body).toEqual([]);
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
