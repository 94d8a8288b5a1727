import { createHash } from 'node:crypto';

/** A stable UUID (version 8, RFC 9562 "custom") from a name: the same id on every run. */
export function deterministicUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  const fourthGroup = `${variant}${hex.slice(18, 20)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${fourthGroup}-${hex.slice(20, 32)}`;
}
