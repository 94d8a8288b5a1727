import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER } from '../../../contract/http/headers';
import { allRoutes } from '../../../contract/routes';
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
    for (const def of allRoutes) {
      const { name } = def;
      const operation = document.paths[`/api${def.path}`]?.[def.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation).toMatchObject({ operationId: name, summary: def.summary, tags: [def.domain] });
      expect(Object.keys(operation.responses)).toContain(String(def.status ?? 200));
      if (def.body) expect(operation.requestBody, name).toBeDefined();
      // A raw body (a photo) is named as bytes of its media type.
      if (def.consumes)
        expect(operation.requestBody, name).toMatchObject({
          required: true,
          content: { [def.consumes.type]: { schema: { type: 'string', format: 'binary' } } },
        });
      if (def.auth !== 'public') expect(operation.security, name).toBeDefined();
    }
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(expect.arrayContaining(['auth', 'users']));
    expect(document.paths['/api/users']?.post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
  });

  it(
    'says exactly what is required: an empty body is the guest login, ' + 'reset-password reads the captcha header',
    async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
      expect(document.paths['/api/auth'].post.requestBody.required).toBe(false);
      expect(document.paths['/api/users'].post.requestBody.required).toBe(true);
      const parameters = document.paths['/api/users/reset-password'].post.parameters as { in: string; name: string }[];
      expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: CAPTCHA_HEADER }));
    },
  );

  it('does not list itself', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(document.paths['/api/docs/openapi.json']).toBeUndefined();
  });
});
