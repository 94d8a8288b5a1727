import { fromSterling, vatRateFor, type PriceListCurrency } from '../money/exchange';
import { withTax } from '../money/tax';
import type { PromotionRule } from '../promotions/schemas';
import type { ShippingService } from '../shipping/schemas';
import type { Basket, Totals } from './schemas';

/**
 * The basket's totals, PURE: the server prices with it (authoritative) and the client with the
 * same code while offline (provisional), so both agree to the penny. Integer minor units only.
 *
 * - Lines arrive in the basket's currency with their VAT rate (the basket line carries both).
 *   Promotion amounts and shipping prices are sterling data, converted here for a euro basket.
 * - A promotion counts when it has started, has not ended, is not trade-only for a non-trade
 *   person, and the goods before discounts reach its threshold.
 * - Percentages: per line, half-up, each on the line's own amount (so two percentages add up
 *   whatever their order), never more than the line.
 * - A fixed amount is spread over the lines in proportion to what is left of each after the
 *   percentages, by largest remainder, so the parts add up to the amount exactly.
 * - Shipping is free over the service's threshold (goods after discounts) or with a free-shipping
 *   promotion; it is taxed at its own rate.
 * - VAT per line on the discounted amount (withTax, half-up), so a line's figures always add up.
 */
export interface PricingLine {
  id: string;
  unitPriceExcTax: number;
  taxRate: number;
  quantity: number;
  /** The line's category and its ancestors. */
  categoryIds: readonly string[];
}

export interface PricingInput {
  currency: PriceListCurrency;
  lines: readonly PricingLine[];
  promotions: readonly PromotionRule[];
  shipping: ShippingService | null;
  isTrade: boolean;
  now: Date;
}

export type PromotionProblem = 'notStarted' | 'expired' | 'tradeOnly' | 'threshold';

/** Why a promotion does not count for this basket now, or null when it does. */
export function promotionProblem(
  rule: PromotionRule,
  context: { now: Date; isTrade: boolean; itemsExcTax: number; currency: PriceListCurrency },
): PromotionProblem | null {
  const now = context.now.getTime();
  if (rule.endsAt !== null && now >= Date.parse(rule.endsAt)) return 'expired';
  if (now < Date.parse(rule.startsAt)) return 'notStarted';
  if (rule.tradeOnly && !context.isTrade) return 'tradeOnly';
  if (
    rule.thresholdExcTax !== undefined &&
    context.itemsExcTax < fromSterling(rule.thresholdExcTax, context.currency)
  ) {
    return 'threshold';
  }
  return null;
}

/** round(amount × basisPoints / 10,000), half-up, for non-negative integers. */
function percentOf(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** `amount` in whole parts proportional to `weights` (non-negative), adding up exactly. */
export function spreadByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const parts = weights.map((weight) => Number((big * BigInt(weight)) / bigTotal));
  const remainders = weights.map((weight) => (big * BigInt(weight)) % bigTotal);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const diff = (remainders[b] ?? 0n) - (remainders[a] ?? 0n);
      return diff > 0n ? 1 : diff < 0n ? -1 : a - b;
    });
  for (const index of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

const matchesCategory = (rule: PromotionRule, line: PricingLine) =>
  (rule.categoryIds ?? []).some((id) => line.categoryIds.includes(id));

export function priceBasket(input: PricingInput): Totals {
  const { currency, shipping } = input;
  const lines = input.lines.filter((line) => line.quantity > 0);
  const amounts = lines.map((line) => line.unitPriceExcTax * line.quantity);
  const itemsExcTax = amounts.reduce((sum, amount) => sum + amount, 0);
  const discounts = lines.map(() => 0);
  const lineCodes = lines.map(() => new Set<string>());
  const byCode = new Map<string, number>();

  const counted = input.promotions.filter(
    (rule) => promotionProblem(rule, { now: input.now, isTrade: input.isTrade, itemsExcTax, currency }) === null,
  );
  for (const rule of counted) byCode.set(rule.code, 0);
  const give = (rule: PromotionRule, index: number, amount: number) => {
    if (amount <= 0) return;
    discounts[index] = (discounts[index] ?? 0) + amount;
    lineCodes[index]?.add(rule.code);
    byCode.set(rule.code, (byCode.get(rule.code) ?? 0) + amount);
  };

  for (const rule of counted) {
    if (rule.kind !== 'percentOffAll' && rule.kind !== 'percentOffCategory') continue;
    lines.forEach((line, index) => {
      if (rule.kind === 'percentOffCategory' && !matchesCategory(rule, line)) return;
      const room = (amounts[index] ?? 0) - (discounts[index] ?? 0);
      give(rule, index, Math.min(room, percentOf(amounts[index] ?? 0, rule.percentBasisPoints ?? 0)));
    });
  }
  for (const rule of counted) {
    if (rule.kind !== 'amountOffOverThreshold') continue;
    const rooms = lines.map((_, index) => (amounts[index] ?? 0) - (discounts[index] ?? 0));
    const available = rooms.reduce((sum, room) => sum + room, 0);
    const amount = Math.min(available, fromSterling(rule.amountOffExcTax ?? 0, currency));
    spreadByLargestRemainder(amount, rooms).forEach((part, index) => give(rule, index, part));
  }

  const discountExcTax = discounts.reduce((sum, discount) => sum + discount, 0);
  const goodsExcTax = itemsExcTax - discountExcTax;

  let shippingBeforeDiscount = 0;
  let shippingDiscountExcTax = 0;
  let shippingTax = 0;
  if (shipping) {
    const freeOver = shipping.freeOverExcTax === null ? null : fromSterling(shipping.freeOverExcTax, currency);
    shippingBeforeDiscount =
      freeOver !== null && goodsExcTax >= freeOver ? 0 : fromSterling(shipping.priceExcTax, currency);
    const freeShipping = counted.find(
      (rule) =>
        rule.kind === 'freeShipping' &&
        (!rule.shippingServiceCodes || rule.shippingServiceCodes.includes(shipping.code)),
    );
    if (freeShipping && shippingBeforeDiscount > 0) {
      shippingDiscountExcTax = shippingBeforeDiscount;
      byCode.set(freeShipping.code, (byCode.get(freeShipping.code) ?? 0) + shippingDiscountExcTax);
    }
    const shippingExc = shippingBeforeDiscount - shippingDiscountExcTax;
    shippingTax = withTax(shippingExc, vatRateFor(shipping.taxRate, currency)) - shippingExc;
  }
  const shippingExcTax = shippingBeforeDiscount - shippingDiscountExcTax;

  const pricedLines = lines.map((line, index) => {
    const excTax = amounts[index] ?? 0;
    const afterExc = excTax - (discounts[index] ?? 0);
    return {
      id: line.id,
      linePriceTotal: { excTax, incTax: withTax(excTax, line.taxRate) },
      discount: { excTax: discounts[index] ?? 0 },
      linePriceTotalAfterDiscount: { excTax: afterExc, incTax: withTax(afterExc, line.taxRate) },
      promotions: [...(lineCodes[index] ?? [])].map((promotionCode) => ({ promotionCode })),
    };
  });
  const linesTax = pricedLines.reduce(
    (sum, line) => sum + line.linePriceTotalAfterDiscount.incTax - line.linePriceTotalAfterDiscount.excTax,
    0,
  );
  const totalExcTax = goodsExcTax + shippingExcTax;
  const totalTax = linesTax + shippingTax;
  return {
    currency,
    itemsExcTax,
    discountExcTax,
    shippingExcTax,
    shippingDiscountExcTax,
    totalExcTax,
    totalTax,
    totalIncTax: totalExcTax + totalTax,
    lines: pricedLines,
    promotions: [...byCode].map(([promotionCode, amount]) => ({ promotionCode, discountExcTax: amount })),
  };
}

/**
 * The pricing input of a basket as the API answers it (or as the client keeps it offline): its
 * lines, its promotions' rules and its chosen shipping service, looked up among `services`.
 */
export function pricingInputOf(
  basket: Pick<Basket, 'currency' | 'lines' | 'promotions' | 'shipping'>,
  services: readonly ShippingService[],
  isTrade: boolean,
  now: Date,
): PricingInput {
  return {
    currency: basket.currency,
    lines: basket.lines.map((line) => ({
      id: line.id,
      unitPriceExcTax: line.unitPrice.excTax,
      taxRate: line.taxRate,
      quantity: line.quantity,
      categoryIds: line.categoryIds,
    })),
    promotions: basket.promotions.map((promotion) => promotion.rule),
    shipping: basket.shipping ? (services.find((service) => service.code === basket.shipping?.service) ?? null) : null,
    isTrade,
    now,
  };
}
