import { isConsentGroup, type ConsentGroup } from './consent-groups';

/** The cookie vanilla-cookieconsent keeps the choice in (its default name). */
export const CONSENT_COOKIE_NAME = 'cc_cookie';

/**
 * The banner's version of the groups: raise it when a group is added or its purpose changes, and
 * everyone is asked again (the library treats a cookie of another revision as no choice).
 */
export const CONSENT_REVISION = 1;

export interface ConsentChoice {
  /** Whether the person has chosen (a valid cookie of this revision); until then only C0001. */
  decided: boolean;
  granted: ReadonlySet<ConsentGroup>;
}

export const NO_CHOICE: ConsentChoice = Object.freeze({
  decided: false,
  granted: new Set<ConsentGroup>(['necessary']),
});

/** The cookie's value from `document.cookie`'s text, or null. */
export function cookieValue(cookies: string, name = CONSENT_COOKIE_NAME): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * The choice the library's cookie holds (URI-encoded JSON: `categories`, `revision`, `consentId`,
 * `expirationTime`, …), read without loading the library, so that the first paint knows whether
 * chat may load. Anything unreadable, of another revision or expired is no choice.
 */
export function choiceFromCookie(cookies: string, now = Date.now()): ConsentChoice {
  const raw = cookieValue(cookies);
  if (!raw) return NO_CHOICE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return NO_CHOICE;
  }
  if (!parsed || typeof parsed !== 'object') return NO_CHOICE;
  const { categories, revision, consentId, expirationTime } = parsed as Record<string, unknown>;
  if (!Array.isArray(categories) || typeof consentId !== 'string' || revision !== CONSENT_REVISION) return NO_CHOICE;
  if (typeof expirationTime === 'number' && expirationTime <= now) return NO_CHOICE;
  return choiceOf(categories);
}

/** A made choice from the library's list of accepted categories (unknown names left out). */
export function choiceOf(categories: readonly unknown[]): ConsentChoice {
  return { decided: true, granted: new Set<ConsentGroup>(['necessary', ...categories.filter(isConsentGroup)]) };
}
