import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error';
import { log } from '../api/log';
import { logout } from '../session/session';
import { resetTheme } from '../features/theming/theme-store';

/** Colours and logo go back to the defaults this long after a render error (§9). */
export const THEME_RESET_DELAY_MS = 2000;

/**
 * A render error (§4): log the user out (keeping the basket for when they log back in), reload
 * the user, and after 2 seconds reset the colours and logo. The promise settles once the logout
 * and the reload are done: leaving the fallback before then would load the old session's user again.
 */
export function handleRenderError(error: unknown, queryClient: QueryClient): Promise<void> {
  log.error(`Render error: ${errorMessage(error)}`);
  queryClient.removeQueries({ queryKey: ['user'] });
  window.setTimeout(resetTheme, THEME_RESET_DELAY_MS);
  return logout({ keepBasket: true })
    .catch((failure: unknown) => log.warn(`Logout after a render error failed: ${errorMessage(failure)}`))
    .then(() => queryClient.invalidateQueries({ queryKey: ['user'] }));
}
