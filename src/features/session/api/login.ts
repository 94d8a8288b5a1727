import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '../../../../contract/auth/schemas';
import { login } from '../../../session/session';
import { setLoginPopupFlag } from '../login-popup-flag';

/** Logs in; a non-guest then sees the login information modal once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginBody) => login(credentials),
    onSuccess: async (claims) => {
      if (!claims.guest_user) setLoginPopupFlag();
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
