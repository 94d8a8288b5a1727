import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import { apiRequest } from '../../../session/api-request';

/** POST models of a make: `hydra:member` with each model's years. */
export function modelsQuery(manufacturer: string) {
  return queryOptions({
    queryKey: ['vehicles', 'models', manufacturer],
    queryFn: async ({ signal }) =>
      (await apiRequest(vehicleRoutes.models, { body: { manufacturer }, signal }))['hydra:member'],
    staleTime: 10 * 60_000,
  });
}

export function useModels(manufacturer: string) {
  return useQuery({ ...modelsQuery(manufacturer), enabled: manufacturer !== '' });
}
