import type { ProductInformation } from '../../../contract/catalogue/schemas';
import type { HydraCollection } from '../../../contract/http/hydra';
import { isImmutable } from '../../http/immutable-answers';

/**
 * Product information's answer, written by hand (server/http/serializer.ts, `writeWith`): a
 * category page asks it for every part it shows, and most of its 34 KB for 20 parts is stock
 * lines naming the same few branches again. A stock line's JSON is kept per branch and quantity
 * (the branch's reference is shared and immutable, branch-order.ts; quantities are small), and
 * the answer is joined once from its pieces, flat, instead of nested strings built by `+`. It
 * writes what fast-json-stringify writes from the schema, key for key
 * (tests/server/modules/catalogue/product-information-json.test.ts).
 */
type Line = ProductInformation['stock'][number];

const text = JSON.stringify;
/** Quantities from 0 to this are kept; a larger one is written each time. */
const KEPT_QUANTITIES = 1000;
const linesByBranch = new WeakMap<object, string[]>();

const writeLine = ({ location, stock }: Line) =>
  `{"location":{"id":${text(location.id)},"name":${text(location.name)},"slug":${text(location.slug)}},"stock":${stock}}`;

function lineJson(line: Line): string {
  const kept = isImmutable(line.location) && Number.isInteger(line.stock) && line.stock >= 0 && line.stock <= KEPT_QUANTITIES;
  if (!kept) return writeLine(line);
  let byQuantity = linesByBranch.get(line.location);
  if (!byQuantity) linesByBranch.set(line.location, (byQuantity = []));
  let json = byQuantity[line.stock];
  // Copied flat once (see serializer.ts): a kept line is joined into every answer.
  if (json === undefined) byQuantity[line.stock] = json = (' ' + writeLine(line)).slice(1);
  return json;
}

export function writeProductInformation(answer: HydraCollection<ProductInformation>): string {
  const out: string[] = ['{"hydra:member":['];
  answer['hydra:member'].forEach((item, index) => {
    if (index > 0) out.push(',');
    out.push(
      `{"sku":${text(item.sku)},"currency":${text(item.currency)},"price":${item.price},"wasPrice":${item.wasPrice},` +
        `"wasPriceEcp":${item.wasPriceEcp},"surcharge":${item.surcharge},"priceWithSurcharge":${item.priceWithSurcharge},` +
        `"taxRate":${item.taxRate},"stock":[`,
    );
    item.stock.forEach((line, at) => {
      if (at > 0) out.push(',');
      out.push(lineJson(line));
    });
    out.push(
      `],"preferredBranchId":${item.preferredBranchId === null ? 'null' : text(item.preferredBranchId)},` +
        `"showAddToBasketButton":${item.showAddToBasketButton},"showOnWebsite":${item.showOnWebsite}}`,
    );
  });
  out.push(`],"hydra:totalItems":${answer['hydra:totalItems']}}`);
  return out.join('');
}
