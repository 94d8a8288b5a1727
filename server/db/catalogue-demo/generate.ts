import { createHash } from 'node:crypto';
import { normalisePartNumber } from '../../../contract/catalogue/part-number';
import { makes, models, slugify, variants, type DemoModel, type DemoVariant } from './car-parc';
import { categories, leaves } from './categories';
import { featuredProducts, type FeaturedProduct } from './featured';
import { oeFormats, parts } from './parts';
import { createRandom, type Random } from './prng';

/**
 * The deterministic catalogue: the same seed and scale give the same rows, byte for byte.
 * Products are spread over the leaf categories by weight; each is made for one group of
 * vehicles (a model's axle, a model, a model's engines of one fuel, a wiper length, or none),
 * and the products of one group share its OE numbers and list each other as cross-references.
 */
export interface ProductRow {
  id: string;
  sku: string;
  objectId: string;
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  mpn: string;
  mpnNormalised: string;
  attributes: { code: string; value: string }[];
  imageUrl: string;
  price: number;
  wasPrice: number | null;
  wasPriceEcp: number | null;
  surcharge: number;
  taxRate: number;
  showOnWebsite: boolean;
  showAddToBasketButton: boolean;
  searchText: string;
}

export interface Catalogue {
  brands: { id: number; name: string; slug: string; logoUrl: string }[];
  products: ProductRow[];
  partNumbers: { productId: string; kind: 'oe' | 'competitor' | 'superseded'; brand: string; number: string; numberNormalised: string }[];
  fitments: { productId: string; variantId: number }[];
  relations: { productId: string; relatedProductId: string; kind: string }[];
}

export const DEFAULT_SCALE = 5_000;
export const DEFAULT_SEED = 20_261_122;
const FIRST_GENERATED_SKU = 100_100;

/** A stable UUID (version 8, RFC 9562 "custom") from a name: the same product id on every run. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const wiperLengths = [550, 600, 650, 700];
/** Each model's driver-side wiper length, fixed by the model. */
const wiperLengthOf = (model: DemoModel) => wiperLengths[(model.id * 7) % wiperLengths.length] ?? 600;

const leafByPath = new Map(leaves.map((leaf) => [leaf.path, leaf]));
const variantsOf = (modelId: number) => variants.filter((variant) => variant.modelId === modelId);
const combustion = variants.filter((variant) => variant.fuel !== 'electric');

const priceIn = (r: Random, [min, max]: [number, number]) => Math.floor(r.int(min, max) / 50) * 50 + r.pick([45, 49, 95, 99]);

export function generateCatalogue(scale = DEFAULT_SCALE, seed = DEFAULT_SEED): Catalogue {
  const r = createRandom(seed);
  const brandNames = new Set<string>();
  for (const template of Object.values(parts)) for (const [brand] of template.brands) brandNames.add(brand);
  for (const product of featuredProducts) brandNames.add(product.brand);
  const brands = [...brandNames].sort().map((name, index) => ({
    id: index + 1,
    name,
    slug: slugify(name),
    logoUrl: `/demo/brands/${slugify(name)}.svg`,
  }));
  const brandId = new Map(brands.map((brand) => [brand.name, brand.id]));
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const parentNames = (categoryId: number): string[] => {
    const names: string[] = [];
    let current = categories.find((category) => category.id === categoryId);
    while (current) {
      names.push(current.name);
      current = categories.find((category) => category.id === current?.parentId);
    }
    return names;
  };

  const catalogue: Catalogue = { brands, products: [], partNumbers: [], fitments: [], relations: [] };
  const groups = new Map<string, { oe: [string, string][]; members: ProductRow[]; leaf: string }>();

  const addProduct = (input: {
    sku: string;
    brand: string;
    leafPath: string;
    name: string;
    mpn: string;
    attributes: [string, string][];
    price: number;
    wasPrice: number | null;
    wasPriceEcp: number | null;
    surcharge: number;
    showOnWebsite: boolean;
    showAddToBasketButton: boolean;
    fits: DemoVariant[];
    vehicleWords: string;
  }): ProductRow => {
    const leaf = leafByPath.get(input.leafPath);
    if (!leaf) throw new Error(`No leaf category ${input.leafPath}`);
    const fullName = `${input.brand} ${input.name}`;
    const product: ProductRow = {
      id: stableUuid(`workbay-product-${input.sku}`),
      sku: input.sku,
      objectId: `prod_${input.sku}`,
      slug: `${slugify(`${fullName} ${input.mpn}`)}-${input.sku}`,
      name: fullName,
      brandId: brandId.get(input.brand) ?? 0,
      categoryId: leaf.categoryId,
      mpn: input.mpn,
      mpnNormalised: normalisePartNumber(input.mpn),
      attributes: [{ code: 'product_name', value: fullName }, ...input.attributes.map(([code, value]) => ({ code, value }))],
      imageUrl: `/demo/parts/${leaf.slug === 'fitting-kits' && leaf.path.startsWith('exhaust') ? 'exhaust-fitting-kits' : leaf.slug}.svg`,
      price: input.price,
      wasPrice: input.wasPrice,
      wasPriceEcp: input.wasPriceEcp,
      surcharge: input.surcharge,
      taxRate: 2000,
      showOnWebsite: input.showOnWebsite,
      showAddToBasketButton: input.showAddToBasketButton,
      searchText: [
        fullName,
        input.mpn,
        ...parentNames(leaf.categoryId),
        categoryName.get(leaf.categoryId) ?? '',
        ...input.attributes.map(([, value]) => value),
        input.vehicleWords,
      ].join(' '),
    };
    catalogue.products.push(product);
    for (const variant of input.fits) catalogue.fitments.push({ productId: product.id, variantId: variant.id });
    return product;
  };

  const numbered = new Set<string>();
  const addNumber = (product: ProductRow, kind: 'oe' | 'competitor' | 'superseded', brand: string, number: string) => {
    const numberNormalised = normalisePartNumber(number);
    const key = `${product.id}|${kind}|${numberNormalised}`;
    if (!numberNormalised || numbered.has(key) || numberNormalised === product.mpnNormalised) return;
    numbered.add(key);
    catalogue.partNumbers.push({ productId: product.id, kind, brand, number, numberNormalised });
  };

  // 1. The featured products, at every scale.
  const focusMk4 = models.find((model) => model.name === 'Focus Mk4');
  const golfMk7 = models.find((model) => model.name === 'Golf Mk7');
  const fitsOf = (fits: FeaturedProduct['fits']): DemoVariant[] => {
    if (fits === 'focus-mk4' && focusMk4) return variantsOf(focusMk4.id);
    if (fits === 'golf-mk7-diesel' && golfMk7) return variantsOf(golfMk7.id).filter((v) => v.fuel === 'diesel');
    if (fits === 'wiper-650') return variants.filter((v) => wiperLengthOf(models[v.modelId - 1] as DemoModel) === 650);
    return [];
  };
  const featured = new Map<string, ProductRow>();
  for (const item of featuredProducts) {
    const product = addProduct({
      sku: item.sku,
      brand: item.brand,
      leafPath: item.leaf,
      name: item.name,
      mpn: item.mpn,
      attributes: item.attributes,
      price: item.price,
      wasPrice: item.wasPrice ?? null,
      wasPriceEcp: null,
      surcharge: item.surcharge ?? 0,
      showOnWebsite: item.showOnWebsite ?? true,
      showAddToBasketButton: item.showAddToBasketButton ?? true,
      fits: fitsOf(item.fits),
      vehicleWords: item.fits === 'focus-mk4' ? 'Ford Focus Mk4' : item.fits === 'golf-mk7-diesel' ? 'Volkswagen Golf Mk7' : '',
    });
    for (const [brand, number] of item.oe ?? []) addNumber(product, 'oe', brand, number);
    for (const [brand, number] of item.competitor ?? []) addNumber(product, 'competitor', brand, number);
    for (const [brand, number] of item.superseded ?? []) addNumber(product, 'superseded', brand, number);
    featured.set(item.sku, product);
  }
  const [pads, discs, kit] = ['100001', '100002', '100003'].map((sku) => featured.get(sku));
  if (pads && discs && kit) {
    catalogue.relations.push(
      { productId: pads.id, relatedProductId: discs.id, kind: 'discs' },
      { productId: discs.id, relatedProductId: pads.id, kind: 'pads' },
      { productId: pads.id, relatedProductId: kit.id, kind: 'fitting-kit' },
      { productId: kit.id, relatedProductId: pads.id, kind: 'pads' },
    );
  }

  // 2. The generated range, spread over the leaves by weight.
  const totalWeight = leaves.reduce((sum, leaf) => sum + leaf.weight, 0);
  const pickLeaf = () => {
    let roll = r.next() * totalWeight;
    for (const leaf of leaves) {
      roll -= leaf.weight;
      if (roll < 0) return leaf;
    }
    return leaves[leaves.length - 1] as (typeof leaves)[number];
  };
  const generated = Math.max(0, scale - featuredProducts.length);
  for (let i = 0; i < generated; i++) {
    const leaf = pickLeaf();
    const template = parts[leaf.part];
    if (!template) throw new Error(`No part template ${leaf.part}`);
    const [brand, mpnOf] = r.pick(template.brands);
    let fits: DemoVariant[] = [];
    let groupKey = `${leaf.path}|universal|${brand}`;
    let vehicle = '';
    let axle = 'front';
    let length = 600;
    if (template.fitment === 'length') {
      length = r.pick(wiperLengths);
      fits = variants.filter((v) => wiperLengthOf(models[v.modelId - 1] as DemoModel) === length);
      groupKey = `${leaf.path}|${length}`;
    } else if (template.fitment !== 'universal') {
      const anchor = r.pick(template.fitment === 'fuel' ? combustion : variants);
      const model = models[anchor.modelId - 1] as DemoModel;
      vehicle = `${model.make} ${model.name}`;
      axle = template.fitment === 'axle' && r.chance(0.35) ? 'rear' : 'front';
      fits = variantsOf(model.id).filter((v) => template.fitment !== 'fuel' || v.fuel === anchor.fuel);
      groupKey = `${leaf.path}|${model.id}|${template.fitment === 'fuel' ? anchor.fuel : axle}`;
    }
    const context = { axle, vehicle, length };
    const partName = template.name(r, context);
    const price = r.chance(0.003) ? 0 : priceIn(r, template.price);
    const product = addProduct({
      sku: String(FIRST_GENERATED_SKU + i),
      brand,
      leafPath: leaf.path,
      name: vehicle ? `${partName} for ${vehicle}` : partName,
      mpn: mpnOf(r) || `${slugify(brand).slice(0, 3).toUpperCase()}${r.digits(5)}`,
      attributes: template.attributes(r, context),
      price,
      wasPrice: price && r.chance(0.15) ? Math.round((price * r.int(110, 135)) / 100 / 5) * 5 - 1 : null,
      wasPriceEcp: price && r.chance(0.05) ? Math.round((price * r.int(104, 115)) / 100 / 5) * 5 - 1 : null,
      surcharge: template.surcharge ? Math.floor(r.int(...template.surcharge) / 100) * 100 : 0,
      showOnWebsite: !r.chance(0.005),
      showAddToBasketButton: !r.chance(0.01),
      fits,
      vehicleWords: vehicle,
    });
    let group = groups.get(groupKey);
    if (!group) {
      const make = vehicle.split(' ')[0] === 'Land' ? 'Land Rover' : vehicle.startsWith('Mercedes') ? 'Mercedes-Benz' : (vehicle.split(' ')[0] ?? '');
      const format = oeFormats[make];
      const oe: [string, string][] = template.oe && format ? Array.from({ length: r.int(1, 2) }, () => [make, format(r)] as [string, string]) : [];
      group = { oe, members: [], leaf: leaf.path };
      groups.set(groupKey, group);
    }
    group.members.push(product);
    for (const [make, number] of group.oe) addNumber(product, 'oe', make, number);
    if (r.chance(0.05) && product.mpn.length > 3) {
      // An older number of the same brand, replaced by this one, that customers still quote.
      const older = product.mpn.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 9) % 10));
      if (older !== product.mpn) addNumber(product, 'superseded', brand, older);
    }
  }

  // 3. Cross-references within each group: up to three other brands' numbers for the same part.
  const brandName = new Map(brands.map((brand) => [brand.id, brand.name]));
  for (const group of groups.values()) {
    if (group.members.length < 2) continue;
    for (const [index, product] of group.members.entries()) {
      const others = group.members.filter((other) => other.brandId !== product.brandId);
      for (let k = 0; k < Math.min(3, others.length); k++) {
        const other = others[(index + k) % others.length] as ProductRow;
        addNumber(product, 'competitor', brandName.get(other.brandId) ?? '', other.mpn);
      }
    }
  }

  // 4. Relations: pads with the discs and fitting kit of the same model's axle; oil with air filters.
  const firstOf = (leaf: string, rest: string) => groups.get(`${leaf}|${rest}`)?.members[0];
  for (const model of models) {
    for (const axle of ['front', 'rear']) {
      const pad = firstOf('braking/brake-pads', `${model.id}|${axle}`);
      const disc = firstOf('braking/brake-discs', `${model.id}|${axle}`);
      const fitting = firstOf('braking/fitting-kits', `${model.id}|${axle}`);
      if (pad && disc) {
        catalogue.relations.push({ productId: pad.id, relatedProductId: disc.id, kind: 'discs' });
        catalogue.relations.push({ productId: disc.id, relatedProductId: pad.id, kind: 'pads' });
      }
      if (pad && fitting) {
        catalogue.relations.push({ productId: pad.id, relatedProductId: fitting.id, kind: 'fitting-kit' });
        catalogue.relations.push({ productId: fitting.id, relatedProductId: pad.id, kind: 'pads' });
      }
    }
    for (const fuel of ['petrol', 'diesel', 'hybrid']) {
      const oil = firstOf('filters/oil-filters', `${model.id}|${fuel}`);
      const air = firstOf('filters/air-filters', `${model.id}|${fuel}`);
      if (oil && air) {
        catalogue.relations.push({ productId: oil.id, relatedProductId: air.id, kind: 'service' });
        catalogue.relations.push({ productId: air.id, relatedProductId: oil.id, kind: 'service' });
      }
    }
  }
  return catalogue;
}

export { makes, models, variants, categories };
