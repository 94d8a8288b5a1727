import { useMutation } from '@tanstack/react-query';
import type { UpdatePassword } from '../../../../contract/users';
import { apiRequest } from '../../../api/client';

/** POST /users/update-password with the token and email of the reset link. */
export function updatePassword(body: UpdatePassword) {
  return apiRequest('updatePassword', { body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
