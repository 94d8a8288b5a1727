/**
 * A pack version: the catalogue's epoch (drawn once per database) and its change counter,
 * '1204387.268752'. Another epoch means another catalogue: a device holding it starts over.
 */
export interface PackVersion {
  epoch: number;
  counter: bigint;
}

export const PACK_VERSION_PATTERN = /^\d{1,10}\.\d{1,19}$/;

export function formatPackVersion({ epoch, counter }: PackVersion): string {
  return `${epoch}.${counter}`;
}

export function parsePackVersion(text: string): PackVersion | null {
  if (!PACK_VERSION_PATTERN.test(text)) return null;
  const [epoch = '', counter = ''] = text.split('.');
  return { epoch: Number(epoch), counter: BigInt(counter) };
}
