import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import type { Vehicle } from '../../../../contract/vehicles/schemas';
import { apiRequest } from '../../../session/api-request';

/** The choices of the multi-step lookup so far; a step not chosen yet is left out. */
export interface MvlChoices {
  make: string;
  model?: string;
  vehicleYear?: string;
  engine?: string;
  fuel?: string;
}

/** POST mvl without the final search: the next step's name and options. */
export function mvlStepQuery(choices: MvlChoices) {
  return queryOptions({
    queryKey: ['vehicles', 'mvl', choices],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(vehicleRoutes.mvl, { body: { ...choices, performFinalSearch: false }, signal });
      if (!('mvlVehicleDetails' in answer))
        throw new Error('The lookup answered vehicles where it should have offered a step.');
      return answer.mvlVehicleDetails;
    },
    staleTime: 10 * 60_000,
  });
}

export function useMvlStep(choices: MvlChoices) {
  return useQuery(mvlStepQuery(choices));
}

/**
 * POST mvl with the final search: the matching vehicles. `save` makes a single match the active
 * vehicle and a recent search (off in work-order mode, trade-features §4).
 */
export async function mvlFinalSearch(choices: MvlChoices, save: boolean): Promise<Vehicle[]> {
  const answer = await apiRequest(vehicleRoutes.mvl, {
    body: { ...choices, performFinalSearch: true, saveToCache: save },
  });
  return 'searchResults' in answer ? answer.searchResults : [];
}

export function useMvlFinalSearch() {
  return useMutation({
    mutationFn: ({ choices, save }: { choices: MvlChoices; save: boolean }) => mvlFinalSearch(choices, save),
  });
}
