import type { AuthState } from '../../../contract/auth/schemas';
import { HttpProblem } from '../../http/problem';
import type { AuthService } from './auth.service';

const NO_SESSION: AuthState = { authenticated: false, guest: false, userId: null, exp: null };

/**
 * GET /auth: what the presented access token stands for, answered rather than refused. A token
 * that authentication would refuse (none, expired, revoked, forged) is simply no session; any
 * other failure (the database) is still an error.
 */
export async function authStateOf(auth: AuthService, accessToken: string | undefined): Promise<AuthState> {
  if (!accessToken) return NO_SESSION;
  try {
    const session = await auth.authenticate(accessToken);
    return { authenticated: true, guest: session.guest, userId: session.userId, exp: session.exp };
  } catch (error) {
    if (error instanceof HttpProblem && error.statusCode === 401) return NO_SESSION;
    throw error;
  }
}
