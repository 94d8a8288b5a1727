import { priceBasket, pricingInputOf } from '../../../contract/basket/pricing';
import type { Basket, BasketLine } from '../../../contract/basket/schemas';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { convertedUnitPrice, unitPriceFor } from '../../../contract/basket/unit-price';
import { vatRateFor } from '../../../contract/money/exchange';
import type { ShippingService } from '../../../contract/shipping/schemas';
import type { BasketRow } from '../../db/baskets';

/** What re-pricing on the device needs beyond the basket: the shipping services and who buys. */
export interface PricingContext {
  services: readonly ShippingService[];
  isTrade: boolean;
  now?: Date;
}

export type LocalBasket = BasketRow['basket'];

/** A new, empty basket in the preferred currency (§4 "create one with empty lines"). */
export function emptyBasket(id: string, currency: Basket['currency'], now = new Date()): LocalBasket {
  const basket: Omit<LocalBasket, 'totals'> = {
    id,
    currency,
    status: 'open',
    lines: [],
    promotions: [],
    shipping: null,
    orderId: null,
    updatedAt: now.toISOString(),
  };
  return { ...basket, totals: priceBasket(pricingInputOf(basket, [], false, now)) };
}

export interface LineExtras {
  vehicleOptions?: Record<string, string | number | boolean | null>;
}

/**
 * A line carried into a basket of another currency (a guest keeping the lines of a euro account's
 * basket at logout): its unit price and VAT in the new basket's, provisionally, until the server
 * prices it from its own list.
 */
export function lineInCurrency(line: BasketLine, from: Basket['currency'], to: Basket['currency']): BasketLine {
  if (from === to) return line;
  return {
    ...line,
    unitPrice: { excTax: convertedUnitPrice(line.unitPrice.excTax, from, to) },
    taxRate: vatRateFor(line.taxRate, to),
  };
}

/** A line for a product seen in the catalogue, priced as the server will price it (provisional). */
export function lineFromProduct(
  lineId: string,
  product: ProductSummary,
  quantity: number,
  currency: Basket['currency'],
  extras: LineExtras = {},
): BasketLine {
  const unit = unitPriceFor(product, currency);
  return {
    id: lineId,
    product: `/products/${product.sku}`,
    productVariant: null,
    quantity,
    productName: product.productName,
    vehicleOptions: extras.vehicleOptions ?? null,
    item: { sku: product.sku, name: product.productName, brand: { name: product.brand.name } },
    brandName: product.brand.name,
    componentName: product.category.name,
    // Offline the device knows the product's own category; the server adds its ancestors.
    categoryIds: [product.category.id],
    unitPrice: { excTax: unit },
    taxRate: vatRateFor(product.taxRate, currency),
    linePriceTotal: { excTax: unit * quantity, incTax: unit * quantity },
    discount: { excTax: 0 },
    promotions: [],
  };
}

/**
 * Totals by the same contract rules the server uses (contract/basket/pricing.ts); the screen
 * marks them provisional until the server has priced the basket itself.
 */
export function reprice(basket: LocalBasket, context: PricingContext): LocalBasket {
  const now = context.now ?? new Date();
  const totals = priceBasket(pricingInputOf(basket, context.services, context.isTrade, now));
  const byLine = new Map(totals.lines.map((line) => [line.id, line]));
  const lines = basket.lines.map((line) => {
    const priced = byLine.get(line.id);
    return priced
      ? { ...line, linePriceTotal: priced.linePriceTotal, discount: priced.discount, promotions: priced.promotions }
      : line;
  });
  return { ...basket, lines, totals, updatedAt: now.toISOString() };
}

/** Adds a quantity of a product: onto its existing line, else as a new line. */
export function withProductAdded(basket: LocalBasket, line: BasketLine): { basket: LocalBasket; line: BasketLine } {
  const existing = basket.lines.find((l) => l.product === line.product);
  if (existing) {
    const merged = { ...existing, quantity: existing.quantity + line.quantity };
    return { basket: { ...basket, lines: basket.lines.map((l) => (l.id === existing.id ? merged : l)) }, line: merged };
  }
  return { basket: { ...basket, lines: [...basket.lines, line] }, line };
}

/** Sets a line's quantity; 0 removes it (as the server does). */
export function withQuantity(basket: LocalBasket, lineId: string, quantity: number): LocalBasket {
  const lines =
    quantity <= 0
      ? basket.lines.filter((line) => line.id !== lineId)
      : basket.lines.map((line) => (line.id === lineId ? { ...line, quantity } : line));
  return { ...basket, lines };
}

/** The row for a basket as the server answered it: the server's word, no longer provisional. */
export function rowFromServer(basket: Basket, userId: string, previous?: BasketRow): BasketRow {
  const { version, ...rest } = basket;
  return {
    id: basket.id,
    userId,
    serverVersion: version,
    provisional: false,
    updatedAt: basket.updatedAt,
    basket: rest,
    pendingPromoCodes: [],
    order: previous?.order ?? null,
    orderPending: previous?.orderPending ?? null,
    orderProblem: previous?.orderProblem ?? null,
  };
}
