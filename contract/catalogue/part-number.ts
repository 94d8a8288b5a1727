/**
 * Part numbers match with or without spaces, dashes, dots and slashes, in any case:
 * 'P 85 020', 'p85-020' and 'P85020' are one number. Server search and the offline pack both
 * compare numbers in this form.
 */
export function normalisePartNumber(value: string): string {
  return value.toUpperCase().replace(/[\s\-./\\_]+/g, '');
}

/** Could this be a part number, sku or cross-reference rather than words? */
export function looksLikePartNumber(value: string): boolean {
  const compact = normalisePartNumber(value);
  return compact.length >= 3 && compact.length <= 40 && /\d/.test(compact) && /^[A-Z0-9]+$/.test(compact);
}
