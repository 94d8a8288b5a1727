import { appDb } from './app-db';

/**
 * A health-check photo as the device keeps it (issue 46): the resized JPEG itself, as a Blob
 * (binary, not base64), from the moment it is taken. The upload reads the bytes from here; the
 * row stays after the upload, and its Blob is let go only when the person clears uploaded photos.
 */
export interface HealthCheckPhotoRow {
  /** Made on the device (UUID v7): the photo's id on the server too. */
  id: string;
  userId: string;
  checkId: string;
  itemId: string;
  /** The JPEG; null once the person cleared it from the device (the server's copy is shown). */
  blob: Blob | null;
  /** Base64 SHA-256 of the JPEG: the upload's Content-Digest. */
  sha256: string;
  bytes: number;
  takenAt: string;
  /** The server holds it (its PUT was answered). */
  uploaded: boolean;
}

export const photoTable = appDb.healthCheckPhotos;

/** A check's photos on the device, oldest first. */
export async function photosOfCheck(checkId: string): Promise<HealthCheckPhotoRow[]> {
  const rows = await photoTable.where('checkId').equals(checkId).toArray();
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

/** A user's photos still to reach the server. */
export async function photosWaiting(userId: string): Promise<number> {
  return photoTable
    .where('userId')
    .equals(userId)
    .filter((row) => !row.uploaded)
    .count();
}

/**
 * Lets go of the device's copy of every photo the server holds (the person's "Clear uploaded
 * photos"): the rows stay, without their Blob, so the check shows the server's copy. A photo not
 * yet uploaded is never touched. Answers how many were cleared.
 */
export async function clearUploadedPhotos(userId: string): Promise<number> {
  return photoTable
    .where('userId')
    .equals(userId)
    .filter((row) => row.uploaded && row.blob !== null)
    .modify({ blob: null });
}
