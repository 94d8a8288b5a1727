import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../../contract/locations/schemas';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { MyBranchChoice } from '../../../../src/features/store-locator/components/my-branch-choice';
import { setSessionStatus } from '../../../../src/session/session-status';
import { myBranch } from '../../../../src/storage/my-branch';
import {
  claims,
  fakeApi,
  json,
  storeBearerSession,
  useBearerMode,
  userRecord,
  guestClaims,
} from '../../support/fake-api';
import { renderAt } from '../../support/render';

type Store = Pick<Location, 'id' | 'name' | 'slug' | 'status'>;
const harrogate: Store = { id: 'b-harrogate', name: 'Harrogate', slug: 'harrogate', status: 'active' };
const leeds: Store = { id: 'b-leeds', name: 'Leeds Kirkstall', slug: 'leeds-kirkstall', status: 'active' };
const guest = guestClaims();

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('make this my branch', () => {
  it('keeps the chosen store on the device, shows it as "Your branch", and clears it', () => {
    storeBearerSession(guest);
    fakeApi({});
    renderAt(
      <>
        <MyBranchChoice store={harrogate} />
        <MyBranchChoice store={leeds} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: /^Make this my branch/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Make this my branch (Harrogate)' }));
    expect(myBranch.read()).toEqual({ id: 'b-harrogate', name: 'Harrogate', slug: 'harrogate' });
    expect(screen.getByText('Your branch')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Make this my branch/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Make this my branch (Leeds Kirkstall)' }));
    expect(myBranch.read()?.id).toBe('b-leeds');
    fireEvent.click(screen.getByRole('button', { name: 'Clear my branch' }));
    expect(myBranch.read()).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Make this my branch/ })).toHaveLength(2);
  });

  it('follows a branch chosen in another tab', () => {
    storeBearerSession(guest);
    fakeApi({});
    renderAt(<MyBranchChoice store={harrogate} />);
    act(() => {
      localStorage.setItem('my-branch', JSON.stringify({ id: 'b-harrogate', name: 'Harrogate', slug: 'harrogate' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'my-branch' }));
    });
    expect(screen.getByText('Your branch')).toBeTruthy();
  });

  it('offers nothing for a store closed for a refit', () => {
    storeBearerSession(guest);
    fakeApi({});
    renderAt(<MyBranchChoice store={{ ...harrogate, status: 'inactive' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("offers nothing to a trade user, and marks their trade account's branch", async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    const account = { id: 'a1', accountNumber: '10452', branch: { id: leeds.id, name: leeds.name } };
    fakeApi({
      'GET /users/u1': () =>
        json(userRecord({ isKeyAccount: 'true', babbageAccount: account, babbageAccounts: [account] })),
    });
    renderAt(
      <>
        <MyBranchChoice store={harrogate} />
        <MyBranchChoice store={leeds} />
      </>,
    );
    expect(await screen.findByText("Your trade account's branch")).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
