/** What the catalogue's calls answer when something is missing or wrong. */
export const catalogueMessages = {
  categoryNotFound: 'This category could not be found.',
  productNotFound: 'This product could not be found. It may have been withdrawn or replaced.',
  priceOnRequest: 'Price on request',
  imageNotFound:
    'This product has no such image: a part with measures has a dimensions drawing, one without has a label.',
} as const;
