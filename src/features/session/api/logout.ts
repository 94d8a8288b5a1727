import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '../../../session/session';
import { clearLoginPopupFlag } from '../login-popup-flag';

/** Logs out (the session keys are cleared when the server refuses); cached user data goes too. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { keepBasket?: boolean } = {}) => logout(options),
    onSettled: () => {
      clearLoginPopupFlag();
      queryClient.removeQueries({ queryKey: ['user'] });
    },
  });
}
