import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import { NetworkError } from '../../../api/api-error';
import { photoTable } from '../../../db/health-check-photos';
import { registerOperation, type Operation } from '../../../sync/operations';
import { healthCheckStore } from '../health-check-store';
import { PHOTO_OPERATION, photoPayloadSchema, type PhotoPayload } from './photo-outbox';

/** The photo's device copy is gone before it was sent (it should never be): refused in words. */
const GONE = 'This photo is no longer on this device, so it cannot be sent. Remove it and take it again.';

/**
 * A photo's upload in the sync registry. It is an entry of the check (same entity id), so it goes
 * after the check's create and before later changes (a completion that needs its evidence), and
 * the outbox retries it with back-off as any change. The server answers the check with the photo
 * on it, laid on the device like any answer; the Blob row is only marked uploaded.
 */
export function photoOperation(): Operation<PhotoPayload> {
  const adopt = async (checkId: string, entryId: string, check: HealthCheck) =>
    void (await healthCheckStore.rebuildRow(checkId, entryId, check));
  return {
    payload: photoPayloadSchema,
    async send(entry, policy) {
      const row = await photoTable.get(entry.payload.photoId);
      if (!row?.blob || row.sha256 !== entry.payload.sha256) throw new Error(GONE);
      // Loaded with the first upload, not with the first page.
      const { sendPhoto } = await import('../api/photo-requests').catch((cause: unknown) => {
        throw new NetworkError(cause);
      });
      return sendPhoto(entry.entityId, { id: row.id, item: row.itemId, sha256: row.sha256, blob: row.blob }, policy);
    },
    async applied(entry, answer) {
      await photoTable.update(entry.payload.photoId, { uploaded: true });
      await adopt(entry.entityId, entry.id, answer as HealthCheck);
    },
    snapshot: async (entry) => (await photoTable.get(entry.payload.photoId)) ?? null,
    takeTheirs: async (entry, theirs) => adopt(entry.entityId, entry.id, theirs as HealthCheck),
    // A photo's upload never conflicts (other bytes are a refusal): nothing to settle.
    keepMine: async () => {},
    // The person removed a refused photo: it goes from the device too.
    discarded: async (entry) => {
      await photoTable.delete(entry.payload.photoId);
      await healthCheckStore.rebuildRow(entry.entityId, entry.id);
    },
  };
}

export function registerPhotoOperation(): void {
  registerOperation(PHOTO_OPERATION, photoOperation());
}
