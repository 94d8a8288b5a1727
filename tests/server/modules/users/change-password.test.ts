import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { passwordMessages } from '../../../../contract/users/password-rules';
import { serverMessages } from '../../../../contract/server-messages';
import { bearer, login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('PUT /users/{id}/change-password on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const changePassword = (id: string, token: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/users/${id}/change-password`, headers: bearer(token), payload });
  const me = (token: string) => app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  it('refuses a wrong current password, by field', async () => {
    const { token } = await login(app, trade.email, trade.password);
    const response = await changePassword(trade.id, token, {
      existingPassword: 'Not-The-Password-1',
      newPassword: 'Clutch-Plate-Orbit-5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { propertyPath: 'existingPassword', message: serverMessages.existingPasswordIncorrect },
    ]);
  });

  it.each([
    ['too short', 'short', passwordMessages.tooShort],
    ['common', 'letmein123', passwordMessages.tooCommon],
    ['the email address', trade.email, passwordMessages.sameAsEmail],
    ['the current one', trade.password, serverMessages.newPasswordSameAsExisting],
  ])('refuses a new password that is %s', async (_case, newPassword, message) => {
    const { token } = await login(app, trade.email, trade.password);
    const response = await changePassword(trade.id, token, { existingPassword: trade.password, newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toContainEqual({ propertyPath: 'newPassword', message });
  });

  it('requires both fields', async () => {
    const { token } = await login(app, trade.email, trade.password);
    const response = await changePassword(trade.id, token, {});
    expect(response.json().violations).toEqual([
      { propertyPath: 'existingPassword', message: 'Please enter your current password.' },
      { propertyPath: 'newPassword', message: passwordMessages.tooShort },
    ]);
  });

  it("answers 404 with the specification's message for another user's id", async () => {
    const { token } = await login(app, retail.email, retail.password);
    const response = await changePassword(trade.id, token, {
      existingPassword: trade.password,
      newPassword: 'Clutch-Plate-Orbit-5',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(messages.userNotFound);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await login(app, retail.email, retail.password);
    const current = await login(app, retail.email, retail.password);
    const newPassword = 'Clutch-Plate-Orbit-5';
    const response = await changePassword(retail.id, current.token, { existingPassword: retail.password, newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: serverMessages.passwordChanged });

    expect((await me(current.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    const oldLogin = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: retail.email, password: retail.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await login(app, retail.email, newPassword);
  });
});
