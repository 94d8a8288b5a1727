import type { FastifyRequest } from 'fastify';

/**
 * The origin a quote's link should open on (issue 43): the one the person is using, so a link made
 * at a branch's own address or a staging host works there, else APP_URL. The browser's `Origin`
 * is taken only when it names the host this request came to (Fastify's `request.host`, which
 * follows X-Forwarded-Host only behind a trusted proxy): a page elsewhere, or a client sending an
 * Origin of its choosing, cannot make the server hand out links to another site.
 */
export function shareOrigin(request: Pick<FastifyRequest, 'headers' | 'host'>, appUrl: string): string {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return appUrl;
  try {
    const url = new URL(origin);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.host === request.host) return url.origin;
  } catch {
    // Not a URL: the configured address.
  }
  return appUrl;
}
