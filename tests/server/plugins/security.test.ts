import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';

const directivesOf = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
  );

describe('security headers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('sends API answers and errors a policy that allows nothing, with the headers a JSON answer needs', async () => {
    for (const url of ['/api/captcha', '/api/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(directivesOf(response.headers['content-security-policy'])).toEqual({
        'default-src': "'none'",
        'frame-ancestors': "'none'",
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      // What governs documents only is left out of JSON answers.
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('sends documents a CSP that allows only the app itself', async () => {
    for (const url of ['/', '/nowhere', '/apidocs-lookalike']) {
      const response = await app.inject({ method: 'GET', url });
      const directives = directivesOf(response.headers['content-security-policy']);
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: https:",
        'connect-src': "'self'",
        'worker-src': "'self'",
        'manifest-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(directives).not.toHaveProperty('upgrade-insecure-requests');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    }
  });
});
