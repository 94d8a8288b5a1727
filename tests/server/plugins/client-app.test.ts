import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the built client', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    // A miniature vite build: the shell, the service worker, a hashed asset, the manifest.
    distDir = await mkdtemp(join(tmpdir(), 'workbay-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Workbay</title>');
    await writeFile(
      join(distDir, 'shared-health-check.html'),
      '<!doctype html><title>Your vehicle health check</title>',
    );
    await writeFile(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(distDir, 'assets', 'index-Bx3k9Qa1.js'), 'console.log(1);');
    await writeFile(join(distDir, 'manifest.webmanifest'), '{}');
    await mkdir(join(distDir, 'demo', 'parts'), { recursive: true });
    await writeFile(join(distDir, 'demo', 'parts', 'brake-pads.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A source map and the precompressed copies that scripts/compress-dist.mjs writes.
    await writeFile(join(distDir, 'assets', 'index-Bx3k9Qa1.js.map'), '{"version":3}');
    await writeFile(join(distDir, 'assets', 'index-Bx3k9Qa1.js.br'), brotliCompressSync('console.log(1);'));
    ({ app } = await buildTestApp(undefined, { config: { distDir } }));
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves the app shell at / without caching', async () => {
    const response = await get('/', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Workbay</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('opens a customer’s health-check link as its own page, not the shop (issue 46)', async () => {
    const response = await get('/shared-health-checks/Bg0cp5Z86mC7mxgSP0vEyrSQPQlGH0cX', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Your vehicle health check</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await get('/health-checks/x', html)).body).toContain('<title>Workbay</title>');
  });

  it('serves the service worker uncached, allowed to control the whole origin', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });

  it('sends the precompressed brotli copy to a browser that accepts it', async () => {
    const response = await get('/assets/index-Bx3k9Qa1.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1);');
  });

  it('never serves source maps to browsers', async () => {
    const response = await get('/assets/index-Bx3k9Qa1.js.map');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('version');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/assets/index-Bx3k9Qa1.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("keeps the demo's pictures for a day", async () => {
    const response = await get('/demo/parts/brake-pads.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('answers page navigations to client routes with the shell', async () => {
    for (const url of ['/store/basket', '/account/set-password?token=abc&email=a%40b.test', '/category/brakes/pads']) {
      const response = await get(url, html);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Workbay</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer API paths, missing files or non-HTML requests with the shell', async () => {
    for (const [url, headers] of [
      ['/api/unknown', html],
      ['/assets/missing-123.js', html],
      ['/store/basket', { accept: 'application/json' }],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('still answers the API', async () => {
    expect((await get('/api/captcha')).statusCode).toBe(200);
  });
});
