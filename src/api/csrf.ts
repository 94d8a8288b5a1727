import { singleFlight } from './single-flight';
import { COOKIE_MODE, SESSION_MODE_HEADER } from '../../contract/http/headers';
import { routePath } from '../../contract/http/route';
import { serverMessages } from '../../contract/server-messages';
import { apiErrorFrom, ContractError, NetworkError } from './api-error';
import { getConfig } from './config';
import { authRoutes } from '../../contract/auth/routes';

// Cookie mode's CSRF token (docs/session.md): fetched once, kept in memory, shared by concurrent
// callers, and fetched again when the server refuses it.
let token: string | null = null;

async function fetchCsrfToken(): Promise<string> {
  const { baseUrl } = getConfig();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${routePath(authRoutes.csrfToken)}`, {
      method: 'GET',
      credentials: 'include',
      headers: { accept: 'application/json', [SESSION_MODE_HEADER]: COOKIE_MODE },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw await apiErrorFrom(response);
  const parsed = authRoutes.csrfToken.response.safeParse(await response.json());
  if (!parsed.success) throw new ContractError('csrfToken', parsed.error.message);
  return parsed.data.token;
}

const fetchOnce = singleFlight(async () => {
  token = await fetchCsrfToken();
  return token;
});

export function getCsrfToken(): Promise<string> {
  return token ? Promise.resolve(token) : fetchOnce();
}

export function clearCsrfToken(): void {
  token = null;
}

/** The server's 403 for a missing or stale CSRF token ("Invalid CSRF token."). */
export function isCsrfRejection(status: number, message: string): boolean {
  return status === 403 && (message === serverMessages.csrfInvalid || /csrf/i.test(message));
}
