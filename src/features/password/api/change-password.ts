import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '../../../../contract/users';
import { apiRequest } from '../../../api/client';

/** PUT /users/{id}/change-password with the existing and the new password. */
export function changePassword(userId: string, body: ChangePassword) {
  return apiRequest('changePassword', { params: { id: userId }, body });
}

export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (body: ChangePassword) => changePassword(userId, body) });
}
