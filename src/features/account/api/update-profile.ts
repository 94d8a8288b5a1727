import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '../../../../contract/users/schemas';
import { updateClaimsFromUser } from '../../../session/claims';
import { apiRequest } from '../../../session/api-request';
import { profileKey } from '../../../session/profile';
import { userRoutes } from '../../../../contract/users/routes';

/** PUT /users/{id} with email, firstName and lastName. */
export function updateProfile(userId: string, changes: ProfileUpdate): Promise<User> {
  return apiRequest(userRoutes.updateUser, { params: { id: userId }, body: changes });
}

/** Saves the details; the cached record and the stored claims follow the answer (§7). */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => updateProfile(userId, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKey(user.id), user);
      updateClaimsFromUser(user);
    },
  });
}
