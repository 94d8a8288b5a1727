import { createHash } from 'node:crypto';
import { healthCheckMessages } from '../../../contract/health-checks/messages';
import {
  isJpeg,
  MAX_HEALTH_CHECK_PHOTOS,
  MAX_PHOTO_BYTES,
  sha256OfDigest,
} from '../../../contract/health-checks/photos';
import type { HealthCheck, HealthCheckPhoto } from '../../../contract/health-checks/schemas';
import { CONTENT_DIGEST_HEADER } from '../../../contract/http/headers';
import { isUuid } from '../../../contract/ids/uuid-v7';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/problem';
import { toHealthCheck, type StoredHealthCheck } from './health-check-document';
import { healthCheckNotFound, healthCheckRefused } from './health-check-problems';
import { createPhotoStore, type PhotoStore } from './health-check-photos.repository';
import { createHealthChecksRepository, type HealthChecksRepository } from './health-checks.repository';

const m = healthCheckMessages.photo;

export interface PhotoUpload {
  checkId: string;
  photoId: string;
  itemId: string;
  /** The Content-Digest field as it arrived. */
  digest: string | undefined;
  body: Uint8Array | undefined;
}

export interface HealthCheckPhotosDeps {
  db: Database;
  checks: HealthChecksRepository;
  photos: PhotoStore;
  /** The caller's trade account (the work orders' rule: 404 without one). */
  workOrders: { account(auth: AuthContext): Promise<{ id: string }> };
  clock: Clock;
}

/** The bytes with their hash, or the refusal that holds whatever the check is: no digest, not a JPEG, not whole. */
function checkedBytes(upload: PhotoUpload): { sha256: string; bytes: Uint8Array } {
  const claimed = sha256OfDigest(upload.digest);
  if (!claimed) throw healthCheckRefused(CONTENT_DIGEST_HEADER, m.digestMissing);
  const bytes = upload.body;
  if (!bytes || !isJpeg(bytes)) throw healthCheckRefused('body', m.notJpeg);
  if (bytes.length > MAX_PHOTO_BYTES) throw healthCheckRefused('body', m.tooLarge(MAX_PHOTO_BYTES / 1024 / 1024));
  const actual = createHash('sha256').update(bytes).digest('base64');
  if (actual !== claimed) throw healthCheckRefused(CONTENT_DIGEST_HEADER, m.digestWrong);
  return { sha256: actual, bytes };
}

/**
 * A health check's photos (issue 46). An upload is idempotent by the photo's id and hash: the
 * first one keeps the bytes and adds the photo's facts to the check (its rev moves, so other
 * tablets' pulls see it), the same bytes again answer the check as it is, other bytes are refused.
 * The check's row is locked first, so two instances taking the same upload do it one at a time.
 */
export function createHealthCheckPhotosService({ db, checks, photos, workOrders, clock }: HealthCheckPhotosDeps) {
  return {
    async put(auth: AuthContext, upload: PhotoUpload): Promise<{ healthCheck: HealthCheck; created: boolean }> {
      return withTransaction(db, async () => {
        const account = await workOrders.account(auth);
        const row = await checks.find(upload.checkId, account.id, true);
        if (!row) throw healthCheckNotFound();
        // The id is the device's UUID, the photo's key on both sides (and a bytea row's primary key).
        if (!isUuid(upload.photoId)) throw healthCheckRefused('photoId', m.badId);
        const { sha256, bytes } = checkedBytes(upload);
        const check = toHealthCheck(row);
        const existing = await photos.facts(upload.photoId);
        if (existing && existing.healthCheckId !== row.id) throw healthCheckRefused('photoId', m.idInUse);
        if (existing && existing.sha256 !== sha256) throw healthCheckRefused('body', m.otherBytes);
        if (existing) return { healthCheck: check, created: false };
        if (!check.items.some((item) => item.id === upload.itemId))
          throw healthCheckRefused('item', healthCheckMessages.notAnItem);
        if (check.photos.length >= MAX_HEALTH_CHECK_PHOTOS)
          throw healthCheckRefused('photoId', m.tooMany(MAX_HEALTH_CHECK_PHOTOS));
        const now = clock();
        const photo = {
          id: upload.photoId,
          healthCheckId: row.id,
          accountId: account.id,
          itemId: upload.itemId,
          sha256,
          bytes: bytes.length,
          receivedAt: now,
        };
        if (!(await photos.put({ ...photo, data: bytes }))) throw healthCheckRefused('photoId', m.idInUse);
        const facts: HealthCheckPhoto = {
          id: photo.id,
          item: photo.itemId,
          sha256,
          bytes: photo.bytes,
          receivedAt: now.toISOString(),
        };
        const document = row.document as StoredHealthCheck;
        const moved = {
          ...row,
          rev: row.rev + 1,
          modifiedAt: now,
          document: { ...document, photos: [...document.photos, facts] },
        };
        const { createdAt: _createdAt, createdBy: _createdBy, ...write } = moved;
        await checks.update(write);
        return { healthCheck: toHealthCheck(moved), created: true };
      });
    },

    /** A photo's bytes, for the account's users only: another account's check or photo is not there. */
    async get(auth: AuthContext, checkId: string, photoId: string): Promise<Uint8Array> {
      const account = await workOrders.account(auth);
      const bytes = await photos.get(photoId, checkId, account.id);
      if (!bytes) throw notFound(m.notFound);
      return bytes;
    },
  };
}

export type HealthCheckPhotosService = ReturnType<typeof createHealthCheckPhotosService>;

/** The photos wired on a database, beside the checks they belong to. */
export function healthCheckPhotosOn(
  db: Database,
  deps: Pick<HealthCheckPhotosDeps, 'workOrders' | 'clock'>,
): HealthCheckPhotosService {
  return createHealthCheckPhotosService({
    db,
    checks: createHealthChecksRepository(db),
    photos: createPhotoStore(db),
    ...deps,
  });
}
