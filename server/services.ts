import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { AppConfig } from './env';
import { createCommerceServices } from './commerce-services';
import { createStorefrontServices } from './storefront-services';
import { createAddressesService } from './modules/addresses/addresses.service';
import { createAccessTokens } from './modules/auth/access-tokens';
import { createAuthService } from './modules/auth/auth.service';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import type { PasswordHasher } from './modules/passwords/password-hasher';
import { createPasswordResetRepository } from './modules/password-reset/password-reset.repository';
import { createPasswordResetService } from './modules/password-reset/password-reset.service';
import { createTradeAccountsRepository } from './modules/trade-accounts/trade-accounts.repository';
import { createTradeAccountsService } from './modules/trade-accounts/trade-accounts.service';
import { createChangePasswordService } from './modules/users/change-password.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createPackRepository } from './modules/catalogue-pack/pack.repository';
import { createPackService } from './modules/catalogue-pack/pack.service';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createCategoriesRepository } from './modules/catalogue/categories.repository';
import { createProductsRepository } from './modules/catalogue/products.repository';
import { createProductSummaries } from './modules/catalogue/product-summaries';
import { createComparisonRepository } from './modules/comparison/comparison.repository';
import { createComparisonService } from './modules/comparison/comparison.service';
import { createFavouritesRepository } from './modules/favourites/favourites.repository';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { createLocationsRepository } from './modules/locations/locations.repository';
import { createLocationsService } from './modules/locations/locations.service';
import { createSearchRepository } from './modules/search/search.repository';
import { createSearchService } from './modules/search/search.service';
import { createShopperService } from './modules/shopper/shopper.service';
import { createRepairDataService } from './modules/repair-data/repair-data.service';
import { createParcRepository } from './modules/vehicles/parc.repository';
import { createVehiclesRepository } from './modules/vehicles/vehicles.repository';
import { createVehiclesService } from './modules/vehicles/vehicles.service';
import { createQuickKitPrices } from './modules/work-orders/quick-kit-prices';
import { createQuickKitsRepository } from './modules/work-orders/quick-kits.repository';
import { createQuickKitsService } from './modules/work-orders/quick-kits.service';
import { createPartSelectionService } from './modules/work-orders/part-selection/part-selection.service';
import { createDeriveWorkOrder } from './modules/work-orders/work-order-derive';
import { createWorkOrdersRepository } from './modules/work-orders/work-orders.repository';
import { createWorkOrdersService } from './modules/work-orders/work-orders.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createQuoteServices } from './modules/quotes/quote-services';
import {
  healthCheckAnswersOn,
  healthCheckFiguresOn,
  healthChecksOn,
} from './modules/health-checks/health-checks.service';
import { healthCheckPhotosOn } from './modules/health-checks/health-check-photos.service';
import { createInvoiceServices } from './modules/invoices/invoice-services';
import { createOrderInvoicing } from './modules/invoices/invoices.service';
import { createPartsOrderService } from './modules/orders/parts-order.service';
import { createStockReservationsRepository } from './modules/orders/stock-reservations.repository';
import { createTrackingServices } from './modules/tracking/tracking-services';
import { createClockingServices } from './modules/clocking/clocking-services';
import { createVehiclesDueRepository } from './modules/vehicles-due/vehicles-due.repository';
import { createVehiclesDueService } from './modules/vehicles-due/vehicles-due.service';
import { createWorkshopBoardServices } from './modules/clocking/workshop-board-services';
import { createReturnServices } from './modules/returns/return-services';
import type { CaptchaProvider } from './providers/captcha/captcha-provider';
import type { GeocodingProvider } from './providers/geocoding/geocoding-provider';
import type { Mailer } from './providers/mailer/mailer';
import type { RepairDataProvider } from './providers/repair-data/repair-data-provider';
import type { VehicleDataProvider } from './providers/vehicles/vehicle-data-provider';

/** Wires repositories, providers and services once per app; routes receive the result. */
export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  hasher: PasswordHasher;
  captcha: CaptchaProvider;
  mailer: Mailer;
  geocoder: GeocodingProvider;
  vehicleData: VehicleDataProvider;
  repairData: RepairDataProvider;
  log: FastifyBaseLogger;
}

export async function createServices({
  db,
  config,
  clock,
  hasher,
  captcha,
  mailer,
  geocoder,
  vehicleData,
  repairData,
  log,
}: ServiceDeps) {
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const tradeAccounts = createTradeAccountsRepository(db);
  const tokens = createAccessTokens(await resolveJwtSecret(db, config.jwtSecret), config.accessTokenTtlSeconds, clock);

  const vehicles = createVehiclesRepository(db);
  const usersService = createUsersService({
    users,
    tradeAccounts,
    hasher,
    clock,
    activeVehicle: vehicles.activeVehicle,
    mailer,
    appUrl: config.appUrl,
    log,
  });
  // One set of product summaries for the catalogue and search (catalogue/product-summaries.ts).
  const summaries = createProductSummaries();
  const products = createProductsRepository(db, summaries);
  const locations = createLocationsService({ locations: createLocationsRepository(db), geocoder });
  const workOrders = createWorkOrdersRepository(db);
  const partsOrders = createPartsOrderService({
    orders: createOrdersRepository(db),
    reservations: createStockReservationsRepository(db),
    invoices: createOrderInvoicing(db),
  });
  const vehiclesService = createVehiclesService({
    parc: createParcRepository(db),
    vehicles,
    products,
    provider: vehicleData,
    clock,
  });
  const repairDataService = createRepairDataService({ provider: repairData, vehicles: vehiclesService, log });
  const quickKits = createQuickKitsRepository(db);
  const shopper = createShopperService(db, tradeAccounts);
  // One category tree (kept under the catalogue's change counter) for the catalogue and part selection.
  const categories = createCategoriesRepository(db, clock);
  const commerce = createCommerceServices({ db, clock });
  const catalogue = createCatalogueService({
    categories,
    products,
    activeLocations: locations.activeLocations,
  });
  const workOrdersService = createWorkOrdersService({
    db,
    workOrders,
    parts: products,
    partsOrders,
    derive: createDeriveWorkOrder({
      defaultUplift: async (accountId) => (await workOrders.settings(accountId)).defaultUplift,
      // Each repair task's time after overlap with the others; book times when it cannot answer.
      overlap: (tecdocId, tasks) => repairDataService.overlapTimes(tecdocId, tasks),
      quickKitPrices: createQuickKitPrices({ parts: products, categoryPaths: quickKits.categoryPaths }),
    }),
    clock,
    // The nearest branch that holds enough, as product information lists them (nearest first).
    stockElsewhere: async (sku, quantity, branchId) => {
      const [found] = await catalogue.information([sku], branchId);
      const line = found?.stock.find((held) => held.location.id !== branchId && held.stock >= quantity);
      return line ? { name: line.location.name, stock: line.stock } : null;
    },
  });

  return {
    captcha,
    auth: createAuthService({
      db,
      users,
      sessions,
      tokens,
      hasher,
      clock,
      sessionTtlSeconds: config.refreshTokenTtlSeconds,
      log,
    }),
    users: usersService,
    changePassword: createChangePasswordService({ users, usersService, sessions, hasher, clock }),
    passwordReset: createPasswordResetService({
      db,
      resets: createPasswordResetRepository(db),
      users,
      sessions,
      hasher,
      captcha,
      mailer,
      clock,
      appUrl: config.appUrl,
      log,
    }),
    tradeAccounts: createTradeAccountsService({ tradeAccounts, users, usersService }),
    ...commerce,
    quotes: createQuoteServices({ db, clock, basket: commerce.basket, appUrl: config.appUrl }),
    ...(await createInvoiceServices({ db, secret: config.invoiceSecret })),
    ...createTrackingServices({ db, clock }),
    ...createClockingServices({ db, clock, hasher }),
    vehiclesDue: createVehiclesDueService({ repository: createVehiclesDueRepository(db), accounts: workOrders, clock }),
    ...createWorkshopBoardServices({ db, clock }),
    ...createReturnServices({ db, clock, log, roundSeconds: config.returnRoundSeconds }),
    ...createStorefrontServices({
      db,
      config,
      clock,
      mailer,
      log,
      users,
      categories,
      categoryCountsForVehicle: catalogue.categoryCountsForVehicle,
    }),
    addresses: createAddressesService({ db, clock }),
    shopper,
    catalogue,
    cataloguePack: createPackService({
      packs: createPackRepository(db),
      activeLocations: locations.activeLocations,
      cap: config.cataloguePackCap,
    }),
    search: createSearchService(createSearchRepository(db, summaries), { now: () => clock().getTime() }),
    comparison: createComparisonService({ db, comparisons: createComparisonRepository(db), products }),
    favourites: createFavouritesService({ favourites: createFavouritesRepository(db), products }),
    locations,
    vehicles: vehiclesService,
    repairData: repairDataService,
    workOrders: workOrdersService,
    healthChecks: healthChecksOn(db, { workOrders: workOrdersService, clock }),
    healthCheckPhotos: healthCheckPhotosOn(db, { workOrders: workOrdersService, clock }),
    healthCheckFigures: healthCheckFiguresOn(db, { workOrders: workOrdersService, clock }),
    healthCheckAnswers: healthCheckAnswersOn(db, { workOrders: workOrdersService, clock, appUrl: config.appUrl }),
    partSelection: createPartSelectionService({
      db,
      clock,
      categories,
      products,
      workOrders,
      repairData: repairDataService,
    }),
    quickKits: createQuickKitsService({
      accounts: workOrders,
      kits: quickKits,
      catalogue,
      shopper,
      vehicles: repairDataService,
    }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
