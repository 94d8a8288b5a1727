import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/messages';
import { RegisterPage } from '../../../../src/features/account/components/register-page';
import {
  claims,
  fakeApi,
  json,
  pair,
  problem,
  storeBearerSession,
  useBearerMode,
  userRecord,
} from '../../support/fake-api';
import { renderRoutes } from '../../support/render';

const email = 'nia.evans@workbay.test';

beforeEach(() => {
  useBearerMode();
  storeBearerSession(claims({ id: 'guest-1', email: null, guest_user: true }));
});
afterEach(() => vi.unstubAllGlobals());

function fillAndSubmit() {
  renderRoutes(
    [
      { path: '/account/register', element: <RegisterPage /> },
      { path: '/', element: <p>Home</p> },
    ],
    '/account/register',
  );
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Nia' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Evans' } });
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Brake-Disc-Tuesday-9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('registration', () => {
  it('logs the new customer in and goes home', async () => {
    fakeApi({
      'POST /users': () => json(userRecord({ email }), 201),
      'POST /auth': () => pair(claims({ id: 'u1', email })),
    });
    fillAndSubmit();
    expect(await screen.findByText('Home')).toBeTruthy();
  });

  it('asks the person to read their email when the address already had an account', async () => {
    // The server answers such a registration as a new one and mails the owner; the login after it fails.
    const api = fakeApi({
      'POST /users': () => json(userRecord({ email }), 201),
      'POST /auth': () => problem(401, messages.invalidCredentials),
    });
    fillAndSubmit();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      `Please check your email. We have sent a message to ${email} saying how to log in.`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Home')).toBeNull();
    expect(api.callsTo('POST /auth')).toHaveLength(1);
    // The form gives way to the next steps.
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe(
      '/account/forgot-password',
    );
  });
});
