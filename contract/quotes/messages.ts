/** What a person reads about quotes: plain words, UK English. */
export const quoteMessages = {
  name: 'Please give the quote a name of up to 100 characters.',
  quantity: 'Please enter a quantity from 1 to 999.',
  note: 'Please keep the note to 500 characters.',
  product: 'Please choose a part, such as /products/100001.',
  productNotFound: 'We could not find this part in the catalogue.',
  registration: 'Please enter a registration in letters and numbers, such as WB19 KFD or 191-D-12345.',
  validUntil: 'Please enter a date as YYYY-MM-DD.',
  validUntilPast: 'Please choose a date from today onwards.',
  dateTime: 'Please enter a date and time as yyyy-MM-ddTHH:mm:ss, such as 2026-11-27T09:30:00.',
  tooManyItems: (max: number) => `A quote may have at most ${max} lines.`,
  tooManyChanges: 'Send at most 50 changes at once.',
  notFound: 'We could not find that quote.',
  itemNotFound: 'We could not find that line on any of your quotes.',
  idInUse: 'This id is already in use.',
  noItems: 'This quote has no parts to put in a basket.',
  basketNotFound: 'We could not find that basket.',
  emptyBasket: 'This basket has no parts to save as a quote.',
  shareNotFound:
    'This quote link does not work: it was withdrawn, or the address is not quite right. Please ask for a new link.',
  shareExpired: (validUntil: string) =>
    `This quote ran out on ${validUntil}: its prices no longer hold. Please ask for a new quote.`,
  noShare: 'This quote has no link yet. Share it to make one.',
  shareRunOut: (validUntil: string) =>
    `This quote ran out on ${validUntil}. Change the date it is valid until to share it.`,
  rev: 'This quote has changed since you opened it.',
  /** Issue 43: what a quote promises about its prices, on the screen, the PDF and the shared page. */
  pricesHeldUntil: (validUntil: string) => `Prices are held until the end of ${validUntil}.`,
  pricesNotHeld: 'Prices are not held: the basket is charged the prices of the day it is ordered.',
  ranOutAtTodaysPrices: (validUntil: string) =>
    `This quote ran out on ${validUntil}, so its parts go into the basket at today’s prices.`,
  holdsOffAtTodaysPrices:
    'Prices are not held on your account’s quotes, so this quote’s parts go into the basket at today’s prices.',
  nothingBuyable: 'None of the parts on this quote can be bought online now, so no basket was made.',
} as const;
