export const locationMessages = {
  notFound: 'This store could not be found.',
  placeNotFound: (query: string) =>
    `We could not find "${query}". Try a town, a postcode such as LS5 3BT, or an Eircode such as D12 YX76.`,
  noStores: 'There are no stores in this country yet.',
} as const;
