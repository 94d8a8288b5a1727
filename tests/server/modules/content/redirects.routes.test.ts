import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../../../../contract/content/messages';
import { routePath } from '../../../../contract/http/route';
import { routes } from '../../../../contract/routes';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('redirects on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  // As the client sends it: the old address is one path parameter, its slashes encoded.
  const redirectOf = (url: string) =>
    app.inject({ method: 'GET', url: `/api${routePath(routes.redirectByUrl, { url })}` });

  it('leads /brakes to the braking category for good (301)', async () => {
    const response = await redirectOf('/brakes');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ sourceUrl: '/brakes', targetUrl: '/category/braking', statusCode: 301 });
    expect(response.headers['cache-control']).toMatch(/^public/);
  });

  it('leads /winter elsewhere for a while (302)', async () => {
    expect((await redirectOf('/winter')).json()).toMatchObject({
      targetUrl: '/category/oils-and-fluids/antifreeze',
      statusCode: 302,
    });
  });

  it('finds an old address however it is written: case, missing or trailing slash, a query', async () => {
    for (const written of ['brakes', '/Brakes', '/brakes/', '/brakes?ref=old-site']) {
      const response = await redirectOf(written);
      expect(response.statusCode, written).toBe(200);
      expect(response.json().targetUrl, written).toBe('/category/braking');
    }
  });

  it('answers 404 for an address that leads nowhere else', async () => {
    const response = await redirectOf('/category/braking');
    expect(response.statusCode).toBe(404);
    expect(response.json()['hydra:description']).toBe(contentMessages.redirectNotFound);
  });
});
