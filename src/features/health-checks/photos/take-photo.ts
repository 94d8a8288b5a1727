import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { photoTable, type HealthCheckPhotoRow } from '../../../db/health-check-photos';
import { recordChange } from '../../../sync/record-change';
import { HEALTH_CHECK_ENTITY } from '../health-check-outbox';
import { PHOTO_OPERATION, type PhotoPayload } from './photo-outbox';

export interface TakenPhoto {
  userId: string;
  checkId: string;
  itemId: string;
  itemName: string;
  /** The resized JPEG and its SHA-256, base64 (both made in the photo worker, resize-photo.ts). */
  jpeg: Blob;
  sha256: string;
}

/**
 * Keeps a photo on the device and queues its upload, in ONE transaction: the Blob row and the
 * outbox entry are both there or neither, so a photo is never shown without going, nor sent
 * without being kept. Its id, made here, is its id on the server.
 */
export async function keepPhoto(photo: TakenPhoto, now = new Date()): Promise<HealthCheckPhotoRow> {
  const { sha256 } = photo;
  const row: HealthCheckPhotoRow = {
    id: uuidv7(now.getTime()),
    userId: photo.userId,
    checkId: photo.checkId,
    itemId: photo.itemId,
    blob: photo.jpeg,
    sha256,
    bytes: photo.jpeg.size,
    takenAt: now.toISOString(),
    uploaded: false,
  };
  const payload: PhotoPayload = { photoId: row.id, item: row.itemId, sha256 };
  await recordChange([photoTable], async () => void (await photoTable.add(row)), {
    userId: photo.userId,
    entity: HEALTH_CHECK_ENTITY,
    entityId: photo.checkId,
    operation: PHOTO_OPERATION,
    payload,
    description: `Photo of ${photo.itemName}`,
  });
  return row;
}
