import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesRoutePath } from '../../../server/plugins/route-preloads';
import { buildTestApp } from '../helpers/test-app';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SHELL = '<!doctype html><html><head><title>Workbay</title></head><body></body></html>';
const PRELOADS = [
  { path: '/products/:id', scripts: ['/assets/catalogue-A1.js', '/assets/shop-shared-B2.js'] },
  { path: '/category/*', scripts: ['/assets/catalogue-A1.js'] },
];

describe('which page a route pattern names', () => {
  it('matches one segment for a parameter and the rest of the path for a star', () => {
    expect(matchesRoutePath('/products/:id', '/products/100001')).toBe(true);
    expect(matchesRoutePath('/products/:id', '/products/100001/')).toBe(true);
    expect(matchesRoutePath('/products/:id', '/products')).toBe(false);
    expect(matchesRoutePath('/products/:id', '/products/100001/reviews')).toBe(false);
    expect(matchesRoutePath('/category/*', '/category/braking/brake-pads')).toBe(true);
    expect(matchesRoutePath('/category/*', '/category')).toBe(false);
    expect(matchesRoutePath('/search', '/search')).toBe(true);
    expect(matchesRoutePath('/stores', '/stores/leeds')).toBe(false);
    expect(matchesRoutePath('/stores', '/store')).toBe(false);
  });
});

describe('the shell of a main page names its code (issue 23)', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'workbay-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), SHELL);
    await writeFile(join(distDir, 'route-preloads.json'), JSON.stringify(PRELOADS));
    ({ app } = await buildTestApp(undefined, { config: { distDir } }));
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = html) => app.inject({ method: 'GET', url, headers });

  it('puts the product page’s chunks in the head of its navigation, uncached', async () => {
    const response = await get('/products/100001?currency=GBP');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/catalogue-A1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shop-shared-B2.js"></head>',
    );
    expect(response.body).toContain('<title>Workbay</title>');
  });

  it('sends it compressed to a browser that accepts brotli', async () => {
    const response = await get('/category/braking/brake-pads', { ...html, 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    const body = brotliDecompressSync(response.rawPayload).toString();
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/catalogue-A1.js"></head>',
    );
  });

  it('gives a page not listed the plain shell', async () => {
    for (const url of ['/', '/store/basket', '/products/100001/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });
});
