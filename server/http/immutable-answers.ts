/**
 * Parts of answers that never change once made: a product summary read again at the same row
 * versions is the very same object (catalogue/product-summaries.ts). The serializer writes such
 * a member of a collection once and keeps its JSON for as long as the object lives, instead of
 * writing the same kilobyte on every request (server/http/serializer.ts).
 *
 * `immutable` freezes the value all the way down, so that what was written stays true of it.
 */
const kept = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

export function immutable<T extends object>(value: T): T {
  deepFreeze(value);
  kept.add(value);
  return value;
}

export const isImmutable = (value: unknown): boolean => typeof value === 'object' && value !== null && kept.has(value);
