/**
 * UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Both sides make ids
 * with this one function: the client makes the ids of everything it creates offline (baskets,
 * lines, orders, outbox entries) and the server accepts them as primary keys, so nothing is
 * remapped after a sync. Time-ordered ids also keep primary-key indexes compact.
 */
export function uuidv7(now: number = Date.now()): string {
  // Web Crypto: global in browsers, workers and Node ≥ 19; contract/ imports nothing else.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let time = Math.floor(now);
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70; // version 7
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in paths as free text; anything else cannot name a row (and would upset a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The creation time of a UUID v7, in Unix milliseconds. */
export function uuidv7Time(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}
