import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { serverMessages } from '../../../../contract/server-messages';
import { userSchema } from '../../../../contract/users/schemas';
import { bearer, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('GET and PUT /users/{id} on $name', (database) => {
  let app: FastifyInstance;
  let retailToken: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    retailToken = (await login(app, retail.email, retail.password)).token;
  });
  afterAll(() => app.close());

  const getUser = (id: string, token: string) =>
    app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) });
  const putUser = (id: string, token: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload });

  it('answers a key account with its trade accounts, branding and currency', async () => {
    const { token } = await login(app, trade.email, trade.password);
    const response = await getUser(trade.id, token);
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      '@id': `/api/users/${trade.id}`,
      email: trade.email,
      username: trade.email,
      first_name: trade.firstName,
      firstName: trade.firstName,
      isKeyAccount: 'true',
      currency: 'GBP',
      tradingCountry: 'gb',
      allowVehicleRefinement: true,
      customBabbageAccountTheme: { customLogo: '/demo/logos/northern-motors.svg' },
    });
    expect(user.babbageAccounts.map((a) => `${a.accountNumber} - ${a.branch.name}`)).toEqual([
      '10452 - Leeds Kirkstall',
      '20817 - Manchester Trafford',
    ]);
    expect(user.babbageAccount?.accountNumber).toBe('10452');
    expect(user.loginPopupContent).toContain('<strong>');
  });

  it('derives EUR for the Irish trading country', async () => {
    const { token } = await login(app, tradeIe.email, tradeIe.password);
    const user = (await getUser(tradeIe.id, token)).json();
    expect(user).toMatchObject({ currency: 'EUR', tradingCountry: 'ie', isKeyAccount: 'true' });
    expect(user.babbageAccounts).toHaveLength(1);
  });

  it('gives a retail customer no branding and no trade accounts', async () => {
    const user = (await getUser(retail.id, retailToken)).json();
    expect(user).toMatchObject({
      isKeyAccount: 'false',
      customBabbageAccountTheme: null,
      babbageAccount: null,
      babbageAccounts: [],
      currency: 'GBP',
    });
  });

  it.each([
    ['another user', trade.id],
    ['a nonexistent user', '01936b2e-0000-7000-8000-0000000fffff'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 for %s, on GET and PUT alike', async (_case, id) => {
    for (const response of [await getUser(id, retailToken), await putUser(id, retailToken, { firstName: 'X' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, detail: messages.userNotFound });
    }
  });

  it('updates email, firstName and lastName and answers the updated user', async () => {
    const { token } = await login(app, tradeIe.email, tradeIe.password);
    const response = await putUser(tradeIe.id, token, { firstName: ' Aoibheann ', lastName: 'Ní Bhroin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Aoibheann', first_name: 'Aoibheann', lastName: 'Ní Bhroin' });
    expect((await getUser(tradeIe.id, token)).json().lastName).toBe('Ní Bhroin');
  });

  it('changes the email, which then logs in', async () => {
    const { token } = await login(app, retail.email, retail.password);
    const newEmail = 'rita.patel@workbay.test';
    expect((await putUser(retail.id, token, { email: newEmail })).json().email).toBe(newEmail);
    await login(app, newEmail, retail.password);
    expect((await putUser(retail.id, token, { email: retail.email })).statusCode).toBe(200);
  });

  it("refuses another account's email, whatever its case", async () => {
    const response = await putUser(retail.id, retailToken, { email: trade.email.toUpperCase() });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ propertyPath: 'email', message: serverMessages.emailTaken }]);
  });

  it('refuses each field that cannot be changed, by name, with the other violations', async () => {
    const response = await putUser(retail.id, retailToken, {
      isKeyAccount: 'true',
      tradingCountry: 'ie',
      email: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ '@type': 'ConstraintViolationList', status: 400 });
    expect(response.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'isKeyAccount', message: serverMessages.fieldNotEditable },
        { propertyPath: 'tradingCountry', message: serverMessages.fieldNotEditable },
        { propertyPath: 'email', message: 'Please enter a valid email address.' },
      ]),
    );
    expect((await getUser(retail.id, retailToken)).json().isKeyAccount).toBe('false');
  });

  it('refuses blank names with the contract messages', async () => {
    const response = await putUser(retail.id, retailToken, { firstName: '  ', lastName: '' });
    expect(response.json().violations).toEqual([
      { propertyPath: 'firstName', message: 'Please enter your first name.' },
      { propertyPath: 'lastName', message: 'Please enter your last name.' },
    ]);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/users/${retail.id}` });
    expect(response.statusCode).toBe(401);
  });

  it('records the repair-data terms once answered, for the person only', async () => {
    const { token } = await login(app, trade.email, trade.password);
    const terms = (status: string, id = trade.id) =>
      app.inject({ method: 'PUT', url: `/api/users/${id}/haynes-pro-terms/${status}`, headers: bearer(token) });
    expect(userSchema.parse((await getUser(trade.id, token)).json()).haynesProTerms).toBeNull();
    const accepted = await terms('accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(userSchema.parse(accepted.json()).haynesProTerms).toBe('accepted');
    expect(userSchema.parse((await getUser(trade.id, token)).json()).haynesProTerms).toBe('accepted');
    const unknown = await terms('maybe');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ violations: [{ propertyPath: 'status' }] });
    expect((await terms('accepted', retail.id)).statusCode).toBe(404);
  });
});
