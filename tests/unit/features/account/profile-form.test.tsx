import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '../../../../src/features/account/components/profile-form';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { claims, fakeApi, json, storeBearerSession, userRecord, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { describedBy } from '../../support/described-by';

const user = userRecord({ id: 'u1', email: 'rita@workbay.test', firstName: 'Rita', lastName: 'Retail' });

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', email: 'rita@workbay.test', exp: 2_000_000_000 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('profile form', () => {
  it('shows server violations beside their fields', async () => {
    fakeApi({
      'PUT /users/u1': () =>
        json(
          {
            '@type': 'ConstraintViolationList',
            'hydra:description': 'email: This email address is already used.',
            status: 422,
            violations: [
              { propertyPath: 'email', message: 'This email address is already used.' },
              { propertyPath: 'lastName', message: 'Your last name is not allowed.' },
            ],
          },
          422,
        ),
    });
    renderAt(<ProfileForm user={user} onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    const email = await screen.findByLabelText('Email address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toContain('This email address is already used.');
    expect(describedBy(screen.getByLabelText('Last name'))).toContain('Your last name is not allowed.');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the three fields and updates the stored claims after success', async () => {
    const api = fakeApi({
      'PUT /users/u1': (call) => json(userRecord({ ...user, ...(call.body as object), email: 'new@workbay.test' })),
    });
    const onDone = vi.fn();
    renderAt(<ProfileForm user={user} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'new@workbay.test' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Rosa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(api.calls[0]?.body).toEqual({ email: 'new@workbay.test', firstName: 'Rosa', lastName: 'Retail' });
    expect(JSON.parse(localStorage.getItem('claims') ?? '')).toMatchObject({
      email: 'new@workbay.test',
      first_name: 'Rosa',
    });
  });

  it('checks the fields before sending', async () => {
    const api = fakeApi({});
    renderAt(<ProfileForm user={user} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter your first name.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
