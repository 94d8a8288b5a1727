import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '../../../../contract/users/schemas';
import { apiRequest } from '../../../session/api-request';
import { userRoutes } from '../../../../contract/users/routes';

/** PUT /users/{id}/change-password with the existing and the new password. */
export function changePassword(userId: string, body: ChangePassword) {
  return apiRequest(userRoutes.changePassword, { params: { id: userId }, body });
}

export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (body: ChangePassword) => changePassword(userId, body) });
}
