import { PHOTO_LONG_EDGE, PHOTO_QUALITY, sha256Of } from '../../../../contract/health-checks/photos';
import { fitted, jpegSize } from './image-size';

/** The camera's file at most this big is read for its size (EXIF can be large, the frame header follows it). */
const HEAD_BYTES = 256 * 1024;

/** A photo ready to keep: the small JPEG and its SHA-256 (base64), the upload's digest. */
export interface ResizedPhoto {
  jpeg: Blob;
  sha256: string;
}

/**
 * A camera photo made small and hashed, both off the main thread: decoded straight to PHOTO_LONG_EDGE on its long edge
 * (createImageBitmap's resize options, so no full-size bitmap or canvas is ever made, which a
 * phone may refuse at 12 megapixels), then encoded as JPEG. Runs in the photo worker, or on the
 * page where a browser has no OffscreenCanvas in workers.
 */
export async function resizePhoto(file: Blob): Promise<ResizedPhoto> {
  const size = jpegSize(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())) ?? (await decodedSize(file));
  const { width, height } = fitted(size, PHOTO_LONG_EDGE);
  const bitmap = await createImageBitmap(file, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  try {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the photo.');
    context.drawImage(bitmap, 0, 0);
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY });
    return { jpeg, sha256: await sha256Of(await jpeg.arrayBuffer()) };
  } finally {
    bitmap.close();
  }
}

/** A picture that is not a JPEG (a PNG, a HEIC the browser reads): its size, by decoding it once. */
async function decodedSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
