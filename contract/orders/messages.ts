/** What the order and payment calls answer. */
export const orderMessages = {
  notFound: 'This order could not be found.',
  alreadyPaid: 'This order has already been paid.',
  cancelled: 'This order was cancelled, so it cannot be paid.',
  currencyMismatch: (currency: string) => `This order is in ${currency}: please pay it in ${currency}.`,
  payOnAccountOnly: 'Orders can only be paid on account at the moment.',
  chooseOrder: 'Please choose the order to pay.',
  idTaken: 'An order with this id already exists.',
  paymentIdTaken: 'A payment with this id already exists.',
  paymentNotFound: 'Payment not found.',
  /** Cancelling (issue 26): parts ordered for a work order stay with it; the branch takes them back. */
  workOrderPartsOrder: 'These parts were ordered for a work order. Please ask your branch to cancel them.',
  /**
   * Too late to cancel (issue 43), by cancel-rule.ts's reason: past the branch's shelf the way
   * back is a return, with its window and quantities.
   */
  tooLateToCancel: {
    dispatched:
      'This order has been dispatched, so it can no longer be cancelled. Once it arrives you can return its parts.',
    'ready-to-collect':
      'This order is ready to collect, so it can no longer be cancelled. Once collected you can return its parts.',
    'handed-over':
      'This order has been delivered or collected, so it can no longer be cancelled. Please return its parts instead.',
  },
  /** The order's line in the person's words while it waits in the outbox (issue 7). */
  queued: 'Not yet placed – will be sent when online',
} as const;
