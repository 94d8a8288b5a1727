import { PRICE_ON_REQUEST } from '../money/price-on-request';

/** What the catalogue's calls answer when something is missing or wrong. */
export const catalogueMessages = {
  categoryNotFound: 'This category could not be found.',
  productNotFound: 'This product could not be found. It may have been withdrawn or replaced.',
  // The words are the money kernel's (money/price-on-request), which every domain may use.
  priceOnRequest: PRICE_ON_REQUEST,
  imageNotFound:
    'This product has no such image: a part with measures has a dimensions drawing, one without has a label.',
} as const;
