import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { buildTestApp } from '../helpers/test-app';

describe('rate limits', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(undefined, {
      config: { authRateLimitMax: 3, refreshRateLimitMax: 2, rateLimitWindowSeconds: 60 },
    }));
  });
  afterAll(() => app.close());

  const wrongLogin = (ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: ip,
      payload: { email: 'nobody@workbay.test', password: 'guess-guess' },
    });

  it('answers 429 in the Hydra shape with Retry-After once an IP has used its attempts', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongLogin()).statusCode).toBe(401);
    const refused = await wrongLogin();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ '@type': 'hydra:Error', status: 429, detail: messages.tooManyRequests });
  });

  it('counts guest logins apart from password guesses, on the session limit', async () => {
    const ip = '192.0.2.80';
    const guest = () => app.inject({ method: 'POST', url: '/api/auth', remoteAddress: ip, payload: {} });
    for (let attempt = 0; attempt < 2; attempt++) expect((await guest()).statusCode).toBe(200);
    expect((await guest()).statusCode).toBe(429);
    // The password counter of the same address is untouched by the guest logins.
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongLogin(ip)).statusCode).toBe(401);
    expect((await wrongLogin(ip)).statusCode).toBe(429);
  });

  it('counts per IP', async () => {
    expect((await wrongLogin('198.51.100.9')).statusCode).toBe(401);
  });

  it('limits the password routes and token refresh too, each on its own count', async () => {
    const ip = '192.0.2.44';
    const post = (url: string) => app.inject({ method: 'POST', url, remoteAddress: ip, payload: {} });
    for (const url of ['/api/users', '/api/users/reset-password', '/api/users/update-password']) {
      for (let attempt = 0; attempt < 3; attempt++) expect((await post(url)).statusCode).toBe(400);
      expect((await post(url)).statusCode).toBe(429);
    }
    for (let attempt = 0; attempt < 2; attempt++) expect((await post('/api/token/refresh')).statusCode).toBe(401);
    expect((await post('/api/token/refresh')).statusCode).toBe(429);
  });

  it('limits change-password before authentication, so guessing needs no session', async () => {
    const put = () =>
      app.inject({ method: 'PUT', url: '/api/users/x/change-password', remoteAddress: '192.0.2.45', payload: {} });
    for (let attempt = 0; attempt < 3; attempt++) expect((await put()).statusCode).toBe(401);
    expect((await put()).statusCode).toBe(429);
  });

  it('leaves other routes alone', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(200);
    }
  });
});
