import { log } from '../api/log';

/**
 * Asks the browser to keep this origin's storage under pressure (navigator.storage.persist()):
 * without it, a browser short of disk may evict IndexedDB, and with it changes not yet sent.
 * Asked once a person has logged in (their work is then on the device); Chromium grants it to
 * installed or engaged sites without a prompt. Answers whether storage is persistent.
 */
export async function askForPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    const granted = await storage.persist();
    if (!granted)
      log.info('Persistent storage was not granted; the browser may evict waiting changes under disk pressure.');
    return granted;
  } catch (error) {
    log.warn(`Persistent storage could not be requested: ${String(error)}`);
    return false;
  }
}
