import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../../../contract/users/password-rules';
import { serverMessages } from '../../../../contract/server-messages';
import { userSchema } from '../../../../contract/users/schemas';
import { login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('POST /users (registration) on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const register = (payload: object) => app.inject({ method: 'POST', url: '/api/users', payload });
  const valid = {
    email: 'new.customer@workbay.test',
    password: 'Brake-Disc-Tuesday-9',
    firstName: 'Nia',
    lastName: 'Evans',
    telephone: '+44 (0)29 2018 0000',
  };
  const violationsOf = async (payload: object) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    return response.json().violations as { propertyPath: string; message: string }[];
  };

  it('creates a retail customer (201), who can then log in', async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      email: valid.email,
      firstName: 'Nia',
      telephone: valid.telephone,
      guest_user: false,
      isKeyAccount: 'false',
      currency: 'GBP',
    });
    // Registration does not log in: no token in the answer.
    expect(response.json()).not.toHaveProperty('token');
    await login(app, valid.email, valid.password);
  });

  it('reports each missing field with its own contract message', async () => {
    expect(await violationsOf({})).toEqual([
      { propertyPath: 'email', message: 'Please enter your email address.' },
      { propertyPath: 'password', message: passwordMessages.tooShort },
      { propertyPath: 'firstName', message: 'Please enter your first name.' },
      { propertyPath: 'lastName', message: 'Please enter your last name.' },
    ]);
  });

  it('reports malformed fields per field', async () => {
    const violations = await violationsOf({ ...valid, email: 'not-an-email', password: 'short', telephone: 'call me' });
    expect(violations).toEqual([
      { propertyPath: 'email', message: 'Please enter a valid email address.' },
      { propertyPath: 'password', message: passwordMessages.tooShort },
      { propertyPath: 'telephone', message: 'Please enter a valid telephone number.' },
    ]);
    const long = await violationsOf({ ...valid, password: 'x'.repeat(129) });
    expect(long).toEqual([{ propertyPath: 'password', message: passwordMessages.tooLong }]);
  });

  it('refuses a common password whatever its case, together with the other violations', async () => {
    expect(await violationsOf({ ...valid, email: 'other@workbay.test', password: 'PassWord123' })).toEqual([
      { propertyPath: 'password', message: passwordMessages.tooCommon },
    ]);
    const both = await violationsOf({ ...valid, firstName: '', password: 'football' });
    expect(both).toEqual(
      expect.arrayContaining([
        { propertyPath: 'firstName', message: 'Please enter your first name.' },
        { propertyPath: 'password', message: passwordMessages.tooCommon },
      ]),
    );
  });

  it('refuses the email address as the password', async () => {
    const email = 'Same.As.Email@workbay.test';
    expect(await violationsOf({ ...valid, email, password: email.toLowerCase() })).toEqual([
      { propertyPath: 'password', message: passwordMessages.sameAsEmail },
    ]);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    expect(await violationsOf({ ...valid, email: trade.email.toUpperCase() })).toEqual([
      { propertyPath: 'email', message: serverMessages.emailTaken },
    ]);
  });

  it('answers malformed JSON with a Hydra 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', detail: serverMessages.malformedJson });
  });
});
