import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { AppConfig } from '../env';
import { createRateLimitCounters, postgresRateLimitStore } from './rate-limit-store';

/**
 * Limits on the routes that guess passwords or tokens (architecture: security). Only the routes
 * given a limit are limited; a refusal is a Hydra 429 with Retry-After. The counts live where
 * every API instance sees them (issue 22): in PostgreSQL (rate-limit-store.ts), or in Redis when
 * REDIS_URL is set, through the plugin's own `redis` option. Nothing is counted in one process.
 */

/** Attempts per window (milliseconds), per key. */
export interface FixedLimit {
  max: number;
  timeWindow: number;
}

/** Where an account stands on its failed logins. */
export interface AccountLimitState {
  /** No attempt is left in the window. */
  exhausted: boolean;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** Failed logins counted per account: the email of the login's body. */
export interface AccountLimit {
  /** Reads the count without adding to it. */
  check(request: FastifyRequest): Promise<AccountLimitState>;
  /** Counts one failed login. */
  fail(request: FastifyRequest): Promise<void>;
}

export interface RateLimits {
  auth: FixedLimit;
  refresh: FixedLimit;
  /** Forms and applications sent by the public (issue 27). */
  forms: FixedLimit;
  /** Failed logins per account, whatever address they come from. */
  loginAccount: AccountLimit;
}

export interface RateLimitDeps {
  config: AppConfig;
  db: Database;
  clock: Clock;
}

/**
 * The login's email as the key: trimmed and without case, as logins match it (users.repository.ts),
 * and hashed so that the counters table holds no addresses. Unknown emails are counted like known
 * ones, so a refusal says nothing about whether an account exists.
 */
function accountKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const normalised = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return `login-account:${createHash('sha256').update(normalised).digest('hex')}`;
}

/** Registers @fastify/rate-limit with the shared store, and answers the app's limits. */
export async function registerRateLimit(
  app: FastifyInstance,
  { config, db, clock }: RateLimitDeps,
): Promise<RateLimits> {
  const counters = createRateLimitCounters(db, clock);
  const redis = config.redisUrl
    ? // The plugin's advice: fail fast rather than hold a request while Redis is away.
      new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  if (redis) {
    // Without a listener ioredis prints its connection errors itself; they belong in the log.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Rate limits: Redis is unreachable'));
    // A connected client says goodbye; one still trying to connect just stops.
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'workbay-rate-limit-' } : { store: postgresRateLimitStore(counters) }),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), {
        statusCode: context.statusCode,
        code: 'WB_RATE_LIMITED',
      }),
  });
  if (!redis) {
    // Ended windows are deleted on the pruning timer; a key seen again reuses its row meanwhile.
    const pruning = schedule(config.pruneIntervalMinutes, () => {
      counters.prune(clock()).catch((error: unknown) => app.log.warn({ err: error }, 'Pruning rate limits failed'));
    });
    app.addHook('onClose', async () => pruning.stop());
  }

  const timeWindow = config.rateLimitWindowSeconds * 1000;
  const limiter = app.createRateLimit({
    max: config.loginAccountLimitMax,
    timeWindow: config.loginAccountLimitWindowSeconds * 1000,
    keyGenerator: accountKey,
  });
  return {
    auth: { max: config.authRateLimitMax, timeWindow },
    refresh: { max: config.refreshRateLimitMax, timeWindow },
    forms: { max: config.formsRateLimitMax, timeWindow },
    loginAccount: {
      async check(request) {
        const state = await limiter(request, { increment: false });
        if (state.isAllowed) return { exhausted: false, retryAfterSeconds: 0 };
        return { exhausted: state.remaining === 0, retryAfterSeconds: Math.max(1, state.ttlInSeconds) };
      },
      async fail(request) {
        await limiter(request);
      },
    },
  };
}

/** Every `intervalMinutes` (0: never); the timer does not keep the process alive. */
function schedule(intervalMinutes: number, run: () => void) {
  if (intervalMinutes <= 0) return { stop: () => undefined };
  const timer = setInterval(run, intervalMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
