import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The CSP lets the app load only from its own origin (images also from data:
 * and https:, for brand logos); no plugins, no framing. Helmet's defaults are not merged in, so
 * that this list is the whole policy (its upgrade-insecure-requests would break http://localhost).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Zendesk messaging's hosts, from Zendesk's page on the Web Widget and CSP (without its voice
 * calls): allowed only when Zendesk is configured (issue 27), so that a store using the local chat
 * panel lets no outside script in.
 */
export const ZENDESK_HOSTS = [
  'https://static.zdassets.com',
  'https://ekr.zdassets.com',
  'https://ekr.zendesk.com',
  'https://*.zendesk.com',
  'https://api.smooch.io',
  'https://media.smooch.io',
  'https://zendesk-eu.my.sentry.io',
  'wss://*.zendesk.com',
  'wss://api.smooch.io',
];
const ZENDESK_IMAGE_HOSTS = ['https://*.zdusercontent.com', 'blob:'];

/**
 * The document policy, with Zendesk's hosts added when the widget may load, and the cached API
 * host (core §7) when it is another origin.
 */
export function documentPolicy(zendesk: boolean, cachedApiOrigin: string | null = null): Record<string, string[]> {
  if (cachedApiOrigin) {
    const policy = documentPolicy(zendesk);
    return { ...policy, 'connect-src': [...(policy['connect-src'] ?? []), cachedApiOrigin] };
  }
  if (!zendesk) return contentSecurityPolicy;
  const add = (directive: keyof typeof contentSecurityPolicy, hosts: string[]) => [
    ...contentSecurityPolicy[directive],
    ...hosts,
  ];
  return {
    ...contentSecurityPolicy,
    'default-src': add('default-src', ZENDESK_HOSTS),
    'script-src': add('script-src', ['https://static.zdassets.com']),
    'connect-src': add('connect-src', ZENDESK_HOSTS),
    'img-src': add('img-src', ZENDESK_IMAGE_HOSTS),
    'media-src': ["'self'", 'https://static.zdassets.com'],
  };
}

/** The policy of a drawing the API answers (an SVG): nothing to run, load or submit. */
export const DRAWING_CSP = "default-src 'none'; sandbox";

/**
 * The headers helmet sets for these options, read once. They do not depend on the request (no
 * nonces, no functions in the policy), and @fastify/helmet built helmet's whole middleware again
 * on every request: about 45 µs of each API answer. How stale: never; they follow from the
 * options in the code, so every instance sends the same.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What an API answer (JSON, or a drawing with its own policy) needs of them: OWASP's list for
 * REST services. The rest of helmet's set governs documents (opener isolation, DNS prefetch,
 * the XSS auditor, old IE's downloads), which a JSON answer is not; its policy forbids everything.
 */
const API_HEADER_NAMES = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
];
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { zendesk = false, cachedApiOrigin = null }: { zendesk?: boolean; cachedApiOrigin?: string | null } = {},
): Promise<void> {
  const documentHeaders = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: documentPolicy(zendesk, cachedApiOrigin) },
  });
  const apiHeaders: Record<string, string> = {
    ...Object.fromEntries(API_HEADER_NAMES.map((name) => [name, documentHeaders[name] as string])),
    'content-security-policy': API_CSP,
    'x-frame-options': 'DENY',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    done();
  });
}
