import { createHash } from 'node:crypto';

/**
 * The id of the line a product gets in a basket when the request names none (a line in the
 * specification's shape, without `id`): a name-based UUID (version 5, RFC 9562 §5.5) of the product
 * id in the basket id's namespace. The same basket and product always give the same id, so a
 * replayed request finds the line its first try made instead of adding a second.
 */
export function productLineId(basketId: string, productId: string): string {
  const namespace = Buffer.from(basketId.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(productId.toLowerCase(), 'utf8').digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
