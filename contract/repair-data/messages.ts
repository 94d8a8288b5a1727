/** What a person reads about repair data: plain words, UK English, the same on both sides. */
export const repairDataMessages = {
  /** The vehicle was found, but no catalogue variant (so no repair data) matches it. */
  noVariant: 'We found this vehicle, but we have no repair times for it.',
  noMatch: 'We could not find a vehicle with these details. Please check them and try again.',
  unknownTecdocId: 'We have no repair times for this vehicle.',
  searchTooShort: 'Please enter at least 2 letters to search for.',
  serviceUnavailable: 'The repair-time service is not answering at the moment. Please try again shortly.',
  /** Shown beside a chosen job whose time overlap gave 0. */
  covered: 'Covered by other work',
} as const;
