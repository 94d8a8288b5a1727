/**
 * A health check's photos (issue 46, "Photos that never get lost"): what the device makes and the
 * server accepts. The device resizes each photo to PHOTO_LONG_EDGE on its long edge, as a JPEG of
 * PHOTO_QUALITY, and uploads it with one PUT keyed by its id and SHA-256 (RFC 9530 Content-Digest):
 * the same bytes again are a replay, other bytes under the same id are refused.
 */
export const PHOTO_LONG_EDGE = 1600;
export const PHOTO_QUALITY = 0.8;
/** The largest photo the server takes: a 1600 px JPEG at 0.8 is ~150–400 KB, so this is room to spare. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** The photos one check may hold: enough for every item twice over, and a bound on its document. */
export const MAX_HEALTH_CHECK_PHOTOS = 200;

/** The Content-Digest field of a body whose SHA-256 is `sha256` (base64). */
export const contentDigestOf = (sha256: string) => `sha-256=:${sha256}:`;

/**
 * The SHA-256 (base64) a Content-Digest field names, or null when it names none. The field is a
 * structured dictionary (RFC 9530 §2): other algorithms may stand beside it and are passed over.
 */
export function sha256OfDigest(field: string | undefined): string | null {
  if (!field) return null;
  const match = /(?:^|,)\s*sha-256\s*=\s*:([A-Za-z0-9+/]+={0,2}):\s*(?:;[^,]*)?(?:,|$)/.exec(field);
  return match?.[1] ?? null;
}

/** Every JPEG starts with its SOI marker and the first segment's marker: FF D8 FF. */
export const isJpeg = (bytes: Uint8Array) =>
  bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** The SHA-256 of the bytes, base64, with Web Crypto: the same on the device and in Node. */
export async function sha256Of(bytes: BufferSource): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return btoa(String.fromCharCode(...hash));
}
