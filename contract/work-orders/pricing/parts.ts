import { priceWithSurcharge } from '../../money/price-on-request';

/**
 * Parts and additional services (trade-features §3, §5). Minor units excluding VAT throughout;
 * pounds only on screen (typed-price.ts turns what a person typed into pence).
 *
 * - A work-order item's unit price is the one typed over it (`overriddenPrice`) when set, else the
 *   catalogue's price plus its surcharge (an exchange unit's deposit, as `priceWithSurcharge`).
 *   The typed price replaces both: the person types the unit price the customer pays, which is
 *   the figure the screen showed them with the surcharge in it.
 * - An item without a product is an additional service alone: it has no part price.
 * - An additional service is priced once per line, not per unit: "fit and balance" is one job
 *   whatever the quantity of tyres, and the person types what it costs.
 * - A repair-data job's part (a haynesProJobPart) counts when it has a product: a part nobody has
 *   chosen has no price to count, and shows as a selection still to make (isPartRequired).
 */

/** An item line as the work order carries it (work order item, §3), as far as pricing needs it. */
export interface PricedItem {
  id: string;
  /** '/products/{sku}', or null for an additional service alone. */
  product: string | null;
  quantity: number;
  /** The catalogue's unit price and surcharge, excluding VAT. */
  price: number;
  surcharge: number;
  /** The unit price typed over the catalogue's, or null. */
  overriddenPrice?: number | null;
  additionalServiceName?: string | null;
  additionalServicePrice?: number | null;
  /** The job (or maintenance schedule) this part is for; null for the work order's own part. */
  jobId?: string | null;
  /** VAT rate in basis points (2000 = 20%): vat.ts chooses it, the summary uses it. */
  taxRate: number;
}

/**
 * An item of a quick-kit line (§3 workOrderQuickKitItems): the sku chosen for a fitment, or null
 * while unchosen, priced like an item's part (catalogue price plus surcharge, × quantity, never a
 * typed price) with its additional service once per line.
 */
export interface PricedQuickKitItem {
  sku: string | null;
  quantity: number;
  /** The catalogue's unit price and surcharge of the chosen sku, excluding VAT (0 while unchosen). */
  price: number;
  surcharge: number;
  additionalServicePrice?: number | null;
  taxRate: number;
}

/** A repair-data job's part (haynesProJobParts, §3). */
export interface RepairDataPart {
  /** The chosen product, or null while no product is chosen. */
  product: string | null;
  quantity: number;
  unitPrice: number;
  overriddenPrice?: number | null;
  partRequired?: boolean | null;
  taxRate: number;
}

function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of minor units, 0 or more: ${value}`);
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
}

function times(unitPrice: number, quantity: number): number {
  assertMinorUnits(unitPrice, 'A unit price');
  assertQuantity(quantity);
  const total = unitPrice * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('The line price is too large to count in minor units');
  return total;
}

/** The unit price of an item: the typed one, else price + surcharge. */
export function itemUnitPrice(item: Pick<PricedItem, 'price' | 'surcharge' | 'overriddenPrice'>): number {
  return item.overriddenPrice ?? priceWithSurcharge(item.price, item.surcharge);
}

/** An item's parts excluding VAT: unit price × quantity, or 0 for an additional service alone. */
export function itemPartPrice(
  item: Pick<PricedItem, 'product' | 'quantity' | 'price' | 'surcharge' | 'overriddenPrice'>,
): number {
  if (item.product === null) return 0;
  return times(itemUnitPrice(item), item.quantity);
}

/** A quick-kit item's parts excluding VAT: (price + surcharge) × quantity, or 0 while no sku is chosen. */
export function quickKitItemPartPrice(
  item: Pick<PricedQuickKitItem, 'sku' | 'quantity' | 'price' | 'surcharge'>,
): number {
  if (item.sku === null) return 0;
  return times(priceWithSurcharge(item.price, item.surcharge), item.quantity);
}

/** An item's additional service excluding VAT: its price once per line, 0 when there is none. */
export function additionalServicePrice(item: Pick<PricedItem, 'additionalServicePrice'>): number {
  const price = item.additionalServicePrice ?? 0;
  assertMinorUnits(price, 'An additional service price');
  return price;
}

/**
 * §5 "Quick kit items are flagged when additionalServiceName or additionalServicePrice is present
 * but empty": a service half filled in (a name with no price, or a price with no name) is flagged
 * rather than priced as if it were whole. Present means not null or undefined; empty means blank.
 */
export function isAdditionalServiceHalfFilled(line: {
  additionalServiceName?: string | null;
  additionalServicePrice?: number | string | null;
}): boolean {
  const blank = (value: string | number | null | undefined) => value == null || String(value).trim() === '';
  const present = (value: unknown) => value !== null && value !== undefined;
  const name = line.additionalServiceName;
  const price = line.additionalServicePrice;
  return (present(name) || present(price)) && (blank(name) || blank(price));
}

/** §5: "A part is required if flagged required, or if it has no product and no flag." */
export function isPartRequired(part: Pick<RepairDataPart, 'product' | 'partRequired'>): boolean {
  return part.partRequired === true || (part.product === null && part.partRequired == null);
}

/** A repair-data part excluding VAT: (the typed price, else its unit price) × quantity; 0 when not chosen. */
export function repairDataPartPrice(part: RepairDataPart): number {
  if (part.product === null) return 0;
  return times(part.overriddenPrice ?? part.unitPrice, part.quantity);
}
