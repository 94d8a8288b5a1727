import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydraErrorSchema } from '../../../contract/errors';
import { serverMessages } from '../../../contract/server-messages';
import { BODY_LIMIT } from '../../../server/app';
import { buildTestApp } from '../helpers/test-app';

describe('error answers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    // A route that fails the way a bug would, to see what a crash looks like from outside.
    app.get('/api/test-crash', async () => {
      throw new Error('database password is hunter2');
    });
  });
  afterAll(() => app.close());

  const expectProblem = (response: Awaited<ReturnType<FastifyInstance['inject']>>, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const body = hydraErrorSchema.parse(response.json());
    expect(body.status).toBe(status);
    expect(body.detail).toBe(body['hydra:description']);
    return body;
  };

  it('answers an unknown API path with a Hydra 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const body = expectProblem(await app.inject({ method, url: '/api/no/such/thing' }), 404);
      expect(body).toMatchObject({ '@type': 'hydra:Error', title: 'Not Found', detail: serverMessages.routeNotFound });
    }
  });

  it('answers a malformed percent-encoding with a Hydra 400, on any path', async () => {
    for (const url of ['/api/users/%E0%A4%A', '/api/no/such/%zz', '/api/me%']) {
      const body = expectProblem(await app.inject({ method: 'GET', url }), 400);
      expect(body.detail).toBe(serverMessages.malformedUrl);
    }
  });

  it('answers an over-long path parameter with a Hydra 404, not a bare 414', async () => {
    const body = expectProblem(await app.inject({ method: 'GET', url: `/api/users/${'a'.repeat(250)}` }), 404);
    expect(body.detail).toBe(serverMessages.paramTooLong);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT), password: 'x' }),
    });
    expect(expectProblem(response, 413).detail).toBe(serverMessages.payloadTooLarge);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectProblem(response, 415);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(expectProblem(response, 400).detail).toBe(serverMessages.malformedJson);
  });

  it('refuses prototype poisoning in JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expectProblem(response, 400);
  });

  it('answers a body of the wrong JSON type with a violation list', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    const body = expectProblem(response, 400);
    expect(body['@type']).toBe('ConstraintViolationList');
    expect(body.violations?.[0]?.propertyPath).toBe('');
  });

  it('answers a crash with a 500 that tells nothing of its cause', async () => {
    const body = expectProblem(await app.inject({ method: 'GET', url: '/api/test-crash' }), 500);
    expect(body.detail).toBe(serverMessages.internalError);
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });
});
