import { useMutation } from '@tanstack/react-query';
import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import { apiRequest } from '../../../session/api-request';
import { vinTermsAccepted } from '../vehicle-local-state';

/** PUT /users/{id}/vin-terms/accept, remembered on this device so that it is asked once. */
export async function acceptVinTerms(userId: string): Promise<void> {
  await apiRequest(vehicleRoutes.acceptVinTerms, { params: { id: userId } });
  vinTermsAccepted.update((ids) => [...ids.filter((id) => id !== userId), userId].slice(-100));
}

export function useAcceptVinTerms(userId: string) {
  return useMutation({ mutationFn: () => acceptVinTerms(userId) });
}
