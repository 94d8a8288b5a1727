import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { barcode } from './barcode';
import { palette, svgDocument, text, wrap } from './svg';

// The carton: a front face, its top and right side drawn in a shallow oblique.
const FRONT = { x: 34, y: 76, w: 200, h: 140 };
const DEPTH = { x: 46, y: -34 };

/** The part's box on the shelf: brand band, name, part number, category and the sku's barcode. */
export function packagingView(product: ProductSummary): string {
  const { x, y, w, h } = FRONT;
  const right = x + w;
  const bottom = y + h;
  const top = `M${x} ${y}L${x + DEPTH.x} ${y + DEPTH.y}H${right + DEPTH.x}L${right} ${y}Z`;
  const side = `M${right} ${y}L${right + DEPTH.x} ${y + DEPTH.y}V${bottom + DEPTH.y}L${right} ${bottom}Z`;
  const edge = `stroke="${palette.ink}" stroke-width="4" stroke-linejoin="round"`;
  const inner = w - 20;
  const name = wrap(product.productName, 30, 2);
  return svgDocument(
    `${product.brand.name} ${product.productName}: packaging`,
    // Shadow, faces, then the tape across the lid.
    `<ellipse cx="${x + w / 2 + 24}" cy="${bottom + 6}" rx="${w / 2 + 24}" ry="8" ` +
      `fill="${palette.ink}" opacity="0.12"/>` +
      `<path d="${top}" fill="${palette.yellowLight}" ${edge}/>` +
      `<path d="${side}" fill="${palette.yellowDark}" ${edge}/>` +
      `<path d="M${x + w / 2 - 12} ${y}l${DEPTH.x} ${DEPTH.y}M${x + w / 2 + 12} ${y}l${DEPTH.x} ${DEPTH.y}" ` +
      `stroke="${palette.ink}" stroke-width="2" opacity="0.5"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${palette.yellow}" ${edge}/>` +
      `<rect x="${x + 2}" y="${y + 2}" width="${w - 4}" height="26" fill="${palette.ink}"/>` +
      text(x + w / 2, y + 21, product.brand.name.toUpperCase(), {
        size: 16,
        weight: 'bold',
        fill: palette.yellow,
        anchor: 'middle',
        maxWidth: inner,
      }) +
      name
        .map((line, index) => text(x + 10, y + 46 + index * 14, line, { size: 11.5, weight: 'bold', maxWidth: inner }))
        .join('') +
      text(x + 10, y + 84, product.mpn, { size: 15, weight: 'bold', mono: true, maxWidth: inner }) +
      text(x + 10, y + 106, product.category.name.toUpperCase(), { size: 8, maxWidth: 78 }) +
      text(x + 10, y + 118, `SKU ${product.sku}`, { size: 8, maxWidth: 78 }) +
      barcode(right - 110, bottom - 44, 100, 36, product.sku),
  );
}
