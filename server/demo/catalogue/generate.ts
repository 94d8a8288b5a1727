import { normalisePartNumber } from '../../../contract/catalogue/part-number';
import { makes, models, slugify, variants, type DemoModel, type DemoVariant } from '../../providers/car-parc';
import { categories, leaves } from './categories';
import { featuredProducts, type FeaturedProduct } from './featured';
import { variantsOfModel } from './fitment';
import { oeFormats, reservedNumbers } from './part-numbers';
import { parts, type MadePart } from './parts';
import { chooseVehicles, modelWords, wiperFits } from './product-vehicles';
import { relationsOf } from './relations';
import { foldAccents, vocabularyOf } from './search-text';
import { deterministicUuid } from '../deterministic-uuid';
import { createRandom, type Random } from '../../prng';
import { demoEuroPrice, demoEuroSurcharge } from './euro-prices';

/**
 * The deterministic catalogue: the same seed and scale give the same rows, byte for byte.
 * Products are spread over the leaf categories by weight. Each is made for one group of
 * vehicles (fitment.ts); the products of one group share its OE numbers and list each other's
 * numbers as competitors', so a number leads to every alternative. A brand never prints one
 * number twice, so a leaf whose range is small (bulbs, oils, batteries, tools) fills up, and
 * at large scales the rest of the range is vehicle parts, as in a real catalogue.
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
  /** The euro price list (cents), beside the sterling one: see euro-prices.ts. */
  priceEur: number;
  wasPriceEur: number | null;
  wasPriceEcpEur: number | null;
  surchargeEur: number;
  taxRate: number;
  showOnWebsite: boolean;
  showAddToBasketButton: boolean;
  /** The words full-text search indexes (products.search_vector is generated from it). */
  searchText: string;
}

export interface Catalogue {
  brands: { id: number; name: string; slug: string; logoUrl: string }[];
  products: ProductRow[];
  partNumbers: {
    productId: string;
    kind: 'oe' | 'competitor' | 'superseded';
    brand: string;
    number: string;
    numberNormalised: string;
  }[];
  fitments: { productId: string; variantId: number }[];
  relations: { productId: string; relatedProductId: string; kind: string }[];
  /** The search vocabulary: every word of three letters or more, with the number of products holding it. */
  words: { word: string; frequency: number }[];
}

export const DEFAULT_SCALE = 5_000;
export const DEFAULT_SEED = 20_261_122;
const FIRST_GENERATED_SKU = 100_100;
/** UK VAT, standard rate, in basis points. */
const UK_VAT = 2000;
/** Draws of one product's spec and number before its leaf counts as full. */
const ATTEMPTS = 40;

const priceIn = (r: Random, [min, max]: [number, number]) =>
  Math.floor(r.int(min, max) / 50) * 50 + r.pick([45, 49, 95, 99]);

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
  const brandName = new Map(brands.map((brand) => [brand.id, brand.name]));
  const leafByPath = new Map(leaves.map((leaf) => [leaf.path, leaf]));
  const categoryWords = new Map<number, string>();
  for (const leaf of leaves) {
    const names: string[] = [];
    for (let at = categories[leaf.categoryId - 1]; at; at = at.parentId ? categories[at.parentId - 1] : undefined)
      names.push(at.name);
    categoryWords.set(leaf.categoryId, names.join(' '));
  }

  const catalogue: Catalogue = { brands, products: [], partNumbers: [], fitments: [], relations: [], words: [] };
  const slugs = new Set<string>();
  /** Every number each brand prints (its own and its superseded ones), normalised. */
  const printedBy = new Map<string, Set<string>>();
  const printed = (brand: string) => {
    let numbers = printedBy.get(brand);
    if (!numbers) printedBy.set(brand, (numbers = new Set()));
    return numbers;
  };
  const oeInUse = new Set<string>();

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
  }): ProductRow => {
    const leaf = leafByPath.get(input.leafPath);
    if (!leaf) throw new Error(`No leaf category ${input.leafPath}`);
    const fullName = `${input.brand} ${input.name}`;
    const base = slugify(`${fullName} ${input.mpn}`);
    const slug = slugs.has(base) ? `${base}-${input.sku}` : base;
    slugs.add(slug);
    const product: ProductRow = {
      id: deterministicUuid(`workbay-product-${input.sku}`),
      sku: input.sku,
      objectId: `prod_${input.sku}`,
      slug,
      name: fullName,
      brandId: brandId.get(input.brand) ?? 0,
      categoryId: leaf.categoryId,
      mpn: input.mpn,
      mpnNormalised: normalisePartNumber(input.mpn),
      attributes: [
        { code: 'product_name', value: fullName },
        ...input.attributes.map(([code, value]) => ({ code, value })),
      ],
      imageUrl: `/demo/parts/${leaf.image ?? leaf.slug}.svg`,
      price: input.price,
      wasPrice: input.wasPrice,
      wasPriceEcp: input.wasPriceEcp,
      surcharge: input.surcharge,
      priceEur: demoEuroPrice(input.price, input.sku),
      wasPriceEur: input.wasPrice === null ? null : demoEuroPrice(input.wasPrice, input.sku),
      wasPriceEcpEur: input.wasPriceEcp === null ? null : demoEuroPrice(input.wasPriceEcp, input.sku),
      surchargeEur: demoEuroSurcharge(input.surcharge, input.sku),
      taxRate: UK_VAT,
      showOnWebsite: input.showOnWebsite,
      showAddToBasketButton: input.showAddToBasketButton,
      searchText: foldAccents(
        [
          fullName,
          input.mpn,
          categoryWords.get(leaf.categoryId) ?? '',
          ...input.attributes.map(([, value]) => value),
          modelWords(input.fits),
        ]
          .filter(Boolean)
          .join(' '),
      ),
    };
    catalogue.products.push(product);
    printed(input.brand).add(product.mpnNormalised);
    for (const variant of input.fits) catalogue.fitments.push({ productId: product.id, variantId: variant.id });
    return product;
  };

  /** Each product's numbers so far (a handful), so that none is listed twice. */
  const numbersOf = new Map<ProductRow, string[]>();
  const addNumber = (product: ProductRow, kind: 'oe' | 'competitor' | 'superseded', brand: string, number: string) => {
    const numberNormalised = normalisePartNumber(number);
    const key = `${kind}|${numberNormalised}`;
    const own = numbersOf.get(product) ?? [];
    if (!numberNormalised || own.includes(key) || numberNormalised === product.mpnNormalised) return;
    own.push(key);
    numbersOf.set(product, own);
    catalogue.partNumbers.push({ productId: product.id, kind, brand, number, numberNormalised });
  };

  // 1. The featured products, at every scale.
  const featuredModel = (name: string) => models.find((model) => model.name === name) as DemoModel;
  const fitsOf = (fits: FeaturedProduct['fits']): DemoVariant[] => {
    if (fits === 'focus-mk4') return variantsOfModel(featuredModel('Focus Mk4').id);
    if (fits === 'golf-mk7-diesel')
      return variantsOfModel(featuredModel('Golf Mk7').id).filter((v) => v.fuel === 'diesel');
    if (fits === 'transit-custom-ecoblue')
      return variantsOfModel(featuredModel('Transit Custom').id).filter((v) => v.name.includes('EcoBlue'));
    if (fits === 'wiper-650') return wiperFits([650]);
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
    });
    for (const [brand, number] of item.oe ?? []) addNumber(product, 'oe', brand, number);
    for (const [brand, number] of item.competitor ?? []) addNumber(product, 'competitor', brand, number);
    for (const [brand, number] of item.superseded ?? []) {
      addNumber(product, 'superseded', brand, number);
      printed(brand).add(normalisePartNumber(number));
    }
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

  // 2. The generated range, spread over the leaves by weight until each leaf's range is full.
  const groups = new Map<string, { oe: [string, string][]; members: ProductRow[] }>();
  const full = new Set<string>();
  const groupBrands = new Map<string, Set<string>>();
  const pickLeaf = () => {
    const open = leaves.filter((leaf) => !full.has(leaf.path));
    let roll = r.next() * open.reduce((sum, leaf) => sum + leaf.weight, 0);
    for (const leaf of open) {
      roll -= leaf.weight;
      if (roll < 0) return leaf;
    }
    const last = open[open.length - 1];
    if (!last) throw new Error('Every leaf category is full');
    return last;
  };
  const newOeNumbers = (make: string): [string, string][] => {
    const format = oeFormats[make];
    if (!format) return [];
    const numbers: [string, string][] = [];
    for (let wanted = r.int(1, 2), tries = 0; numbers.length < wanted && tries < 20; tries++) {
      const number = format(r);
      const normalised = normalisePartNumber(number);
      if (oeInUse.has(normalised) || reservedNumbers.has(normalised)) continue;
      oeInUse.add(normalised);
      numbers.push([make, number]);
    }
    return numbers;
  };

  let sku = FIRST_GENERATED_SKU;
  while (catalogue.products.length < scale) {
    const leaf = pickLeaf();
    const template = parts[leaf.part];
    if (!template) throw new Error(`No part template ${leaf.part}`);
    const vehicles = chooseVehicles(r, template, leaf.path);
    // A brand makes one part for a group of cars; a second (another size, another trim) only once every brand has one.
    const brandsOfGroup = groupBrands.get(vehicles.group) ?? new Set<string>();
    const allTaken = !vehicles.group || brandsOfGroup.size >= template.brands.length;
    let made: { brand: string; part: MadePart; mpn: string } | undefined;
    for (let attempt = 0; attempt < ATTEMPTS && !made; attempt++) {
      const [brand, mpnOf] = r.pick(template.brands);
      if (!allTaken && attempt < 8 && brandsOfGroup.has(brand)) continue;
      const context = { ...vehicles.context, brand };
      const part = template.make(r, context);
      const mpn = mpnOf(r, part, context);
      const normalised = normalisePartNumber(mpn);
      if (normalised.length >= 3 && !reservedNumbers.has(normalised) && !printed(brand).has(normalised))
        made = { brand, part, mpn };
    }
    if (!made) {
      // Every brand's numbers for this range are taken: the range is complete.
      full.add(leaf.path);
      continue;
    }
    const { brand, part, mpn } = made;
    groupBrands.set(vehicles.group, brandsOfGroup.add(brand));
    const fits = part.wiper ? wiperFits(part.wiper) : vehicles.fits;
    const groupKey = part.wiper
      ? `${vehicles.group}|${part.wiper.join('/')}`
      : vehicles.group && `${vehicles.group}|${part.kind ?? ''}`;
    const price = r.chance(0.003) ? 0 : priceIn(r, part.price ?? template.price);
    const product = addProduct({
      sku: String(sku++),
      brand,
      leafPath: leaf.path,
      name: vehicles.label ? `${part.name}${part.name.includes(',') ? ',' : ''} for ${vehicles.label}` : part.name,
      mpn,
      attributes: part.attributes,
      price,
      wasPrice: price && r.chance(0.15) ? Math.round((price * r.int(110, 135)) / 100 / 5) * 5 - 1 : null,
      wasPriceEcp: price && r.chance(0.05) ? Math.round((price * r.int(104, 115)) / 100 / 5) * 5 - 1 : null,
      surcharge: template.surcharge ? Math.floor(r.int(...template.surcharge) / 100) * 100 : 0,
      showOnWebsite: !r.chance(0.005),
      showAddToBasketButton: !r.chance(0.01),
      fits,
    });
    if (groupKey) {
      let group = groups.get(groupKey);
      if (!group) {
        group = { oe: template.oe ? newOeNumbers(vehicles.make) : [], members: [] };
        groups.set(groupKey, group);
      }
      group.members.push(product);
      for (const [make, number] of group.oe) addNumber(product, 'oe', make, number);
    }
    if (r.chance(0.05) && /\d\D*$/.test(mpn)) {
      // An older number of the same brand, replaced by this one, that customers still quote.
      const older = mpn.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 9) % 10));
      const normalised = normalisePartNumber(older);
      if (!printed(brand).has(normalised) && !reservedNumbers.has(normalised)) {
        printed(brand).add(normalised);
        addNumber(product, 'superseded', brand, older);
      }
    }
  }

  // 3. Cross-references within each group: up to three other brands' numbers for the same part.
  for (const group of groups.values()) {
    const members = group.members;
    if (members.length < 2) continue;
    for (const [index, product] of members.entries()) {
      const named = new Set<number>([product.brandId]);
      for (let step = 1; step < Math.min(members.length, 24) && named.size < 4; step++) {
        const other = members[(index + step) % members.length] as ProductRow;
        if (named.has(other.brandId)) continue;
        named.add(other.brandId);
        addNumber(product, 'competitor', brandName.get(other.brandId) ?? '', other.mpn);
      }
    }
  }

  // 4. Relations: pads with discs and a fitting kit; the filters of one service (relations.ts).
  catalogue.relations = catalogue.relations.concat(relationsOf(groups));

  // 5. The vocabulary typo correction works against.
  catalogue.words = vocabularyOf(catalogue.products);
  return catalogue;
}

export { makes, models, variants, categories };
