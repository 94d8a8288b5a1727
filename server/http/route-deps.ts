import type { RateLimits } from '../plugins/rate-limit';
import type { Services } from '../services';
import type { ContractRouter } from './contract-route';

/** What every `x.routes.ts` receives: the table-driven router, the services and the rate limits. */
export interface RouteDeps {
  route: ContractRouter;
  services: Services;
  limits: RateLimits;
}
