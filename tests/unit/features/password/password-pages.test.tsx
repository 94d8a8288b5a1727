import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/messages';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { ChangePasswordPage } from '../../../../src/features/password/components/change-password-page';
import { ForgotPasswordPage } from '../../../../src/features/password/components/forgot-password-page';
import { SetPasswordPage } from '../../../../src/features/password/components/set-password-page';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { describedBy } from '../../support/described-by';

function violations(status: number, list: { propertyPath: string; message: string }[]) {
  return json({ '@type': 'ConstraintViolationList', 'hydra:description': 'invalid', status, violations: list }, status);
}

function errorOf(label: string) {
  return describedBy(screen.getByLabelText(label));
}

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
});
afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('sends the local captcha value in x-captcha-response once "I\'m not a robot" is ticked', async () => {
    const api = fakeApi({
      'GET /captcha': () => json({ provider: 'local', siteKey: null, localValue: 'workbay-local-captcha' }),
      'POST /users/reset-password': () => json({ message: messages.resetPasswordSent }),
    });
    renderAt(<ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'nobody@workbay.test' } });
    fireEvent.click(await screen.findByLabelText("I'm not a robot"));
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.resetPasswordSent);
    const call = api.callsTo('POST /users/reset-password')[0];
    expect(call?.headers['x-captcha-response']).toBe('workbay-local-captcha');
    expect(call?.body).toEqual({ email: 'nobody@workbay.test' });
  });

  it('asks for the captcha before sending', async () => {
    const api = fakeApi({ 'GET /captcha': () => json({ provider: 'local', siteKey: null, localValue: 'v' }) });
    renderAt(<ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'a@workbay.test' } });
    await screen.findByLabelText("I'm not a robot");
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(errorOf("I'm not a robot")).toContain('Please confirm that you are not a robot.'));
    expect(api.callsTo('POST /users/reset-password')).toHaveLength(0);
  });
});

describe('set password', () => {
  const path = '/account/set-password?token=tok-1&email=rita%40workbay.test';

  it('prefills the email of the link and sends the token', async () => {
    const api = fakeApi({
      'POST /users/update-password': () => json({ message: 'Your password has been set. You can now log in with it.' }),
    });
    renderAt(<SetPasswordPage />, path);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('rita@workbay.test');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-much-longer-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password has been set. You can now log in with it.',
    );
    expect(api.calls[0]?.body).toEqual({
      email: 'rita@workbay.test',
      newPassword: 'a-much-longer-one',
      token: 'tok-1',
    });
  });

  const newLink = () => screen.getByRole('link', { name: 'Ask for a new link' });

  it('shows the 400 violations per field, the token one beside "Ask for a new link" with what to do', async () => {
    fakeApi({
      'POST /users/update-password': () =>
        violations(400, [
          {
            propertyPath: 'newPassword',
            message: 'This password is too common. Please choose a less predictable one.',
          },
          { propertyPath: 'email', message: 'Please enter a valid email address.' },
          { propertyPath: 'token', message: 'The reset token is missing.' },
        ]),
    });
    renderAt(<SetPasswordPage />, path);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(describedBy(newLink())).toContain('The reset token is missing.'));
    expect(describedBy(newLink())).toContain('choose “Ask for a new link” and use the link in the new email');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).not.toContain('too common');
    expect(errorOf('New password')).toContain('This password is too common.');
    expect(errorOf('Email address')).toContain('Please enter a valid email address.');
  });

  it('shows a token violation alone beside the link, with no banner', async () => {
    fakeApi({
      'POST /users/update-password': () =>
        violations(400, [{ propertyPath: 'token', message: 'The reset token is not valid.' }]),
    });
    renderAt(<SetPasswordPage />, path);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-much-longer-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(describedBy(newLink())).toContain('The reset token is not valid.'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([describedBy(newLink())]);
  });

  it('shows the exact 401 message beside "Ask for a new link"', async () => {
    fakeApi({ 'POST /users/update-password': () => problem(401, 'Bad token') });
    renderAt(<SetPasswordPage />, path);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-much-longer-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const expected =
      'Either the token provided or email address provided are incorrect. ' +
      "Please ensure you're using the correct email address and the link from the latest password reset email.";
    expect((await screen.findByRole('alert')).textContent).toBe(expected);
    expect(describedBy(newLink())).toBe(expected);
  });
});

describe('change password', () => {
  beforeEach(() => storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 })));

  function fill() {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-password-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('sends the existing and new password for the logged-in user', async () => {
    const api = fakeApi({
      'PUT /users/u1/change-password': () => json({ message: 'Your password has been changed.' }),
    });
    renderAt(<ChangePasswordPage />);
    fill();
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ existingPassword: 'old-password', newPassword: 'new-password-9' });
  });

  it('shows the 400 violations per field', async () => {
    fakeApi({
      'PUT /users/u1/change-password': () =>
        violations(400, [
          { propertyPath: 'password', message: 'Your current password is not correct.' },
          { propertyPath: 'newPassword', message: 'Your password must not be your email address.' },
          { propertyPath: 'id', message: 'This is not your account.' },
        ]),
    });
    renderAt(<ChangePasswordPage />);
    fill();
    // The id is the account, not a field: beside the button, with a way to log in again.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This is not your account. Please log in again, then change your password.');
    expect(within(alert).getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/account/login');
    expect(alert.nextElementSibling?.contains(screen.getByRole('button', { name: 'Change password' }))).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(errorOf('Current password')).toContain('Your current password is not correct.');
    expect(errorOf('New password')).toContain('Your password must not be your email address.');
  });

  it('shows "A user with the provided ID could not be found." on 404, with a way to log in again', async () => {
    fakeApi({ 'PUT /users/u1/change-password': () => problem(404, 'Not Found') });
    renderAt(<ChangePasswordPage />);
    fill();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A user with the provided ID could not be found. Please log in again');
    expect(within(alert).getByRole('link', { name: 'Log in again' })).toBeTruthy();
  });
});
