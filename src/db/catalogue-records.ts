import { appDb } from './app-db';

/** A catalogue record seen online, kept so that an offline change can still name and price it. */
export interface CatalogueRecordRow {
  /** 'product:{sku}'. */
  key: string;
  value: unknown;
  savedAt: string;
}

/** How many records a device keeps; the oldest go first. */
export const CATALOGUE_RECORDS_KEPT = 2_000;

export async function saveCatalogueRecord(
  key: string,
  value: unknown,
  savedAt = new Date().toISOString(),
): Promise<void> {
  await appDb.transaction('rw', appDb.catalogueRecords, async () => {
    await appDb.catalogueRecords.put({ key, value, savedAt });
    const extra = await appDb.catalogueRecords
      .orderBy('savedAt')
      .reverse()
      .offset(CATALOGUE_RECORDS_KEPT)
      .primaryKeys();
    if (extra.length > 0) await appDb.catalogueRecords.bulkDelete(extra);
  });
}

export async function readCatalogueRecord(key: string): Promise<CatalogueRecordRow | undefined> {
  return appDb.catalogueRecords.get(key);
}
