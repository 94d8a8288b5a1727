/**
 * Loads the consent library once, after the first paint, and starts it. "Cookie settings" waits
 * for the same start before opening the settings, so it works however early it is pressed.
 */
let started: Promise<typeof import('./banner-library')> | null = null;

export function startConsentBanner(): Promise<typeof import('./banner-library')> {
  started ??= import('./banner-library').then(async (library) => {
    await library.runBanner();
    return library;
  });
  // A failed load (a dropped connection) may be tried again by the next call.
  started.catch(() => {
    started = null;
  });
  return started;
}

export async function openCookieSettings(): Promise<void> {
  (await startConsentBanner()).showPreferences();
}
