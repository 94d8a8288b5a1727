import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useState } from 'react';
import { clearUploadedPhotos, photosWaiting } from '../../../db/health-check-photos';
import { estimateStorage, megabytes, nearlyFull, type StorageEstimateNow } from '../photos/storage-estimate';

/**
 * The device's storage as photos fill it (issue 46): used and free, photos still to upload, the
 * browser asked to keep the storage, a warning at 80% of the quota, and the one way photos leave
 * the device: clearing those the server already holds.
 */
export function PhotoStoragePanel({ userId }: { userId: string }) {
  const id = useId();
  const waiting = useLiveQuery(() => photosWaiting(userId), [userId]) ?? 0;
  const [estimate, setEstimate] = useState<StorageEstimateNow | null | undefined>(undefined);
  const [cleared, setCleared] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void estimateStorage().then((now) => live && setEstimate(now));
    return () => {
      live = false;
    };
  }, [waiting, cleared]);

  const clear = async () => setCleared(await clearUploadedPhotos(userId));
  return (
    <section className="hc-storage" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hc-storage__title">
        Photos on this device
      </h2>
      {estimate && (
        <p>
          {megabytes(estimate.usage)} used, {megabytes(Math.max(0, estimate.quota - estimate.usage))} free.{' '}
          {estimate.persisted
            ? 'The browser keeps this storage.'
            : 'The browser has not agreed to keep this storage: it may clear it when short of space.'}
        </p>
      )}
      {estimate === null && <p>This browser does not say how much storage it allows.</p>}
      <p>
        {waiting === 0
          ? 'Every photo is uploaded.'
          : `${waiting} ${waiting === 1 ? 'photo' : 'photos'} waiting to upload.`}
      </p>
      {estimate && nearlyFull(estimate) && (
        <p className="hc__error" role="alert">
          This device is nearly full. Clear the uploaded photos to make room.
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={() => void clear()}>
        Clear uploaded photos from this device
      </button>
      {cleared !== null && (
        <p role="status">
          {cleared === 0
            ? 'No uploaded photos were on this device.'
            : `${cleared} uploaded ${cleared === 1 ? 'photo' : 'photos'} cleared.`}
        </p>
      )}
    </section>
  );
}
