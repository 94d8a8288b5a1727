import { isTransient } from '../../../api/api-error';
import { readCatalogueRecord, saveCatalogueRecord } from '../../../db/catalogue-records';

/**
 * What a workshop picks from while building a work order (labour rates, custom jobs, the
 * vehicle's repair-time tree), read from the server and kept on the device, so that the bay
 * tablet still offers them during an outage: offline, the copy last read answers.
 */
export async function keptRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    const value = await read();
    void saveCatalogueRecord(key, value).catch(() => {});
    return value;
  } catch (error) {
    if (!isTransient(error)) throw error;
    const kept = await readCatalogueRecord(key).catch(() => undefined);
    if (kept) return kept.value as T;
    throw error;
  }
}
