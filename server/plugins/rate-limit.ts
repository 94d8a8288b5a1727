import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env';

/**
 * Per-IP limits on the routes that guess passwords or tokens (architecture: security). Only the
 * routes given a limit are limited; a refusal is a Hydra 429 with Retry-After.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), {
        statusCode: context.statusCode,
        code: 'WB_RATE_LIMITED',
      }),
  });
}

/** Attempts per window, per IP. */
export interface FixedLimit {
  max: number;
  timeWindow: number;
}

export interface RateLimits {
  auth: FixedLimit;
  refresh: FixedLimit;
}

export function rateLimitsFrom(config: AppConfig): RateLimits {
  const timeWindow = config.rateLimitWindowSeconds * 1000;
  return {
    auth: { max: config.authRateLimitMax, timeWindow },
    refresh: { max: config.refreshRateLimitMax, timeWindow },
  };
}
