/** What the digital-return calls answer (issue 26), in plain words. */
export const returnMessages = {
  notFound: 'This return could not be found.',
  orderNotFound: 'This order could not be found.',
  chooseOrder: 'Please choose the order the parts came on.',
  chooseLines: 'Please choose at least one part to return.',
  tooManyLines: (max: number) => `At most ${max} lines can be returned at once.`,
  orderLine: 'Please choose a part from this order.',
  unknownLine: 'This part is not on the order.',
  quantity: 'Please enter how many to return (a whole number, at least 1).',
  returnable: (left: number) =>
    left > 0 ? `At most ${left} of this part can be returned.` : 'This part cannot be returned.',
  reason: 'Please choose why you are returning it.',
  note: 'Please say why you are returning it.',
  noteLength: (max: number) => `Please keep the note under ${max} characters.`,
  idTaken: 'A return with this id already exists.',
  /** While a return waits in the outbox (offline). */
  queued: 'Not yet sent – will be sent when online',
} as const;

/** Why a line of an order cannot be returned, by the code the server gives. */
export const notReturnableMessages = {
  'not-delivered': 'This order has not been delivered yet.',
  cancelled: 'This order was cancelled.',
  'outside-window': 'The return period for this order has ended.',
  'special-order': 'Special-order parts cannot be returned.',
  'electrical-unit': 'Electrical units cannot be returned once opened. Please speak to your branch.',
  'already-returned': 'All of this part has been returned, or is on a return under way.',
  'not-a-part': 'Only parts can be returned.',
} as const;
