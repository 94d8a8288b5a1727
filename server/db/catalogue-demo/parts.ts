import type { Random } from './prng';

/**
 * How the products of each leaf category look: their brands and part-number formats (as the
 * brands print them), names, price ranges in pence excluding VAT, attributes, and which
 * vehicles they fit: per axle of a model, per model, per engine fuel, by wiper length, or none.
 */
export type FitmentKind = 'axle' | 'model' | 'fuel' | 'length' | 'universal';

export interface PartTemplate {
  fitment: FitmentKind;
  brands: [brand: string, mpn: (r: Random) => string][];
  /** The product name without brand and part number. */
  name: (r: Random, context: { axle: string; vehicle: string; length: number }) => string;
  price: [min: number, max: number];
  attributes: (r: Random, context: { axle: string; vehicle: string; length: number }) => [string, string][];
  /** Exchange units carry a surcharge refunded on return of the old one. */
  surcharge?: [min: number, max: number];
  /** Parts that an OE number identifies (vehicle-maker part numbers). */
  oe?: boolean;
}

const d = (r: Random, n: number) => r.digits(n);
const L = (r: Random) => r.pick('ABCDEFGHJKLMNPRSTVWXYZ'.split(''));
const axleName = (axle: string) => (axle === 'front' ? 'Front' : 'Rear');

export const parts: Record<string, PartTemplate> = {
  brakePads: {
    fitment: 'axle',
    oe: true,
    brands: [
      ['Brembo', (r) => `P ${d(r, 2)} ${d(r, 3)}`],
      ['TRW', (r) => `GDB${d(r, 4)}`],
      ['Mintex', (r) => `MDB${d(r, 4)}`],
      ['Pagid', (r) => `T${d(r, 4)}`],
      ['Ferodo', (r) => `FDB${d(r, 4)}`],
      ['Textar', (r) => `2${d(r, 4)}01`],
      ['Bosch', (r) => `0 986 49${d(r, 1)} ${d(r, 3)}`],
      ['Apec', (r) => `PAD${d(r, 4)}`],
    ],
    name: (_r, c) => `${axleName(c.axle)} Brake Pad Set`,
    price: [1495, 5995],
    attributes: (r, c) => [
      ['position', `${axleName(c.axle)} Axle`],
      ['width', String(r.int(95, 165))],
      ['height', String(r.int(45, 70))],
      ['thickness', String(r.int(16, 20))],
      ['wear_indicator', r.pick(['Electronic wear sensor', 'Acoustic wear warning', 'Without wear warning'])],
    ],
  },
  brakeDiscs: {
    fitment: 'axle',
    oe: true,
    brands: [
      ['Brembo', (r) => `09.${L(r)}${d(r, 3)}.${d(r, 2)}`],
      ['TRW', (r) => `DF${d(r, 4)}`],
      ['Mintex', (r) => `MDC${d(r, 4)}`],
      ['Pagid', (r) => `5${d(r, 4)}`],
      ['Apec', (r) => `DSK${d(r, 4)}`],
    ],
    name: (r, c) => `${c.axle === 'front' && r.chance(0.7) ? 'Vented ' : ''}${axleName(c.axle)} Brake Disc Pair`,
    price: [2995, 11995],
    attributes: (r, c) => [
      ['position', `${axleName(c.axle)} Axle`],
      ['diameter', String(c.axle === 'front' ? r.pick([256, 278, 280, 300, 312, 320, 330]) : r.pick([245, 253, 264, 271, 280, 300]))],
      ['thickness', String(c.axle === 'front' ? r.pick([22, 24, 25, 26, 28]) : r.pick([9, 10, 11, 12, 20]))],
      ['disc_type', c.axle === 'front' ? 'Internally vented' : 'Solid'],
    ],
  },
  calipers: {
    fitment: 'axle',
    oe: true,
    brands: [
      ['TRW', (r) => `BHN${d(r, 3)}E`],
      ['Bosch', (r) => `0 986 134 ${d(r, 3)}`],
      ['Budweg', (r) => `34${d(r, 4)}`],
    ],
    name: (r, c) => `${axleName(c.axle)} ${r.pick(['Left', 'Right'])} Brake Caliper, Remanufactured`,
    price: [4995, 14995],
    surcharge: [2000, 4500],
    attributes: (r, c) => [
      ['position', `${axleName(c.axle)} Axle`],
      ['piston_diameter', String(r.pick([38, 42, 48, 54, 57]))],
    ],
  },
  brakeShoes: {
    fitment: 'model',
    oe: true,
    brands: [
      ['TRW', (r) => `GS${d(r, 4)}`],
      ['Mintex', (r) => `MFR${d(r, 3)}`],
    ],
    name: () => 'Rear Brake Shoe Set',
    price: [1895, 4495],
    attributes: (r) => [
      ['position', 'Rear Axle'],
      ['diameter', String(r.pick([180, 200, 203, 228]))],
    ],
  },
  fittingKits: {
    fitment: 'axle',
    brands: [
      ['Febi Bilstein', (r) => `18${d(r, 4)}`],
      ['Blue Print', (r) => `ADB${d(r, 5)}`],
      ['Quick Brake', (r) => `109-${d(r, 4)}`],
    ],
    name: (_r, c) => `${axleName(c.axle)} Brake Pad Fitting Kit`,
    price: [495, 1695],
    attributes: (_r, c) => [['position', `${axleName(c.axle)} Axle`]],
  },
  oilFilters: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Mann-Filter', (r) => `${r.pick(['HU', 'W', 'HU'])} ${d(r, 3)}${r.pick(['', '/1', ' x', ' z'])}`],
      ['Mahle', (r) => `OX ${d(r, 3)}D`],
      ['Bosch', (r) => `F 026 407 ${d(r, 3)}`],
      ['Purflux', (r) => `L${d(r, 3)}`],
      ['Blue Print', (r) => `ADV18${d(r, 4)}`],
    ],
    name: (r) => (r.chance(0.6) ? 'Oil Filter, Cartridge' : 'Oil Filter, Spin-on'),
    price: [395, 1495],
    attributes: (r) => [
      ['height', String(r.int(60, 140))],
      ['outer_diameter', String(r.int(60, 95))],
    ],
  },
  airFilters: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Mann-Filter', (r) => `C ${d(r, 5)}`],
      ['Mahle', (r) => `LX ${d(r, 4)}`],
      ['Bosch', (r) => `F 026 400 ${d(r, 3)}`],
      ['Purflux', (r) => `A${d(r, 4)}`],
    ],
    name: () => 'Air Filter',
    price: [695, 2495],
    attributes: (r) => [
      ['length', String(r.int(180, 360))],
      ['width', String(r.int(120, 260))],
      ['height', String(r.int(40, 80))],
    ],
  },
  fuelFilters: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Mann-Filter', (r) => `WK ${d(r, 4)}`],
      ['Bosch', (r) => `F 026 402 ${d(r, 3)}`],
      ['Delphi', (r) => `HDF${d(r, 3)}`],
    ],
    name: () => 'Fuel Filter',
    price: [895, 3495],
    attributes: (r) => [['height', String(r.int(90, 190))]],
  },
  cabinFilters: {
    fitment: 'model',
    oe: true,
    brands: [
      ['Mann-Filter', (r) => `CUK ${d(r, 4)}`],
      ['Bosch', (r) => `1 987 435 ${d(r, 3)}`],
      ['Mahle', (r) => `LAK ${d(r, 3)}`],
    ],
    name: (r) => (r.chance(0.5) ? 'Cabin Filter, Activated Carbon' : 'Pollen Filter'),
    price: [795, 2495],
    attributes: (r) => [['filter_type', r.pick(['Activated carbon', 'Particulate', 'Biofunctional'])]],
  },
  sparkPlugs: {
    fitment: 'fuel',
    brands: [
      ['NGK', (r) => `${r.pick(['BKR', 'ILKAR', 'LKR', 'PLZKAR'])}${r.int(5, 8)}${r.pick(['E', 'D8', 'A', 'E-11'])}`],
      ['Bosch', (r) => `0 242 ${d(r, 3)} ${d(r, 3)}`],
      ['Denso', (r) => `${r.pick(['IK', 'VK', 'K'])}${r.int(16, 22)}${r.pick(['', 'TT', 'PR-U'])}`],
      ['Champion', (r) => `OE${d(r, 3)}`],
    ],
    name: (r) => `${r.pick(['Iridium', 'Platinum', 'Nickel'])} Spark Plug`,
    price: [395, 1495],
    attributes: (r) => [
      ['thread', r.pick(['M12 x 1.25', 'M14 x 1.25'])],
      ['electrode_gap', r.pick(['0.7', '0.8', '0.9', '1.1'])],
    ],
  },
  glowPlugs: {
    fitment: 'fuel',
    brands: [
      ['Bosch', (r) => `0 250 ${d(r, 3)} ${d(r, 3)}`],
      ['NGK', (r) => `Y-${d(r, 4)}`],
      ['Beru', (r) => `GN${d(r, 3)}`],
    ],
    name: () => 'Glow Plug',
    price: [895, 2495],
    attributes: (r) => [['voltage', r.pick(['4.4', '5', '11'])]],
  },
  timingKits: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Gates', (r) => `K0${d(r, 5)}XS`],
      ['Dayco', (r) => `KTB${d(r, 3)}`],
      ['INA', (r) => `530 0${d(r, 3)} 10`],
      ['Contitech', (r) => `CT${d(r, 4)}K1`],
    ],
    name: (r) => (r.chance(0.4) ? 'Timing Belt Kit with Water Pump' : 'Timing Belt Kit'),
    price: [5995, 22995],
    attributes: (r) => [['teeth', String(r.int(110, 160))]],
  },
  waterPumps: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Gates', (r) => `WP0${d(r, 3)}`],
      ['SKF', (r) => `VKPC ${d(r, 5)}`],
      ['Febi Bilstein', (r) => `${d(r, 5)}`],
    ],
    name: () => 'Water Pump',
    price: [2495, 8995],
    attributes: (r) => [['impeller', r.pick(['Plastic', 'Metal'])]],
  },
  auxBelts: {
    fitment: 'fuel',
    brands: [
      ['Gates', (r) => `${r.int(4, 7)}PK${r.int(8, 22)}${d(r, 2)}`],
      ['Dayco', (r) => `${r.int(4, 7)}PK${r.int(8, 22)}${d(r, 2)}`],
      ['Contitech', (r) => `${r.int(4, 7)}PK${r.int(8, 22)}${d(r, 2)}`],
    ],
    name: () => 'Auxiliary Drive Belt',
    price: [895, 2995],
    attributes: (r) => [['length', String(r.int(800, 2200))], ['ribs', String(r.int(4, 7))]],
  },
  catalysts: {
    fitment: 'fuel',
    brands: [
      ['BM Catalysts', (r) => `BM${d(r, 5)}H`],
      ['Klarius', (r) => `${d(r, 6)}`],
    ],
    name: () => 'Catalytic Converter, Type Approved',
    price: [19995, 59995],
    attributes: (r) => [['euro_standard', r.pick(['Euro 5', 'Euro 6'])], ['exhaust_system_id', `ES${r.int(1, 3)}`]],
  },
  dpf: {
    fitment: 'fuel',
    brands: [
      ['BM Catalysts', (r) => `BM${d(r, 5)}`],
      ['Klarius', (r) => `DPF${d(r, 4)}`],
    ],
    name: () => 'Diesel Particulate Filter',
    price: [34995, 89995],
    surcharge: [5000, 15000],
    attributes: (r) => [['euro_standard', r.pick(['Euro 5', 'Euro 6'])], ['exhaust_system_id', `ES${r.int(1, 3)}`]],
  },
  rearSilencers: {
    fitment: 'model',
    brands: [
      ['Klarius', (r) => `${r.pick(['FD', 'VW', 'VX', 'PG'])}${d(r, 3)}T`],
      ['EEC', (r) => `FR${d(r, 4)}`],
    ],
    name: () => 'Rear Silencer',
    price: [4995, 14995],
    attributes: (r) => [['exhaust_system_id', `ES${r.int(1, 3)}`]],
  },
  centreSilencers: {
    fitment: 'model',
    brands: [
      ['Klarius', (r) => `${r.pick(['FD', 'VW', 'VX', 'PG'])}${d(r, 3)}R`],
      ['EEC', (r) => `FR${d(r, 4)}`],
    ],
    name: () => 'Centre Silencer',
    price: [3995, 11995],
    attributes: (r) => [['exhaust_system_id', `ES${r.int(1, 3)}`]],
  },
  exhaustFitting: {
    fitment: 'model',
    brands: [
      ['Klarius', (r) => `${d(r, 6)}`],
      ['BM Catalysts', (r) => `FK${d(r, 5)}`],
    ],
    name: () => 'Exhaust Fitting Kit',
    price: [995, 3495],
    attributes: (r) => [['exhaust_system_id', `ES${r.int(1, 3)}`]],
  },
  shocks: {
    fitment: 'axle',
    oe: true,
    brands: [
      ['Monroe', (r) => `G${d(r, 4)}`],
      ['KYB', (r) => `33${d(r, 4)}`],
      ['Sachs', (r) => `31${d(r, 4)}`],
      ['Bilstein', (r) => `22-${d(r, 6)}`],
    ],
    name: (_r, c) => `${axleName(c.axle)} Shock Absorber`,
    price: [2995, 10995],
    attributes: (r, c) => [['position', `${axleName(c.axle)} Axle`], ['type', r.pick(['Gas pressure', 'Twin-tube gas'])]],
  },
  springs: {
    fitment: 'axle',
    brands: [
      ['Lesjöfors', (r) => `40${d(r, 5)}`],
      ['Sachs', (r) => `99${d(r, 4)}`],
    ],
    name: (_r, c) => `${axleName(c.axle)} Coil Spring`,
    price: [2495, 6995],
    attributes: (r, c) => [['position', `${axleName(c.axle)} Axle`], ['wire_diameter', String(r.int(10, 15))]],
  },
  trackRodEnds: {
    fitment: 'model',
    brands: [
      ['Lemförder', (r) => `${d(r, 5)} 01`],
      ['Moog', (r) => `${r.pick(['FD', 'VO', 'OP', 'RE'])}-ES-${d(r, 4)}`],
      ['TRW', (r) => `JTE${d(r, 4)}`],
    ],
    name: (r) => `${r.pick(['Left', 'Right'])} Track Rod End`,
    price: [995, 3495],
    attributes: (r) => [['thread', r.pick(['M12 x 1.5', 'M14 x 1.5', 'M16 x 1.5'])]],
  },
  dropLinks: {
    fitment: 'axle',
    brands: [
      ['Lemförder', (r) => `${d(r, 5)} 02`],
      ['Moog', (r) => `${r.pick(['FD', 'VO', 'OP', 'RE'])}-LS-${d(r, 4)}`],
      ['Febi Bilstein', (r) => `${d(r, 5)}`],
    ],
    name: (_r, c) => `${axleName(c.axle)} Anti-Roll Bar Link`,
    price: [795, 2995],
    attributes: (r, c) => [['position', `${axleName(c.axle)} Axle`], ['length', String(r.int(180, 320))]],
  },
  wheelBearings: {
    fitment: 'axle',
    oe: true,
    brands: [
      ['SKF', (r) => `VKBA ${d(r, 4)}`],
      ['FAG', (r) => `713 6${d(r, 2)} ${d(r, 3)}`],
      ['SNR', (r) => `R1${d(r, 2)}.${d(r, 2)}`],
    ],
    name: (_r, c) => `${axleName(c.axle)} Wheel Bearing Kit`,
    price: [2495, 8995],
    attributes: (_r, c) => [['position', `${axleName(c.axle)} Axle`]],
  },
  clutchKits: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['LuK', (r) => `6${d(r, 2)} ${d(r, 4)} 0${d(r, 2)}`],
      ['Sachs', (r) => `3000 ${d(r, 3)} ${d(r, 3)}`],
      ['Valeo', (r) => `8${d(r, 5)}`],
      ['Exedy', (r) => `${r.pick(['FMK', 'TYK', 'VWK'])}${d(r, 4)}`],
    ],
    name: (r) => (r.chance(0.5) ? 'Clutch Kit, 3-piece' : 'Clutch Kit with Release Bearing'),
    price: [8995, 34995],
    attributes: (r) => [['diameter', String(r.pick([200, 210, 220, 228, 240]))]],
  },
  flywheels: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['LuK', (r) => `415 0${d(r, 3)} 10`],
      ['Sachs', (r) => `2294 00${d(r, 1)} ${d(r, 3)}`],
    ],
    name: () => 'Dual Mass Flywheel',
    price: [24995, 59995],
    attributes: (r) => [['teeth', String(r.int(120, 145))]],
  },
  batteries: {
    fitment: 'fuel',
    brands: [
      ['Varta', (r) => `${r.pick(['E11', 'D24', 'E38', 'F18', 'C22'])} ${r.pick(['Blue Dynamic', 'Silver Dynamic AGM'])}`],
      ['Yuasa', (r) => `YBX${r.pick(['3', '5', '7', '9'])}${r.pick(['027', '096', '110', '019', '115'])}`],
      ['Bosch', (r) => `S${r.int(4, 5)} 0${d(r, 2)}`],
    ],
    name: (r) => `Car Battery ${r.pick(['063', '065', '096', '100', '110', '115'])}`,
    price: [5995, 18995],
    attributes: (r) => [
      ['capacity_ah', String(r.pick([44, 60, 63, 70, 74, 80, 95]))],
      ['cca', String(r.pick([440, 540, 600, 680, 760, 800]))],
      ['voltage', '12'],
    ],
  },
  alternators: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Bosch', (r) => `0 986 0${d(r, 2)} ${d(r, 3)}`],
      ['Valeo', (r) => `44${d(r, 4)}`],
      ['Denso', (r) => `DAN${d(r, 4)}`],
    ],
    name: () => 'Alternator, Remanufactured',
    price: [11995, 29995],
    surcharge: [2500, 6000],
    attributes: (r) => [['current', String(r.pick([90, 120, 140, 150, 180]))], ['voltage', '14']],
  },
  starters: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Bosch', (r) => `0 986 0${d(r, 2)} ${d(r, 3)}`],
      ['Valeo', (r) => `43${d(r, 4)}`],
    ],
    name: () => 'Starter Motor, Remanufactured',
    price: [8995, 24995],
    surcharge: [2000, 5000],
    attributes: (r) => [['power', String(r.pick(['1.1', '1.4', '1.7', '2.0']))]],
  },
  headlightBulbs: {
    fitment: 'universal',
    brands: [
      ['Osram', (r) => `${r.pick(['64210', '64193', '64150'])}${r.pick(['NBS', 'ULT', 'CBN', ''])}`],
      ['Philips', (r) => `${r.pick(['12972', '12342', '12258'])}${r.pick(['PRC1', 'XVS2', 'WVUB1'])}`],
      ['Ring', (r) => `R${r.pick(['477', '472', '448', '499'])}${r.pick(['', 'XV', 'LL'])}`],
    ],
    name: (r) => `${r.pick(['H7', 'H4', 'H1', 'H11'])} ${r.pick(['Night Breaker', 'Vision +150%', 'Long Life', 'Standard'])} Headlight Bulb`,
    price: [495, 2495],
    attributes: (r) => [['voltage', '12'], ['wattage', r.pick(['55', '60/55'])]],
  },
  signalBulbs: {
    fitment: 'universal',
    brands: [
      ['Osram', (r) => `${r.pick(['7506', '7507', '7528', '2825'])}`],
      ['Ring', (r) => `R${r.pick(['382', '581', '380', '501'])}`],
    ],
    name: (r) => `${r.pick(['P21W', 'PY21W', 'P21/5W', 'W5W'])} Bulb, Twin Pack`,
    price: [195, 695],
    attributes: () => [['voltage', '12']],
  },
  wiperBlades: {
    fitment: 'length',
    brands: [
      ['Bosch', (r) => `3 397 ${d(r, 3)} ${d(r, 3)}`],
      ['Valeo', (r) => `57${d(r, 4)}`],
      ['Trico', (r) => `FX${d(r, 3)}`],
    ],
    name: (_r, c) => `Flat Wiper Blade ${c.length} mm`,
    price: [695, 2495],
    attributes: (_r, c) => [['length', String(c.length)]],
  },
  rearWipers: {
    fitment: 'model',
    brands: [
      ['Bosch', (r) => `H ${d(r, 3)}`],
      ['Valeo', (r) => `VM${d(r, 3)}`],
    ],
    name: () => 'Rear Wiper Blade',
    price: [495, 1295],
    attributes: (r) => [['length', String(r.pick([250, 280, 290, 300, 330, 350]))]],
  },
  radiators: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Nissens', (r) => `6${d(r, 4)}`],
      ['NRF', (r) => `5${d(r, 4)}`],
    ],
    name: () => 'Engine Radiator',
    price: [6995, 19995],
    attributes: (r) => [['core_width', String(r.int(580, 720))]],
  },
  thermostats: {
    fitment: 'fuel',
    oe: true,
    brands: [
      ['Wahler', (r) => `4${d(r, 3)}.${r.int(80, 92)}D`],
      ['Gates', (r) => `TH${d(r, 5)}G1`],
    ],
    name: () => 'Thermostat with Housing',
    price: [1495, 5495],
    attributes: (r) => [['opening_temperature', String(r.pick([83, 87, 88, 90, 92]))]],
  },
  engineOil: {
    fitment: 'universal',
    brands: [
      ['Castrol', (r) => `15${d(r, 2)}${L(r)}${d(r, 1)}`],
      ['Mobil 1', (r) => `15${d(r, 4)}`],
      ['Comma', (r) => `${r.pick(['XTC', 'SYN', 'PRO', 'MVP'])}${r.int(1, 5)}L`],
      ['Millers Oils', (r) => `${d(r, 4)}${r.pick(['GA', 'JA'])}`],
    ],
    name: (r) => {
      const grade = r.pick(['5W-30', '5W-40', '0W-20', '0W-30', '10W-40', '5W-30 C2']);
      const line = r.pick(['Fully Synthetic', 'Longlife', 'Semi Synthetic', 'Low SAPS']);
      return `${grade} ${line} Engine Oil ${r.pick(['1 Litre', '5 Litre'])}`;
    },
    price: [795, 4495],
    attributes: (r) => [['viscosity', r.pick(['5W-30', '5W-40', '0W-20', '0W-30', '10W-40'])], ['capacity', r.pick(['1', '5'])]],
  },
  antifreeze: {
    fitment: 'universal',
    brands: [
      ['Comma', (r) => `XSL${r.int(1, 5)}L`],
      ['Prestone', (r) => `AF${d(r, 4)}`],
    ],
    name: (r) => `${r.pick(['Xstream G30', 'Xstream G40', 'Universal'])} Antifreeze & Coolant, Concentrated ${r.pick(['1 Litre', '5 Litre'])}`,
    price: [595, 2995],
    attributes: (r) => [['capacity', r.pick(['1', '5'])]],
  },
  brakeFluid: {
    fitment: 'universal',
    brands: [
      ['Castrol', (r) => `DOT${r.pick(['4', '5.1'])}-${d(r, 3)}`],
      ['Comma', (r) => `BF4${r.int(1, 5)}00M`],
    ],
    name: (r) => `Brake Fluid ${r.pick(['DOT 4', 'DOT 4 LV', 'DOT 5.1'])} ${r.pick(['500 ml', '1 Litre'])}`,
    price: [495, 1695],
    attributes: (r) => [['specification', r.pick(['DOT 4', 'DOT 5.1'])]],
  },
  screenwash: {
    fitment: 'universal',
    brands: [
      ['Comma', (r) => `SW${r.int(1, 5)}L`],
      ['Bluecol', (r) => `BSW${d(r, 3)}`],
    ],
    name: (r) => `Screenwash ${r.pick(['-15°C Ready Mixed 5 Litre', 'Concentrate 1 Litre', 'All Seasons 5 Litre'])}`,
    price: [295, 995],
    attributes: () => [],
  },
  socketSets: {
    fitment: 'universal',
    brands: [
      ['Laser Tools', (r) => `${d(r, 4)}`],
      ['Draper', (r) => `${d(r, 5)}`],
      ['Sealey', (r) => `AK${d(r, 4)}`],
    ],
    name: (r) => `${r.pick(['1/4" & 1/2" Drive', '3/8" Drive', '1/2" Drive'])} Socket Set ${r.pick([24, 46, 72, 94, 108])}pc`,
    price: [1995, 14995],
    attributes: (r) => [['pieces', String(r.pick([24, 46, 72, 94, 108]))]],
  },
  diagnostics: {
    fitment: 'universal',
    brands: [
      ['Launch', (r) => `CR${d(r, 3)}`],
      ['Sealey', (r) => `VS${d(r, 4)}`],
    ],
    name: (r) => r.pick(['EOBD Code Reader', 'Battery & Charging System Tester', 'Digital Multimeter', 'Service Reset Tool']),
    price: [2495, 29995],
    attributes: () => [],
  },
  jacks: {
    fitment: 'universal',
    brands: [
      ['Sealey', (r) => `${r.pick(['1153CX', '3010CX', 'AS3000'])}${r.pick(['', 'B', 'Q'])}`],
      ['Draper', (r) => `${d(r, 5)}`],
    ],
    name: (r) => r.pick(['Trolley Jack 2 Tonne Low Entry', 'Trolley Jack 3 Tonne', 'Axle Stands 3 Tonne (Pair)', 'Bottle Jack 10 Tonne']),
    price: [2995, 19995],
    attributes: () => [],
  },
  carCare: {
    fitment: 'universal',
    brands: [
      ['Autoglym', (r) => `${r.pick(['SRP', 'UHD', 'CW', 'IC'])}${d(r, 3)}`],
      ['Turtle Wax', (r) => `TW${d(r, 4)}`],
    ],
    name: (r) => r.pick(['Super Resin Polish 500 ml', 'Car Shampoo Conditioner 1 Litre', 'Interior Shampoo 500 ml', 'Ultra High Definition Wax']),
    price: [495, 2995],
    attributes: () => [],
  },
};

/** OE part-number formats of the vehicle makers, as printed on their parts. */
export const oeFormats: Record<string, (r: Random) => string> = {
  Ford: (r) => (r.chance(0.5) ? `${d(r, 1)} ${d(r, 3)} ${d(r, 3)}` : `${L(r)}${L(r)}${d(r, 2)}-${d(r, 1)}${L(r)}${d(r, 3)}-${L(r)}${L(r)}`),
  Vauxhall: (r) => `${d(r, 2)} ${d(r, 3)} ${d(r, 3)}`,
  Volkswagen: (r) => `${d(r, 1)}${L(r)}${d(r, 1)} ${d(r, 3)} ${d(r, 3)} ${L(r)}`,
  Audi: (r) => `${d(r, 1)}${L(r)}${d(r, 1)} ${d(r, 3)} ${d(r, 3)} ${L(r)}`,
  SEAT: (r) => `${d(r, 1)}${L(r)}${d(r, 1)} ${d(r, 3)} ${d(r, 3)} ${L(r)}`,
  Skoda: (r) => `${d(r, 1)}${L(r)}${d(r, 1)} ${d(r, 3)} ${d(r, 3)} ${L(r)}`,
  BMW: (r) => `${d(r, 2)} ${d(r, 2)} ${d(r, 1)} ${d(r, 3)} ${d(r, 3)}`,
  MINI: (r) => `${d(r, 2)} ${d(r, 2)} ${d(r, 1)} ${d(r, 3)} ${d(r, 3)}`,
  Toyota: (r) => `0${d(r, 4)}-${d(r, 5)}`,
  Nissan: (r) => `D${d(r, 4)}-${d(r, 2)}${L(r)}${d(r, 2)}`,
  Peugeot: (r) => `${d(r, 4)} ${L(r)}${d(r, 1)}`,
  Citroën: (r) => `${d(r, 4)} ${L(r)}${d(r, 1)}`,
  Renault: (r) => `${d(r, 2)} ${d(r, 2)} ${d(r, 3)} ${d(r, 2)}${L(r)}`,
  Dacia: (r) => `${d(r, 2)} ${d(r, 2)} ${d(r, 3)} ${d(r, 2)}${L(r)}`,
  'Mercedes-Benz': (r) => `A ${d(r, 3)} ${d(r, 3)} ${d(r, 2)} ${d(r, 2)}`,
  Kia: (r) => `${d(r, 5)}-${L(r)}${d(r, 1)}${L(r)}${d(r, 2)}`,
  Hyundai: (r) => `${d(r, 5)}-${L(r)}${d(r, 1)}${L(r)}${d(r, 2)}`,
  Honda: (r) => `${d(r, 5)}-${L(r)}${L(r)}${L(r)}-${L(r)}${d(r, 2)}`,
  'Land Rover': (r) => `LR${d(r, 6)}`,
  Volvo: (r) => `${d(r, 8)}`,
};
