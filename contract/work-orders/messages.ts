/** What a person reads about work orders: plain words, UK English. */
export const workOrderMessages = {
  invalidId: 'This is not a valid id.',
  quantity: 'Please enter a quantity from 1 to 999.',
  time: 'Please enter a time as hours and minutes, such as 01:30.',
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
  closed: 'This work order is closed: reopen it to change its lines.',
} as const;
