import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formMessages } from '../../../../contract/forms/messages';
import type { Form } from '../../../../contract/forms/schemas';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { FormPage } from '../../../../src/features/forms/components/form-page';
import { setSessionStatus } from '../../../../src/session/session-status';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';

const contact: Form = {
  '@id': '/api/forms/contact',
  code: 'contact',
  name: 'Contact us',
  description: 'We answer within one working day.',
  submitLabel: 'Send message',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100, autocomplete: 'name' },
    { name: 'email', label: 'Email address', kind: 'email', required: true, maxLength: 180 },
    { name: 'telephone', label: 'Phone number', kind: 'tel', required: false, help: 'Only if you would like a call.' },
    {
      name: 'topic',
      label: 'Topic',
      kind: 'select',
      required: true,
      options: [
        { value: 'order', label: 'An order or a delivery' },
        { value: 'other', label: 'Something else' },
      ],
    },
    { name: 'message', label: 'Message', kind: 'textarea', required: true },
    { name: 'terms', label: 'I agree to be contacted about this message', kind: 'checkbox', required: true },
  ],
};

const forms = () => json({ 'hydra:member': [contact], 'hydra:totalItems': 1 });

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ id: 'g1', guest_user: true, email: null, exp: 2_000_000_000 }));
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn() {
  type('Name', 'Siobhán Murphy');
  type('Email address', 'siobhan@murphy-motors.ie');
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'order' } });
  type('Message', 'Where is my order WB-104233?');
  fireEvent.click(screen.getByLabelText('I agree to be contacted about this message'));
}

describe('a form the server describes', () => {
  it('draws the fields of GET /forms, optional ones marked, and checks them before sending', async () => {
    const api = fakeApi({ 'GET /forms': forms });
    renderAt(<FormPage code="contact" notFound={<p>Not found</p>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByLabelText('Phone number (optional)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(formMessages.required('Name'))).toBeTruthy();
    expect(screen.getByText(formMessages.requiredChoice('Topic'))).toBeTruthy();
    expect(screen.getByText(formMessages.requiredTick)).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /forms']);
  });

  it('sends POST /form-submissions and thanks the sender with the server’s words', async () => {
    const api = fakeApi({
      'GET /forms': forms,
      'POST /form-submissions': () =>
        json({ '@id': '/api/form-submissions/s1', id: 's1', message: 'Thank you, your message has been sent.' }, 201),
    });
    renderAt(<FormPage code="contact" notFound={<p>Not found</p>} />);
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you, your message has been sent.')).toBeTruthy();
    expect(api.callsTo('POST /form-submissions')[0]?.body).toEqual({
      form: 'contact',
      data: {
        name: 'Siobhán Murphy',
        email: 'siobhan@murphy-motors.ie',
        topic: 'order',
        message: 'Where is my order WB-104233?',
        terms: true,
      },
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusals beside their fields, and the rest above the form', async () => {
    fakeApi({
      'GET /forms': forms,
      'POST /form-submissions': () =>
        json(
          {
            '@type': 'ConstraintViolationList',
            status: 422,
            'hydra:description': 'data.email: Please enter a valid email address.',
            violations: [
              { propertyPath: 'data.email', message: 'This address cannot receive mail.' },
              { propertyPath: 'form', message: 'Please choose a form.' },
            ],
          },
          422,
        ),
    });
    renderAt(<FormPage code="contact" notFound={<p>Not found</p>} />);
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('This address cannot receive mail.')).toBeTruthy();
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(screen.getByText('This address cannot receive mail.').id);
    expect(within(screen.getByRole('alert')).getByText('Please choose a form.')).toBeTruthy();
  });

  it('is not found for a code no form has', async () => {
    fakeApi({ 'GET /forms': forms });
    renderAt(<FormPage code="recipes" notFound={<p>Not found</p>} />);
    expect(await screen.findByText('Not found')).toBeTruthy();
  });
});
