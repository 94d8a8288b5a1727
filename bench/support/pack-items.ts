// Synthetic branch-pack items for measuring offline search (bench/pack-search-libraries.bench.ts,
// the unit tests of src/catalogue-pack, and later the same measurement in Chromium). Pure and
// seeded: the same count and seed give the same items in Node and in a browser, so it imports no
// node: module. It draws with the demo catalogue's generator (server/prng.ts,
// mulberry32) and follows the catalogue's shapes without importing it (node:crypto and the whole
// car parc): UK and Irish parc models, aftermarket brands printing numbers in their own formats,
// parts for one car sharing the maker's OE numbers and listing each other as competitors, one in
// twenty with a superseded number. The parc is in pack-parc.ts, the range in pack-range.ts, the
// questions asked of a pack in pack-queries.ts.
import { normalisePartNumber } from '../../contract/catalogue/part-number';
import type { PackItem, PackPartNumber } from '../../contract/catalogue-pack/schemas';
import { createRandom, type Random } from '../../server/prng';
import { carName, isDiesel, oeFormats, parc, type Model } from './pack-parc';
import { leaves, type Leaf } from './pack-range';

export const PACK_SEED = 20_261_208;
/** How many equivalent parts (other brands, other lines) share one set of OE numbers. */
const EQUIVALENTS = 12;

/** A number format: '#' a digit, '@' a capital letter, anything else printed as it is. */
function fill(r: Random, format: string): string {
  let out = '';
  for (const char of format) {
    if (char === '#') out += String(r.int(0, 9));
    else if (char === '@') out += String.fromCharCode(65 + r.int(0, 25));
    else out += char;
  }
  return out;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The cars an engine is in: filters and belts fit an engine across makes (the 2.0 TDI, the 1.5 dCi). */
const carsWithEngine = new Map<string, Model[]>();
for (const car of parc) {
  for (const engine of car.engines) carsWithEngine.set(engine, [...(carsWithEngine.get(engine) ?? []), car]);
}

/** A TecDoc-style six-digit id per car and engine, stable by name. */
function tecdocId(car: Model, engine: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${carName(car)} ${engine}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return 100_000 + (hash % 900_000);
}

/** Who fits what, for one item: its label in the name, the cars it fits, its group of alternatives. */
interface Fit {
  label: string;
  cars: { car: Model; engines: string[] }[];
  group: string;
  oeMake: string | null;
  position: string | null;
}

function chooseFit(r: Random, leaf: Leaf): Fit {
  const petrol = (engine: string) => !isDiesel(engine);
  const car = r.pick(parc);
  switch (leaf.fitment) {
    case 'axle': {
      const position = r.chance(0.7) ? 'Front' : 'Rear';
      return {
        label: carName(car),
        cars: [{ car, engines: car.engines }],
        group: `${carName(car)}|${position}`,
        oeMake: car.make,
        position,
      };
    }
    case 'model':
      return {
        label: carName(car),
        cars: [{ car, engines: car.engines }],
        group: carName(car),
        oeMake: car.make,
        position: null,
      };
    case 'engine':
    case 'petrol':
    case 'diesel': {
      const wanted = leaf.fitment === 'engine' ? () => true : leaf.fitment === 'diesel' ? isDiesel : petrol;
      const engines = parc.flatMap((c) => c.engines.filter(wanted).map((engine) => ({ c, engine })));
      const { c, engine } = r.pick(engines);
      const cars = (carsWithEngine.get(engine) ?? [c]).map((other) => ({ car: other, engines: [engine] }));
      return { label: `${carName(c)} ${engine}`, cars, group: engine, oeMake: c.make, position: null };
    }
    case 'wiper': {
      const length = r.pick([...new Set(parc.map((c) => c.wiper))]);
      const cars = parc.filter((c) => c.wiper === length).map((c) => ({ car: c, engines: c.engines }));
      return { label: `${length} mm`, cars, group: `${length}`, oeMake: null, position: null };
    }
    case 'universal':
      return { label: '', cars: [], group: '', oeMake: null, position: null };
  }
}

/** A hex id that looks like the server's UUIDs, from the sku (no node:crypto: this runs in a page too). */
function idOf(sku: string): string {
  let a = 0x9e3779b9;
  let b = 0x85ebca6b;
  for (const char of sku) {
    a = Math.imul(a ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    b = Math.imul(b ^ a, 0x27d4eb2d) >>> 0;
  }
  const hex = (a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')).repeat(2);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The server's words: name, number, category, attribute values and the models fitted, accents folded. */
function wordsOf(name: string, mpn: string, trail: string[], attributes: { value: string }[], cars: Model[]): string {
  const models = [...new Set(cars.map(carName))];
  return [name, mpn, [...trail].reverse().join(' '), ...attributes.map((a) => a.value), ...models]
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Fixed items at every size, as the demo catalogue's featured products (README, Demo data):
 * the tests and the benches look them up by sku, number and name.
 */
export const featuredSkus = {
  focusPads: '100001',
  focusDiscs: '100002',
  focusPadsTrw: '100004',
  golfOilFilter: '100007',
  boschWiper: '100008',
} as const;

interface Draft {
  sku: string;
  brand: string;
  leaf: Leaf;
  name: string;
  mpn: string;
  attributes: [string, string, string][];
  cars: { car: Model; engines: string[] }[];
  oe: PackPartNumber[];
  superseded: PackPartNumber[];
  group: string;
}

const focusMk4 = parc[0] as Model;
const golfMk7 = parc[6] as Model;
const leafNamed = (name: string) => leaves.find((leaf) => leaf.trail.at(-1) === name) as Leaf;

function featuredDrafts(): Draft[] {
  const pads = leafNamed('Brake Pads');
  const focus = [{ car: focusMk4, engines: focusMk4.engines }];
  const focusOe = [
    { brand: 'Ford', number: '2 208 125' },
    { brand: 'Ford', number: 'JX61-2K021-AA' },
  ];
  const padAttributes = (thickness: string): [string, string, string][] => [
    ['position', 'Position', 'Front Axle'],
    ['width', 'Width', '155.1 mm'],
    ['thickness', 'Thickness', thickness],
  ];
  const focusPads = (sku: string, brand: string, mpn: string, thickness: string): Draft => ({
    sku,
    brand,
    leaf: pads,
    name: `${brand} Front Brake Pad Set for Ford Focus Mk4`,
    mpn,
    attributes: padAttributes(thickness),
    cars: focus,
    oe: focusOe,
    superseded: sku === featuredSkus.focusPads ? [{ brand: 'Brembo', number: 'P 85 017' }] : [],
    group: `Brake Pads|${carName(focusMk4)}|Front`,
  });
  const wiperCars = parc.filter((c) => c.wiper === 650).map((c) => ({ car: c, engines: c.engines }));
  return [
    focusPads('100001', 'Brembo', 'P 85 020', '18.3 mm'),
    {
      sku: '100002',
      brand: 'Brembo',
      leaf: leafNamed('Brake Discs'),
      name: 'Brembo Vented Front Brake Disc Pair for Ford Focus Mk4',
      mpn: '09.C547.11',
      attributes: [['diameter', 'Diameter', '300 mm']],
      cars: focus,
      oe: [{ brand: 'Ford', number: '2 215 640' }],
      superseded: [],
      group: `Brake Discs|${carName(focusMk4)}|Front`,
    },
    {
      sku: '100003',
      brand: 'Febi Bilstein',
      leaf: leafNamed('Brake Fitting Kits'),
      name: 'Febi Bilstein Front Brake Pad Fitting Kit for Ford Focus Mk4',
      mpn: '182346',
      attributes: [],
      cars: focus,
      oe: [],
      superseded: [],
      group: `Brake Fitting Kits|${carName(focusMk4)}|Front`,
    },
    focusPads('100004', 'TRW', 'GDB2042', '18 mm'),
    focusPads('100005', 'Mintex', 'MDB3953', '18 mm'),
    focusPads('100006', 'Pagid', 'T2502', '18.2 mm'),
    {
      sku: '100007',
      brand: 'Mann-Filter',
      leaf: leafNamed('Oil Filters'),
      name: 'Mann-Filter Oil Filter for Volkswagen Golf Mk7 2.0 TDI 150',
      mpn: 'HU 6019 z',
      attributes: [['filter_type', 'Filter type', 'Filter insert']],
      cars: (carsWithEngine.get('2.0 TDI 150') ?? [golfMk7]).map((car) => ({ car, engines: ['2.0 TDI 150'] })),
      oe: [{ brand: 'Volkswagen', number: '03N 115 562 B' }],
      superseded: [],
      group: `Oil Filters|2.0 TDI 150`,
    },
    {
      sku: '100008',
      brand: 'Bosch',
      leaf: leafNamed('Wiper Blades'),
      name: 'Bosch Aerotwin Wiper Blade 650 mm',
      mpn: '3 397 008 538',
      attributes: [['length', 'Length', '650 mm']],
      cars: wiperCars,
      oe: [],
      superseded: [],
      group: `Wiper Blades|650`,
    },
  ];
}

/**
 * `count` pack items, the same for the same count and seed. Featured items first (skus 100001…),
 * then the range from sku 100100, spread over the leaves by weight; a brand's second and later
 * items for the same car are its other lines ('Ceramic', 'Low Dust'), each with its own number.
 */
export function generatePackItems(count: number, seed = PACK_SEED): PackItem[] {
  const r = createRandom(seed);
  const drafts = featuredDrafts().slice(0, count);
  const printed = new Set<string>();
  const groupOe = new Map<string, PackPartNumber[]>();
  for (const draft of drafts) {
    if (draft.oe.length && !groupOe.has(`${draft.group}|0`)) groupOe.set(`${draft.group}|0`, draft.oe);
    printed.add(`${draft.brand}|${normalisePartNumber(draft.mpn)}`);
    for (const number of draft.superseded) printed.add(`${draft.brand}|${normalisePartNumber(number.number)}`);
  }
  const totalWeight = leaves.reduce((sum, leaf) => sum + leaf.weight, 0);
  const pickLeaf = () => {
    let roll = r.next() * totalWeight;
    for (const leaf of leaves) if ((roll -= leaf.weight) < 0) return leaf;
    return leaves[0] as Leaf;
  };
  const groupBrands = new Map<string, Set<string>>();
  // Equivalent parts share OE numbers a dozen at a time: past that, the maker has another
  // variant of the car (and another number), as in a real catalogue with more cars than this parc.
  const groupSizes = new Map<string, number>();
  const equivalents = (group: string) => {
    const size = groupSizes.get(group) ?? 0;
    groupSizes.set(group, size + 1);
    return `${group}|${Math.floor(size / EQUIVALENTS)}`;
  };
  for (const draft of drafts) draft.group = equivalents(draft.group);

  for (let sku = 100_100; drafts.length < count; sku++) {
    const leaf = pickLeaf();
    const fit = chooseFit(r, leaf);
    const [brand, formats] = r.pick(leaf.brands);
    const group = `${leaf.trail.at(-1)}|${fit.group}`;
    const brandsHere = groupBrands.get(group) ?? new Set<string>();
    // A brand's first part for these cars is its plain line; later ones name their line.
    const line =
      brandsHere.has(brand) || leaf.fitment === 'universal' || leaf.fitment === 'wiper' ? r.pick(leaf.lines) : '';
    groupBrands.set(group, brandsHere.add(brand));
    let mpn = '';
    for (let attempt = 0; attempt < 30 && !mpn; attempt++) {
      const drawn = fill(r, r.pick(formats));
      if (!printed.has(`${brand}|${normalisePartNumber(drawn)}`)) mpn = drawn;
    }
    // A crowded format (a short one at 100,000 items): the brand adds a suffix, as brands do.
    if (!mpn) mpn = `${fill(r, r.pick(formats))}-${sku}`;
    printed.add(`${brand}|${normalisePartNumber(mpn)}`);
    const position = fit.position ? `${fit.position} ` : '';
    const named = [brand, line, `${position}${leaf.part}`].filter(Boolean).join(' ');
    const name = fit.label ? (leaf.fitment === 'wiper' ? `${named} ${fit.label}` : `${named} for ${fit.label}`) : named;
    const attributes = leaf.attributes(r);
    if (fit.position) attributes.unshift(['position', 'Position', `${fit.position} Axle`]);
    if (leaf.fitment === 'wiper') attributes.unshift(['length', 'Length', fit.label]);
    const key = equivalents(group);
    let oe: PackPartNumber[] = [];
    if (leaf.oe && fit.oeMake) {
      if (!groupOe.has(key)) {
        const formatsOfMake = oeFormats[fit.oeMake] ?? ['########'];
        groupOe.set(
          key,
          Array.from({ length: r.int(1, 2) }, () => ({
            brand: fit.oeMake as string,
            number: fill(r, r.pick(formatsOfMake)),
          })),
        );
      }
      oe = groupOe.get(key) ?? [];
    }
    const superseded: PackPartNumber[] = [];
    if (r.chance(0.05) && /\d\D*$/.test(mpn)) {
      const older = mpn.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 9) % 10));
      if (!printed.has(`${brand}|${normalisePartNumber(older)}`)) {
        printed.add(`${brand}|${normalisePartNumber(older)}`);
        superseded.push({ brand, number: older });
      }
    }
    drafts.push({ sku: String(sku), brand, leaf, name, mpn, attributes, cars: fit.cars, oe, superseded, group: key });
  }
  return finish(r, drafts);
}

/** Competitors (up to three other brands in the same group), prices, stock and the item's shape. */
function finish(r: Random, drafts: Draft[]): PackItem[] {
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) {
    if (draft.leaf.fitment === 'universal') continue;
    const members = groups.get(draft.group);
    if (members) members.push(draft);
    else groups.set(draft.group, [draft]);
  }
  return drafts.map((draft) => {
    const members = groups.get(draft.group) ?? [];
    const at = members.indexOf(draft);
    const competitor: PackPartNumber[] = [];
    const named = new Set([draft.brand]);
    for (let step = 1; step < Math.min(members.length, 24) && competitor.length < 3; step++) {
      const other = members[(at + step) % members.length] as Draft;
      if (named.has(other.brand)) continue;
      named.add(other.brand);
      competitor.push({ brand: other.brand, number: other.mpn });
    }
    const [low, high] = draft.leaf.price;
    const price = Math.floor(r.int(low, high) / 50) * 50 + r.pick([45, 49, 95, 99]);
    const leafName = draft.leaf.trail.at(-1) as string;
    const attributes = draft.attributes.map(([code, label, value]) => ({ code, label, value }));
    const cars = draft.cars.map(({ car }) => car);
    return {
      id: idOf(draft.sku),
      sku: draft.sku,
      objectID: `prod_${draft.sku}`,
      slug: `${slugify(`${draft.name} ${draft.mpn}`)}-${draft.sku}`,
      name: draft.name,
      mpn: draft.mpn,
      brand: { name: draft.brand, slug: slugify(draft.brand) },
      category: {
        id: String(leaves.indexOf(draft.leaf) + 1),
        name: leafName,
        slug: slugify(leafName),
        path: draft.leaf.trail.map(slugify).join('/'),
      },
      categoryTrail: draft.leaf.trail,
      attributes,
      words: wordsOf(draft.name, draft.mpn, draft.leaf.trail, attributes, cars),
      image: `/demo/parts/${slugify(leafName)}.svg`,
      oe: draft.oe,
      competitor,
      superseded: draft.superseded,
      price,
      wasPrice: r.chance(0.15) ? Math.round((price * r.int(110, 135)) / 100 / 5) * 5 - 1 : null,
      wasPriceEcp: r.chance(0.05) ? Math.round((price * r.int(104, 115)) / 100 / 5) * 5 - 1 : null,
      surcharge: leafName === 'Alternators' ? 4500 : 0,
      taxRate: 2000,
      showAddToBasketButton: !r.chance(0.01),
      stock: { here: r.chance(0.6) ? r.int(1, 6) : 0, nearby: [r.int(0, 8), r.int(0, 4), r.int(0, 12)] },
      tecdocIds: draft.cars.flatMap(({ car, engines }) => engines.map((engine) => tecdocId(car, engine))),
    };
  });
}
