import { z } from 'zod/mini';

/**
 * The only reader of process.env (architecture: import rules). Everything else receives an
 * AppConfig, so tests can build the app with their own settings.
 */

// An empty variable means "unset", as shells and .env files often write it.
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    z.optional(schema),
  );

const int = (fallback: number, min = 1) =>
  z._default(optional(z.coerce.number().check(z.int(), z.minimum(min))), fallback);

const bool = optional(
  z.pipe(
    z.enum(['true', 'false', '1', '0', 'yes', 'no']),
    z.transform((value) => ['true', '1', 'yes'].includes(value)),
  ),
);

const envSchema = z
  .object({
    NODE_ENV: z._default(optional(z.enum(['development', 'production', 'test'])), 'development'),
    PORT: int(3000, 0),
    HOST: z._default(optional(z.string()), '127.0.0.1'),
    DATA_DIR: z._default(optional(z.string()), './data'),
    DIST_DIR: z._default(optional(z.string()), './dist'),
    DATABASE_URL: optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
    JWT_SECRET: optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
    ACCESS_TOKEN_TTL_SECONDS: int(900),
    REFRESH_TOKEN_TTL_SECONDS: int(30 * 24 * 60 * 60),
    APP_URL: optional(z.url()),
    CAPTCHA_TEST_VALUE: z._default(optional(z.string().check(z.minLength(1))), 'workbay-local-captcha'),
    DEMO_DATA: bool,
    AUTH_RATE_LIMIT_MAX: int(10),
    REFRESH_RATE_LIMIT_MAX: int(60),
    RATE_LIMIT_WINDOW_SECONDS: int(60),
    LOGIN_ACCOUNT_LIMIT_MAX: int(100),
    LOGIN_ACCOUNT_LIMIT_WINDOW_SECONDS: int(60 * 60),
    REDIS_URL: optional(z.string().check(z.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'))),
    TRUST_PROXY: z._default(bool, false),
    LOG_LEVEL: z._default(optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])), 'info'),
    MAIL_FROM: z._default(optional(z.string().check(z.minLength(3))), 'Workbay <no-reply@workbay.test>'),
    PRUNE_INTERVAL_MINUTES: int(60, 0),
    GEOCODER: z._default(optional(z.enum(['local', 'postcodes.io'])), 'local'),
    POSTCODES_IO_URL: optional(z.url()),
    DEMO_CATALOGUE_SCALE: int(5000),
    CATALOGUE_PACK_CAP: int(20_000),
    VEHICLE_DATA: z._default(optional(z.enum(['local', 'dvsa', 'dvla'])), 'local'),
    DVSA_API_URL: z._default(optional(z.url()), 'https://history.mot.api.gov.uk'),
    DVSA_TOKEN_URL: optional(z.url()),
    DVSA_CLIENT_ID: optional(z.string()),
    DVSA_CLIENT_SECRET: optional(z.string()),
    DVSA_API_KEY: optional(z.string()),
    DVLA_API_URL: z._default(optional(z.url()), 'https://driver-vehicle-licensing.api.gov.uk'),
    DVLA_API_KEY: optional(z.string()),
    REPAIR_DATA: z._default(optional(z.enum(['local'])), 'local'),
    FORMS_RATE_LIMIT_MAX: int(5),
    ZENDESK_JWT_SECRET: optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
    ZENDESK_KEY_ID: optional(z.string().check(z.minLength(1))),
    ZENDESK_WIDGET_KEY: optional(z.string().check(z.minLength(1))),
    INVOICE_SECRET: optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
    RETURN_ROUND_SECONDS: optional(z.coerce.number().check(z.int(), z.minimum(0))),
    CACHED_API_ORIGIN: optional(z.url()),
  })
  .check(
    z.superRefine((env, context) => {
      // Say at startup which keys are missing, rather than failing on the first vehicle look-up.
      const dvsaKeys = ['DVSA_TOKEN_URL', 'DVSA_CLIENT_ID', 'DVSA_CLIENT_SECRET', 'DVSA_API_KEY'] as const;
      const dvsaMissing = dvsaKeys.filter((key) => env[key] === undefined);
      if (env.VEHICLE_DATA === 'dvsa' && dvsaMissing.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['VEHICLE_DATA'],
          message: `'dvsa' needs ${dvsaMissing.join(', ')} (DVSA sends them on registration)`,
        });
      } else if (dvsaMissing.length > 0 && dvsaMissing.length < dvsaKeys.length) {
        // Half a set is a mistake, not a choice: with VEHICLE_DATA=dvla it would silently drop MOT history.
        context.addIssue({
          code: 'custom',
          path: [dvsaMissing[0]!],
          message: `the DVSA credentials come together: also set ${dvsaMissing.join(', ')}`,
        });
      }
      // Zendesk signs users in with the secret and its key id together (design/providers.md).
      if ((env.ZENDESK_JWT_SECRET === undefined) !== (env.ZENDESK_KEY_ID === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [env.ZENDESK_JWT_SECRET === undefined ? 'ZENDESK_JWT_SECRET' : 'ZENDESK_KEY_ID'],
          message: 'Zendesk needs both ZENDESK_JWT_SECRET and ZENDESK_KEY_ID (Admin Center: Messaging, JWT keys)',
        });
      }
      if (env.VEHICLE_DATA === 'dvla' && env.DVLA_API_KEY === undefined) {
        context.addIssue({ code: 'custom', path: ['VEHICLE_DATA'], message: "'dvla' needs DVLA_API_KEY" });
      }
    }),
  );

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Where the built client lives; served at `/` when it exists. */
  distDir: string;
  /** Unset: embedded PGlite in `{dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Unset: a random secret kept in server_settings. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** Absolute session lifetime. */
  refreshTokenTtlSeconds: number;
  appUrl: string;
  captchaTestValue: string;
  demoData: boolean;
  /** Per IP and window: login, registration and the password routes. */
  authRateLimitMax: number;
  /** Per IP and window: token refresh, which every tab does on becoming visible. */
  refreshRateLimitMax: number;
  rateLimitWindowSeconds: number;
  /**
   * Failed logins per account (its email) and window, whatever address they come from: a
   * workshop's tablets share one address, so the per-address limit cannot be all there is.
   */
  loginAccountLimitMax: number;
  loginAccountLimitWindowSeconds: number;
  /** Set: rate limits are counted in this Redis; unset: in PostgreSQL. Either way all instances share them. */
  redisUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  mailFrom: string;
  /** How often ended sessions and unreachable guests are deleted; 0 turns it off. */
  pruneIntervalMinutes: number;
  /** Where store-locator places are found: tables held here, or postcodes.io for UK places. */
  geocoder: 'local' | 'postcodes.io';
  postcodesIoUrl: string | undefined;
  /** How many products the demo catalogue has when it is first loaded. */
  demoCatalogueScale: number;
  /** The most products one branch catalogue pack holds (issue 8). */
  cataloguePackCap: number;
  /** Where vehicle identity and MOT history come from: the demo parc here, DVSA or DVLA. */
  vehicleData: 'local' | 'dvsa' | 'dvla';
  /** Null unless all four DVSA credentials are set. */
  dvsa: { baseUrl: string; tokenUrl: string; clientId: string; clientSecret: string; apiKey: string } | null;
  /** Null unless DVLA_API_KEY is set. */
  dvla: { baseUrl: string; apiKey: string } | null;
  /** Where repair times, the task tree and maintenance schedules come from: generated locally for now. */
  repairData: 'local';
  /** Per IP and window: forms and applications sent by the public (issue 27). */
  formsRateLimitMax: number;
  /** Zendesk messaging's JWT signing key; null: the local chat panel (issue 27). */
  zendesk: { jwtSecret: string; keyId: string; widgetKey: string | null } | null;
  /** Signs invoices' `magic` (issue 26). Unset: a random secret kept in server_settings. */
  invoiceSecret: string | undefined;
  /** The van's round for digital returns in seconds, over the settings' minutes (browser tests). */
  returnRoundSeconds?: number | undefined;
  /** The cached API host's origin (the client's `cachedBaseUrl`, core §7), let through connect-src. */
  cachedApiOrigin: string | null;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // zod/mini carries no words of its own: English ones, for whoever starts the server.
  const parsed = envSchema.safeParse(source, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    distDir: env.DIST_DIR,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    captchaTestValue: env.CAPTCHA_TEST_VALUE,
    // Demo users belong to the embedded demo; a real PostgreSQL is seeded only on request.
    demoData: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    refreshRateLimitMax: env.REFRESH_RATE_LIMIT_MAX,
    rateLimitWindowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    loginAccountLimitMax: env.LOGIN_ACCOUNT_LIMIT_MAX,
    loginAccountLimitWindowSeconds: env.LOGIN_ACCOUNT_LIMIT_WINDOW_SECONDS,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    mailFrom: env.MAIL_FROM,
    pruneIntervalMinutes: env.PRUNE_INTERVAL_MINUTES,
    geocoder: env.GEOCODER,
    postcodesIoUrl: env.POSTCODES_IO_URL,
    demoCatalogueScale: env.DEMO_CATALOGUE_SCALE,
    cataloguePackCap: env.CATALOGUE_PACK_CAP,
    vehicleData: env.VEHICLE_DATA,
    dvsa:
      env.DVSA_TOKEN_URL && env.DVSA_CLIENT_ID && env.DVSA_CLIENT_SECRET && env.DVSA_API_KEY
        ? {
            baseUrl: env.DVSA_API_URL,
            tokenUrl: env.DVSA_TOKEN_URL,
            clientId: env.DVSA_CLIENT_ID,
            clientSecret: env.DVSA_CLIENT_SECRET,
            apiKey: env.DVSA_API_KEY,
          }
        : null,
    dvla: env.DVLA_API_KEY ? { baseUrl: env.DVLA_API_URL, apiKey: env.DVLA_API_KEY } : null,
    repairData: env.REPAIR_DATA,
    formsRateLimitMax: env.FORMS_RATE_LIMIT_MAX,
    zendesk:
      env.ZENDESK_JWT_SECRET && env.ZENDESK_KEY_ID
        ? { jwtSecret: env.ZENDESK_JWT_SECRET, keyId: env.ZENDESK_KEY_ID, widgetKey: env.ZENDESK_WIDGET_KEY ?? null }
        : null,
    invoiceSecret: env.INVOICE_SECRET,
    returnRoundSeconds: env.RETURN_ROUND_SECONDS,
    cachedApiOrigin: env.CACHED_API_ORIGIN ? new URL(env.CACHED_API_ORIGIN).origin : null,
  };
}
