import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { formMessages } from '../../../../contract/forms/messages';
import { FIFM_MAX_DAYS_AHEAD, userApplicationMessages } from '../../../../contract/forms/applications';
import { bearer, guestLogin, login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

/** A day `days` after today, as YYYY-MM-DD (London's day). */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

const fitting = () => ({
  vrm: 'wb19 kfd',
  postcode: 'ls5 3bt',
  preferredDate: dayAhead(3),
  telephone: '0113 496 0123',
  partsDescription: 'Front brake pads and discs, ordered today (WB-104233).',
});

describe.each(testDatabases)('fifm and user applications on $name', (database) => {
  let app: FastifyInstance;
  let mailDir: string;

  beforeAll(async () => {
    const built = await buildTestApp(database, { config: { formsRateLimitMax: 1000 } });
    app = built.app;
    mailDir = join(built.dataDir, 'mail');
  });
  afterAll(() => app.close());
  beforeEach(() => rm(mailDir, { recursive: true, force: true }));

  const mails = async () => {
    const names = (await readdir(mailDir).catch(() => [] as string[])).sort();
    return Promise.all(names.map((name) => readFile(join(mailDir, name), 'utf8')));
  };
  const as = (headers: Record<string, string>) => ({
    list: () => app.inject({ method: 'GET', url: '/api/fifm-applications', headers }),
    apply: (payload: object) => app.inject({ method: 'POST', url: '/api/fifm-applications', headers, payload }),
  });

  it('takes a fitting request from a logged-in customer, acknowledges it and lists it for them only', async () => {
    const customer = as(bearer((await login(app, retail.email, retail.password)).token));
    const response = await customer.apply(fitting());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      vrm: 'WB19KFD',
      postcode: 'ls5 3bt',
      status: 'received',
      preferredDate: dayAhead(3),
    });
    const listed = (await customer.list()).json();
    expect(listed['hydra:member'].map((a: { id: string }) => a.id)).toEqual([response.json().id]);
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.find((mail) => mail.includes(`To: ${retail.email}`))).toContain('Registration: WB19KFD');

    const other = as(bearer((await login(app, trade.email, trade.password)).token));
    expect((await other.list()).json()['hydra:totalItems']).toBe(0);
  });

  it('refuses guests and callers without a session', async () => {
    const guest = as(bearer((await guestLogin(app)).token));
    const refused = await guest.apply(fitting());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(messages.notLoggedIn);
    expect((await as({}).list()).statusCode).toBe(401);
  });

  it('refuses bad fields beside each, and a day too soon or too far ahead', async () => {
    const customer = as(bearer((await login(app, retail.email, retail.password)).token));
    // The shape first: a required field left empty.
    const empty = await customer.apply({ ...fitting(), partsDescription: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().violations).toEqual([
      { propertyPath: 'partsDescription', message: 'Please tell us which parts to fit.' },
    ]);
    // Then what the fields say.
    const bad = await customer.apply({
      ...fitting(),
      vrm: '!!',
      postcode: 'nowhere',
      preferredDate: 'tomorrow',
      telephone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toEqual([
      { propertyPath: 'vrm', message: formMessages.registration },
      { propertyPath: 'postcode', message: formMessages.postcode },
      { propertyPath: 'preferredDate', message: formMessages.date },
      { propertyPath: 'telephone', message: formMessages.telephone },
    ]);
    for (const [days, message] of [
      [0, formMessages.preferredDateTooSoon],
      [-2, formMessages.preferredDateTooSoon],
      [FIFM_MAX_DAYS_AHEAD + 1, formMessages.preferredDateTooLate(FIFM_MAX_DAYS_AHEAD)],
    ] as const) {
      const response = await customer.apply({ ...fitting(), preferredDate: dayAhead(days) });
      expect(response.statusCode, String(days)).toBe(400);
      expect(response.json().violations).toEqual([{ propertyPath: 'preferredDate', message }]);
    }
    expect((await customer.apply({ ...fitting(), preferredDate: '2026-02-30' })).json().violations).toEqual([
      { propertyPath: 'preferredDate', message: formMessages.date },
    ]);
  });

  it('takes a request for a trade login from anyone, acknowledged by mail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-applications',
      payload: {
        accountNumber: 'WB-40221',
        company: 'Kirkstall Autos',
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'priya@kirkstallautos.example.co.uk',
        telephone: '0113 496 0456',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toMatch(/^Thank you/);
    const sent = await mails();
    expect(sent.map((mail) => /^To: (.*)$/m.exec(mail)?.[1]).sort()).toEqual([
      'priya@kirkstallautos.example.co.uk',
      'trade.accounts@workbay.test',
    ]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/user-applications',
      payload: { accountNumber: 'WB-40221', email: 'priya@kirkstallautos.example.co.uk' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'company',
      'firstName',
      'lastName',
      'telephone',
    ]);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/user-applications',
      payload: {
        accountNumber: 'WB 40221!',
        company: 'Kirkstall Autos',
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'priya@',
        telephone: '0113',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toEqual([
      { propertyPath: 'accountNumber', message: userApplicationMessages.accountNumber },
      { propertyPath: 'email', message: formMessages.email },
      { propertyPath: 'telephone', message: formMessages.telephone },
    ]);
  });
});
