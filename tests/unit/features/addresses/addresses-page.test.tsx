import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '../../../../contract/addresses/countries';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { setConfig } from '../../../../src/api/config';
import { registerAddressOperations } from '../../../../src/features/addresses/address-operations';
import { addAddress } from '../../../../src/features/addresses/address-store';
import { AddressesPage } from '../../../../src/features/addresses/components/addresses-page';
import { claims, json, storeBearerSession, userRecord } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { clearDb } from '../../sync/support';
import { fakeAddressServer, input } from './support';
import { describedBy } from '../../support/described-by';

const extra = {
  'GET /users/u1': () => json(userRecord({ id: 'u1' })),
  'GET /countries': () => json({ 'hydra:member': COUNTRIES, 'hydra:totalItems': COUNTRIES.length }),
};

beforeAll(() => registerAddressOperations());
beforeEach(async () => {
  await clearDb();
  clearCsrfToken();
  setConfig({ baseUrl: '/api', isCookies: false });
  storeBearerSession(claims({ id: 'u1', first_name: 'Robin', last_name: 'Spanner', exp: 2_000_000_000 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the address book screen', () => {
  it('says so when there are none, and the form checks the contract rules beside each field', async () => {
    fakeAddressServer(extra);
    renderAt(<AddressesPage />);
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    expect((within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Robin');
    fireEvent.input(within(form).getByLabelText('Address line 1'), { target: { value: '14 Market Street' } });
    fireEvent.input(within(form).getByLabelText('Town or city'), { target: { value: 'Leeds' } });
    fireEvent.input(within(form).getByLabelText('Postcode'), { target: { value: 'D02 X285' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    const postcode = within(form).getByLabelText('Postcode');
    await waitFor(() => expect(postcode.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(postcode)).toContain(
      'This is an Eircode: choose Ireland as the country, or enter a UK postcode, like LS1 4AP',
    );

    // Ireland: the field becomes the Eircode, and the same text is right.
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'IE' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Billing' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    // In both groups, the default of each.
    expect(await screen.findAllByRole('heading', { name: '14 Market Street, Leeds', level: 3 })).toHaveLength(2);
    expect(screen.getByText('Default delivery address')).toBeTruthy();
    expect(screen.getByText('Default billing address')).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
      expect.stringContaining('The address has been saved'),
    );
  });

  it('deletes only after the person confirms', async () => {
    fakeAddressServer(extra);
    await addAddress('u1', input());
    renderAt(<AddressesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete delivery address 14 Market Street, Leeds' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: '14 Market Street, Leeds' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete delivery address 14 Market Street, Leeds' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
  });
});
