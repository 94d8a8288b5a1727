type BannerLibrary = typeof import('./banner-library');

let library: Promise<BannerLibrary> | null = null;

/**
 * Loads the consent library (once) and starts it; the library runs once per page and ignores
 * later starts. "Cookie settings" goes through here too, so it works however early it is pressed.
 */
export async function startConsentBanner(): Promise<BannerLibrary> {
  library ??= import('./banner-library');
  let loaded: BannerLibrary;
  try {
    loaded = await library;
  } catch (error) {
    // A failed load (a dropped connection) is tried again by the next call.
    library = null;
    throw error;
  }
  await loaded.runBanner();
  return loaded;
}

export async function openCookieSettings(): Promise<void> {
  (await startConsentBanner()).showPreferences();
}
