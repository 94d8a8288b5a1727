import { measuresOf, type Measure } from '../../../../contract/catalogue/product-images';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { palette, round, svgDocument, text } from './svg';

/**
 * A dimensioned drawing from the product's measures: a round part (disc, filter, clutch) in plan
 * with its thickness beside it, a plate (pad, air filter, radiator core) with width and height, a
 * long part (wiper, spring, link) by its length, or, with no length at all, a rating plate
 * (volts, amp hours, litres). The title block lists every measure and the part number.
 */
const part = `fill="${palette.yellow}" stroke="${palette.ink}" stroke-width="4" stroke-linejoin="round"`;
const thin = `stroke="${palette.ink}" stroke-width="1.2"`;
const centreLine = `stroke="${palette.ink}" stroke-width="1" stroke-dasharray="10 3 2 3" opacity="0.6"`;

const label = (m: Measure) => `${m.code === 'diameter' || m.code === 'outer_diameter' ? 'Ø ' : ''}${round(m.value)}`;

/** A dimension line with arrowheads, its label on a paper ground so that lines never cross it. */
function dimension(x1: number, y1: number, x2: number, y2: number, value: string): string {
  const horizontal = y1 === y2;
  const [dx, dy] = horizontal ? [7, 3] : [3, 7];
  const heads = horizontal
    ? `M${x1} ${y1}l${dx} ${-dy}v${2 * dy}ZM${x2} ${y2}l${-dx} ${-dy}v${2 * dy}Z`
    : `M${x1} ${y1}l${-dx} ${dy}h${2 * dx}ZM${x2} ${y2}l${-dx} ${-dy}h${2 * dx}Z`;
  const [cx, cy] = [(x1 + x2) / 2, (y1 + y2) / 2];
  const width = value.length * 7 + 8;
  return (
    `<path d="M${x1} ${y1}L${x2} ${y2}" ${thin}/><path d="${heads}" fill="${palette.ink}"/>` +
    `<rect x="${cx - width / 2}" y="${cy - 8}" width="${width}" height="16" fill="${palette.paper}"/>` +
    text(cx, cy + 4, value, { size: 11, weight: 'bold', anchor: 'middle' })
  );
}

/** A dimension too narrow for arrows inside: they point in from outside, the value beside. */
function narrowDimension(x1: number, x2: number, y: number, value: string, side: 'left' | 'right' = 'right'): string {
  return (
    `<path d="M${x1 - 22} ${y}H${x2 + 22}" ${thin}/>` +
    `<path d="M${x1} ${y}l-7 -3v6ZM${x2} ${y}l7 -3v6Z" fill="${palette.ink}"/>` +
    (side === 'right'
      ? text(x2 + 26, y + 4, value, { size: 11, weight: 'bold' })
      : text(x1 - 26, y + 4, value, { size: 11, weight: 'bold', anchor: 'end' }))
  );
}

const extension = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" ${thin} opacity="0.7"/>`;

const find = (measures: Measure[], ...codes: string[]) =>
  codes.map((code) => measures.find((m) => m.code === code)).find(Boolean);

function roundPart(diameter: Measure, side: Measure | undefined): string {
  // A tall round part (an oil filter) reads best standing up: its elevation, Ø across the top.
  if (side && side.value > diameter.value * 0.4) {
    const scale = Math.min(150 / diameter.value, 150 / side.value);
    const [w, h] = [diameter.value * scale, side.value * scale];
    const [x, y] = [150 - w / 2, 42 + (150 - h) / 2];
    return (
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" ${part}/>` +
      `<path d="M${x} ${y + 14}H${x + w}M${x} ${y + h - 14}H${x + w}" stroke="${palette.ink}" stroke-width="2"/>` +
      extension(x, y - 4, x, 24) +
      extension(x + w, y - 4, x + w, 24) +
      dimension(x, 28, x + w, 28, label(diameter)) +
      extension(x + w + 4, y, x + w + 44, y) +
      extension(x + w + 4, y + h, x + w + 44, y + h) +
      dimension(x + w + 38, y, x + w + 38, y + h, label(side))
    );
  }
  const r = 66;
  const [cx, cy] = [104, 112];
  const plan =
    `<circle cx="${cx}" cy="${cy}" r="${r}" ${part}/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.38}" fill="${palette.paper}" stroke="${palette.ink}" stroke-width="3"/>` +
    `<path d="M${cx - r - 8} ${cy}H${cx + r + 8}M${cx} ${cy - r - 8}V${cy + r + 8}" ${centreLine}/>` +
    extension(cx - r, cy - 4, cx - r, 26) +
    extension(cx + r, cy - 4, cx + r, 26) +
    dimension(cx - r, 30, cx + r, 30, label(diameter));
  if (!side) return plan;
  const t = Math.max(8, Math.min(60, (side.value * 2 * r) / diameter.value));
  const x = 236 - t / 2;
  return (
    plan +
    `<rect x="${x}" y="${cy - r}" width="${t}" height="${2 * r}" rx="2" ${part}/>` +
    `<path d="M${x - 8} ${cy}H${x + t + 8}" ${centreLine}/>` +
    extension(x, cy + r + 4, x, cy + r + 20) +
    extension(x + t, cy + r + 4, x + t, cy + r + 20) +
    narrowDimension(x, x + t, cy + r + 14, label(side))
  );
}

function plate(width: Measure, height: Measure, depth: Measure | undefined): string {
  const scale = Math.min(170 / width.value, 120 / height.value);
  const [w, h] = [width.value * scale, height.value * scale];
  const [x, y] = [138 - w / 2, 28 + (140 - h) / 2];
  let drawing =
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) * 0.12}" ${part}/>` +
    extension(x, y + h + 4, x, y + h + 26) +
    extension(x + w, y + h + 4, x + w, y + h + 26) +
    dimension(x, y + h + 20, x + w, y + h + 20, label(width)) +
    extension(x - 4, y, x - 30, y) +
    extension(x - 4, y + h, x - 30, y + h) +
    dimension(x - 24, y, x - 24, y + h, label(height));
  if (depth) {
    const t = Math.max(8, Math.min(50, depth.value * scale));
    const dx = 262 - t / 2;
    drawing +=
      `<rect x="${dx}" y="${y}" width="${t}" height="${h}" rx="2" ${part}/>` +
      extension(dx, y - 4, dx, y - 22) +
      extension(dx + t, y - 4, dx + t, y - 22) +
      narrowDimension(dx, dx + t, y - 16, label(depth), 'left');
  }
  return drawing;
}

function longPart(length: Measure): string {
  const [x, w, y] = [34, 252, 104];
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="24" rx="12" ${part}/>` +
    `<path d="M${x + 24} ${y + 12}H${x + w - 24}" stroke="${palette.ink}" stroke-width="2" stroke-linecap="round"/>` +
    extension(x, y - 4, x, y - 42) +
    extension(x + w, y - 4, x + w, y - 42) +
    dimension(x, y - 36, x + w, y - 36, label(length))
  );
}

/** Up to four measures as the rating plate riveted to a battery, a jack or a bulb's box. */
function ratingPlate(measures: Measure[]): string {
  const shown = measures.slice(0, 4);
  const columns = shown.length === 1 ? 1 : 2;
  const rows = Math.ceil(shown.length / columns);
  const [px, py, pw, ph] = [40, 24, 240, 168];
  const [tw, th] = [(pw - 24 - (columns - 1) * 10) / columns, (ph - 24 - (rows - 1) * 10) / rows];
  const rivets = [
    [px + 9, py + 9],
    [px + pw - 9, py + 9],
    [px + 9, py + ph - 9],
    [px + pw - 9, py + ph - 9],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="3" fill="${palette.ink}"/>`)
    .join('');
  const tiles = shown
    .map((m, index) => {
      const [tx, ty] = [px + 12 + (index % columns) * (tw + 10), py + 12 + Math.floor(index / columns) * (th + 10)];
      // An odd last tile takes the whole row rather than leaving a hole beside it.
      const width = index === shown.length - 1 && index % columns === 0 ? pw - 24 : tw;
      const big = Math.min(34, th * 0.42);
      return (
        `<rect x="${tx}" y="${ty}" width="${width}" height="${th}" rx="6" ` +
        `fill="${palette.white}" stroke="${palette.ink}" stroke-width="2.5"/>` +
        text(tx + width / 2, ty + th / 2 + big * 0.3, `${m.text} ${m.unit}`, {
          size: big,
          weight: 'bold',
          anchor: 'middle',
          maxWidth: width - 16,
        }) +
        text(tx + width / 2, ty + th - 9, m.label.toUpperCase(), { size: 8.5, anchor: 'middle', maxWidth: width - 12 })
      );
    })
    .join('');
  return `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="10" ${part}/>${rivets}${tiles}`;
}

function drawingOf(measures: Measure[]): string {
  const diameter = find(measures, 'diameter', 'outer_diameter');
  if (diameter) return roundPart(diameter, find(measures, 'thickness', 'height', 'length'));
  const width = find(measures, 'width', 'core_width');
  const height = find(measures, 'height', 'core_height');
  const length = find(measures, 'length');
  // An air filter states length, width and height: its plan is length by width, its height the depth.
  if (length && width && height) return plate(length, width, height);
  if (width && height) return plate(width, height, find(measures, 'thickness'));
  const long = find(measures, 'length', 'length_min', 'length_passenger', 'width', 'height', 'thickness');
  if (long) return longPart(long);
  return ratingPlate(measures);
}

/** The drawing, or undefined when the product has no measure to draw (its label is drawn instead). */
export function dimensionsView(product: ProductSummary): string | undefined {
  const measures = measuresOf(product.attributes);
  if (!measures.length) return undefined;
  const lengths = measures.filter((m) => m.unit === 'mm');
  const caption = measures.map((m) => `${m.label} ${m.text}${m.unit === 'mm' ? '' : ` ${m.unit}`}`).join(' · ');
  return svgDocument(
    `${product.brand.name} ${product.productName}: dimensions`,
    `<rect x="6" y="6" width="308" height="228" fill="none" stroke="${palette.ink}" stroke-width="1.5"/>` +
      drawingOf(measures) +
      `<path d="M6 206H314M222 206V234" stroke="${palette.ink}" stroke-width="1.5"/>` +
      text(14, 219, caption, { size: 9.5, maxWidth: 202 }) +
      text(14, 230, lengths.length ? 'Dimensions in mm' : 'Ratings as stated by the maker', {
        size: 8,
        maxWidth: 202,
      }) +
      text(268, 219, product.mpn, { size: 10, weight: 'bold', mono: true, anchor: 'middle', maxWidth: 86 }) +
      text(268, 230, `SKU ${product.sku}`, { size: 8, anchor: 'middle', maxWidth: 86 }),
  );
}
