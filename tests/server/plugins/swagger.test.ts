import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { buildTestApp } from '../helpers/test-app';

describe('GET /api/docs/openapi.json', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('lists every route of the contract table, with its method, summary and schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const [name, def] of Object.entries(routes)) {
      const operation = document.paths[`/api${def.path}`]?.[def.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation).toMatchObject({ operationId: name, summary: def.summary });
      expect(Object.keys(operation.responses)).toContain(name === 'register' ? '201' : '200');
      if ('body' in def) expect(operation.requestBody, name).toBeDefined();
      if (def.auth !== 'public') expect(operation.security, name).toBeDefined();
    }
    expect(document.paths['/api/users']?.post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
  });

  it('does not list itself', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(document.paths['/api/docs/openapi.json']).toBeUndefined();
  });
});
