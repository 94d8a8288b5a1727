import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { runDemo } from './demo/run-demo';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { returnsRoutes } from './modules/returns/returns.routes';
import { loadConfig, type AppConfig } from './env';
import { parseQuery } from './http/query-string';
import { createContractRouter, MAX_PARAM_LENGTH } from './http/contract-route';
import { serializerCompiler } from './http/serializer';
import { validatorCompiler } from './http/validation';
import { loggerOptions } from './logger';
import { createGuards } from './modules/auth/auth.guard';
import { authRoutes } from './modules/auth/auth.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { createPasswordHasher, type PasswordHasher } from './modules/passwords/password-hasher';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { tradeAccountsRoutes } from './modules/trade-accounts/trade-accounts.routes';
import { basketRoutes } from './modules/basket/basket.routes';
import { workOrdersRoutes } from './modules/work-orders/work-orders.routes';
import { partSelectionRoutes } from './modules/work-orders/part-selection/part-selection.routes';
import { quickKitsRoutes } from './modules/work-orders/quick-kits.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { healthChecksRoutes } from './modules/health-checks/health-checks.routes';
import { healthCheckAnswersRoutes } from './modules/health-checks/health-check-answers.routes';
import { clockingRoutes } from './modules/clocking/clocking.routes';
import { vehiclesDueRoutes } from './modules/vehicles-due/vehicles-due.routes';
import { workshopBoardRoutes } from './modules/clocking/workshop-board.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { createIdempotency, scheduleIdempotencyPruning } from './http/idempotency';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerClientApp } from './plugins/client-app';
import { registerCompression } from './plugins/compression';
import { registerCsrf } from './plugins/csrf';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { registerSwagger } from './plugins/swagger';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { cataloguePackRoutes } from './modules/catalogue-pack/pack.routes';
import { comparisonRoutes } from './modules/comparison/comparison.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { searchRoutes } from './modules/search/search.routes';
import { repairDataRoutes } from './modules/repair-data/repair-data.routes';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { contentRoutes } from './modules/content/content.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import type { CaptchaProvider } from './providers/captcha/captcha-provider';
import { createGeocoder } from './providers/geocoding/create-geocoder';
import type { GeocodingProvider } from './providers/geocoding/geocoding-provider';
import { createLocalCaptcha } from './providers/captcha/local-captcha';
import { createEmlMailer } from './providers/mailer/eml-mailer';
import type { Mailer } from './providers/mailer/mailer';
import { createRepairDataProvider } from './providers/repair-data/create-repair-data-provider';
import type { RepairDataProvider } from './providers/repair-data/repair-data-provider';
import { createVehicleDataProvider } from './providers/vehicles/create-vehicle-data-provider';
import { createLocalVehicleData } from './providers/vehicles/local-vehicle-data';
import type { VehicleDataProvider } from './providers/vehicles/vehicle-data-provider';
import { createServices } from './services';
import { schedulePruning } from './modules/auth/session-pruning';

/** Request bodies above 1 MiB are refused with 413 (architecture: security). */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** Settings over the environment's (server/env.ts). */
  config?: Partial<AppConfig>;
  /** A database to use instead of opening one from the config. The app closes it on close. */
  database?: DatabaseHandle;
  clock?: Clock;
  hasher?: PasswordHasher;
  captcha?: CaptchaProvider;
  mailer?: Mailer;
  geocoder?: GeocodingProvider;
  vehicleData?: VehicleDataProvider;
  repairData?: RepairDataProvider;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole app without listening, so tests drive it with `app.inject`. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // 1. Environment.
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, querystringParser: parseQuery },
    // Malformed percent-encoding and over-long parameters answer in the API's error shape too.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every answer, in every mode, is checked against the contract's schema (server/http/serializer.ts).
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  let database = options.database;
  try {
    // 2. External plugins, in a fixed order: headers, cookies, limits, database, documentation.
    await registerSecurityHeaders(app, { zendesk: config.zendesk !== null, cachedApiOrigin: config.cachedApiOrigin });
    await app.register(cookie);
    await registerCompression(app);
    database ??= await openDatabase(config);
    const opened = database;
    app.addHook('onClose', () => opened.close());
    const applied = await migrate(database.db);
    if (applied.length) app.log.info({ migrations: applied }, 'Database migrated');
    // Counted in the database (or Redis), so that every instance shares them: after migrating.
    const limits = await registerRateLimit(app, { config, db: database.db, clock });
    const hasher = options.hasher ?? createPasswordHasher();
    // The demo (server/demo/run-demo.ts) needs only the database: it loads what is missing.
    if (config.demoData)
      await runDemo(database.db, { hasher, catalogue: { scale: config.demoCatalogueScale }, log: app.log });
    await registerSwagger(app);

    // 3. Application: repositories and services, then authentication and CSRF.
    const services = await createServices({
      db: database.db,
      config,
      clock,
      hasher,
      captcha: options.captcha ?? createLocalCaptcha(config.captchaTestValue),
      mailer: options.mailer ?? createEmlMailer(config.dataDir, config.mailFrom),
      geocoder: options.geocoder ?? createGeocoder(config),
      vehicleData:
        options.vehicleData ?? createVehicleDataProvider(config, createLocalVehicleData(database.db), database.db),
      repairData: options.repairData ?? createRepairDataProvider(config),
      log: app.log,
    });
    const pruning = schedulePruning(database.db, clock, config.pruneIntervalMinutes, app.log);
    app.addHook('onClose', async () => pruning.stop());
    // Replayed writes keep their answers (architecture: idempotency); old records are pruned on the same timer.
    const idempotency = createIdempotency(database.db, clock);
    const idempotencyPruning = scheduleIdempotencyPruning(idempotency, config.pruneIntervalMinutes, (error) =>
      app.log.error({ err: error }, 'Pruning idempotency records failed'),
    );
    app.addHook('onClose', async () => idempotencyPruning.stop());
    app.decorateRequest('auth', null);
    const guards = createGuards(services.auth);
    await registerCsrf(app);

    // 4. Routes: the API from the contract's route table, then the client app.
    await app.register(
      async (api) => {
        const deps = { route: createContractRouter(api, guards, { idempotency }), services, limits };
        authRoutes(deps);
        captchaRoutes(deps);
        usersRoutes(deps);
        passwordResetRoutes(deps);
        tradeAccountsRoutes(deps);
        addressesRoutes(deps);
        countriesRoutes(deps);
        catalogueRoutes(deps);
        cataloguePackRoutes(deps);
        searchRoutes(deps);
        comparisonRoutes(deps);
        favouritesRoutes(deps);
        locationsRoutes(deps);
        vehiclesRoutes(deps);
        basketRoutes(deps);
        ordersRoutes(deps);
        paymentsRoutes(deps);
        shippingRoutes(deps);
        workOrdersRoutes(deps);
        healthChecksRoutes(deps);
        healthCheckAnswersRoutes(deps);
        clockingRoutes(deps);
        vehiclesDueRoutes(deps);
        workshopBoardRoutes(deps);
        partSelectionRoutes(deps);
        quickKitsRoutes(deps);
        repairDataRoutes(deps);
        contentRoutes(deps);
        formsRoutes(deps);
        chatRoutes(deps);
        quotesRoutes(deps);
        invoicesRoutes(deps);
        trackingRoutes(deps);
        returnsRoutes(deps);
      },
      { prefix: '/api' },
    );
    await registerClientApp(app, config.distDir, services.content.findRedirect);
  } catch (error) {
    // The app never started, so its onClose will not run: release the database here.
    await database?.close();
    throw error;
  }
  return app;
}
