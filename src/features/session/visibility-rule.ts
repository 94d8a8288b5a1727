/**
 * Pages where the tab becoming visible does not force a token refresh (§4): trade invoices,
 * category listings and work-order part selection.
 */
const EXCEPTIONS: readonly RegExp[] = [
  /^\/account\/invoices(\/|$)/,
  /^\/category(\/|$)/,
  /^\/work-orders\/add-parts\/part-selection(\/|$)/,
];

export function refreshesOnVisible(pathname: string): boolean {
  return !EXCEPTIONS.some((pattern) => pattern.test(pathname));
}
