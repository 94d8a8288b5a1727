/**
 * A checklist item's id, the same on the device and the server: a new health check's items come
 * from its template on both sides, so the device can change an item offline before the server
 * has made it, and the server's copy keys it the same. The id is a name-based UUID (version 8) of
 * the health check's id and the item's template key: 128 bits from four FNV-1a hashes.
 */
export function itemIdOf(healthCheckId: string, key: string): string {
  const text = `${healthCheckId.toLowerCase()}:${key}`;
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => fnv1a(text, seed));
  const hex = words.map((word) => word.toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const groups = [hex.slice(0, 8), hex.slice(8, 12), `8${hex.slice(13, 16)}`, `${variant}${hex.slice(17, 20)}`];
  return `${groups.join('-')}-${hex.slice(20, 32)}`;
}

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
