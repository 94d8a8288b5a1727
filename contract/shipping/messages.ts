/**
 * What choosing a shipping service and date answers. The screen shows a refused choice's
 * hydra:description (storefront-core §8, "Shipping update error").
 */
export const shippingMessages = {
  unknownService: 'This delivery option is not available. Please choose another.',
  tradeOnly: 'Same-day van delivery is only available to trade account customers.',
  pastDate: 'Please choose a date from today onwards.',
  tooFarAhead: (days: number) => `Please choose a date within the next ${days} days.`,
  noSundays: 'We do not deliver on Sundays.',
  vanCutOff: 'Same-day van delivery must be booked before 14:00.',
  cutOff: (service: string, time: string) => `${service} must be booked before ${time} for the same day.`,
  earliest: (service: string, date: string) => `The earliest date for ${service} is ${date}.`,
  invalidDate: 'Please enter a date as YYYY-MM-DD.',
  notChosen: 'Please choose how you would like to receive your order.',
} as const;
