import { useEffect } from 'react';
import { resolveTheme } from '../../../../contract/theme';
import type { User } from '../../../../contract/users/schemas';
import { applyTheme } from '../theme-store';

/** The theme a user gets: a key account's own branding, everyone else the defaults (§4). */
export function themeOfUser(user: User | null | undefined) {
  return resolveTheme(user?.isKeyAccount === 'true' ? user.customBabbageAccountTheme : null);
}

/** Applies the user's theme whenever the user record changes. */
export function useKeyAccountTheme(user: User | null | undefined): void {
  const theme = themeOfUser(user);
  const key = JSON.stringify(theme);
  useEffect(() => {
    applyTheme(JSON.parse(key) as typeof theme);
  }, [key]);
}
