/** Where a refused refresh sends the person (§4 "goes to login"). */
export const LOGIN_PATH = '/account/login';

/**
 * The two page-level effects of the session rules. The app replaces `goToLogin` with a router
 * navigation; the defaults work without one.
 */
export interface SessionNavigation {
  reload: () => void;
  goToLogin: () => void;
}

const defaults: SessionNavigation = {
  reload: () => window.location.reload(),
  goToLogin: () => window.location.assign(LOGIN_PATH),
};

let current: SessionNavigation = { ...defaults };

export function sessionNavigation(): SessionNavigation {
  return current;
}

/** Replaces some effects; returns a function that restores the previous ones. */
export function setSessionNavigation(overrides: Partial<SessionNavigation>): () => void {
  const previous = current;
  current = { ...current, ...overrides };
  return () => {
    current = previous;
  };
}
