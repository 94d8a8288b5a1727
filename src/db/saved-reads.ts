import { isTransient } from '../api/api-error';
import { appDb } from './app-db';

/**
 * What a person reads from the server as their own (orders, invoices, tracking; a work order's
 * repair data, part selection and kits at their account's prices), kept on the device so that what
 * was seen once stays readable offline and after a reload (issues 26, 44). Unlike the catalogue
 * the service worker caches, these are private: each row names whose it is, and a person's rows
 * leave the device when they log out. The one mechanism for such reads: a feature names what it
 * read ('orders/list/…', 'work-orders/repair-tasks/…') and calls savedRead.
 */
export interface SavedReadRow {
  /** `${userId} ${what}`: what was read, as the feature names it ('orders/list/…'). */
  key: string;
  userId: string;
  value: unknown;
  /** When the server answered it (epoch ms). */
  savedAt: number;
}

/** What a screen shows: the answer, when it was read, and whether the server could not be asked now. */
export interface Saved<T> {
  value: T;
  savedAt: number;
  fromDevice: boolean;
}

/** How many answers a person keeps on the device; the oldest go first. */
export const SAVED_READS_KEPT = 300;

const rowKey = (userId: string, what: string) => `${userId} ${what}`;

export async function keepRead(userId: string, what: string, value: unknown, savedAt = Date.now()): Promise<void> {
  await appDb.transaction('rw', appDb.savedReads, async () => {
    await appDb.savedReads.put({ key: rowKey(userId, what), userId, value, savedAt });
    const rows = await appDb.savedReads.where('userId').equals(userId).toArray();
    if (rows.length <= SAVED_READS_KEPT) return;
    const oldest = rows.sort((a, b) => a.savedAt - b.savedAt).slice(0, rows.length - SAVED_READS_KEPT);
    await appDb.savedReads.bulkDelete(oldest.map((row) => row.key));
  });
}

export async function readKept(userId: string, what: string): Promise<SavedReadRow | undefined> {
  return appDb.savedReads.get(rowKey(userId, what));
}

export async function forgetSavedReads(userId: string): Promise<void> {
  await appDb.savedReads.where('userId').equals(userId).delete();
}

/**
 * Reads from the server and keeps the answer; when the server cannot be reached (offline, a 5xx),
 * answers the copy kept on the device instead, with the time it was read. A refusal (404, 403) is
 * never hidden behind an old copy.
 */
export async function savedRead<T>(userId: string, what: string, read: () => Promise<T>): Promise<Saved<T>> {
  try {
    const value = await read();
    const savedAt = Date.now();
    void keepRead(userId, what, value, savedAt).catch(() => {});
    return { value, savedAt, fromDevice: false };
  } catch (error) {
    if (!isTransient(error)) throw error;
    const kept = await readKept(userId, what).catch(() => undefined);
    if (kept) return { value: kept.value as T, savedAt: kept.savedAt, fromDevice: true };
    throw error;
  }
}
