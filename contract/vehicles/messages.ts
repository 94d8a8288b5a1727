/** What vehicle search says, on both sides (the client never copies a server string by hand). */
export const vehicleMessages = {
  registrationNotFound: (registration: string) =>
    `We could not find a vehicle with the registration ${registration}. Please check it and try again.`,
  vinNotFound: (vin: string) => `We could not find a vehicle with the VIN ${vin}. Please check it and try again.`,
  notInCatalogue: 'We found this vehicle, but we do not list parts for it yet.',
  unknownMake: 'This make could not be found.',
  unknownModel: 'This model could not be found for the chosen make.',
  noActiveVehicle: 'There is no vehicle selected. Search for a vehicle first.',
  noMotForIrish: (registration: string) =>
    `${registration} is an Irish registration: Irish vehicles have the NCT, so there is no MOT history.`,
  noMotHistory: (registration: string) => `We could not find an MOT history for ${registration}.`,
  serviceBusy: 'The vehicle lookup service is busy. Please try again in a moment.',
  serviceUnavailable: 'The vehicle lookup service is not answering at the moment. Please try again shortly.',
  /** trade-features §8, the client's own fallbacks for the MOT history modal. */
  motFetchFailed: 'Failed to fetch MOT history',
  unexpected: 'An unexpected error occurred',
} as const;
