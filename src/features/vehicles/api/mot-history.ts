import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import { normaliseRegistration } from '../../../../contract/vehicles/registration';
import { apiRequest } from '../../../session/api-request';

/**
 * GET /storefront/vehicle-search/vehicle-mot-history?vrm=: the MOT tests of a registration,
 * newest first. Without a registration the server answers for the session's active vehicle.
 */
export function motHistoryQuery(vrm: string | undefined) {
  const registration = vrm ? normaliseRegistration(vrm) : null;
  return queryOptions({
    queryKey: ['vehicles', 'mot-history', registration],
    queryFn: ({ signal }) =>
      apiRequest(vehicleRoutes.motHistory, { query: registration ? { vrm: registration } : {}, signal }),
    // A registration's history changes once a year; "the active vehicle" may change any time.
    staleTime: registration ? 10 * 60_000 : 0,
  });
}

/** The MOT history, fetched only while `enabled` (the modal is open). */
export function useMotHistory(vrm: string | undefined, enabled: boolean) {
  return useQuery({ ...motHistoryQuery(vrm), enabled });
}
