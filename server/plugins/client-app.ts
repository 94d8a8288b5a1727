import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hydraError } from '../../contract/errors';
import { serverMessages } from '../../contract/server-messages';
import { sendProblem } from './errors';
import { loadRouteShells } from './route-preloads';

/**
 * Serves the built client (dist/) at `/`, with cache headers a PWA needs, and answers every
 * unknown path: the app shell for page navigations (SPA fallback), a Hydra 404 for the rest.
 */
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The demo's pictures (parts, brands, logos): unhashed, but a day old is as good as new. */
const A_DAY = 'public, max-age=86400';

function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  const file = path.replaceAll('\\', '/');
  // Hashed build output never changes under its name; the demo's pictures may be a day behind a
  // deploy (a page of 24 cards no longer revalidates 24 of them); everything else must
  // revalidate so that a new deploy (and a new service worker) is picked up.
  const policy = /\/assets\/[^/]+$/.test(file) ? IMMUTABLE : /\/demo\/[^/]+\/[^/]+\.svg$/.test(file) ? A_DAY : NO_CACHE;
  res.setHeader('Cache-Control', policy);
  if (file.endsWith('/sw.js')) res.setHeader('Service-Worker-Allowed', '/');
}

function isApiPath(url: string): boolean {
  return /^\/api(\/|\?|$)/.test(url);
}

/** A page navigation: a GET that accepts HTML for a path that does not name a file. */
function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (isApiPath(path) || /\.[a-z0-9]+$/i.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Where an old address leads now (issue 27's redirects), or null; looked up for page navigations only. */
export type RedirectLookup = (path: string) => Promise<{ targetUrl: string; statusCode: 301 | 302 } | null>;

export async function registerClientApp(
  app: FastifyInstance,
  distDir: string,
  redirectFor: RedirectLookup = async () => null,
): Promise<void> {
  const root = resolve(distDir);
  const hasClient = existsSync(resolve(root, 'index.html'));
  const routeShell = loadRouteShells(root);
  const hasSharedHealthCheck = existsSync(resolve(root, 'shared-health-check.html'));
  if (hasClient) {
    // wildcard: false registers a route per built file, so unknown paths reach the handler below.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
      // The .br and .gz copies written at build time (scripts/compress-dist.mjs).
      preCompressed: true,
      // Source maps stay on the server: they are for error reports, not for browsers.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasClient && isNavigation(request)) {
      // An old address opened directly (a bookmark, a search engine's link) moves on here, before the
      // app starts; the client router follows the same redirects for links inside the app.
      const redirect = await redirectFor(request.url);
      if (redirect) return reply.header('Cache-Control', NO_CACHE).redirect(redirect.targetUrl, redirect.statusCode);
      const path = request.url.split('?')[0] ?? '/';
      // The customer's health check opens as a page of its own (shared-health-check.html, issue 46).
      if (hasSharedHealthCheck && path.startsWith('/shared-health-checks/'))
        return reply.header('Cache-Control', NO_CACHE).sendFile('shared-health-check.html');
      const shell = routeShell(path);
      if (shell) {
        reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
        if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(shell.html);
        return reply.header('Content-Encoding', 'br').send(shell.brotli);
      }
      return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
    }
    return sendProblem(reply, hydraError(404, serverMessages.routeNotFound));
  });
}
