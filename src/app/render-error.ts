import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error';
import { log } from '../api/log';
import { logout } from '../session/session';
import { resetTheme } from '../features/theming/theme-store';
import { clickTrail, formatClickTrail, type ClickedElement } from './click-trail';

/** Colours and logo go back to the defaults this long after a render error (§9). */
export const THEME_RESET_DELAY_MS = 2000;

/** The lines a render error is reported with: the error, then the last clicks before it (§9). */
export function renderErrorReport(error: unknown, clicks: readonly ClickedElement[] = clickTrail()): string[] {
  const report = [`Render error: ${errorMessage(error)}`];
  if (clicks.length > 0)
    report.push(`The last ${clicks.length} clicks before it, newest first: ${formatClickTrail(clicks)}`);
  return report;
}

/**
 * A render error (§4): log the user out (keeping the basket for when they log back in), reload
 * the user, and after 2 seconds reset the colours and logo. The promise settles once the logout
 * and the reload are done: leaving the fallback before then would load the old session's user again.
 */
export function handleRenderError(error: unknown, queryClient: QueryClient): Promise<void> {
  for (const line of renderErrorReport(error)) log.error(line);
  queryClient.removeQueries({ queryKey: ['user'] });
  window.setTimeout(resetTheme, THEME_RESET_DELAY_MS);
  return logout({ keepBasket: true })
    .catch((failure: unknown) => log.warn(`Logout after a render error failed: ${errorMessage(failure)}`))
    .then(() => queryClient.invalidateQueries({ queryKey: ['user'] }));
}
