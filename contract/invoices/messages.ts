/** What the invoice calls answer (issue 26), in plain words. */
export const invoiceMessages = {
  notFound: 'This invoice could not be found.',
  date: 'Please enter a date as DD/MM/YYYY.',
  dateOrder: 'The end date must be on or after the start date.',
  type: 'Please choose invoices or credit notes.',
  invoiceNumber: 'Please give the invoice number.',
  magic: 'Please give the invoice’s download code.',
  country: 'The country should be GB or IE.',
  chooseInvoices: 'Please choose at least one invoice.',
  tooManyInvoices: (max: number) => `At most ${max} invoices can be downloaded at once.`,
  /** Credit notes (for digital returns). */
  notAnInvoice: 'Only an invoice can be credited.',
  unknownLine: 'This line is not on the invoice.',
  creditQuantity: (left: number) =>
    left > 0 ? `At most ${left} of this line can still be credited.` : 'This line has already been credited in full.',
  nothingToCredit: 'Please choose at least one line to credit.',
  reason: 'Please give the reason for the credit.',
} as const;
