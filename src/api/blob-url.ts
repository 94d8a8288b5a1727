/** storefront-core §9: a document's blob URL (an invoice PDF, a ZIP) is revoked after 1 hour. */
export const BLOB_URL_LIFETIME_MS = 60 * 60_000;

/**
 * Bytes the server answered (a PDF, a ZIP) as a URL the page can open or download, freed after an
 * hour so that a tab left open does not hold every document it ever opened.
 */
export function blobUrl(bytes: BlobPart, type: string, lifetimeMs = BLOB_URL_LIFETIME_MS): string {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  setTimeout(() => URL.revokeObjectURL(url), lifetimeMs);
  return url;
}
