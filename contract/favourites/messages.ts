export const favouriteMessages = {
  unknownProduct: 'This product could not be found.',
  notFound: 'This favourite could not be found.',
  added: 'Added to your favourites.',
  removed: 'Removed from your favourites.',
} as const;
