import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** The policy of a drawing the API answers (an SVG): nothing to run, load or submit. */
export const DRAWING_CSP = "default-src 'none'; sandbox";

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  });
}
