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
  noMotHistory: (registration: string) =>
    `There is no MOT record for ${registration}. Check the registration and try again: ` +
    'a vehicle less than three years old may not have had its first MOT yet.',
  serviceBusy: 'The vehicle lookup service is busy. Please try again in a moment.',
  serviceUnavailable: 'The vehicle lookup service is not answering at the moment. Please try again shortly.',
  /**
   * The MOT history modal's own words when the server gave none (trade-features §8, VEH-24; they
   * replace its 'Failed to fetch MOT history', which said neither what happened nor what to do).
   */
  motNoAnswer: 'The MOT history service did not answer, so the MOT history cannot be shown. Please try again.',
  motNotFound: 'There is no MOT record for this registration. Check the registration and try again.',
  motOffline: 'You are offline, so the MOT history cannot be fetched. Try again when you are back online.',
  unexpected: 'An unexpected error occurred',
} as const;
