import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER } from '../../../../contract/http/headers';
import { messages } from '../../../../contract/messages';
import { passwordMessages } from '../../../../contract/users/password-rules';
import { serverMessages } from '../../../../contract/server-messages';
import { validationMessages } from '../../../../contract/validation-messages';
import { OPENAPI_PATH } from '../../../../server/plugins/swagger';
import { createTestClock } from '../../helpers/clock';
import { bearer, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const CAPTCHA = 'captcha-for-tests';

describe.each(testDatabases)('password reset on $name', (database) => {
  const clock = createTestClock();
  let app: FastifyInstance;
  let mailDir: string;

  beforeAll(async () => {
    const built = await buildTestApp(database, { clock, config: { captchaTestValue: CAPTCHA } });
    app = built.app;
    mailDir = join(built.dataDir, 'mail');
  });
  afterAll(() => app.close());
  beforeEach(() => rm(mailDir, { recursive: true, force: true }));

  const requestReset = (email: string, captcha: string | null = CAPTCHA) =>
    app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      headers: captcha === null ? {} : { [CAPTCHA_HEADER]: captcha },
      payload: { email },
    });
  const updatePassword = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/users/update-password', payload });

  async function mails(): Promise<{ name: string; text: string }[]> {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(mailDir, name), 'utf8') })));
  }

  /** Requests a reset and reads the link from the one mail it sent. */
  async function resetLinkFor(email: string): Promise<URL> {
    expect((await requestReset(email)).statusCode).toBe(200);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const link = sent[0]?.text.match(/^http\S+$/m)?.[0];
    await rm(mailDir, { recursive: true, force: true });
    return new URL(link ?? 'http://missing');
  }

  it('GET /captcha names the local provider and its value', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.json()).toEqual({ provider: 'local', siteKey: null, localValue: CAPTCHA });
  });

  it.each(['robot', ''])('refuses a wrong captcha answer (%j) with a violation on captcha', async (captcha) => {
    const response = await requestReset(trade.email, captcha);
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ propertyPath: 'captcha', message: serverMessages.captchaInvalid }]);
    expect(await mails()).toEqual([]);
  });

  it('refuses a request without the captcha header with a violation on the header', async () => {
    const response = await requestReset(trade.email, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ propertyPath: CAPTCHA_HEADER, message: validationMessages.missing }]);
    expect(await mails()).toEqual([]);
  });

  it('documents the captcha header as required, as the server requires it', async () => {
    const document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const parameters = document.paths['/api/users/reset-password'].post.parameters as { in: string; name: string }[];
    const captcha = parameters.find((parameter) => parameter.in === 'header' && parameter.name === CAPTCHA_HEADER);
    expect(captcha).toMatchObject({ required: true });
  });

  it('refuses a malformed email with a violation on email', async () => {
    const response = await requestReset('nope');
    expect(response.json().violations).toEqual([
      { propertyPath: 'email', message: 'Please enter a valid email address.' },
    ]);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const response = await requestReset('nobody@workbay.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.resetPasswordSent });
    expect(await mails()).toEqual([]);
  });

  it('mails a set-password link as an .eml file named by time and recipient', async () => {
    const response = await requestReset(retail.email.toUpperCase());
    expect(response.json()).toEqual({ message: messages.resetPasswordSent });
    const [mail, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(mail?.name).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-retail@workbay\.test-[0-9a-f]+\.eml$/);
    expect(mail?.text).toMatch(/^From: Workbay <no-reply@workbay\.test>\r\nTo: retail@workbay\.test\r\n/);
    expect(mail?.text).toContain('\r\nSubject: Reset your Workbay password\r\n');
    expect(mail?.text).toMatch(
      /^http:\/\/workbay\.test\/account\/set-password\?token=[\w-]{43}&email=retail%40workbay\.test$/m,
    );
  });

  it('update-password reports each field', async () => {
    const response = await updatePassword({ email: '', token: ' ', newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { propertyPath: 'email', message: 'Please enter your email address.' },
      { propertyPath: 'token', message: 'The reset token is missing.' },
      { propertyPath: 'newPassword', message: passwordMessages.tooShort },
    ]);
    const common = await updatePassword({ email: retail.email, token: 'x', newPassword: 'iloveyou1' });
    expect(common.json().violations).toEqual([{ propertyPath: 'newPassword', message: passwordMessages.tooCommon }]);
  });

  it('answers 401 with the exact message for a wrong token or a wrong email', async () => {
    const link = await resetLinkFor(trade.email);
    const token = link.searchParams.get('token') ?? '';
    for (const payload of [
      {
        email: trade.email,
        token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        newPassword: 'Gearbox-Lantern-42',
      },
      { email: retail.email, token, newPassword: 'Gearbox-Lantern-42' },
    ]) {
      const response = await updatePassword(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, detail: messages.setPasswordUnauthorised });
    }
  });

  it('sets the password once, ends every session, and the link is then spent', async () => {
    const session = await login(app, trade.email, trade.password);
    const link = await resetLinkFor(trade.email);
    const payload = {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      newPassword: 'Gearbox-Lantern-42',
    };

    const response = await updatePassword(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: serverMessages.passwordUpdated });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) })).statusCode).toBe(401);
    await login(app, trade.email, 'Gearbox-Lantern-42');

    const again = await updatePassword({ ...payload, newPassword: 'Another-Lantern-43' });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe(messages.setPasswordUnauthorised);
  });

  it('only the latest link works', async () => {
    const older = await resetLinkFor(tradeIe.email);
    const newer = await resetLinkFor(tradeIe.email);
    const attempt = (link: URL) =>
      updatePassword({
        email: tradeIe.email,
        token: link.searchParams.get('token'),
        newPassword: 'Radiator-Sunrise-77',
      });
    expect((await attempt(older)).statusCode).toBe(401);
    expect((await attempt(newer)).statusCode).toBe(200);
  });

  it('a link expires after an hour', async () => {
    const link = await resetLinkFor(retail.email);
    clock.advance(3601);
    const response = await updatePassword({
      email: retail.email,
      token: link.searchParams.get('token'),
      newPassword: 'Wiper-Blade-Sonata-8',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(messages.setPasswordUnauthorised);
  });
});
