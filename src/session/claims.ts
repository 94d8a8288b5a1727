import type { Claims } from '../../contract/auth/schemas';
import type { User } from '../../contract/users/schemas';
import { apiRequest } from './api-request';
import { readClaims, writeClaims } from './session-storage';
import { authRoutes } from '../../contract/auth/routes';

/** GET /me and store the answer, e.g. after switching the trade account. */
export async function reloadClaims(): Promise<Claims> {
  const claims = await apiRequest(authRoutes.me);
  writeClaims(claims);
  return claims;
}

/** After a profile update the stored claims follow the user record (§7). */
export function updateClaimsFromUser(user: User): void {
  const claims = readClaims();
  if (!claims || claims.id !== user.id) return;
  writeClaims({
    ...claims,
    email: user.email,
    first_name: user.firstName ?? user.first_name,
    last_name: user.lastName ?? user.last_name,
  });
}
