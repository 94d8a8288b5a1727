import { PHOTO_LONG_EDGE } from '../../../../contract/health-checks/photos';

/**
 * The camera view's current frame as a JPEG no larger than a photo is kept (PHOTO_LONG_EDGE on its
 * long edge): the frame is decoded straight to that size, so no canvas is ever the size of a 4K
 * sensor. The photo worker then makes it the stored photo and hashes it, as it does a file.
 */
export async function frameOf(video: HTMLVideoElement): Promise<Blob> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) throw new Error('The camera has not started yet. Please wait a moment and try again.');
  const scale = Math.min(1, PHOTO_LONG_EDGE / Math.max(width, height));
  const resizeWidth = Math.round(width * scale);
  const resizeHeight = Math.round(height * scale);
  const bitmap = await createImageBitmap(video, { resizeWidth, resizeHeight, resizeQuality: 'high' });
  const canvas = document.createElement('canvas');
  canvas.width = resizeWidth;
  canvas.height = resizeHeight;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be taken.'))),
      'image/jpeg',
      0.92,
    ),
  );
}

/** Whether this browser can show a camera view (a secure page with getUserMedia). */
export const cameraViewAvailable = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  window.isSecureContext;
