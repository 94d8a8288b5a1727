/** What the catalogue's calls answer when something is missing or wrong. */
export const catalogueMessages = {
  categoryNotFound: 'This category could not be found.',
  productNotFound: 'This product could not be found. It may have been withdrawn or replaced.',
  priceOnRequest: 'Price on request',
} as const;
