import { useSyncExternalStore } from 'react';
import { choiceFromCookie, type ConsentChoice } from './consent-cookie';
import type { ConsentGroup } from './consent-groups';

/**
 * The person's consent as the page knows it: read from the library's cookie at start (the library
 * itself loads after the first paint), then told by the banner each time the choice changes.
 */
let current: ConsentChoice | null = null;
const listeners = new Set<() => void>();

export function consentChoice(): ConsentChoice {
  current ??= choiceFromCookie(typeof document === 'undefined' ? '' : document.cookie);
  return current;
}

/** Called by the banner when a choice is made or changed. */
export function setConsentChoice(choice: ConsentChoice): void {
  current = choice;
  for (const listener of [...listeners]) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets what was read, so that the next read looks at the cookie again (tests, another tab). */
export function rereadConsent(): void {
  current = null;
  for (const listener of [...listeners]) listener();
}

export interface UseConsent extends ConsentChoice {
  has: (group: ConsentGroup) => boolean;
}

const cache = new WeakMap<ConsentChoice, UseConsent>();

function withHas(choice: ConsentChoice): UseConsent {
  let value = cache.get(choice);
  if (!value) {
    value = { ...choice, has: (group) => choice.granted.has(group) };
    cache.set(choice, value);
  }
  return value;
}

/** Which consent groups are granted, re-rendering when the person changes their choice. */
export function useConsent(): UseConsent {
  return withHas(useSyncExternalStore(subscribeConsent, consentChoice, consentChoice));
}
