/** How often, and after how long, a chunk that could not be fetched is asked for again. */
export const IMPORT_RETRIES = 2;
export const IMPORT_RETRY_DELAY_MS = 1_000;

/**
 * A lazily loaded chunk asked for again when its fetch fails (a dropped Wi-Fi packet on a bay
 * tablet, a busy server): without it, one failed header chunk throws the whole app into the error
 * page ("log back in and start again"). Seen once in the browser tests: "Failed to fetch
 * dynamically imported module …/basket-link-….js".
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  retries = IMPORT_RETRIES,
  delayMs = IMPORT_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
