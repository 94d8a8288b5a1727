import { featuredVariants } from '../../providers/car-parc';

/**
 * Products every demo database has, at every scale, with fixed skus: the browser tests, the
 * server tests and the README's walk-through use them. Listed in the README (Demo data).
 */
export interface FeaturedProduct {
  sku: string;
  brand: string;
  leaf: string;
  name: string;
  mpn: string;
  price: number;
  wasPrice?: number;
  surcharge?: number;
  attributes: [string, string][];
  /** The vehicles it fits (generate.ts turns these into variants); none for universal parts. */
  fits: 'focus-mk4' | 'golf-mk7-diesel' | 'transit-custom-ecoblue' | 'wiper-650' | 'none';
  oe?: [brand: string, number: string][];
  competitor?: [brand: string, number: string][];
  superseded?: [brand: string, number: string][];
  showOnWebsite?: boolean;
  showAddToBasketButton?: boolean;
}

const FOCUS_PAD_OE: [string, string][] = [
  ['Ford', '2 208 125'],
  ['Ford', 'JX61-2K021-AA'],
];

export const featuredProducts: FeaturedProduct[] = [
  {
    sku: '100001',
    brand: 'Brembo',
    leaf: 'braking/brake-pads',
    name: 'Front Brake Pad Set for Ford Focus Mk4',
    mpn: 'P 85 020',
    price: 3895,
    wasPrice: 4495,
    attributes: [
      ['position', 'Front Axle'],
      ['width', '155.1'],
      ['height', '63.6'],
      ['thickness', '18.3'],
      ['wear_indicator', 'Acoustic wear warning'],
    ],
    fits: 'focus-mk4',
    oe: FOCUS_PAD_OE,
    competitor: [
      ['TRW', 'GDB2042'],
      ['Mintex', 'MDB3953'],
      ['Pagid', 'T2502'],
    ],
    superseded: [['Brembo', 'P 85 017']],
  },
  {
    sku: '100002',
    brand: 'Brembo',
    leaf: 'braking/brake-discs',
    name: 'Vented Front Brake Disc Pair for Ford Focus Mk4',
    mpn: '09.C547.11',
    price: 7450,
    attributes: [
      ['position', 'Front Axle'],
      ['diameter', '300'],
      ['thickness', '25'],
      ['disc_type', 'Internally vented'],
      ['pack', '2'],
    ],
    fits: 'focus-mk4',
    oe: [['Ford', '2 215 640']],
    competitor: [['TRW', 'DF6936']],
  },
  {
    sku: '100003',
    brand: 'Febi Bilstein',
    leaf: 'braking/fitting-kits',
    name: 'Front Brake Pad Fitting Kit for Ford Focus Mk4',
    mpn: '182346',
    price: 895,
    attributes: [['position', 'Front Axle']],
    fits: 'focus-mk4',
  },
  {
    sku: '100004',
    brand: 'TRW',
    leaf: 'braking/brake-pads',
    name: 'Front Brake Pad Set for Ford Focus Mk4',
    mpn: 'GDB2042',
    price: 3245,
    attributes: [
      ['position', 'Front Axle'],
      ['width', '155.1'],
      ['height', '63.6'],
      ['thickness', '18'],
      ['wear_indicator', 'Without wear warning'],
    ],
    fits: 'focus-mk4',
    oe: FOCUS_PAD_OE,
    competitor: [['Brembo', 'P 85 020']],
  },
  {
    sku: '100005',
    brand: 'Mintex',
    leaf: 'braking/brake-pads',
    name: 'Front Brake Pad Set for Ford Focus Mk4',
    mpn: 'MDB3953',
    price: 2795,
    attributes: [
      ['position', 'Front Axle'],
      ['width', '155'],
      ['height', '63.5'],
      ['thickness', '18'],
      ['wear_indicator', 'Without wear warning'],
    ],
    fits: 'focus-mk4',
    oe: FOCUS_PAD_OE,
  },
  {
    sku: '100006',
    brand: 'Pagid',
    leaf: 'braking/brake-pads',
    name: 'Front Brake Pad Set for Ford Focus Mk4',
    mpn: 'T2502',
    price: 3495,
    attributes: [
      ['position', 'Front Axle'],
      ['width', '155.1'],
      ['height', '63.6'],
      ['thickness', '18.2'],
      ['wear_indicator', 'Acoustic wear warning'],
    ],
    fits: 'focus-mk4',
    oe: FOCUS_PAD_OE,
  },
  {
    sku: '100007',
    brand: 'Mann-Filter',
    leaf: 'filters/oil-filters',
    name: 'Oil Filter, Cartridge, for Volkswagen Golf Mk7 2.0 TDI',
    mpn: 'HU 6019 z',
    price: 795,
    attributes: [
      ['height', '125'],
      ['outer_diameter', '65'],
    ],
    fits: 'golf-mk7-diesel',
    oe: [['Volkswagen', '03N 115 562 B']],
    competitor: [
      ['Mahle', 'OX 1215D'],
      ['Bosch', 'F 026 407 157'],
    ],
  },
  {
    sku: '100008',
    brand: 'Bosch',
    leaf: 'wipers/wiper-blades',
    name: 'Aerotwin Flat Wiper Blade 650 mm',
    mpn: '3 397 008 539',
    price: 1495,
    attributes: [['length', '650']],
    fits: 'wiper-650',
  },
  {
    sku: '100009',
    brand: 'Bosch',
    leaf: 'electrical/alternators',
    name: 'Alternator, Remanufactured, for Volkswagen Golf Mk7 2.0 TDI',
    mpn: '0 986 081 090',
    price: 0,
    surcharge: 4500,
    attributes: [
      ['current', '140'],
      ['voltage', '14'],
    ],
    fits: 'golf-mk7-diesel',
  },
  {
    sku: '100010',
    brand: 'Sealey',
    leaf: 'tools/jacks',
    name: 'Trolley Jack 3 Tonne Rocket Lift',
    mpn: '3010CXQ',
    price: 16995,
    attributes: [],
    fits: 'none',
    showOnWebsite: false,
  },
  {
    sku: '100011',
    brand: 'Castrol',
    leaf: 'oils-and-fluids/engine-oil',
    name: 'EDGE 5W-30 LL Fully Synthetic Engine Oil 5 Litre',
    mpn: '15669E',
    price: 3995,
    wasPrice: 4795,
    attributes: [
      ['viscosity', '5W-30'],
      ['capacity', '5'],
    ],
    fits: 'none',
  },
  {
    // The clutch the demo's P4 RTS van has on order (server/demo/work-orders).
    sku: '100012',
    brand: 'LuK',
    leaf: 'clutch/clutch-kits',
    name: 'RepSet DMF Clutch Kit with Dual-Mass Flywheel for Ford Transit Custom 2.0 EcoBlue',
    mpn: '600 0397 00',
    price: 52995,
    attributes: [
      ['diameter', '240'],
      ['release_bearing', 'Concentric slave cylinder'],
    ],
    fits: 'transit-custom-ecoblue',
  },
];

export const featuredSkus = {
  brakePadsFocus: '100001',
  brakeDiscsFocus: '100002',
  fittingKitFocus: '100003',
  trwPadsFocus: '100004',
  mintexPadsFocus: '100005',
  pagidPadsFocus: '100006',
  oilFilterGolf: '100007',
  wiperBlade650: '100008',
  priceOnRequest: '100009',
  hiddenFromWebsite: '100010',
  engineOil: '100011',
  clutchTransit: '100012',
} as const;

/** The Focus every featured pad fits, for compatibility tests. */
export const featuredFocus = featuredVariants.focusEcoBoost2019;
