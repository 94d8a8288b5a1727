import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { barcode } from './barcode';
import { palette, svgDocument, text, wrap } from './svg';

const ROWS = 5;

/** The shelf label of a part with no measure to draw: brand, name, its specification and barcode. */
export function labelView(product: ProductSummary): string {
  const attributes = product.attributes.filter((attribute) => attribute.code !== 'product_name');
  // A part with no stated specification (a tool, a kit) still fills its label with what is known.
  const rows = (
    attributes.length
      ? attributes
      : [
          { label: 'Category', value: product.category.name },
          { label: 'Brand', value: product.brand.name },
          { label: 'SKU', value: product.sku },
        ]
  ).slice(0, ROWS);
  const name = wrap(product.productName, 36, 2);
  const top = 74 + name.length * 15;
  return svgDocument(
    `${product.brand.name} ${product.productName}: specification label`,
    `<rect x="22" y="14" width="276" height="212" rx="10" ` +
      `fill="${palette.white}" stroke="${palette.ink}" stroke-width="4"/>` +
      `<path d="M24 46V26a10 10 0 0 1 10-10h252a10 10 0 0 1 10 10v20Z" fill="${palette.ink}"/>` +
      `<rect x="24" y="46" width="272" height="5" fill="${palette.yellow}"/>` +
      text(36, 37, product.brand.name.toUpperCase(), {
        size: 15,
        weight: 'bold',
        fill: palette.yellow,
        maxWidth: 150,
      }) +
      text(284, 36, product.category.name, { size: 10, fill: palette.white, anchor: 'end', maxWidth: 90 }) +
      name
        .map((line, index) => text(36, 70 + index * 15, line, { size: 12.5, weight: 'bold', maxWidth: 248 }))
        .join('') +
      rows
        .map((attribute, index) => {
          const y = top + 4 + index * 15;
          return (
            `<path d="M36 ${y + 4}H284" stroke="${palette.paper}" stroke-width="1"/>` +
            text(36, y, attribute.label, { size: 9.5, maxWidth: 100 }) +
            text(142, y, attribute.value, { size: 9.5, weight: 'bold', maxWidth: 142 })
          );
        })
        .join('') +
      text(36, 200, 'PART NO.', { size: 7.5 }) +
      text(36, 215, product.mpn, { size: 14, weight: 'bold', mono: true, maxWidth: 130 }) +
      barcode(184, 182, 104, 36, product.sku),
  );
}
