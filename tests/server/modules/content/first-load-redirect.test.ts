import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A page opened at an old address moves on before the app starts (issue 27). */
describe.each(testDatabases)('redirects on a first load on $name', (database) => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'workbay-dist-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Workbay</title>');
    ({ app } = await buildTestApp(database, { config: { distDir } }));
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const open = (url: string, headers: Record<string, string> = html) => app.inject({ method: 'GET', url, headers });

  it('answers 301 to /brakes and 302 to /winter, with the target', async () => {
    const brakes = await open('/brakes');
    expect(brakes.statusCode).toBe(301);
    expect(brakes.headers.location).toBe('/category/braking');
    const winter = await open('/winter/?utm_source=newsletter');
    expect(winter.statusCode).toBe(302);
    expect(winter.headers.location).toBe('/category/oils-and-fluids/antifreeze');
  });

  it('serves the app at addresses that lead nowhere else, and leaves the API and files alone', async () => {
    const category = await open('/category/braking');
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('<title>Workbay</title>');
    // Not a page navigation: no redirect, the API's 404.
    expect((await open('/brakes', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await open('/api/brakes')).statusCode).toBe(404);
  });
});
