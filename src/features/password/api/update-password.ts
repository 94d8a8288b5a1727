import { useMutation } from '@tanstack/react-query';
import type { UpdatePassword } from '../../../../contract/users/schemas';
import { apiRequest } from '../../../session/api-request';
import { userRoutes } from '../../../../contract/users/routes';

/** POST /users/update-password with the token and email of the reset link. */
export function updatePassword(body: UpdatePassword) {
  return apiRequest(userRoutes.updatePassword, { body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
