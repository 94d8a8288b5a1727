import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { tradeAccountMessages } from '../../../../contract/trade-accounts/schemas';
import { bearer, guestLogin, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

/**
 * GET and PUT /babbage-accounts (storefront-core §7, bodies ours, issue 43): the person's trade
 * accounts with the one in use marked, and switching by `{ "active": id }`.
 */
describe.each(testDatabases)('GET and PUT /babbage-accounts on $name', (database) => {
  let app: FastifyInstance;
  let tradeToken: string;
  const [leeds, manchester] = trade.accounts;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tradeToken = (await login(app, trade.email, trade.password)).token;
  });
  afterAll(() => app.close());

  const read = (token: string) => app.inject({ method: 'GET', url: '/api/babbage-accounts', headers: bearer(token) });
  const put = (token: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/babbage-accounts', headers: bearer(token), payload: payload as object });
  const active = (body: { 'hydra:member': { accountNumber: string; active: boolean }[] }) =>
    body['hydra:member'].filter((account) => account.active).map((account) => account.accountNumber);

  it('lists your trade accounts by number, the one in use marked active', async () => {
    const response = await read(tradeToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      'hydra:member': [
        {
          id: leeds?.id,
          accountNumber: '10452',
          branch: expect.objectContaining({ name: 'Leeds Kirkstall' }),
          active: true,
        },
        {
          id: manchester?.id,
          accountNumber: '20817',
          branch: expect.objectContaining({ name: 'Manchester Trafford' }),
          active: false,
        },
      ],
      'hydra:totalItems': 2,
    });
  });

  it('switches to another of your accounts and answers the list as it now is; it sticks', async () => {
    const response = await put(tradeToken, { active: manchester?.id });
    expect(response.statusCode).toBe(200);
    expect(active(response.json())).toEqual(['20817']);
    expect(active((await read(tradeToken)).json())).toEqual(['20817']);
    const user = await app.inject({ method: 'GET', url: `/api/users/${trade.id}`, headers: bearer(tradeToken) });
    expect(user.json().babbageAccount.accountNumber).toBe('20817');
    // The same PUT again changes nothing more.
    expect(active((await put(tradeToken, { active: manchester?.id })).json())).toEqual(['20817']);
    expect(active((await put(tradeToken, { active: leeds?.id })).json())).toEqual(['10452']);
  });

  it.each([
    ["another user's account", tradeIe.accounts[0]?.id ?? ''],
    ['an unknown account', '01936b2e-0000-7000-8000-0000000fffff'],
    ['a malformed id', 'leeds'],
    ['nothing', ''],
  ])('refuses %s beside the field, and the account in use stays', async (_case, id) => {
    const response = await put(tradeToken, { active: id });
    expect([400, 422]).toContain(response.statusCode);
    expect(response.json().violations).toEqual([
      { propertyPath: 'active', message: tradeAccountMessages.chooseAccount },
    ]);
    expect(active((await read(tradeToken)).json())).toEqual(['10452']);
  });

  it('a retail customer has no trade accounts, and cannot choose one', async () => {
    const { token } = await login(app, retail.email, retail.password);
    expect((await read(token)).json()).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
    expect((await put(token, { active: leeds?.id })).statusCode).toBe(422);
  });

  it('refuses a guest with 403', async () => {
    const guest = await guestLogin(app);
    const response = await read(guest.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(messages.notLoggedIn);
    expect((await put(guest.token, { active: leeds?.id })).statusCode).toBe(403);
  });
});
