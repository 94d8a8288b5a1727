import { formatMoney } from '../money/format-money';

/**
 * What applying a promotion code answers (storefront-core §5 and §8). The screen shows the first
 * violation of a 400 or 422; it never copies these strings.
 */
export const promotionMessages = {
  /** storefront-core §5, word for word. */
  alreadyInBasket: 'This promotion is already in your basket.',
  unknownCode: 'This promotion code is not recognised. Please check it and try again.',
  expired: 'This promotion has ended.',
  notStarted: 'This promotion has not started yet.',
  tradeOnly: 'This promotion is only available to trade account customers.',
  thresholdNotMet: (thresholdMinor: number, currency: string) =>
    `Spend ${formatMoney(thresholdMinor, currency)} or more (excluding VAT) to use this promotion.`,
  noCodes: 'Please enter a promotion code.',
  notInBasket: 'This promotion is not in your basket.',
  /** Said at confirm when a promotion ended after it was added. */
  droppedAtConfirm: (code: string) => `The promotion ${code} has ended and was removed from your basket.`,
  /** Said at confirm when a promotion no longer applies (the basket changed below its threshold). */
  noLongerApplies: (code: string) => `The promotion ${code} no longer applies to your basket.`,
} as const;
