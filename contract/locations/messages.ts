export const locationMessages = {
  notFound: 'This store could not be found.',
  placeNotFound: (query: string) =>
    `We could not find "${query}". Try a town, a postcode such as LS5 3BT, or an Eircode such as D12 YX76.`,
  noStores: 'There are no stores in this country yet.',
  placeSearchUnavailable:
    'Finding places is not possible just now. Please try again in a minute, or pick a store from the list.',
} as const;
