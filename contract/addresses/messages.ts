/**
 * What the address form and the address calls say (storefront-core §3 Address, §5). Plain British
 * English in the GOV.UK manner: say what to do, with an example where a format is asked for.
 * Postcode messages are in postcode.ts beside their rules.
 */
export const addressMessages = {
  firstNameMissing: 'Enter a first name',
  lastNameMissing: 'Enter a last name',
  line1Missing: 'Enter the first line of the address',
  townMissing: 'Enter a town or city',
  typeMissing: 'Choose billing, delivery or both',
  typeRepeated: 'Choose each address type once',
  countryMissing: 'Choose a country from the list',
  telephone: 'Enter a telephone number, like 0113 496 0123 or +353 1 555 0147',
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer`,
  notForDelivery: (country: string) =>
    `We cannot deliver to ${country}. Choose an address in the United Kingdom or Ireland for deliveries`,
  notForBilling: (country: string) => `We cannot bill an address in ${country}`,
  cannotUnsetDefault: 'To change the default address, make another address the default',
  tooMany: (max: number) => `You can save up to ${max} addresses. Delete one you no longer use first`,
  invalidId: 'The address id must be a UUID',
  notFound: 'This address could not be found.',
  idTaken: 'An address with this id already exists.',
  changedElsewhere: 'This address was changed on another device since you last saw it. Choose which to keep.',
} as const;
