import { describe, expect, it } from 'vitest';
import { hydraError, violationList, violationsByField } from '../../contract/errors';

describe('violationsByField', () => {
  it('maps each field path to its first message', () => {
    expect(
      violationsByField([
        { propertyPath: 'email', message: 'Please enter a valid email address.' },
        { propertyPath: 'newPassword', message: 'Too short.' },
        { propertyPath: 'email', message: 'A second message' },
      ]),
    ).toEqual({ email: 'Please enter a valid email address.', newPassword: 'Too short.' });
  });

  it('gives an empty map for no violations', () => {
    expect(violationsByField([])).toEqual({});
  });
});

describe('error bodies', () => {
  it('carry the same description in hydra:description, detail and message', () => {
    expect(hydraError(404, 'A user with the provided ID could not be found.')).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:title': 'Not Found',
      'hydra:description': 'A user with the provided ID could not be found.',
      detail: 'A user with the provided ID could not be found.',
      status: 404,
    });
  });

  it('list violations with their paths', () => {
    const body = violationList(400, [{ propertyPath: 'token', message: 'The reset token is missing.' }]);
    expect(body['@type']).toBe('ConstraintViolationList');
    expect(body.violations).toEqual([{ propertyPath: 'token', message: 'The reset token is missing.' }]);
  });
});
