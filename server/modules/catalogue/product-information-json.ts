import type { ProductInformation } from '../../../contract/catalogue/schemas';
import type { HydraCollection } from '../../../contract/http/hydra';
import { isImmutable } from '../../http/immutable-answers';

/**
 * Product information's answer, written by hand (server/http/serializer.ts, `writeWith`): a
 * category page asks it for every part it shows, and most of its 34 KB for 20 parts is the same
 * few branches named again on every stock line. A branch's JSON is written once per branch order
 * (its reference is shared and immutable, branch-order.ts) and the answer is joined from flat
 * pieces. It writes what fast-json-stringify writes from the schema, key for key
 * (tests/server/modules/catalogue/product-information-json.test.ts).
 */
const branches = new WeakMap<object, string>();
const text = JSON.stringify;

function branchJson(location: ProductInformation['stock'][number]['location']): string {
  if (!isImmutable(location)) return `{"id":${text(location.id)},"name":${text(location.name)},"slug":${text(location.slug)}}`;
  let json = branches.get(location);
  if (json === undefined) branches.set(location, (json = `{"id":${text(location.id)},"name":${text(location.name)},"slug":${text(location.slug)}}`));
  return json;
}

function memberJson(item: ProductInformation): string {
  const stock = item.stock.map((line) => `{"location":${branchJson(line.location)},"stock":${line.stock}}`).join(',');
  return (
    `{"sku":${text(item.sku)},"currency":${text(item.currency)},"price":${item.price},"wasPrice":${item.wasPrice},` +
    `"wasPriceEcp":${item.wasPriceEcp},"surcharge":${item.surcharge},"priceWithSurcharge":${item.priceWithSurcharge},` +
    `"taxRate":${item.taxRate},"stock":[${stock}],"preferredBranchId":${item.preferredBranchId === null ? 'null' : text(item.preferredBranchId)},` +
    `"showAddToBasketButton":${item.showAddToBasketButton},"showOnWebsite":${item.showOnWebsite}}`
  );
}

export function writeProductInformation(answer: HydraCollection<ProductInformation>): string {
  return `{"hydra:member":[${answer['hydra:member'].map(memberJson).join(',')}],"hydra:totalItems":${answer['hydra:totalItems']}}`;
}
