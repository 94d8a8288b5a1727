/** What a person reads about quick kits: plain words, UK English, the same on both sides. */
export const quickKitMessages = {
  noVehicle: 'Please choose a vehicle first: its registration, VIN or make and model.',
  unknownVehicle: 'We could not find that vehicle in our catalogue.',
  noPricedPart: 'No priced part for this vehicle',
  selectionsRequired: (count: number) => (count === 1 ? '1 selection required' : `${count} selections required`),
  flagged: 'Please give the additional service both a name and a price.',
} as const;
