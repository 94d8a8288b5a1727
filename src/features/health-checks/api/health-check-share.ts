import { useQuery } from '@tanstack/react-query';
import { healthCheckAnswerRoutes } from '../../../../contract/health-checks/answer-routes';
import type { DeferredDue } from '../../../../contract/health-checks/deferred';
import type { HealthCheckShare } from '../../../../contract/health-checks/shared';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { apiRequest } from '../../../session/api-request';

/**
 * "Send to customer" and the work left on vehicles (issue 46): calls that need the network and
 * answer at once, like a quote's link; the screen says they wait for the connection.
 */
export function shareHealthCheck(id: string): Promise<HealthCheckShare> {
  return apiRequest(healthCheckAnswerRoutes.shareHealthCheck, {
    params: { id },
    headers: { [IDEMPOTENCY_HEADER]: uuidv7() },
  });
}

export async function withdrawHealthCheckShare(id: string): Promise<void> {
  await apiRequest(healthCheckAnswerRoutes.withdrawHealthCheckShare, {
    params: { id },
    headers: { [IDEMPOTENCY_HEADER]: uuidv7() },
  });
}

/** GET /deferred-work: by vehicle, or the garage's upcoming or overdue follow-ups. */
export function useDeferredWork(query: { vrm?: string; due?: DeferredDue }, enabled = true) {
  return useQuery({
    queryKey: ['deferred-work', query.vrm ?? null, query.due ?? null],
    queryFn: ({ signal }) =>
      apiRequest(healthCheckAnswerRoutes.deferredWork, {
        query: { ...(query.vrm ? { vrm: query.vrm } : {}), ...(query.due ? { due: query.due } : {}) },
        signal,
      }),
    enabled,
  });
}
