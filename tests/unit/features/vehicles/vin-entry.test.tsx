import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vinMessages } from '../../../../contract/vehicles/vin';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { VinEntry } from '../../../../src/features/vehicles/components/vin-entry';
import { VinSearchSection } from '../../../../src/features/vehicles/components/vin-search-section';
import { claims, fakeApi, json, storeBearerSession, userRecord, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { focus } from '../../support/vehicles';

/** Position 9 should be 7: a check digit that fails, as on many European cars. */
const FOCUS_VIN = 'WF0NXXGCHNKA12345';

const input = () => screen.getByLabelText('VIN (vehicle identification number)') as HTMLInputElement;
const search = (value: string) => {
  fireEvent.change(input(), { target: { value } });
  fireEvent.submit(input().form as HTMLFormElement);
};

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
});
afterEach(() => vi.unstubAllGlobals());

describe('VIN entry', () => {
  it('refuses a VIN with I, O or Q before asking the server', () => {
    storeBearerSession(claims({ id: 'g1', guest_user: true, exp: 2_000_000_000 }));
    const api = fakeApi({});
    renderAt(<VinEntry />);
    search('WF0NXXGCHNKA1234O');
    expect(screen.getByRole('alert').textContent).toBe(vinMessages.invalid);
    expect(api.calls).toHaveLength(0);
  });

  it('warns about a check digit that does not match, and still searches', async () => {
    storeBearerSession(claims({ id: 'g1', guest_user: true, exp: 2_000_000_000 }));
    const api = fakeApi({ 'POST /storefront/vehicle-search/vin': () => json(focus) });
    renderAt(<VinEntry />);
    fireEvent.change(input(), { target: { value: 'wf0n xxgc hnka 12345' } });
    expect(screen.getByText(vinMessages.checkDigitWarning)).toBeTruthy();
    fireEvent.submit(input().form as HTMLFormElement);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ vin: FOCUS_VIN, saveToCache: true });
  });

  it('asks a logged-in user to accept the VIN terms once, before the first search', async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    const api = fakeApi({
      'PUT /users/u1/vin-terms/accept': () => json({ vinTermsAccepted: true, acceptedAt: '2025-03-01T10:00:00.000Z' }),
      'POST /storefront/vehicle-search/vin': () => json(focus),
      'GET /users/u1': () => json(userRecord({ id: 'u1', vehicleDetails: focus.vehicleDetails })),
    });
    renderAt(<VinEntry />);
    search(FOCUS_VIN);
    const terms = screen.getByLabelText('I accept the VIN search terms');
    expect(api.calls).toHaveLength(0);

    fireEvent.submit(input().form as HTMLFormElement);
    expect(screen.getByText('Please accept the VIN search terms to search by VIN.')).toBeTruthy();
    fireEvent.click(terms);
    fireEvent.submit(input().form as HTMLFormElement);
    await waitFor(() => expect(api.callsTo('POST /storefront/vehicle-search/vin')).toHaveLength(1));
    expect(api.calls[0]?.method).toBe('PUT');

    search(FOCUS_VIN);
    await waitFor(() => expect(api.callsTo('POST /storefront/vehicle-search/vin')).toHaveLength(2));
    expect(api.callsTo('PUT /users/u1/vin-terms/accept')).toHaveLength(1);
  });

  it('is folded under "Search by VIN", open or not as the local flag says', () => {
    renderAt(<VinSearchSection />);
    const toggle = screen.getByRole('button', { name: 'Search by VIN' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(localStorage.getItem('show_vin')).toBe('true');
    expect(input()).toBeTruthy();
  });
});
