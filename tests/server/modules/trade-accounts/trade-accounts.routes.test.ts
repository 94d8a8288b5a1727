import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { serverMessages } from '../../../../contract/server-messages';
import { bearer, guestLogin, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('PUT /users/change-babbage-account/{id} on $name', (database) => {
  let app: FastifyInstance;
  let tradeToken: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tradeToken = (await login(app, trade.email, trade.password)).token;
  });
  afterAll(() => app.close());

  const change = (accountId: string, token: string) =>
    app.inject({ method: 'PUT', url: `/api/users/change-babbage-account/${accountId}`, headers: bearer(token) });
  const [leeds, manchester] = trade.accounts;

  it('switches to another of your own trade accounts and answers the user', async () => {
    const response = await change(manchester?.id ?? '', tradeToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().babbageAccount).toEqual({
      id: manchester?.id,
      accountNumber: '20817',
      branch: expect.objectContaining({ name: 'Manchester Trafford' }),
    });
    // It sticks.
    const user = await app.inject({ method: 'GET', url: `/api/users/${trade.id}`, headers: bearer(tradeToken) });
    expect(user.json().babbageAccount.accountNumber).toBe('20817');
    expect((await change(leeds?.id ?? '', tradeToken)).json().babbageAccount.accountNumber).toBe('10452');
  });

  it.each([
    ["another user's account", tradeIe.accounts[0]?.id ?? ''],
    ['an unknown account', '01936b2e-0000-7000-8000-0000000fffff'],
    ['a malformed id', 'leeds'],
  ])('answers 404 for %s', async (_case, accountId) => {
    const response = await change(accountId, tradeToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(serverMessages.babbageAccountNotFound);
  });

  it('answers 404 to a retail customer, who has no trade accounts', async () => {
    const { token } = await login(app, retail.email, retail.password);
    expect((await change(leeds?.id ?? '', token)).statusCode).toBe(404);
  });

  it('refuses a guest with 403', async () => {
    const guest = await guestLogin(app);
    const response = await change(leeds?.id ?? '', guest.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(messages.notLoggedIn);
  });
});
