import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import type { Refinement } from '../../../../contract/vehicles/schemas';
import { apiRequest } from '../../../session/api-request';
import type { RefinementSelection } from '../refinement-history';

export const refinementKey = ['vehicles', 'refinement'] as const;

/** POST refine without the final search: the active vehicle's attributes after these choices. */
export function refinementQuery(selection: RefinementSelection) {
  return queryOptions({
    queryKey: [...refinementKey, selection],
    queryFn: ({ signal }) =>
      apiRequest(vehicleRoutes.refineVehicle, {
        body: { performFinalSearch: false, refinementData: [...selection] },
        signal,
      }),
    // Answers about the active vehicle: dropped whenever it changes (use-vehicle-saved.ts).
    staleTime: 60_000,
  });
}

export function useRefinement(selection: RefinementSelection) {
  // The last answer stays on screen while the next choice is asked, so the buttons do not jump.
  return useQuery({ ...refinementQuery(selection), placeholderData: keepPreviousData });
}

/** POST refine with the final search: the one variant left becomes the active vehicle. */
export function refineFinal(selection: RefinementSelection): Promise<Refinement> {
  return apiRequest(vehicleRoutes.refineVehicle, {
    body: { performFinalSearch: true, refinementData: [...selection] },
  });
}

export function useRefineFinal() {
  return useMutation({ mutationFn: refineFinal });
}
