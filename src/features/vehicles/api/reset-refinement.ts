import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import type { Refinement } from '../../../../contract/vehicles/schemas';
import { apiRequest } from '../../../session/api-request';
import { refinementQuery } from './refine-vehicle';

/** PUT reset-refinement-options with an empty list: the active vehicle's choices are forgotten. */
export function resetRefinement(): Promise<Refinement> {
  return apiRequest(vehicleRoutes.resetRefinementOptions, { body: [] });
}

/** Resets, and the answer stands for "no choices yet". */
export function useResetRefinement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetRefinement,
    onSuccess: (refinement) => queryClient.setQueryData(refinementQuery([]).queryKey, refinement),
  });
}
