/**
 * UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Both sides make ids
 * with this one function: the client makes the ids of everything it creates offline (baskets,
 * lines, orders, outbox entries) and the server accepts them as primary keys, so nothing is
 * remapped after a sync. Time-ordered ids also keep primary-key indexes compact.
 */
export function uuidv7(now: number = Date.now()): string {
  // Web Crypto: global in browsers, workers and Node ≥ 19; contract/ imports nothing else.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const { ms, sequence } = nextStamp(Math.floor(now), bytes);
  let time = ms;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = 0x70 | (sequence >> 8); // version 7, then the sequence's top 4 bits
  bytes[7] = sequence & 0xff;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * RFC 9562 §6.2 method 1: a 12-bit counter in `rand_a`, so ids made in the same millisecond
 * still sort in the order they were made. The outbox replays by id: a confirm and its payment
 * queued in one transaction must not swap places. The counter starts at a random value in its
 * lower half (leaving room to count up); on overflow the time moves on by a millisecond.
 */
let last = { ms: -1, sequence: 0 };

function nextStamp(now: number, random: Uint8Array): { ms: number; sequence: number } {
  if (now > last.ms || last.ms - now > CLOCK_STEP_BACK_MS) {
    last = { ms: now, sequence: fresh(random) };
  } else if (last.sequence < 0xfff) {
    // The same millisecond (or one borrowed by an overflow just before): count on.
    last = { ms: last.ms, sequence: last.sequence + 1 };
  } else {
    last = { ms: last.ms + 1, sequence: fresh(random) };
  }
  return last;
}

/** A clock set back further than this (or an explicit earlier time) starts afresh. */
const CLOCK_STEP_BACK_MS = 10_000;

const fresh = (random: Uint8Array) => (((random[6] ?? 0) & 0x07) << 8) | (random[7] ?? 0);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in paths as free text; anything else cannot name a row (and would upset a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The creation time of a UUID v7, in Unix milliseconds. */
export function uuidv7Time(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}
