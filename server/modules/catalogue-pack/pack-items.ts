import { attributeLabel } from '../../../contract/catalogue/attribute-labels';
import type { PackItem, PackPartNumber } from '../../../contract/catalogue-pack/schemas';
import { listPrices } from '../catalogue/catalogue.service';
import type { PackRecord } from './pack.repository';

/** The trail of category names from the top, given every category's name by its path. */
export function categoryTrail(path: string, nameByPath: Map<string, string>): string[] {
  const parts = path.split('/');
  return parts.map((_, index) => nameByPath.get(parts.slice(0, index + 1).join('/')) ?? '').filter(Boolean);
}

/** A pack record in the contract's shape, stock given for the branch and then each nearby one. */
export function toPackItem(row: PackRecord, stockOrder: string[], nameByPath: Map<string, string>): PackItem {
  const numbers = (kind: PackRecord['numbers'][number]['kind']): PackPartNumber[] =>
    row.numbers.filter((n) => n.kind === kind).map(({ brand, number }) => ({ brand, number }));
  const [here = '', ...nearby] = stockOrder;
  return {
    id: row.id,
    sku: row.sku,
    objectID: row.object_id,
    slug: row.slug,
    name: row.name,
    mpn: row.mpn,
    brand: { name: row.brand_name, slug: row.brand_slug },
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug, path: row.category_path },
    categoryTrail: categoryTrail(row.category_path, nameByPath),
    attributes: row.attributes.map((a) => ({ code: a.code, label: attributeLabel(a.code), value: String(a.value) })),
    words: row.search_text,
    image: row.image_url,
    oe: numbers('oe'),
    competitor: numbers('competitor'),
    superseded: numbers('superseded'),
    ...listPrices(row, 'GBP'),
    eur: listPrices(row, 'EUR'),
    taxRate: Number(row.tax_rate),
    showAddToBasketButton: row.show_add_to_basket_button,
    stock: { here: row.stock[here] ?? 0, nearby: nearby.map((id) => row.stock[id] ?? 0) },
    tecdocIds: row.tecdoc_ids.map(Number),
  };
}
