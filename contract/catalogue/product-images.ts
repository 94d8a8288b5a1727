import { z } from 'zod/mini';
import { routePath } from '../http/route';
import { attributeLabel } from './attribute-labels';

/**
 * A product's gallery: the category drawing, then views the server draws from the product's own
 * fields (GET /storefront/product-images/{sku}/{view}.svg). The list is derived here from what
 * every copy of a product holds (sku, names, part number, attributes), so the server's product
 * page and the offline catalogue pack show the same images without storing any.
 */
export const productImageViews = ['packaging', 'dimensions', 'label'] as const;
export type ProductImageView = (typeof productImageViews)[number];

export const productImageKinds = ['part', ...productImageViews] as const;
export type ProductImageKind = (typeof productImageKinds)[number];

export const productImageSchema = z.object({ url: z.string(), alt: z.string(), kind: z.enum(productImageKinds) });
export type ProductImage = z.infer<typeof productImageSchema>;

/** How a thumbnail names its image: "Show image 2 of 3: packaging". */
export const productImageKindNames: Record<ProductImageKind, string> = {
  part: 'part',
  packaging: 'packaging',
  dimensions: 'dimensions',
  label: 'specification label',
};

export const PRODUCT_IMAGE_PATH = '/storefront/product-images/{sku}/{view}.svg';

/** Attributes a drawing can show as a measure, with their units. */
const measureUnits: Record<string, string> = {
  diameter: 'mm',
  outer_diameter: 'mm',
  piston_diameter: 'mm',
  wire_diameter: 'mm',
  width: 'mm',
  height: 'mm',
  thickness: 'mm',
  length: 'mm',
  length_min: 'mm',
  length_passenger: 'mm',
  core_width: 'mm',
  core_height: 'mm',
  electrode_gap: 'mm',
  capacity: 'L',
  capacity_ah: 'Ah',
  cca: 'A',
  current: 'A',
  voltage: 'V',
  wattage: 'W',
  power: 'kW',
  capacity_tonnes: 't',
  opening_temperature: '°C',
};

export interface Measure {
  code: string;
  /** 'Thickness', 'Capacity': the attribute's label without its unit. */
  label: string;
  value: number;
  /** As printed: '17.5', '60/55'. */
  text: string;
  unit: string;
}

// A number, or two ('60/55' W for a twin-filament bulb); words are not a measure.
const NUMBER = /^\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)?$/;

export function measuresOf(attributes: readonly { code: string; value: string }[]): Measure[] {
  return attributes.flatMap(({ code, value }) => {
    const unit = measureUnits[code];
    const text = value.trim();
    if (!unit || !NUMBER.test(text)) return [];
    return [
      { code, label: attributeLabel(code).replace(/\s*\([^)]*\)$/, ''), value: Number.parseFloat(text), text, unit },
    ];
  });
}

/** What the images are derived from: any copy of a product (summary, detail, pack item). */
export interface ImageSource {
  sku: string;
  productName: string;
  mpn: string;
  brand: { name: string };
  image: string | null;
  attributes: readonly { code: string; value: string }[];
}

/** The URL of a generated view; `apiBase` is where the API is served ('/api'). */
export function productImageUrl(sku: string, view: ProductImageView, apiBase = '/api'): string {
  const path = routePath({ name: 'productImage', path: PRODUCT_IMAGE_PATH }, { sku, view });
  return `${apiBase.replace(/\/+$/, '')}${path}`;
}

/** The views a product has: packaging always, a dimensioned drawing when it has measures, else its label. */
export function productImageViewsOf(product: Pick<ImageSource, 'attributes'>): ProductImageView[] {
  return ['packaging', measuresOf(product.attributes).length ? 'dimensions' : 'label'];
}

export function productImages(product: ImageSource, apiBase = '/api'): ProductImage[] {
  const name = `${product.brand.name} ${product.productName}`;
  const alt: Record<ProductImageView, () => string> = {
    packaging: () => `${product.brand.name} box of the ${product.productName}, part number ${product.mpn}`,
    dimensions: () =>
      `Dimensions of the ${product.productName}: ${measuresOf(product.attributes)
        .map((measure) => `${measure.label.toLowerCase()} ${measure.text} ${measure.unit}`)
        .join(', ')}`,
    label: () => `Specification label of the ${name}`,
  };
  return [
    ...(product.image ? [{ url: product.image, alt: name, kind: 'part' as const }] : []),
    ...productImageViewsOf(product).map((view) => ({
      url: productImageUrl(product.sku, view, apiBase),
      alt: alt[view](),
      kind: view,
    })),
  ];
}
