import { workOrderMessages } from '../../../contract/work-orders/messages';
import { isAdditionalServiceHalfFilled } from '../../../contract/work-orders/pricing/parts';
import { penceOfTypedPrice, typedPriceOfPence } from '../../../contract/work-orders/pricing/typed-price';

/**
 * An additional service on a part line (trade-features §3 "additionalServiceName,
 * additionalServicePrice (pence to the API, pounds in the UI)", §5; spec WO-14): what a person
 * types in the service's name and price fields, read into what the line stores, or what is wrong
 * with it, field by field, for the form to say beside each field.
 */

/** What an updateLine intent sets on the item. */
export interface ItemServiceFields {
  additionalServiceName: string | null;
  additionalServicePrice: number | null;
}

export type ItemServiceErrors = Partial<Record<'name' | 'price', string>>;

export type ItemServiceReading = { ok: true; set: ItemServiceFields } | { ok: false; errors: ItemServiceErrors };

/** The longest service name a line takes (lines.ts: name(100)). */
export const MAX_SERVICE_NAME = 100;

const PRICE_NEEDED = 'Please enter the service’s price, from 0 to 99,999.99.';

/** The fields' first text for a line: its service as it stands ('' where there is none). */
export function typedService(line: { additionalServiceName: string | null; additionalServicePrice: number | null }): {
  name: string;
  price: string;
} {
  return {
    name: line.additionalServiceName ?? '',
    price: line.additionalServicePrice === null ? '' : typedPriceOfPence(line.additionalServicePrice),
  };
}

/**
 * The typed name and price → the line's fields. Both empty takes the service off a part line
 * (`serviceOnly` false); a line that is a service alone must keep both. A price that is not from
 * £0 to £99,999.99 (negative, too large, not a number) is refused. A pair half filled in (a name
 * without a price, or a price without a name) is flagged, as §5's rule says, on the field left
 * empty, and not sent.
 */
export function readItemService(typed: { name: string; price: string }, serviceOnly: boolean): ItemServiceReading {
  const name = typed.name.trim();
  const priceText = typed.price.trim();
  if (!name && !priceText && !serviceOnly) {
    return { ok: true, set: { additionalServiceName: null, additionalServicePrice: null } };
  }
  const errors: ItemServiceErrors = {};
  const pence = priceText ? penceOfTypedPrice(priceText) : null;
  if (priceText && pence === null) errors.price = workOrderMessages.price;
  if (name.length > MAX_SERVICE_NAME) errors.name = `Please keep the service’s name to ${MAX_SERVICE_NAME} characters.`;
  const pair = { additionalServiceName: name || null, additionalServicePrice: priceText || null };
  if (isAdditionalServiceHalfFilled(pair) || (serviceOnly && !name && !priceText)) {
    if (!name) errors.name = workOrderMessages.serviceName;
    if (!priceText) errors.price = PRICE_NEEDED;
  }
  if (errors.name || errors.price || pence === null) return { ok: false, errors };
  return { ok: true, set: { additionalServiceName: name, additionalServicePrice: pence } };
}
