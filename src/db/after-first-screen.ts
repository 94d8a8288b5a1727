/**
 * Device work that no screen waits for (a copy kept for offline use) starts once the first screen
 * is up (issue 23). Writing to the device loads its store (Dexie, 32 KB as sent): asked for while a
 * product page was still rendering, it delayed the page's largest paint on a phone's line. app/
 * says when the first screen is up (first-screen.tsx); until it does (tests, a page without the
 * app around it), nothing waits.
 */
let firstScreen: Promise<void> = Promise.resolve();

/** Called by app/ with its promise of the first screen. */
export function setFirstScreen(promise: Promise<void>): void {
  firstScreen = promise;
}

/** Settles once the first screen is up. */
export function afterFirstScreen(): Promise<void> {
  return firstScreen;
}
