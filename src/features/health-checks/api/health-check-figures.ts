import { useQuery } from '@tanstack/react-query';
import { healthCheckFigureRoutes } from '../../../../contract/health-checks/figure-routes';
import type { HealthCheckFigures } from '../../../../contract/health-checks/figures';
import { savedRead, type Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';

/** GET /health-check-figures for the last eight weeks; kept on the device for a look offline. */
export function useHealthCheckFigures(userId: string) {
  return useQuery<Saved<HealthCheckFigures>>({
    queryKey: ['health-checks', 'figures', userId],
    enabled: userId !== '',
    queryFn: ({ signal }) =>
      savedRead(userId, 'health-checks/figures', () =>
        apiRequest(healthCheckFigureRoutes.healthCheckFigures, { query: {}, signal }),
      ),
  });
}
