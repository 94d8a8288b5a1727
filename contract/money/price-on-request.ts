import { formatMoney, type MoneyFormat } from './format-money';

/**
 * When a price is a price (trade-features §5): a product with no price above zero excluding tax
 * is not priced. It shows "Price on request", never £0.00, and cannot be compared on price.
 */
export const PRICE_ON_REQUEST = 'Price on request';

/** Priced: a finite number of minor units above zero (excluding tax). */
export function isPriced(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/**
 * "priceWithSurcharge" of product information: the price plus the surcharge (an exchange unit's
 * deposit, refunded on return of the old one), both in minor units; no surcharge counts as 0.
 */
export function priceWithSurcharge(price: number, surcharge: number | null | undefined = 0): number {
  const extra = surcharge ?? 0;
  if (!Number.isSafeInteger(price) || !Number.isSafeInteger(extra)) {
    throw new RangeError(`Prices must be whole minor units: ${price} + ${extra}`);
  }
  return price + extra;
}

/**
 * The text for a price: "Price on request" when it is not priced, else the formatted amount.
 * `shown` is the figure to display (with tax when the toggle says so); `excTax`, when given,
 * decides whether the product is priced, as the specification says.
 */
export function priceText(
  shown: number | null | undefined,
  currencyCode = 'GBP',
  options: MoneyFormat & { excTax?: number | null } = {},
): string {
  const { excTax = shown, ...format } = options;
  if (!isPriced(excTax) || typeof shown !== 'number') return PRICE_ON_REQUEST;
  return formatMoney(shown, currencyCode, format);
}

/** What product information holds per sku for this rule (trade-features §3). */
export interface PricedInformation {
  price: number | null | undefined;
  showOnWebsite: boolean;
}

/**
 * "Product information is empty if no product has a price or none is shown on the website":
 * the information per sku is kept only when at least one product is priced and at least one is
 * shown on the website; otherwise the whole of it is empty.
 */
export function productInformationOrEmpty<I extends PricedInformation>(
  bySku: Readonly<Record<string, I>>,
): Record<string, I> {
  const entries = Object.values(bySku);
  const anyPriced = entries.some((info) => isPriced(info.price));
  const anyShown = entries.some((info) => info.showOnWebsite);
  return anyPriced && anyShown ? { ...bySku } : {};
}
