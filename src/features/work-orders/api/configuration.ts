import { useQuery } from '@tanstack/react-query';
import {
  workOrderConfigurationRoutes,
  type WorkOrdersConfiguration,
} from '../../../../contract/work-orders/configuration';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

export const workOrdersConfigurationKey = ['work-orders', 'configuration'] as const;

/**
 * GET /work-orders-configuration for a logged-in person (storefront-core §2, §6): whether work
 * orders are set up for their trade account, and its default uplift. Guests have none to ask.
 */
export function useWorkOrdersConfiguration() {
  const session = useSession();
  return useQuery<WorkOrdersConfiguration>({
    queryKey: [...workOrdersConfigurationKey, session.claims?.id ?? null],
    enabled: session.status === 'ready' && session.isLoggedIn,
    queryFn: ({ signal }) => apiRequest(workOrderConfigurationRoutes.workOrdersConfiguration, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The start's spinner waits for it (§2): done once answered, failed, or waiting for the network
 * (offline), and at once for a guest, who has none to wait for.
 */
export function useWorkOrdersConfigurationReady(): boolean {
  const session = useSession();
  const configuration = useWorkOrdersConfiguration();
  if (!session.isLoggedIn) return true;
  return !configuration.isLoading || configuration.failureCount > 0 || configuration.errorUpdateCount > 0;
}
