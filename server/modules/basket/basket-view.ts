import { priceBasket, pricingInputOf } from '../../../contract/basket/pricing';
import type { Basket, BasketLine } from '../../../contract/basket/schemas';
import type { BasketPromotion } from '../../../contract/promotions/schemas';
import type { ShippingService } from '../../../contract/shipping/schemas';
import type { BasketRow } from '../../db/schema';
import type { LineRecord } from './baskets.repository';
import { catalogueLineTerms } from './catalogue-line-terms';

/**
 * The basket as the API answers it, priced now with the contract's pricing (the same code the
 * client runs offline). Each line's name, unit price and VAT rate are the catalogue's
 * (catalogue-line-terms.ts), whatever the client sent.
 */
export interface BasketParts {
  row: BasketRow;
  lines: LineRecord[];
  promotions: BasketPromotion[];
  /** The chosen service, when the basket has one. */
  shipping: ShippingService | null;
  isTrade: boolean;
  now: Date;
}

export const productRef = (sku: string) => `/products/${encodeURIComponent(sku)}`;

function toLine(record: LineRecord, currency: Basket['currency']): BasketLine {
  const terms = catalogueLineTerms(record, currency);
  return {
    id: record.id,
    product: productRef(record.sku),
    productVariant: record.product_variant,
    quantity: record.quantity,
    productName: terms.name,
    vehicleOptions: record.vehicle_options,
    item: { sku: record.sku, name: terms.name, brand: { name: record.brand_name } },
    brandName: record.brand_name,
    componentName: record.category_name,
    categoryIds: record.category_ids,
    unitPrice: { excTax: terms.unitPriceExcTax },
    taxRate: terms.taxRate,
    ...(record.price_hold ? { priceHold: record.price_hold } : {}),
    // Filled from the totals below.
    linePriceTotal: { excTax: 0, incTax: 0 },
    discount: { excTax: 0 },
    promotions: [],
  };
}

/**
 * Lines priced now with the contract's pricing, each with its share of the totals. The basket's
 * answer is made of them; so is the order of a work order's parts (no promotions, no shipping).
 */
export function priceLines(
  draft: {
    currency: Basket['currency'];
    lines: LineRecord[];
    promotions: BasketPromotion[];
    shipping: Basket['shipping'];
  },
  services: ShippingService[],
  isTrade: boolean,
  now: Date,
): { lines: BasketLine[]; totals: Basket['totals'] } {
  const lines = draft.lines.map((line) => toLine(line, draft.currency));
  const totals = priceBasket(pricingInputOf({ ...draft, lines }, services, isTrade, now));
  const byId = new Map(totals.lines.map((line) => [line.id, line]));
  return {
    lines: lines.map((line) => {
      const priced = byId.get(line.id);
      return priced
        ? { ...line, linePriceTotal: priced.linePriceTotal, discount: priced.discount, promotions: priced.promotions }
        : line;
    }),
    totals,
  };
}

export function basketView({ row, lines, promotions, shipping, isTrade, now }: BasketParts): Basket {
  const chosen =
    row.shippingService && row.shippingDate ? { service: row.shippingService, date: row.shippingDate } : null;
  const priced = priceLines(
    { currency: row.currency, lines, promotions, shipping: chosen },
    shipping ? [shipping] : [],
    isTrade,
    now,
  );
  return {
    id: row.id,
    currency: row.currency,
    version: row.version,
    status: row.status,
    lines: priced.lines,
    promotions,
    shipping: chosen,
    totals: priced.totals,
    orderId: row.orderId,
    updatedAt: row.updatedAt.toISOString(),
  };
}
