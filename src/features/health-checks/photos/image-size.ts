/**
 * A JPEG's size as it will be shown (its EXIF orientation applied), read from its first bytes,
 * without decoding it: the resize needs the long edge before it decodes, so that it decodes
 * straight to the small size and never holds a 12-megapixel bitmap. Null when the bytes are not
 * a JPEG it can read (the caller then measures by decoding).
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let turned = false;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Padding before a marker, and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker === 0xe1) turned = exifTurned(view, at + 4, length - 2) || turned;
    // Start of frame (baseline, progressive, …; not DHT C4, JPG C8 or DAC CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      if (!width || !height) return null;
      return turned ? { width: height, height: width } : { width, height };
    }
    at += 2 + length;
  }
  return null;
}

/** Whether the APP1 segment at `start` is EXIF whose orientation (5–8) turns the picture a quarter. */
function exifTurned(view: DataView, start: number, length: number): boolean {
  const end = Math.min(view.byteLength, start + length);
  if (end - start < 14 || view.getUint32(start) !== 0x45786966) return false; // "Exif"
  const tiff = start + 6;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return false;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return false;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little) >= 5;
  }
  return false;
}

/** The size to decode to: the long edge at most `longEdge`, never enlarged, the shape kept. */
export function fitted(size: { width: number; height: number }, longEdge: number): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
