/** A category's path from the page's prefix and the address's rest, without a trailing slash. */
export function categoryPath(prefix: string, splat: string | undefined): string {
  return `${prefix}${splat ?? ''}`.replace(/\/+$/, '');
}
