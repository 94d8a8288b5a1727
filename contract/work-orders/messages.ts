/** What a person reads about work orders: plain words, UK English. */
export const workOrderMessages = {
  quantity: 'Please enter a quantity from 1 to 999.',
  time: 'Please enter a time as hours and minutes, such as 01:30.',
  /** A time field on the screen, which reads more than the API's HH:MM (readTypedTime). */
  typedTime: 'Please enter the time as 1:30, 1.5 or 90m.',
  rate: 'Please enter a labour rate from 0 to 1,000 an hour.',
  uplift: 'Please enter an uplift from 0 to 100 per cent.',
  mileage: 'Please enter the mileage as a whole number up to 999,999.',
  totalTime: 'The jobs on this work order add up to more than 999 hours 59 minutes. Please check their times.',
  price: 'Please enter a price from 0 to 99,999.99.',
  serviceName: 'Please name the additional service.',
  tooManyLines: (max: number) => `A work order may have at most ${max} lines of each kind.`,
  tooManyChanges: 'Send at most 50 changes at once.',
  notFound: 'We could not find that work order.',
  registration: 'Please enter a registration in letters and numbers, such as WB19 KFD or 191-D-12345.',
  authorisedBy: 'Please say who authorised the work.',
  jobMissing: 'That job is no longer on the work order.',
  noPartsToOrder: 'There are no parts to order on this work order.',
  /** The parts order refused as a whole: each part the branch could not supply, and why. */
  partsNotOrdered: (refusals: readonly string[]) => `The parts were not ordered. ${refusals.join(' ')}`,
  /** Why a part was left off a parts order that ordered the rest (issue 42). */
  notOrderedAwaiting: "awaiting the customer's authorisation",
  notOrderedDeclined: 'declined by the customer',
  notOrderedUnchosen: 'no brand chosen yet',
  notOrderedWithKit: 'another part of its kit could not be ordered.',
  closed: 'This work order is closed: reopen it to change its lines.',
  authorisationOverrideReason:
    'Please say why the work goes ahead before the customer has agreed to it (up to 200 characters).',
  /** Work started with some of it not agreed to (issue 42): the amount still awaiting, in words. */
  awaitingAuthorisation: (amount: string) =>
    `The customer has not agreed to all of this work: ${amount} awaits their authorisation. ` +
    'Record their answer first, or go ahead with a reason.',
  nothingAuthorisedToOrder:
    'No part on this work order is authorised by the customer yet: record their authorisation first, ' +
    'or order with a reason.',
  overrideReason:
    'Please say why this job is charged at its own rate, such as goodwill or warranty (up to 200 characters).',
  /** A line's labour rate the account does not have (issue 42). */
  labourRateUnknown:
    "This labour rate is not one of your account's rates: " +
    'choose one from the list, or mark the job as an override with a reason.',
  /** A line's labour rate named as one of the account's, at another rate (the account's moved since). */
  labourRateChanged: (name: string, rate: string) =>
    `Your account's ${name} rate is ${rate} an hour, not the rate on this job: ` +
    'choose it again from the list, or mark the job as an override with a reason.',
} as const;
