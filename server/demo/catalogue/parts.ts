import type { FitmentKind } from './fitment';
import { d, L, stableDigits, stablePick } from './part-numbers';
import type { Random } from '../../prng';

/**
 * How the products of each leaf category look: their brands and part-number formats (as the
 * brands print them), names with the specs they state, attributes that say the same, prices in
 * pence excluding VAT, and which vehicles they fit (fitment.ts). `make` draws one product's spec
 * once, and the name, attributes and part number are all read from it, so a "5W-30 5 Litre"
 * oil has viscosity 5W-30 and capacity 5.
 */
export interface PartContext {
  brand: string;
  /** The vehicle maker of the cars it fits ('' for universal parts): some brands' numbers say it ('FD-ES-1234'). */
  make: string;
  axle: 'front' | 'rear';
  /** A stable name of the vehicles (an engine family, a model) for specs the car decides. */
  vehicleKey: string;
  /** A car's driver-side and passenger-side wiper lengths (wiper fitment). */
  wiper: [number, number];
  /** A car's battery case code (battery fitment). */
  battery: string;
}

export interface MadePart {
  /** The name without brand or vehicle: 'Front Brake Pad Set'. */
  name: string;
  attributes: [code: string, value: string][];
  /** A price range for this spec, when it differs from the template's (a 5 litre can). */
  price?: [min: number, max: number];
  /** The spec that fixes the part number, for ranges of a few products (bulbs, oils, tools). */
  key?: string;
  /** Parts for the same vehicles that are not alternatives: left and right, with or without pump. */
  kind?: string;
  /** Wipers: the lengths the product fits by ([driver] for a single blade, [driver, passenger] for a set). */
  wiper?: [number] | [number, number];
}

export interface PartTemplate {
  fitment: FitmentKind;
  /** Engine parts: the engines they are made for (spark plugs: petrol; glow plugs: diesel); never electric cars. */
  engine?: EngineKind;
  /** How often an axle part is for the rear axle. */
  rear?: number;
  brands: [brand: string, mpn: (r: Random, part: MadePart, c: PartContext) => string][];
  make: (r: Random, c: PartContext) => MadePart;
  price: [min: number, max: number];
  /** Exchange units carry a surcharge, refunded when the old unit comes back. */
  surcharge?: [min: number, max: number];
  /** Parts that vehicle makers' OE numbers identify. */
  oe?: boolean;
}

/** Petrol engines (hybrids included), diesel engines (diesel hybrids included), or either. */
export type EngineKind = 'petrol' | 'diesel' | 'any';

const Axle = (c: PartContext) => (c.axle === 'front' ? 'Front' : 'Rear');
const position = (c: PartContext): [string, string] => ['position', `${Axle(c)} Axle`];
const decimal = (r: Random, min: number, max: number) =>
  (r.int(min * 10, max * 10) / 10).toFixed(1).replace(/\.0$/, '');
/** A catalogue number fixed by the spec: the same spec, the same number. */
/** The maker's letters in Moog's and Klarius' numbers ('FD' Ford, 'VO' the VW group, 'OP' Vauxhall). */
const makerCode = (make: string) =>
  ({
    Ford: 'FD',
    Vauxhall: 'OP',
    Volkswagen: 'VO',
    Audi: 'VO',
    SEAT: 'VO',
    Skoda: 'VO',
    BMW: 'BM',
    MINI: 'BM',
    Toyota: 'TO',
    Nissan: 'NI',
    Peugeot: 'PE',
    Citroën: 'PE',
    Renault: 'RE',
    Dacia: 'RE',
    'Mercedes-Benz': 'ME',
    Kia: 'KI',
    Hyundai: 'HY',
    Honda: 'HO',
    'Land Rover': 'LR',
    Volvo: 'VV',
    Fiat: 'FI',
    Mazda: 'MD',
    Tesla: 'TE',
  })[make] ?? 'UN';
const code = (part: MadePart, brand: string, digits: number) =>
  stableDigits(`${brand}|${part.key ?? part.name}`, digits);
/** As the trade prints sizes: '1 Litre', '5 Litre'. */
const litres = (size: number) => `${size} Litre`;

export const parts: Record<string, PartTemplate> = {
  brakePads: {
    fitment: 'axle',
    oe: true,
    rear: 0.35,
    brands: [
      ['Brembo', (r) => `P ${d(r, 2)} ${d(r, 3)}`],
      ['TRW', (r) => `GDB${r.int(1, 2)}${d(r, 3)}`],
      ['Mintex', (r) => `MDB${r.int(1, 3)}${d(r, 3)}`],
      ['Pagid', (r) => `T${r.int(1, 2)}${d(r, 3)}`],
      ['Ferodo', (r) => `FDB${r.int(1, 5)}${d(r, 3)}`],
      ['Textar', (r) => `2${d(r, 4)}01`],
      ['Bosch', (r) => `0 986 49${r.int(4, 5)} ${d(r, 3)}`],
      ['ATE', (r) => `13.0460-${d(r, 4)}.2`],
      ['Apec', (r) => `PAD${r.int(1, 2)}${d(r, 3)}`],
    ],
    make: (r, c) => {
      const wear = r.pick(['Electronic wear sensor', 'Acoustic wear warning', 'Without wear warning']);
      const line = c.brand === 'Ferodo' ? 'Premier ' : c.brand === 'ATE' ? 'Ceramic ' : '';
      return {
        name: `${line}${Axle(c)} Brake Pad Set${wear === 'Electronic wear sensor' ? ' with Wear Sensor' : ''}`,
        price: c.axle === 'front' ? [1795, 5995] : [1495, 4495],
        attributes: [
          position(c),
          ['width', decimal(r, c.axle === 'front' ? 120 : 95, c.axle === 'front' ? 165 : 125)],
          ['height', decimal(r, 45, 70)],
          ['thickness', decimal(r, c.axle === 'front' ? 17 : 15, c.axle === 'front' ? 20 : 17)],
          ['wear_indicator', wear],
        ],
      };
    },
    price: [1495, 5995],
  },
  brakeDiscs: {
    fitment: 'axle',
    oe: true,
    rear: 0.35,
    brands: [
      ['Brembo', (r) => `09.${L(r)}${d(r, 3)}.${r.pick(['10', '11', '21'])}`],
      ['TRW', (r) => `DF${r.int(4, 7)}${d(r, 3)}`],
      ['Mintex', (r) => `MDC${r.int(1, 2)}${d(r, 3)}`],
      ['Pagid', (r) => `5${d(r, 4)}`],
      ['ATE', (r) => `24.01${d(r, 2)}-0${d(r, 3)}.1`],
      ['Apec', (r) => `DSK${r.int(2, 4)}${d(r, 3)}`],
    ],
    make: (r, c) => {
      const vented = c.axle === 'front' ? r.chance(0.85) : r.chance(0.15);
      return {
        name: `${vented ? 'Vented ' : ''}${Axle(c)} Brake Disc Pair`,
        price: vented ? [3995, 11995] : [2995, 7995],
        kind: vented ? 'vented' : 'solid',
        attributes: [
          position(c),
          [
            'diameter',
            String(vented ? r.pick([258, 278, 280, 300, 312, 320, 330]) : r.pick([239, 245, 253, 256, 264, 271])),
          ],
          ['thickness', String(vented ? r.pick([22, 24, 25, 26, 28]) : r.pick([9, 10, 11, 12]))],
          ['disc_type', vented ? 'Internally vented' : 'Solid'],
          // Sold as the axle's pair: a disc job's two discs are one of these.
          ['pack', '2'],
        ],
      };
    },
    price: [2995, 11995],
  },
  calipers: {
    fitment: 'axle',
    oe: true,
    rear: 0.35,
    brands: [
      ['TRW', (r) => `BHN${d(r, 3)}E`],
      ['Bosch', (r) => `0 986 134 ${d(r, 3)}`],
      ['Budweg', (r) => `34${d(r, 4)}`],
    ],
    make: (r, c) => {
      const side = r.pick(['Left', 'Right']);
      return {
        name: `${Axle(c)} ${side} Brake Caliper, Remanufactured`,
        kind: side,
        attributes: [position(c), ['side', side], ['piston_diameter', String(r.pick([38, 42, 48, 54, 57]))]],
      };
    },
    price: [4995, 14995],
    surcharge: [2000, 4500],
  },
  brakeShoes: {
    fitment: 'model',
    oe: true,
    brands: [
      ['TRW', (r) => `GS${r.int(8, 9)}${d(r, 3)}`],
      ['Mintex', (r) => `MFR${d(r, 3)}`],
      ['Ferodo', (r) => `FSB${d(r, 3)}`],
    ],
    make: (r) => ({
      name: 'Rear Brake Shoe Set',
      attributes: [
        ['position', 'Rear Axle'],
        ['diameter', String(r.pick([180, 200, 203, 228]))],
      ],
    }),
    price: [1895, 4495],
  },
  fittingKits: {
    fitment: 'axle',
    rear: 0.35,
    brands: [
      ['Febi Bilstein', (r) => `18${d(r, 4)}`],
      ['Blue Print', (r) => `ADB${d(r, 5)}`],
      ['Quick Brake', (r) => `109-${d(r, 4)}`],
    ],
    make: (_r, c) => ({ name: `${Axle(c)} Brake Pad Fitting Kit`, attributes: [position(c)] }),
    price: [495, 1695],
  },
  oilFilters: {
    fitment: 'engine',
    engine: 'any',
    oe: true,
    brands: [
      [
        'Mann-Filter',
        (r, p) =>
          p.kind === 'cartridge'
            ? `HU ${d(r, 3)}${r.pick(['', '/1 x', ' z', ' x'])}`
            : `W ${r.int(6, 9)}${d(r, 2)}${r.pick(['', '/1', '/80'])}`,
      ],
      ['Mahle', (r, p) => (p.kind === 'cartridge' ? `OX ${d(r, 3)}D` : `OC ${d(r, 3)}`)],
      ['Bosch', (r, p) => (p.kind === 'cartridge' ? `F 026 407 ${d(r, 3)}` : `0 451 103 ${d(r, 3)}`)],
      ['Purflux', (r, p) => (p.kind === 'cartridge' ? `L${d(r, 3)}` : `LS${d(r, 3)}`)],
      ['Blue Print', (r) => `ADV18${d(r, 4)}`],
    ],
    make: (r, c) => {
      // An engine takes one kind of filter, whoever makes it.
      const kind = stablePick(`${c.vehicleKey} oil filter`, ['cartridge', 'cartridge', 'spin-on']);
      return kind === 'cartridge'
        ? {
            name: 'Oil Filter, Cartridge',
            kind,
            attributes: [
              ['filter_type', 'Filter insert'],
              ['height', String(r.int(60, 140))],
              ['outer_diameter', String(r.int(50, 72))],
            ],
          }
        : {
            name: 'Oil Filter, Spin-on',
            kind,
            price: [495, 1495],
            attributes: [
              ['filter_type', 'Screw-on filter'],
              ['height', String(r.int(65, 120))],
              ['outer_diameter', String(r.pick([76, 80, 93]))],
              ['thread', r.pick(['M20 x 1.5', '3/4-16 UNF', 'M22 x 1.5'])],
            ],
          };
    },
    price: [395, 1295],
  },
  airFilters: {
    fitment: 'engine',
    engine: 'any',
    oe: true,
    brands: [
      ['Mann-Filter', (r) => `C ${d(r, 2)} ${d(r, 3)}${r.pick(['', '/1', '/2'])}`],
      ['Mahle', (r) => `LX ${d(r, 4)}${r.pick(['', '/1', '/3'])}`],
      ['Bosch', (r) => `F 026 400 ${d(r, 3)}`],
      ['Purflux', (r) => `A${d(r, 4)}`],
    ],
    make: (r) => ({
      name: 'Air Filter',
      attributes: [
        ['length', String(r.int(180, 360))],
        ['width', String(r.int(120, 260))],
        ['height', String(r.int(40, 80))],
      ],
    }),
    price: [695, 2495],
  },
  fuelFilters: {
    fitment: 'engine',
    engine: 'diesel',
    oe: true,
    brands: [
      ['Mann-Filter', (r) => `WK ${r.int(8, 9)}${d(r, 2)}/${r.int(1, 30)}`],
      ['Bosch', (r) => `F 026 402 ${d(r, 3)}`],
      ['Delphi', (r) => `HDF${d(r, 3)}`],
      ['Purflux', (r) => `C${d(r, 3)}`],
    ],
    make: (r) => ({
      name: 'Diesel Fuel Filter',
      attributes: [
        ['height', String(r.int(90, 190))],
        ['fuel', 'Diesel'],
      ],
    }),
    price: [995, 3495],
  },
  cabinFilters: {
    fitment: 'model',
    oe: true,
    brands: [
      ['Mann-Filter', (r, p) => `${p.kind === 'carbon' ? 'CUK' : 'CU'} ${d(r, 4)}`],
      ['Bosch', (r, p) => `1 987 43${p.kind === 'carbon' ? '5' : '2'} ${d(r, 3)}`],
      ['Mahle', (r, p) => `${p.kind === 'carbon' ? 'LAK' : 'LA'} ${d(r, 3)}`],
    ],
    make: (r) => {
      const carbon = r.chance(0.5);
      return {
        name: carbon ? 'Cabin Filter, Activated Carbon' : 'Pollen Filter',
        kind: carbon ? 'carbon' : 'particulate',
        price: carbon ? [1195, 2995] : [795, 1995],
        attributes: [
          ['filter_type', carbon ? 'Activated carbon' : 'Particulate filter'],
          ['length', String(r.int(180, 290))],
        ],
      };
    },
    price: [795, 2995],
  },
  sparkPlugs: {
    fitment: 'engine',
    engine: 'petrol',
    brands: [
      [
        'NGK',
        (r, p) =>
          p.kind === 'Iridium'
            ? `${r.pick(['ILKAR', 'SILZKR', 'ILZKR'])}${r.int(6, 8)}${r.pick(['B11', 'J8', 'D8', 'A11'])}`
            : p.kind === 'Platinum'
              ? `PLZKAR${r.int(6, 7)}A${r.pick(['', '-11'])}`
              : `${r.pick(['BKR', 'LKR', 'BPR'])}${r.int(5, 7)}E${r.pick(['', '-11', 'Z'])}`,
      ],
      ['Bosch', (r) => `0 242 ${r.int(1, 2)}${d(r, 2)} ${d(r, 3)}`],
      [
        'Denso',
        (r, p) =>
          p.kind === 'Iridium'
            ? `IK${r.pick([16, 20, 22])}${r.pick(['', 'TT', 'G'])}`
            : p.kind === 'Platinum'
              ? `PK${r.pick([16, 20])}${r.pick(['TT', 'PR-L11'])}`
              : `K${r.pick([16, 20])}${r.pick(['PR-U', 'TT', 'R-U11'])}`,
      ],
      ['Champion', (r) => `OE${d(r, 3)}`],
    ],
    make: (r, c) => {
      // Modern turbo engines take iridium or platinum plugs; the engine decides.
      const kind = stablePick(`${c.vehicleKey} plugs`, ['Iridium', 'Iridium', 'Platinum', 'Nickel']);
      return {
        name: `${kind} Spark Plug`,
        kind,
        price: kind === 'Nickel' ? [295, 695] : [795, 1895],
        attributes: [
          ['electrode', kind],
          ['thread', r.pick(['M12 x 1.25', 'M14 x 1.25'])],
          ['electrode_gap', r.pick(['0.7', '0.8', '0.9', '1.1'])],
        ],
      };
    },
    price: [295, 1895],
  },
  glowPlugs: {
    fitment: 'engine',
    engine: 'diesel',
    brands: [
      ['Bosch', (r) => `0 250 ${r.int(2, 6)}${d(r, 2)} ${d(r, 3)}`],
      ['NGK', (r) => `Y-${r.int(1, 9)}${d(r, 3)}${r.pick(['AS', 'J', ''])}`],
      ['Beru', (r) => `GN${d(r, 3)}`],
    ],
    make: (r) => {
      const voltage = r.pick(['4.4', '5', '11']);
      return {
        name: 'Glow Plug',
        attributes: [
          ['voltage', voltage],
          ['thread', r.pick(['M8 x 1', 'M10 x 1'])],
        ],
      };
    },
    price: [895, 2495],
  },
  timingKits: {
    fitment: 'engine',
    engine: 'any',
    oe: true,
    brands: [
      [
        'Gates',
        (r, p) =>
          p.kind === 'pump'
            ? `KP${r.int(1, 4)}${d(r, 4)}XS${r.pick(['', '-1', '-2'])}`
            : `K0${r.int(1, 4)}${d(r, 4)}XS`,
      ],
      ['Dayco', (r, p) => (p.kind === 'pump' ? `KTBWP${d(r, 4)}` : `KTB${d(r, 3)}`)],
      ['INA', (r, p) => `530 0${d(r, 3)} ${p.kind === 'pump' ? '30' : '10'}`],
      ['Contitech', (r, p) => `CT${d(r, 4)}${p.kind === 'pump' ? 'WP' : 'K'}${r.int(1, 3)}`],
    ],
    make: (r) => {
      const pump = r.chance(0.4);
      return {
        name: pump ? 'Timing Belt Kit with Water Pump' : 'Timing Belt Kit',
        kind: pump ? 'pump' : 'belt',
        price: pump ? [11995, 24995] : [5995, 14995],
        attributes: [
          ['teeth', String(r.int(110, 160))],
          ['width', String(r.pick([18, 20, 25, 27, 30]))],
          ['water_pump', pump ? 'Included' : 'Not included'],
        ],
      };
    },
    price: [5995, 24995],
  },
  waterPumps: {
    fitment: 'engine',
    engine: 'any',
    oe: true,
    brands: [
      ['Gates', (r) => `WP0${d(r, 3)}`],
      ['SKF', (r) => `VKPC ${r.int(8, 9)}${d(r, 4)}`],
      ['Febi Bilstein', (r) => `${r.int(1, 4)}${d(r, 4)}`],
    ],
    make: (r) => ({
      name: 'Water Pump',
      attributes: [
        ['impeller', r.pick(['Plastic', 'Metal'])],
        ['gasket', r.pick(['Included', 'O-ring'])],
      ],
    }),
    price: [2495, 8995],
  },
  auxBelts: {
    fitment: 'engine',
    engine: 'any',
    brands: [
      ['Gates', (_r, p) => p.key ?? ''],
      ['Dayco', (_r, p) => p.key ?? ''],
      ['Contitech', (_r, p) => p.key ?? ''],
    ],
    make: (r) => {
      // Belts are known by their size: '6PK1050' is six ribs, 1,050 mm, from every maker.
      const ribs = r.int(4, 7);
      const length = r.int(160, 440) * 5;
      return {
        name: `Auxiliary Drive Belt ${ribs}PK ${length} mm`,
        key: `${ribs}PK${length}`,
        attributes: [
          ['ribs', String(ribs)],
          ['length', String(length)],
        ],
      };
    },
    price: [895, 2995],
  },
  gaskets: {
    fitment: 'engine',
    engine: 'any',
    oe: true,
    brands: [
      ['Elring', (r) => `${d(r, 3)}.${d(r, 3)}`],
      ['Victor Reinz', (r) => `61-${d(r, 5)}-${r.pick(['00', '10', '20'])}`],
      ['Payen', (r) => `${r.pick(['AG', 'BX', 'JN'])}${d(r, 4)}`],
    ],
    make: (r) => {
      const name = r.pick([
        'Cylinder Head Gasket',
        'Cylinder Head Gasket',
        'Rocker Cover Gasket',
        'Exhaust Manifold Gasket',
        'Sump Gasket',
      ]);
      return {
        name,
        kind: name,
        price: name === 'Cylinder Head Gasket' ? [2495, 8995] : [695, 2995],
        attributes:
          name === 'Cylinder Head Gasket'
            ? [
                ['thickness', decimal(r, 1, 2)],
                ['material', 'Multi-layer steel'],
              ]
            : [['material', r.pick(['Rubber', 'Steel', 'Cork'])]],
      };
    },
    price: [695, 8995],
  },
  engineMounts: {
    fitment: 'model-engine',
    engine: 'any',
    oe: true,
    brands: [
      ['Lemförder', (r) => `${d(r, 5)} 0${r.int(1, 3)}`],
      ['Febi Bilstein', (r) => `${r.int(1, 4)}${d(r, 4)}`],
      ['Corteco', (r) => `80${d(r, 4)}`],
    ],
    make: (r) => {
      const name = r.pick(['Engine Mount, Right', 'Engine Mount, Left', 'Gearbox Mount', 'Rear Torque Mount']);
      return { name, kind: name, attributes: [['material', r.pick(['Hydraulic', 'Rubber-metal'])]] };
    },
    price: [2495, 8995],
  },
  catalysts: {
    fitment: 'model-engine',
    engine: 'any',
    brands: [
      ['BM Catalysts', (r) => `BM${r.int(8, 9)}${d(r, 4)}H`],
      ['Klarius', (r) => `${r.int(3, 4)}${d(r, 5)}`],
    ],
    make: (r) => ({
      name: 'Catalytic Converter, Type Approved',
      attributes: [
        ['euro_standard', r.pick(['Euro 5', 'Euro 6'])],
        ['exhaust_system_id', `ES${r.int(1, 3)}`],
      ],
    }),
    price: [19995, 59995],
  },
  dpf: {
    fitment: 'model-engine',
    engine: 'diesel',
    brands: [
      ['BM Catalysts', (r) => `BM${r.int(1, 3)}${d(r, 4)}`],
      ['Klarius', (r) => `DPF${d(r, 4)}`],
    ],
    make: (r) => ({
      name: 'Diesel Particulate Filter, Exchange',
      attributes: [
        ['euro_standard', r.pick(['Euro 5', 'Euro 6'])],
        ['exhaust_system_id', `ES${r.int(1, 3)}`],
      ],
    }),
    price: [34995, 89995],
    surcharge: [5000, 15000],
  },
  exhaustPipes: {
    fitment: 'model',
    brands: [
      ['Klarius', (r, _p, c) => `${makerCode(c.make)}${d(r, 3)}${r.pick(['A', 'B', 'C'])}`],
      ['EEC', (r, _p, c) => `${makerCode(c.make).slice(0, 1)}${L(r)}${d(r, 4)}`],
      ['BM Catalysts', (r) => `BM${r.int(5, 7)}${d(r, 4)}`],
    ],
    make: (r) => {
      const name = r.pick(['Front Pipe', 'Centre Pipe', 'Tail Pipe', 'Flexi Pipe']);
      return { name: `Exhaust ${name}`, kind: name, attributes: [['exhaust_system_id', `ES${r.int(1, 3)}`]] };
    },
    price: [2495, 9995],
  },
  rearSilencers: {
    fitment: 'model',
    brands: [
      ['Klarius', (r, _p, c) => `${makerCode(c.make)}${d(r, 3)}T`],
      ['EEC', (r, _p, c) => `${makerCode(c.make).slice(0, 1)}${L(r)}${d(r, 4)}`],
    ],
    make: (r) => ({
      name: 'Rear Silencer',
      attributes: [
        ['exhaust_system_id', `ES${r.int(1, 3)}`],
        ['tailpipe', r.pick(['Single', 'Twin'])],
      ],
    }),
    price: [4995, 14995],
  },
  centreSilencers: {
    fitment: 'model',
    brands: [
      ['Klarius', (r, _p, c) => `${makerCode(c.make)}${d(r, 3)}R`],
      ['EEC', (r, _p, c) => `${makerCode(c.make).slice(0, 1)}${L(r)}${d(r, 4)}`],
    ],
    make: (r) => ({ name: 'Centre Silencer', attributes: [['exhaust_system_id', `ES${r.int(1, 3)}`]] }),
    price: [3995, 11995],
  },
  exhaustFitting: {
    fitment: 'model',
    brands: [
      ['Klarius', (r) => `${r.int(4, 5)}${d(r, 5)}`],
      ['BM Catalysts', (r) => `FK${d(r, 5)}`],
    ],
    make: (r) => {
      const name = r.pick([
        'Rear Silencer Fitting Kit',
        'Catalytic Converter Fitting Kit',
        'Centre Silencer Fitting Kit',
      ]);
      return { name, kind: name, attributes: [['exhaust_system_id', `ES${r.int(1, 3)}`]] };
    },
    price: [995, 3495],
  },
  shocks: {
    fitment: 'axle',
    oe: true,
    rear: 0.45,
    brands: [
      ['Monroe', (r) => r.pick([`G${d(r, 4)}`, `E${d(r, 4)}`, `7${d(r, 5)}SP`])],
      ['KYB', (r, p) => `3${p.name.includes('Rear') ? '43' : '33'}${d(r, 3)}`],
      ['Sachs', (r) => `3${r.int(10, 17)} ${d(r, 3)}`],
      ['Bilstein', (r) => `22-${d(r, 6)}`],
    ],
    make: (r, c) => {
      const line = { Monroe: 'Original ', KYB: 'Excel-G ', Bilstein: 'B4 ', Sachs: '' }[c.brand] ?? '';
      return {
        name: `${line}${Axle(c)} Shock Absorber`,
        attributes: [
          position(c),
          ['type', r.pick(['Gas pressure', 'Twin-tube gas', 'Mono-tube gas'])],
          ['length_min', String(r.int(280, 380))],
        ],
      };
    },
    price: [2995, 10995],
  },
  springs: {
    fitment: 'axle',
    rear: 0.45,
    brands: [
      ['Lesjöfors', (r) => `40${d(r, 5)}`],
      ['Sachs', (r) => `99${d(r, 4)}`],
      ['Bilstein', (r) => `36-${d(r, 6)}`],
    ],
    make: (r, c) => ({
      name: `${Axle(c)} Coil Spring`,
      attributes: [position(c), ['wire_diameter', decimal(r, 10, 15)], ['length', String(r.int(240, 420))]],
    }),
    price: [2495, 6995],
  },
  trackRodEnds: {
    fitment: 'model',
    oe: true,
    brands: [
      ['Lemförder', (r) => `${d(r, 5)} 01`],
      ['Moog', (r, _p, c) => `${makerCode(c.make)}-ES-${d(r, 4)}`],
      ['TRW', (r) => `JTE${d(r, 4)}`],
    ],
    make: (r) => {
      const side = r.pick(['Left', 'Right']);
      return {
        name: `Front ${side} Track Rod End`,
        kind: side,
        attributes: [
          ['position', 'Front Axle'],
          ['side', side],
          ['thread', r.pick(['M12 x 1.5', 'M14 x 1.5', 'M16 x 1.5'])],
        ],
      };
    },
    price: [995, 3495],
  },
  dropLinks: {
    fitment: 'axle',
    rear: 0.35,
    brands: [
      ['Lemförder', (r) => `${d(r, 5)} 02`],
      ['Moog', (r, _p, c) => `${makerCode(c.make)}-LS-${d(r, 4)}`],
      ['Febi Bilstein', (r) => `${r.int(1, 4)}${d(r, 4)}`],
    ],
    make: (r, c) => ({
      name: `${Axle(c)} Anti-Roll Bar Link`,
      attributes: [position(c), ['length', String(r.int(180, 320))]],
    }),
    price: [795, 2995],
  },
  controlArms: {
    fitment: 'axle',
    oe: true,
    rear: 0.2,
    brands: [
      ['Lemförder', (r) => `${d(r, 5)} 0${r.int(1, 3)}`],
      ['Moog', (r, _p, c) => `${makerCode(c.make)}-WP-${d(r, 4)}`],
      ['TRW', (r) => `JTC${d(r, 4)}`],
      ['Febi Bilstein', (r) => `${r.int(1, 4)}${d(r, 4)}`],
    ],
    make: (r, c) => {
      const side = r.pick(['Left', 'Right']);
      const ball = c.axle === 'front' && r.chance(0.7);
      return {
        name: `${Axle(c)} Lower Control Arm, ${side}${ball ? ', with Ball Joint' : ''}`,
        kind: side,
        attributes: [position(c), ['side', side], ['ball_joint', ball ? 'Included' : 'Not included']],
      };
    },
    price: [2495, 9995],
  },
  wheelBearings: {
    fitment: 'axle',
    oe: true,
    rear: 0.45,
    brands: [
      ['SKF', (r) => `VKBA ${r.int(3, 7)}${d(r, 3)}`],
      ['FAG', (r) => `713 6${d(r, 2)} ${d(r, 3)}`],
      ['SNR', (r) => `R1${d(r, 2)}.${d(r, 2)}`],
    ],
    make: (r, c) => ({
      name: `${Axle(c)} Wheel Bearing Kit`,
      attributes: [position(c), ['abs_ring', r.pick(['Integrated magnetic encoder', 'Without ABS ring'])]],
    }),
    price: [2495, 8995],
  },
  clutchKits: {
    fitment: 'model-engine',
    engine: 'any',
    oe: true,
    brands: [
      ['LuK', (r) => `6${d(r, 2)} ${d(r, 4)} 0${d(r, 2)}`],
      ['Sachs', (r) => `3000 ${d(r, 3)} ${d(r, 3)}`],
      ['Valeo', (r) => `8${r.int(26, 34)}${d(r, 3)}`],
      ['Exedy', (r) => `${r.pick(['FMK', 'TYK', 'VWK', 'NSK'])}${d(r, 4)}`],
    ],
    make: (r) => {
      const bearing = r.chance(0.5);
      return {
        name: bearing ? 'Clutch Kit with Release Bearing' : 'Clutch Kit, 3-piece',
        kind: bearing ? 'csc' : 'three-piece',
        attributes: [
          ['diameter', String(r.pick([200, 210, 220, 228, 240]))],
          ['release_bearing', bearing ? 'Concentric slave cylinder' : 'Mechanical'],
        ],
      };
    },
    price: [8995, 34995],
  },
  flywheels: {
    fitment: 'model-engine',
    engine: 'any',
    oe: true,
    brands: [
      ['LuK', (r) => `415 0${d(r, 3)} 10`],
      ['Sachs', (r) => `2294 00${d(r, 1)} ${d(r, 3)}`],
      ['Valeo', (r) => `836${d(r, 3)}`],
    ],
    make: (r) => ({ name: 'Dual Mass Flywheel', attributes: [['teeth', String(r.int(120, 145))]] }),
    price: [24995, 59995],
  },
  batteries: {
    fitment: 'battery',
    brands: [
      ['Varta', (_r, p) => p.key ?? ''],
      ['Yuasa', (_r, p) => p.key ?? ''],
      ['Bosch', (_r, p) => p.key ?? ''],
    ],
    make: (r, c) => {
      // UK case codes with the capacity and cold-cranking current of a standard battery of that case.
      const sizes: Record<string, [ah: number, cca: number, varta: string, mid: string]> = {
        '063': [44, 440, 'B18', '402'],
        '075': [60, 540, 'D24', '408'],
        '096': [74, 680, 'E11', '012'],
        '100': [72, 680, 'E43', '409'],
        '110': [80, 740, 'F17', '406'],
        '115': [95, 800, 'G14', '404'],
        '019': [95, 830, 'G3', '402'],
      };
      const [baseAh, baseCca, vartaCode, mid] = sizes[c.battery] ?? [74, 680, 'E11', '012'];
      const tech = r.pick(['Standard', 'Standard', 'EFB', 'AGM']);
      const ah = tech === 'Standard' ? baseAh : baseAh + (tech === 'AGM' ? -4 : 1);
      const cca = tech === 'Standard' ? baseCca : baseCca + (tech === 'AGM' ? 80 : 50);
      const cc = String(cca / 10).padStart(3, '0');
      const [line, key] =
        c.brand === 'Varta'
          ? [
              tech === 'AGM' ? 'Silver Dynamic AGM' : tech === 'EFB' ? 'Blue Dynamic EFB' : `Blue Dynamic ${vartaCode}`,
              `5${ah} ${tech === 'AGM' ? '901' : tech === 'EFB' ? '500' : mid} ${cc}`,
            ]
          : c.brand === 'Yuasa'
            ? [
                tech === 'AGM' ? 'YBX9000 AGM' : tech === 'EFB' ? 'YBX7000 EFB' : 'YBX3000',
                `YBX${tech === 'AGM' ? 9 : tech === 'EFB' ? 7 : 3}${c.battery}`,
              ]
            : [
                tech === 'AGM' ? 'S5 AGM' : tech === 'EFB' ? 'S4 EFB' : 'S4',
                `0 092 ${tech === 'AGM' ? 'S5A' : tech === 'EFB' ? 'S4E' : 'S40'} ` +
                  `0${stableDigits(`${c.battery}${tech}`, 2)}`,
              ];
      return {
        name: `${line} Car Battery ${c.battery} ${ah}Ah ${cca}CCA`,
        key,
        kind: tech,
        price: tech === 'AGM' ? [13995, 18995] : tech === 'EFB' ? [9995, 14995] : [5995, 11995],
        attributes: [
          ['battery_case', c.battery],
          ['capacity_ah', String(ah)],
          ['cca', String(cca)],
          ['voltage', '12'],
          ['technology', tech],
        ],
      };
    },
    price: [5995, 18995],
  },
  alternators: {
    fitment: 'model-engine',
    engine: 'any',
    oe: true,
    brands: [
      ['Bosch', (r) => `0 986 0${d(r, 2)} ${d(r, 3)}`],
      ['Valeo', (r) => `44${d(r, 4)}`],
      ['Denso', (r) => `DAN${d(r, 4)}`],
    ],
    make: (r) => ({
      name: 'Alternator, Remanufactured',
      attributes: [
        ['current', String(r.pick([90, 120, 140, 150, 180]))],
        ['voltage', '14'],
      ],
    }),
    price: [11995, 29995],
    surcharge: [2500, 6000],
  },
  starters: {
    fitment: 'model-engine',
    engine: 'any',
    oe: true,
    brands: [
      ['Bosch', (r) => `0 986 0${d(r, 2)} ${d(r, 3)}`],
      ['Valeo', (r) => `43${d(r, 4)}`],
      ['Denso', (r) => `DSN${d(r, 4)}`],
    ],
    make: (r) => ({
      name: 'Starter Motor, Remanufactured',
      attributes: [
        ['power', r.pick(['1.1', '1.4', '1.7', '2.0'])],
        ['voltage', '12'],
      ],
    }),
    price: [8995, 24995],
    surcharge: [2000, 5000],
  },
  headlightBulbs: {
    fitment: 'universal',
    brands: [
      [
        'Osram',
        (_r, p) => {
          const base = { H7: '64210', H4: '64193', H1: '64150', H11: '64211' }[p.kind ?? 'H7'];
          const range = { Standard: '', 'Long Life': 'ULT', Performance: 'NL', 'Cool Blue': 'CBN' }[
            p.key?.split('|')[1] ?? ''
          ];
          return `${base}${range ?? ''}${p.key?.endsWith('twin') ? '-HCB' : '-01B'}`;
        },
      ],
      [
        'Philips',
        (_r, p) => {
          const base = { H7: '12972', H4: '12342', H1: '12258', H11: '12362' }[p.kind ?? 'H7'];
          const range = { Standard: 'PRC1', 'Long Life': 'LLECOB1', Performance: 'XVPB1', 'Cool Blue': 'WVUB1' }[
            p.key?.split('|')[1] ?? ''
          ];
          return `${base}${range ?? ''}${p.key?.endsWith('twin') ? 'X2' : ''}`;
        },
      ],
      [
        'Ring',
        (_r, p) => {
          const base = { H7: '477', H4: '472', H1: '448', H11: '711' }[p.kind ?? 'H7'];
          const range = { Standard: '', 'Long Life': 'LL', Performance: 'XV', 'Cool Blue': 'HD' }[
            p.key?.split('|')[1] ?? ''
          ];
          return `R${base}${range ?? ''}${p.key?.endsWith('twin') ? 'TP' : ''}`;
        },
      ],
    ],
    make: (r, c) => {
      const type = r.pick(['H7', 'H7', 'H4', 'H1', 'H11']);
      const range = r.pick(['Standard', 'Long Life', 'Performance', 'Cool Blue']);
      const lines: Record<string, Record<string, string>> = {
        Osram: {
          Standard: 'Original Line',
          'Long Life': 'Ultra Life',
          Performance: 'Night Breaker Laser',
          'Cool Blue': 'Cool Blue Intense',
        },
        Philips: {
          Standard: 'Vision',
          'Long Life': 'LongLife EcoVision',
          Performance: 'X-tremeVision Pro150',
          'Cool Blue': 'WhiteVision Ultra',
        },
        Ring: {
          Standard: 'Standard',
          'Long Life': 'Long Life',
          Performance: 'Xenon Vision +150%',
          'Cool Blue': 'Xenon HD',
        },
      };
      const twin = r.chance(0.6);
      return {
        name: `${type} ${lines[c.brand]?.[range] ?? range} Headlight Bulb${twin ? ', Twin Pack' : ''}`,
        kind: type,
        key: `${type}|${range}|${twin ? 'twin' : 'single'}`,
        price: range === 'Performance' ? [1295, 2995] : [395, 1495],
        attributes: [
          ['bulb_type', type],
          ['voltage', '12'],
          ['wattage', type === 'H4' ? '60/55' : '55'],
          ['pack', twin ? '2' : '1'],
        ],
      };
    },
    price: [395, 2995],
  },
  signalBulbs: {
    fitment: 'universal',
    brands: [
      [
        'Osram',
        (_r, p) => {
          const base = {
            P21W: '7506',
            PY21W: '7507',
            'P21/5W': '7528',
            W5W: '2825',
            R5W: '5007',
            H6W: '64132',
            T4W: '3893',
            C5W: '6418',
          }[p.kind ?? 'P21W'];
          return `${base}${p.key?.endsWith('10') ? '' : '-02B'}`;
        },
      ],
      [
        'Ring',
        (_r, p) => {
          const base = {
            P21W: '382',
            PY21W: '581',
            'P21/5W': '380',
            W5W: '501',
            R5W: '207',
            H6W: '434',
            T4W: '233',
            C5W: '239',
          }[p.kind ?? 'P21W'];
          return `R${base}${p.key?.endsWith('10') ? '' : 'TP'}`;
        },
      ],
      [
        'Philips',
        (_r, p) => {
          const base = {
            P21W: '12498',
            PY21W: '12496',
            'P21/5W': '12499',
            W5W: '12961',
            R5W: '12821',
            H6W: '12036',
            T4W: '12929',
            C5W: '12844',
          }[p.kind ?? 'P21W'];
          return `${base}${p.key?.endsWith('10') ? 'CP' : 'B2'}`;
        },
      ],
    ],
    make: (r) => {
      const type = r.pick(['P21W', 'PY21W', 'P21/5W', 'W5W', 'R5W', 'H6W', 'T4W', 'C5W']);
      const box = r.chance(0.4);
      const uk = {
        P21W: '382',
        PY21W: '581',
        'P21/5W': '380',
        W5W: '501',
        R5W: '207',
        H6W: '434',
        T4W: '233',
        C5W: '239',
      }[type];
      return {
        name: `${type} (${uk}) Bulb, ${box ? 'Box of 10' : 'Twin Pack'}`,
        kind: type,
        key: `${type}|${box ? '10' : '2'}`,
        price: box ? [495, 995] : [195, 595],
        attributes: [
          ['bulb_type', type],
          ['voltage', '12'],
          ['pack', box ? '10' : '2'],
        ],
      };
    },
    price: [195, 995],
  },
  ledBulbs: {
    fitment: 'universal',
    brands: [
      [
        'Osram',
        (_r, p) =>
          `${{ W5W: '2825', P21W: '7458', H7: '64210' }[p.kind ?? 'W5W']}` +
          `${p.key?.includes('Cool') ? 'DWP' : 'DWS'}-02B`,
      ],
      [
        'Philips',
        (_r, p) =>
          `${{ W5W: '11961', P21W: '11498', H7: '11972' }[p.kind ?? 'W5W']}` +
          `${p.key?.includes('Cool') ? 'U60' : 'U30'}CWX2`,
      ],
      [
        'Ring',
        (_r, p) =>
          `RW${{ W5W: '501', P21W: '382', H7: '477' }[p.kind ?? 'W5W']}${p.key?.includes('Cool') ? 'CW' : 'WW'}`,
      ],
    ],
    make: (r, c) => {
      const type = r.pick(['W5W', 'W5W', 'P21W', 'H7']);
      const tone = r.pick(['Cool White 6000K', 'White 4000K']);
      const line = { Osram: 'LEDriving SL', Philips: 'Ultinon Pro6000', Ring: 'Performance' }[c.brand] ?? 'Retrofit';
      return {
        name: `${type} ${line} LED Bulb ${tone}, Twin Pack`,
        kind: type,
        key: `${type}|${tone}`,
        price: type === 'H7' ? [3995, 7995] : [995, 2495],
        attributes: [
          ['bulb_type', type],
          ['voltage', '12'],
          ['colour_temperature', tone.replace(/^.* /, '')],
          ['road_legal', type === 'H7' ? 'Off-road use only' : 'Interior and signal use'],
        ],
      };
    },
    price: [995, 7995],
  },
  wiperBlades: {
    fitment: 'wiper',
    brands: [
      // One blade per length, one set per pair of lengths: the number follows the size.
      [
        'Bosch',
        (_r, p) =>
          p.wiper?.length === 2
            ? `A ${stableDigits(`Bosch ${p.wiper.join('/')}`, 3)} S`
            : `AR${Math.round((p.wiper?.[0] ?? 600) / 25.4)}U`,
      ],
      [
        'Valeo',
        (_r, p) =>
          p.wiper?.length === 2
            ? `57${stableDigits(`Valeo ${p.wiper.join('/')}`, 4)}`
            : `VM${stableDigits(`Valeo ${p.wiper?.[0]}`, 3)}`,
      ],
      ['Trico', (_r, p) => (p.wiper?.length === 2 ? `TF${p.wiper[0]}${p.wiper[1]}` : `FX${p.wiper?.[0] ?? 600}`)],
    ],
    make: (r, c) => {
      const line = { Bosch: 'Aerotwin', Valeo: 'Silencio Flat', Trico: 'Flex' }[c.brand] ?? 'Flat';
      if (r.chance(0.35)) {
        return {
          name: `${line} Wiper Blade Set ${c.wiper[0]}/${c.wiper[1]} mm`,
          wiper: c.wiper,
          price: [1995, 3995],
          attributes: [
            ['length', String(c.wiper[0])],
            ['length_passenger', String(c.wiper[1])],
            ['blade_type', 'Flat blade'],
            ['pack', '2'],
          ],
        };
      }
      const length = r.chance(0.7) ? c.wiper[0] : c.wiper[1];
      return {
        name: `${line} Flat Wiper Blade ${length} mm`,
        wiper: [length],
        price: [695, 1995],
        attributes: [
          ['length', String(length)],
          ['blade_type', 'Flat blade'],
          ['pack', '1'],
        ],
      };
    },
    price: [695, 3995],
  },
  rearWipers: {
    fitment: 'model',
    brands: [
      ['Bosch', (r) => `H ${r.int(250, 420)}`],
      ['Valeo', (r) => `VM${d(r, 3)}`],
      ['Trico', (r) => `EX${r.pick([280, 300, 330, 350, 400])}`],
    ],
    make: (r) => {
      const length = r.pick([250, 280, 290, 300, 330, 350, 400]);
      return {
        name: `Rear Wiper Blade ${length} mm`,
        attributes: [
          ['length', String(length)],
          ['position', 'Rear'],
        ],
      };
    },
    price: [495, 1295],
  },
  washerPumps: {
    fitment: 'model',
    oe: true,
    brands: [
      ['Febi Bilstein', (r) => `${r.int(1, 4)}${d(r, 4)}`],
      ['Blue Print', (r) => `ADB${d(r, 5)}`],
      ['Topran', (r) => `${d(r, 3)} ${d(r, 3)}`],
    ],
    make: (r) => {
      const rear = r.chance(0.3);
      return {
        name: rear ? 'Twin Outlet Washer Pump, Front and Rear' : 'Windscreen Washer Pump',
        attributes: [
          ['voltage', '12'],
          ['outlets', rear ? '2' : '1'],
        ],
      };
    },
    price: [995, 2995],
  },
  radiators: {
    fitment: 'model-engine',
    engine: 'any',
    oe: true,
    brands: [
      ['Nissens', (r) => `6${d(r, 4)}`],
      ['NRF', (r) => `5${d(r, 4)}`],
      ['Valeo', (r) => `73${d(r, 4)}`],
    ],
    make: (r) => ({
      name: 'Engine Radiator',
      attributes: [
        ['core_width', String(r.int(580, 720))],
        ['core_height', String(r.int(350, 450))],
        ['transmission', r.pick(['Manual', 'Manual and automatic'])],
      ],
    }),
    price: [6995, 19995],
  },
  thermostats: {
    fitment: 'engine',
    engine: 'any',
    oe: true,
    brands: [
      ['Wahler', (r, p) => `4${d(r, 3)}.${p.attributes[0]?.[1] ?? '88'}D`],
      ['Gates', (r) => `TH${d(r, 5)}G1`],
      ['Mahle', (r, p) => `TI ${d(r, 3)} ${p.attributes[0]?.[1] ?? '88'}`],
    ],
    make: (r) => {
      const temperature = r.pick([83, 87, 88, 90, 92, 105]);
      return {
        name: 'Thermostat with Housing',
        attributes: [
          ['opening_temperature', String(temperature)],
          ['gasket', 'Included'],
        ],
      };
    },
    price: [1495, 5495],
  },
  engineOil: {
    fitment: 'universal',
    brands: [
      [
        'Castrol',
        (_r, p) => `15${code(p, 'Castrol', 3)}${p.key?.endsWith('|5') ? 'E' : p.key?.endsWith('|1') ? 'C' : 'F'}`,
      ],
      ['Mobil 1', (_r, p) => `15${code(p, 'Mobil 1', 4)}`],
      [
        'Comma',
        (_r, p) => `${p.kind?.slice(0, 3).toUpperCase() ?? 'XTC'}${code(p, 'Comma', 2)}${p.key?.split('|')[2]}L`,
      ],
      [
        'Millers Oils',
        (_r, p) => `${code(p, 'Millers Oils', 4)}${p.key?.endsWith('|1') ? 'GA' : p.key?.endsWith('|5') ? 'JA' : 'KA'}`,
      ],
    ],
    make: (r, c) => {
      const lines: Record<string, [line: string, grade: string, spec: string][]> = {
        Castrol: [
          ['EDGE', '5W-30 LL', 'VW 504 00/507 00'],
          ['EDGE', '0W-20 V', 'VW 508 00/509 00'],
          ['EDGE', '5W-30 M', 'BMW Longlife-04'],
          ['MAGNATEC', '5W-30 A5', 'Ford WSS-M2C913-D'],
          ['MAGNATEC', '10W-40 A3/B4', 'ACEA A3/B4'],
          ['GTX', '5W-30 C4', 'Renault RN0720'],
        ],
        'Mobil 1': [
          ['ESP', '5W-30', 'VW 504 00/507 00'],
          ['ESP X2', '0W-20', 'ACEA C5'],
          ['FS', '0W-40', 'MB 229.5'],
          ['Super 3000 XE', '5W-30', 'ACEA C3'],
        ],
        Comma: [
          ['Xtech', '5W-30', 'ACEA C3'],
          ['Syner-G', '5W-40', 'ACEA A3/B4'],
          ['Eco-FE', '0W-30', 'Volvo VCC RBS0-2AE'],
          ['Xflow Type F', '5W-30', 'Ford WSS-M2C913-D'],
          ['Motorsport', '10W-40', 'ACEA A3/B4'],
        ],
        'Millers Oils': [
          ['XF Longlife', '5W-30', 'VW 504 00/507 00'],
          ['XF Premium', '5W-40', 'ACEA C3'],
          ['EE Performance', '0W-20', 'ACEA C5'],
        ],
      };
      const [line, grade, spec] = r.pick(lines[c.brand] ?? [['Fully Synthetic', '5W-30', 'ACEA C3']]);
      const size = r.pick([1, 4, 5, 5, 20]);
      const viscosity = grade.split(' ')[0] ?? grade;
      return {
        name: `${line} ${grade} Fully Synthetic Engine Oil ${litres(size)}`,
        kind: line,
        key: `${line} ${grade}|${spec}|${size}`,
        price: size === 1 ? [795, 1495] : size === 4 ? [2295, 3995] : size === 5 ? [2495, 4495] : [8995, 14995],
        attributes: [
          ['viscosity', viscosity],
          ['capacity', String(size)],
          ['specification', spec],
          ['oil_type', 'Fully synthetic'],
        ],
      };
    },
    price: [795, 14995],
  },
  antifreeze: {
    fitment: 'universal',
    brands: [
      ['Comma', (_r, p) => `XST${code(p, 'Comma', 2)}${p.key?.split('|')[1]}L`],
      ['Prestone', (_r, p) => `AF${code(p, 'Prestone', 4)}`],
      ['Bluecol', (_r, p) => `BAF${code(p, 'Bluecol', 3)}`],
    ],
    make: (r) => {
      const kind = r.pick(['Xstream G30', 'Xstream G40', 'Xstream G48', 'Universal', 'Red OAT']);
      const size = r.pick([1, 2, 5]);
      const mixed = r.chance(0.3);
      return {
        name: `${kind} Antifreeze & Coolant, ${mixed ? 'Ready Mixed' : 'Concentrated'} ${litres(size)}`,
        key: `${kind}|${size}|${mixed}`,
        price: size === 5 ? [1995, 3495] : [595, 1495],
        attributes: [
          ['capacity', String(size)],
          ['type', kind],
          ['mix', mixed ? 'Ready mixed' : 'Concentrate'],
        ],
      };
    },
    price: [595, 3495],
  },
  brakeFluid: {
    fitment: 'universal',
    brands: [
      ['Castrol', (_r, p) => `BF${code(p, 'Castrol', 3)}`],
      ['Comma', (_r, p) => `BF${p.key?.includes('5.1') ? '5' : '4'}${p.key?.endsWith('500 ml') ? '500M' : '1L'}`],
      ['ATE', (_r, p) => `03.9901-${code(p, 'ATE', 4)}.2`],
    ],
    make: (r) => {
      const spec = r.pick(['DOT 4', 'DOT 4 LV', 'DOT 5.1']);
      const size = r.pick(['500 ml', '1 Litre']);
      return {
        name: `Brake Fluid ${spec} ${size}`,
        key: `${spec}|${size}`,
        attributes: [
          ['specification', spec],
          ['capacity', size === '1 Litre' ? '1' : '0.5'],
        ],
      };
    },
    price: [495, 1695],
  },
  screenwash: {
    fitment: 'universal',
    brands: [
      ['Comma', (_r, p) => `SW${code(p, 'Comma', 2)}`],
      ['Bluecol', (_r, p) => `BSW${code(p, 'Bluecol', 3)}`],
      ['Prestone', (_r, p) => `SW${code(p, 'Prestone', 4)}`],
    ],
    make: (r) => {
      const kind = r.pick(['-15°C Ready Mixed', 'Concentrate', 'All Seasons', 'Bug Remover']);
      const size = r.pick([1, 5]);
      return {
        name: `Screenwash ${kind} ${litres(size)}`,
        key: `${kind}|${size}`,
        attributes: [['capacity', String(size)]],
      };
    },
    price: [295, 995],
  },
  socketSets: {
    fitment: 'universal',
    brands: [
      ['Laser Tools', (_r, p) => `${code(p, 'Laser Tools', 4)}`],
      ['Draper', (_r, p) => `${code(p, 'Draper', 5)}`],
      ['Sealey', (_r, p) => `AK${code(p, 'Sealey', 4)}`],
    ],
    make: (r) => {
      const drive = r.pick(['1/4" & 1/2" Drive', '3/8" Drive', '1/2" Drive', '1/4", 3/8" & 1/2" Drive']);
      const pieces = r.pick([24, 46, 72, 94, 108, 151]);
      const finish = r.pick(['Metric', 'Metric & AF']);
      return {
        name: `${drive} ${finish} Socket Set ${pieces}pc`,
        key: `${drive}|${pieces}|${finish}`,
        price: pieces > 90 ? [7995, 14995] : [1995, 7995],
        attributes: [
          ['drive', drive],
          ['pieces', String(pieces)],
          ['sizes', finish],
        ],
      };
    },
    price: [1995, 14995],
  },
  diagnostics: {
    fitment: 'universal',
    brands: [
      ['Launch', (_r, p) => `CR${code(p, 'Launch', 3)}`],
      ['Sealey', (_r, p) => `VS${code(p, 'Sealey', 4)}`],
      ['Laser Tools', (_r, p) => `${code(p, 'Laser Tools', 4)}`],
    ],
    make: (r) => {
      const name = r.pick([
        'EOBD Code Reader',
        'EOBD Code Reader with Live Data',
        'Battery & Charging System Tester',
        'Digital Multimeter',
        'Service Reset Tool',
        'TPMS Sensor Tool',
        'Diagnostic Tablet, Multi-System',
      ]);
      return { name, key: name, price: name.startsWith('Diagnostic') ? [19995, 49995] : [2495, 12995], attributes: [] };
    },
    price: [2495, 49995],
  },
  jacks: {
    fitment: 'universal',
    brands: [
      ['Sealey', (_r, p) => `${code(p, 'Sealey', 4)}CX`],
      ['Draper', (_r, p) => `${code(p, 'Draper', 5)}`],
      ['Laser Tools', (_r, p) => `${code(p, 'Laser Tools', 4)}`],
    ],
    make: (r) => {
      const [name, price] = r.pick<[string, [number, number]]>([
        ['Trolley Jack 2 Tonne Low Entry', [5995, 9995]],
        ['Trolley Jack 3 Tonne', [9995, 16995]],
        ['Trolley Jack 3 Tonne Rocket Lift', [14995, 22995]],
        ['Axle Stands 3 Tonne (Pair)', [2495, 4495]],
        ['Axle Stands 6 Tonne (Pair)', [4995, 7995]],
        ['Bottle Jack 10 Tonne', [2995, 5495]],
        ['Wheel Chocks (Pair)', [995, 1995]],
      ]);
      const tonnes = /(\d+) Tonne/.exec(name)?.[1];
      const attributes: [string, string][] = tonnes ? [['capacity_tonnes', tonnes]] : [];
      if (name.endsWith('(Pair)')) attributes.push(['pack', '2']);
      return { name, key: name, price, attributes };
    },
    price: [1495, 19995],
  },
  workshop: {
    fitment: 'universal',
    brands: [
      ['Sealey', (_r, p) => `${code(p, 'Sealey', 4)}`],
      ['Draper', (_r, p) => `${code(p, 'Draper', 5)}`],
      ['Laser Tools', (_r, p) => `${code(p, 'Laser Tools', 4)}`],
    ],
    make: (r) => {
      const [name, price] = r.pick<[string, [number, number]]>([
        ['Folding Engine Crane 1 Tonne', [17995, 29995]],
        ['Transmission Jack 500 kg', [19995, 34995]],
        ["Mechanic's Creeper", [2995, 5995]],
        ['Parts Washer 50 Litre', [9995, 17995]],
        ['Rechargeable LED Inspection Lamp', [1995, 4995]],
        ['Tool Chest 9 Drawer', [19995, 44995]],
        ['Air Compressor 50 Litre', [17995, 32995]],
        ['Oil Drain Pan 15 Litre', [1495, 2995]],
        ['Battery Charger 12V 10A', [4995, 9995]],
      ]);
      return { name, key: name, price, attributes: [] };
    },
    price: [1995, 49995],
  },
  carCare: {
    fitment: 'universal',
    brands: [
      ['Autoglym', (_r, p) => `${p.kind ?? 'SRP'}${code(p, 'Autoglym', 3)}`],
      ['Turtle Wax', (_r, p) => `TW${code(p, 'Turtle Wax', 4)}`],
      ["Meguiar's", (_r, p) => `G${code(p, 'Meguiars', 5)}`],
    ],
    make: (r) => {
      const name = r.pick([
        'Super Resin Polish 500 ml',
        'Car Shampoo Conditioner 1 Litre',
        'Interior Shampoo 500 ml',
        'Ultra High Definition Wax',
        'Glass Cleaner 500 ml',
        'Alloy Wheel Cleaner 500 ml',
        'Tyre Shine 500 ml',
        'Microfibre Cloths (Pack of 3)',
      ]);
      return {
        name,
        kind: name
          .split(' ')
          .map((word) => word[0])
          .join('')
          .slice(0, 3)
          .toUpperCase(),
        key: name,
        attributes: [],
      };
    },
    price: [495, 2995],
  },
};
