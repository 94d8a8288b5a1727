import { healthCheckRoutes } from '../../../../contract/health-checks/routes';
import { documentPulls } from '../../../documents/document-pull';
import { apiRequest } from '../../../session/api-request';
import { healthCheckStore } from '../health-check-store';

const pulls = documentPulls(healthCheckStore, (id, signal) =>
  apiRequest(healthCheckRoutes.healthCheck, { params: { id }, signal }),
);

/** GET /health-checks/{id}, kept on the device (under the changes still waiting). */
export const pullHealthCheck = pulls.pull;

/** How many of the newest health checks the device keeps, for the bay's next outage. */
export const KEPT_HEALTH_CHECKS = 50;

/** Brings the account's newest health checks onto the device, reading only those whose rev moved. */
export async function pullHealthChecks(userId: string, signal?: AbortSignal): Promise<number> {
  const list = await apiRequest(healthCheckRoutes.healthChecks, {
    query: { page: '1', itemsPerPage: String(KEPT_HEALTH_CHECKS) },
    signal,
  });
  return pulls.pullListed(userId, list['hydra:member'], signal);
}
