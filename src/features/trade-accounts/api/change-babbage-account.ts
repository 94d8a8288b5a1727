import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/users/schemas';
import { reloadClaims } from '../../../session/claims';
import { apiRequest } from '../../../session/api-request';
import { tradeAccountRoutes } from '../../../../contract/trade-accounts/routes';

/** PUT /users/change-babbage-account/{id}: switch the active trade account. */
export function changeBabbageAccount(babbageAccountId: string): Promise<User> {
  return apiRequest(tradeAccountRoutes.changeBabbageAccount, { params: { id: babbageAccountId } });
}

/** Switches, then refetches the /me claims and the user record (theme, account, prices). */
export function useChangeBabbageAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBabbageAccount,
    onSuccess: async () => {
      await reloadClaims();
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
