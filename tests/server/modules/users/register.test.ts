import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { passwordMessages } from '../../../../contract/users/password-rules';
import { serverMessages } from '../../../../contract/server-messages';
import { userSchema } from '../../../../contract/users/schemas';
import { login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('POST /users (registration) on $name', (database) => {
  let app: FastifyInstance;
  let mailDir: string;

  beforeAll(async () => {
    const built = await buildTestApp(database);
    app = built.app;
    mailDir = join(built.dataDir, 'mail');
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

  describe('an email that is already registered', () => {
    const mails = async () => {
      const names = await readdir(mailDir).catch(() => [] as string[]);
      return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(mailDir, name), 'utf8') })));
    };
    // What may differ between two registrations: the new id and the address itself.
    const withoutIdentity = (response: LightMyRequestResponse) => ({
      ...response.json(),
      '@id': null,
      id: null,
      email: null,
      username: null,
    });
    const attempt = { ...valid, password: 'Someone-Elses-Guess-42' };

    it('gets the same answer as a new one, status, headers and body alike', async () => {
      await rm(mailDir, { recursive: true, force: true });
      const fresh = await register({ ...attempt, email: 'brand.new@workbay.test' });
      expect(await mails()).toEqual([]);
      const known = await register({ ...attempt, email: trade.email.toUpperCase() });
      expect(known.statusCode).toBe(fresh.statusCode);
      expect(known.statusCode).toBe(201);
      expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(Object.keys(known.json())).toEqual(Object.keys(fresh.json()));
      expect(withoutIdentity(known)).toEqual(withoutIdentity(fresh));
      expect(userSchema.parse(known.json()).email).toBe(trade.email.toUpperCase());
      expect(known.json().id).not.toBe(trade.id);
    });

    it('mails the owner, with the way to log in or set a new password', async () => {
      const sent = await mails();
      expect(sent).toHaveLength(1);
      const [mail] = sent;
      expect(mail?.name).toContain(trade.email);
      expect(mail?.text).toContain(`To: ${trade.email}`);
      expect(mail?.text).toContain('Someone tried to create a Workbay account with your email address');
      expect(mail?.text).toContain('http://workbay.test/account/login');
      expect(mail?.text).toContain('http://workbay.test/account/forgot-password');
    });

    it('changes nothing: no second account, and the owner keeps their password', async () => {
      await login(app, trade.email, trade.password);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: trade.email, password: attempt.password },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(messages.invalidCredentials);
    });
  });

  it('answers two registrations of one new email at once alike, and keeps the first', async () => {
    const email = 'twice.at.once@workbay.test';
    const [first, second] = await Promise.all([
      register({ ...valid, email }),
      register({ ...valid, email, password: 'Another-Password-77' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const logins = await Promise.all(
      [valid.password, 'Another-Password-77'].map(
        async (password) =>
          (await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } })).statusCode,
      ),
    );
    // One account: exactly one of the two passwords is its own.
    expect(logins.sort()).toEqual([200, 401]);
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
