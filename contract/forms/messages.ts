/** Messages of forms and applications, shown beside their fields (plain UK English). */
export const formMessages = {
  formNotFound: 'This form could not be found.',
  required: (label: string) => `Please enter your ${label.toLowerCase()}.`,
  requiredChoice: (label: string) => `Please choose your ${label.toLowerCase()}.`,
  requiredTick: 'Please tick this box to continue.',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  email: 'Please enter a valid email address, like name@example.co.uk.',
  telephone: 'Please enter a valid phone number, like 0113 496 0000 or +353 1 555 0100.',
  postcode: 'Please enter a valid UK postcode or Eircode, like LS1 4AP or D02 X285.',
  choice: 'Please choose one of the options.',
  notText: 'Please enter text here.',
  notTick: 'This box is either ticked or not.',
  unknownField: 'This field is not part of the form.',
  registration: 'Please enter a valid registration, like AB12 CDE or 191-D-12345.',
  preferredDateTooSoon: 'Please choose a date from tomorrow onwards.',
  preferredDateTooLate: (days: number) => `Please choose a date within the next ${days} days.`,
  date: 'Please enter a date as YYYY-MM-DD.',
} as const;
