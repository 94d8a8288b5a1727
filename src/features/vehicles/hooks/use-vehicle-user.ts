import { GUEST_USER_KEY } from '../../../db/user-key';
import { useSession } from '../../../session/use-session';

/** Who the vehicle searches belong to: the user id, or for guests and before a session 'guest'. */
export function useVehicleUser() {
  const { claims, isLoggedIn } = useSession();
  return {
    userId: claims?.id ?? null,
    isLoggedIn,
    userKey: isLoggedIn && claims ? claims.id : GUEST_USER_KEY,
  };
}
