import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { BabbageAccountSwitcher } from '../../../../src/features/trade-accounts/components/babbage-account-switcher';
import { claims, fakeApi, json, storeBearerSession, userRecord, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';

const accounts = [
  { id: 'b1', accountNumber: 'TR1001', branch: { id: 'br1', name: 'Leeds' } },
  { id: 'b2', accountNumber: 'TR1002', branch: { id: 'br2', name: 'York' } },
];
const trade = userRecord({
  id: 'u1',
  isKeyAccount: 'true',
  babbageAccount: accounts[0] ?? null,
  babbageAccounts: accounts,
});

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('trade account switcher', () => {
  it('lists the trade accounts as "accountNumber - branch name"', () => {
    fakeApi({});
    renderAt(<BabbageAccountSwitcher user={trade} />);
    const select = screen.getByLabelText('Trade account') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['TR1001 - Leeds', 'TR1002 - York']);
    expect(select.value).toBe('b1');
  });

  it('switches with PUT /users/change-babbage-account/{id}, then reloads the claims', async () => {
    const fresh = claims({ id: 'u1', exp: 2_000_000_100 });
    const api = fakeApi({
      'PUT /users/change-babbage-account/b2': () => json({ ...trade, babbageAccount: accounts[1] }),
      'GET /me': () => json(fresh),
    });
    renderAt(<BabbageAccountSwitcher user={trade} />);
    fireEvent.change(screen.getByLabelText('Trade account'), { target: { value: 'b2' } });
    await waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /users/change-babbage-account/b2', 'GET /me']);
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toEqual(fresh);
  });

  it('is not shown to accounts that are not key accounts', () => {
    fakeApi({});
    renderAt(<BabbageAccountSwitcher user={{ ...trade, isKeyAccount: 'false' }} />);
    expect(screen.queryByLabelText('Trade account')).toBeNull();
  });
});
