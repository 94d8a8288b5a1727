import type { RouteDef } from './http/route';
import { addressRoutes } from './addresses/routes';
import { authRoutes } from './auth/routes';
import { basketRoutes } from './basket/routes';
import { captchaRoutes } from './captcha/routes';
import { chatRoutes } from './chat/routes';
import { clockingRoutes } from './clocking/routes';
import { vehiclesDueRoutes } from './vehicles-due/vehicles-due';
import { catalogueRoutes } from './catalogue/routes';
import { cataloguePackRoutes } from './catalogue-pack/routes';
import { comparisonRoutes } from './comparison/routes';
import { contentRoutes } from './content/routes';
import { favouriteRoutes } from './favourites/routes';
import { formRoutes } from './forms/routes';
import { healthCheckPhotoRoutes } from './health-checks/photo-routes';
import { healthCheckAnswerRoutes } from './health-checks/answer-routes';
import { healthCheckFigureRoutes } from './health-checks/figure-routes';
import { healthCheckRoutes } from './health-checks/routes';
import { sharedHealthCheckRoutes } from './health-checks/shared-routes';
import { invoiceRoutes } from './invoices/routes';
import { locationRoutes } from './locations/routes';
import { orderRoutes } from './orders/routes';
import { quoteRoutes } from './quotes/routes';
import { repairDataRoutes } from './repair-data/routes';
import { returnRoutes } from './returns/routes';
import { searchRoutes } from './search/routes';
import { shippingRoutes } from './shipping/routes';
import { tradeAccountRoutes } from './trade-accounts/routes';
import { trackingRoutes } from './tracking/routes';
import { userRoutes } from './users/routes';
import { vehicleRoutes } from './vehicles/routes';
import { workOrderRoutes } from './work-orders/routes';
import { workshopBoardRoutes } from './workshop-board/routes';

/**
 * The whole route table (design/api-routes.md), merged from the domains' groups. The server
 * registers and documents every entry; the client imports only its feature's group, so that
 * its schemas stay in that feature's chunk.
 */
const groups = [
  authRoutes,
  captchaRoutes,
  userRoutes,
  tradeAccountRoutes,
  addressRoutes,
  catalogueRoutes,
  cataloguePackRoutes,
  searchRoutes,
  comparisonRoutes,
  favouriteRoutes,
  locationRoutes,
  vehicleRoutes,
  basketRoutes,
  orderRoutes,
  shippingRoutes,
  workOrderRoutes,
  healthCheckRoutes,
  healthCheckPhotoRoutes,
  healthCheckAnswerRoutes,
  healthCheckFigureRoutes,
  sharedHealthCheckRoutes,
  clockingRoutes,
  vehiclesDueRoutes,
  workshopBoardRoutes,
  repairDataRoutes,
  quoteRoutes,
  contentRoutes,
  formRoutes,
  chatRoutes,
  invoiceRoutes,
  trackingRoutes,
  returnRoutes,
] as const;

// A name used by two groups would silently shadow one route: refuse it at compile time.
type Names<G> = keyof G & string;
type Duplicated<Gs extends readonly unknown[], Seen extends string = never> = Gs extends readonly [
  infer Head,
  ...infer Tail,
]
  ? (Names<Head> & Seen) | Duplicated<Tail, Seen | Names<Head>>
  : never;
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;
type Merged = UnionToIntersection<(typeof groups)[number]>;

const noDuplicateNames: [Duplicated<typeof groups>] extends [never] ? true : Duplicated<typeof groups> = true;
void noDuplicateNames;

export const routes: Merged = Object.assign({}, ...groups);
export type RouteName = keyof Merged & string;
export const allRoutes: readonly RouteDef[] = groups.flatMap((group) => Object.values(group) as RouteDef[]);
