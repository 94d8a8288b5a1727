import { formatMoney } from '../money/format-money';

/**
 * What the basket calls answer (storefront-core §8: "Basket add, update, confirm with status 400
 * or above: violations mapped to field errors"). Screens show these through the server's
 * answers or these functions; they never copy the strings.
 */
export const basketMessages = {
  notFound: 'This basket could not be found.',
  /** §8, word for word: a line refused with no violation of its own, or a 500. */
  addProblem: (productName: string) => `There was a problem when adding this item (${productName}) to the basket`,
  chooseProduct: 'Please choose a product.',
  unknownProduct: 'This product could not be found. It may have been withdrawn or replaced.',
  notSoldOnline: 'This product cannot be bought online. Please contact your branch.',
  priceOnRequest: 'This product is priced on request. Please contact your branch for a price.',
  quantityRange: 'Please enter a quantity from 0 to 999.',
  duplicateLine: 'This line appears more than once in the request.',
  tooManyLines: (max: number) => `A basket can hold at most ${max} lines.`,
  currency: 'Baskets can be priced in GBP or EUR only.',
  invalidId: 'This value should be a UUID.',
  versionConflict:
    'This basket was changed on another device or tab since you last saw it. Please review the latest version.',
  alreadyConfirmed: 'This basket has already been confirmed as an order.',
  empty: 'Your basket is empty.',
  outOfStock: (where: string) => `This item is out of stock at ${where}.`,
  customerReference: 'Please keep your reference to 35 characters.',
  notEnoughStock: (available: number, where: string) => `Only ${available} in stock at ${where}.`,
  /** The 409 of a confirm whose expected total no longer holds; `changes` lists what moved. */
  totalChanged: (from: number, to: number, currency: string, changes: readonly string[]) =>
    [
      `Your basket total has changed from ${formatMoney(from, currency)} to ${formatMoney(to, currency)}.`,
      ...changes,
    ].join(' '),
  /** The order went through for less than the person was shown (they are told, not asked). */
  totalFell: (from: number, to: number, currency: string) =>
    `Your total came to ${formatMoney(to, currency)}, ` +
    `less than the ${formatMoney(from, currency)} shown when you placed the order.`,
  priceChanged: (productName: string, from: number, to: number, currency: string) =>
    `${productName} is now ${formatMoney(to, currency)} (was ${formatMoney(from, currency)}), excluding VAT.`,
  /** Where stock is counted for someone without a trade account's branch. */
  anyBranch: 'any of our branches',
} as const;
