import type { ResizedPhoto } from './resize';
import type { ResizeAnswer } from './resize-photo.worker';

/** What the person reads when a photo cannot be made small (a file that is not a picture). */
export const NOT_A_PICTURE = 'That file could not be read as a photo. Please take the photo again.';

let worker: Worker | undefined;
let next = 1;
const waiting = new Map<number, { resolve: (photo: ResizedPhoto) => void; reject: (error: Error) => void }>();

/** This tab's photo worker, made on the first photo and kept (photos come several at a time). */
function photoWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./resize-photo.worker.ts', import.meta.url), { type: 'module', name: 'workbay-photo' });
  worker.onmessage = (event: MessageEvent<ResizeAnswer>) => {
    const answer = event.data;
    const asked = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('jpeg' in answer) asked?.resolve({ jpeg: answer.jpeg, sha256: answer.sha256 });
    else asked?.reject(new Error(NOT_A_PICTURE, { cause: answer.error }));
  };
  worker.onerror = () => {
    for (const asked of waiting.values()) asked.reject(new Error(NOT_A_PICTURE));
    waiting.clear();
    worker = undefined;
  };
  return worker;
}

/** The camera's photo as a JPEG of at most 1600 px on its long edge, and its hash, made in the photo worker. */
export async function resizeInWorker(file: Blob): Promise<ResizedPhoto> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    // No worker canvas (an old Safari): made on the page, once, rather than not at all.
    const { resizePhoto } = await import('./resize');
    return resizePhoto(file).catch((cause: unknown) => {
      throw new Error(NOT_A_PICTURE, { cause });
    });
  }
  return new Promise((resolve, reject) => {
    const id = next++;
    waiting.set(id, { resolve, reject });
    photoWorker().postMessage({ id, file });
  });
}
