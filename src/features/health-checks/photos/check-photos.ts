import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import type { HealthCheckPhotoRow } from '../../../db/health-check-photos';
import type { EntityChange } from '../../../sync/entity-changes';
import { PHOTO_OPERATION, type PhotoPayload } from './photo-outbox';

/** One photo as an item shows it: the device's Blob when it has it, else the server's copy. */
export interface ItemPhoto {
  id: string;
  item: string;
  /** The device's JPEG; null when cleared (then it is read from the server). */
  blob: Blob | null;
  /** The server holds it. */
  uploaded: boolean;
  /** Its upload, while it waits or was refused. */
  change: EntityChange | null;
}

/** Whether a queued change is a photo's upload (shown on its item, not as a change of the check). */
export const isPhotoChange = (change: EntityChange) => change.entry.operation === PHOTO_OPERATION;

/**
 * A check's photos by item: the server's (GET /health-checks/{id} lists them) and the device's,
 * each once, with the upload still waiting or refused beside it; oldest first (ids are UUID v7).
 */
export function photosByItem(
  check: HealthCheck,
  rows: readonly HealthCheckPhotoRow[],
  changes: readonly EntityChange[],
): Map<string, ItemPhoto[]> {
  const uploads = new Map(
    changes.filter(isPhotoChange).map((change) => [(change.entry.payload as PhotoPayload).photoId, change]),
  );
  const photos = new Map<string, ItemPhoto>();
  for (const photo of check.photos)
    photos.set(photo.id, { id: photo.id, item: photo.item, blob: null, uploaded: true, change: null });
  for (const row of rows)
    photos.set(row.id, {
      id: row.id,
      item: row.itemId,
      blob: row.blob,
      uploaded: row.uploaded || photos.has(row.id),
      change: uploads.get(row.id) ?? null,
    });
  const byItem = new Map<string, ItemPhoto[]>();
  for (const photo of [...photos.values()].sort((a, b) => a.id.localeCompare(b.id)))
    byItem.set(photo.item, [...(byItem.get(photo.item) ?? []), photo]);
  return byItem;
}
