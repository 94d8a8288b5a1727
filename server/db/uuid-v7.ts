import { randomBytes } from 'node:crypto';

/**
 * UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Time-ordered ids
 * keep primary-key indexes compact, and they match the ids the client makes (architecture).
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  const time = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((time >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70; // version 7
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in paths as free text; anything else cannot name a row (and would upset a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
