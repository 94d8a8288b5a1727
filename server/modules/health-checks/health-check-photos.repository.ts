import { and, eq, getTableColumns } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids/uuid-v7';
import type { Database } from '../../db/database';
import { healthCheckPhotos, type HealthCheckPhotoRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** A photo's facts without its bytes: what an upload is compared with. */
export type PhotoFacts = Omit<HealthCheckPhotoRow, 'data'>;

/**
 * Where a health check's photo bytes are kept: the small interface an S3-compatible object store
 * could take over for a large chain (docs/decisions/103-photos-in-database.md). This one keeps them in PostgreSQL, in
 * the request's transaction, so a photo and its facts on the check commit together and every API
 * instance reads every photo.
 */
export interface PhotoStore {
  /** The photo's facts under this id, whichever check or account it is of. */
  facts(id: string): Promise<PhotoFacts | undefined>;
  /** Keeps a new photo; false when the id was taken meanwhile. */
  put(photo: HealthCheckPhotoRow): Promise<boolean>;
  /** The bytes of a photo of this account's check, or undefined. */
  get(id: string, healthCheckId: string, accountId: string): Promise<Uint8Array | undefined>;
}

export function createPhotoStore(root: Database): PhotoStore {
  const db = databaseOf(root);
  return {
    async facts(id) {
      if (!isUuid(id)) return undefined;
      const { data: _data, ...columns } = getTableColumns(healthCheckPhotos);
      const [row] = await db().select(columns).from(healthCheckPhotos).where(eq(healthCheckPhotos.id, id));
      return row;
    },

    async put(photo) {
      const rows = await db()
        .insert(healthCheckPhotos)
        .values(photo)
        .onConflictDoNothing()
        .returning({ id: healthCheckPhotos.id });
      return rows.length === 1;
    },

    async get(id, healthCheckId, accountId) {
      if (!isUuid(id) || !isUuid(healthCheckId)) return undefined;
      const [row] = await db()
        .select({ data: healthCheckPhotos.data })
        .from(healthCheckPhotos)
        .where(
          and(
            eq(healthCheckPhotos.id, id),
            eq(healthCheckPhotos.healthCheckId, healthCheckId),
            eq(healthCheckPhotos.accountId, accountId),
          ),
        );
      return row?.data;
    },
  };
}
