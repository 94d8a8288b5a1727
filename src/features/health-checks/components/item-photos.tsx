import { useRef, useState } from 'react';
import { discardEntry, retryEntry } from '../../../sync/queue-actions';
import type { ItemPhoto } from '../photos/check-photos';
import { resizeInWorker } from '../photos/resize-photo';
import { keepPhoto } from '../photos/take-photo';
import { cameraViewAvailable } from '../photos/video-frame';
import { CameraView } from './camera-view';
import { PhotoThumb } from './photo-thumb';

export interface ItemPhotosProps {
  userId: string;
  checkId: string;
  itemId: string;
  itemName: string;
  photos: readonly ItemPhoto[];
  locked: boolean;
}

/** What a photo's upload says under its thumbnail. */
function uploadWords(photo: ItemPhoto): string | null {
  const status = photo.change?.status;
  if (!status || status.kind === 'waiting') return photo.uploaded ? null : 'Not sent yet';
  if (status.kind === 'retrying') return 'Not sent yet: trying again';
  return null;
}

/**
 * An item's photos (issue 46): thumbnails, the camera button, and a photo the server refused with
 * its reason and the way to retry or remove it, right there on the item. A photo is kept on the
 * device and queued in one step; it is never lost to a reload or a dropped connection.
 */
export function ItemPhotos({ userId, checkId, itemId, itemName, photos, locked }: ItemPhotosProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState(false);

  const take = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (!chosen.length) return;
    setError(null);
    setBusy((count) => count + chosen.length);
    for (const file of chosen) {
      try {
        await keepPhoto({ userId, checkId, itemId, itemName, ...(await resizeInWorker(file)) });
      } catch (reason) {
        setError(reason instanceof Error ? reason.message : 'That photo could not be saved.');
      } finally {
        setBusy((count) => count - 1);
      }
    }
  };

  return (
    <div className="hc-photos">
      {photos.length > 0 && (
        <ul className="hc-photos__list" aria-label={`Photos of ${itemName}`}>
          {photos.map((photo, index) => {
            const refused = photo.change?.status.kind === 'refused' ? photo.change.status : null;
            const words = uploadWords(photo);
            return (
              <li key={photo.id} className={`hc-photo${refused ? ' hc-photo--refused' : ''}`}>
                <PhotoThumb
                  checkId={checkId}
                  photoId={photo.id}
                  blob={photo.blob}
                  alt={`Photo ${index + 1} of ${itemName}`}
                />
                {words && <span className="hc-photo__state">{words}</span>}
                {refused && photo.change && (
                  <div className="hc-photo__refused" role="alert">
                    <p>
                      <strong>Photo not saved:</strong> {refused.violations[0]?.message ?? refused.message}
                    </p>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void retryEntry(photo.change!.entry.id)}
                    >
                      Try again
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void discardEntry(photo.change!.entry.id)}
                    >
                      Remove photo
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!locked && (
        <>
          <button
            type="button"
            className="button button--secondary hc-photos__take"
            onClick={() => input.current?.click()}
          >
            {busy > 0 ? 'Saving photo…' : 'Take photo'}
            <span className="visually-hidden"> of {itemName}</span>
          </button>
          {cameraViewAvailable() && (
            <button type="button" className="button button--secondary hc-photos__take" onClick={() => setViewing(true)}>
              Camera view
              <span className="visually-hidden"> for {itemName}</span>
            </button>
          )}
          {viewing && (
            <CameraView
              itemName={itemName}
              onClose={() => setViewing(false)}
              onPhoto={async (frame) => {
                await keepPhoto({ userId, checkId, itemId, itemName, ...(await resizeInWorker(frame)) });
              }}
            />
          )}
          {/* The camera on a phone or tablet, a file chooser elsewhere; the button above stands for it. */}
          <input
            ref={input}
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            onChange={(event) => {
              void take(event.target.files);
              event.target.value = '';
            }}
          />
        </>
      )}
      {error && (
        <p className="hc-item__problem" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
