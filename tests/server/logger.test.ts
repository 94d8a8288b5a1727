import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER } from '../../contract/http/headers';
import { LOG_TEXT_LIMIT } from '../../contract/log-sanitise';
import { redactUrl } from '../../server/logger';
import { login, trade } from './helpers/session';
import { buildTestApp } from './helpers/test-app';

describe('logs', () => {
  let app: FastifyInstance;
  let lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    ({ app } = await buildTestApp(undefined, { logStream: stream, config: { logLevel: 'info', distDir: 'nowhere' } }));
    app.get('/api/test-crash', async () => {
      throw new Error('first line\nforged: {"level":60}\u001b[31m');
    });
    app.get('/api/test-logs', async (request) => {
      request.log.info({ body: { password: 'in-a-handler' } }, 'handler line');
      request.log.child({ step: 'nested' }).info('nested line');
      return {};
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    lines = [];
  });

  // Pino writes asynchronously to the stream; one turn of the event loop lets the lines land.
  const logged = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return lines.join('\n');
  };

  it('never logs passwords or tokens from a login', async () => {
    const pair = await login(app, trade.email, trade.password);
    const text = await logged();
    expect(text).toContain('"url":"/api/auth"');
    for (const secret of [trade.password, pair.token, pair.refresh_token]) expect(text).not.toContain(secret);
  });

  it('never logs a reset token, neither when mailing it nor when its link is opened', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      headers: { [CAPTCHA_HEADER]: 'workbay-local-captcha' },
      payload: { email: trade.email },
    });
    await app.inject({
      method: 'GET',
      url: '/account/set-password?token=SECRET-RESET-TOKEN&email=trade%40workbay.test',
    });
    const text = await logged();
    expect(text).toContain('Password reset link sent');
    expect(text).toContain('/account/set-password?token=[REDACTED]&email=trade%40workbay.test');
    expect(text).not.toContain('SECRET-RESET-TOKEN');
  });

  it('redacts credentials in logged objects', async () => {
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'wb_token=abc' } },
        res: { headers: { 'set-cookie': 'wb_refresh=xyz' } },
        body: { email: 'a@b.test', password: 'hunter2-hunter2', newPassword: 'n3w', existingPassword: 'old' },
        refresh_token: 'r3fresh',
      },
      'object with secrets',
    );
    const text = await logged();
    expect(text).toContain('object with secrets');
    for (const secret of ['abc.def.ghi', 'wb_token=abc', 'wb_refresh=xyz', 'hunter2', 'n3w', '"old"', 'r3fresh']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('a@b.test');
  });

  it('strips newlines and control characters from messages and errors, and caps their length', async () => {
    app.log.warn(`user said: line one\nline two\r\u0007${'x'.repeat(2 * LOG_TEXT_LIMIT)}`);
    await app.inject({ method: 'GET', url: '/api/test-crash' });
    const entries = (await logged()).split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const warning = entries.find((entry) => String(entry.msg).startsWith('user said'));
    expect(warning?.msg).toMatch(/^user said: line oneline two/);
    expect(String(warning?.msg)).toHaveLength(LOG_TEXT_LIMIT);
    const crash = entries.find((entry) => entry.err) as { err: { message: string; stack: string } } | undefined;
    expect(crash?.err.message).toBe('first lineforged: {"level":60}[31m');
    expect(crash?.err.stack.split('\n')[0]).toBe('Error: first lineforged: {"level":60}[31m');
  });

  it("ties each of a request's lines to it by its id, and redacts what its handlers log", async () => {
    await app.inject({ method: 'GET', url: '/api/test-logs' });
    await app.inject({ method: 'GET', url: '/api/test-logs' });
    const entries = (await logged()).split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const handler = entries.filter((entry) => entry.msg === 'handler line');
    expect(handler).toHaveLength(2);
    const [first, second] = handler.map((entry) => entry.reqId);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    // Every line of the first request (incoming, handler, nested, completed) carries its id.
    expect(entries.filter((entry) => entry.reqId === first).map((entry) => entry.msg)).toEqual([
      'incoming request',
      'handler line',
      'nested line',
      'request completed',
    ]);
    expect(entries.find((entry) => entry.msg === 'nested line')?.step).toBe('nested');
    // A line carries its own fields only: none of an earlier line's of the same request.
    const [, handlerLine, nestedLine, completed] = entries.filter((entry) => entry.reqId === first);
    expect(handlerLine).not.toHaveProperty('req');
    expect(nestedLine).not.toHaveProperty('body');
    expect(completed).not.toHaveProperty('step');
    expect(JSON.stringify(entries)).not.toContain('in-a-handler');
    // The server's own lines carry no request id.
    app.log.info('server line');
    expect(
      (await logged())
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.msg === 'server line'),
    ).not.toHaveProperty('reqId');
  });

  it('redactUrl keeps the rest of the URL', () => {
    expect(redactUrl('/x?a=1&refresh_token=abc&token=def#frag')).toBe(
      '/x?a=1&refresh_token=[REDACTED]&token=[REDACTED]#frag',
    );
  });
});
