import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';

/** The cached API host (core §7) on another origin is let through connect-src, and only then. */
describe('the content security policy and the cached API host', () => {
  let plain: FastifyInstance;
  let withCache: FastifyInstance;

  beforeAll(async () => {
    ({ app: plain } = await buildTestApp());
    ({ app: withCache } = await buildTestApp(undefined, {
      config: { cachedApiOrigin: 'https://cache.workbay.example' },
    }));
  });
  afterAll(async () => {
    await plain.close();
    await withCache.close();
  });

  const connectSrc = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    return (
      String(response.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('connect-src ')) ?? ''
    );
  };

  it("is the page's own origin alone by default", async () => {
    expect(await connectSrc(plain)).toBe("connect-src 'self'");
  });

  it('adds the cached host when one is configured', async () => {
    expect(await connectSrc(withCache)).toBe("connect-src 'self' https://cache.workbay.example");
  });
});
