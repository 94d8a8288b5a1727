/** What the tracking (wismo) calls answer (issue 26), in plain words. */
export const trackingMessages = {
  notFound: 'There is no tracking for this order.',
  ref: 'Please give the order reference.',
  refs: 'Please give at least one order reference.',
  tooManyRefs: (max: number) => `At most ${max} orders can be refreshed at once.`,
  status: 'Please choose a status from the list.',
  date: 'Please enter a date as YYYY-MM-DD.',
  limit: (max: number) => `Please ask for between 1 and ${max} orders a page.`,
  page: 'The page should be a whole number from 1.',
  tooLong: (max: number) => `This value should have at most ${max} characters.`,
} as const;
