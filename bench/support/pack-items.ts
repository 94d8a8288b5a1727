// Synthetic branch-pack items for measuring offline search (bench/pack-search-libraries.bench.ts,
// the unit tests of src/catalogue-pack, and later the same measurement in Chromium). Pure and
// seeded: the same count and seed give the same items in Node and in a browser, so it imports no
// node: module. It draws with the demo catalogue's generator (server/db/catalogue-demo/prng.ts,
// mulberry32) and follows the catalogue's shapes without importing it (node:crypto and the whole
// car parc): UK and Irish parc models, aftermarket brands printing numbers in their own formats,
// parts for one car sharing the maker's OE numbers and listing each other as competitors, one in
// twenty with a superseded number.
import { normalisePartNumber } from '../../contract/catalogue/part-number';
import type { PackItem, PackPartNumber } from '../../contract/catalogue-pack/schemas';
import { createRandom, type Random } from '../../server/db/catalogue-demo/prng';

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

// ── The car parc: make, model, generation, engines, wiper length (mm) ─────────────────────────

interface Model {
  make: string;
  model: string;
  generation: string;
  engines: string[];
  wiper: number;
}

const parc: Model[] = (
  [
    ['Ford', 'Focus', 'Mk4', ['1.0 EcoBoost 125', '1.5 EcoBlue 120'], 650],
    ['Ford', 'Focus', 'Mk3', ['1.0 EcoBoost 100', '1.6 TDCi 115'], 700],
    ['Ford', 'Fiesta', 'Mk8', ['1.0 EcoBoost 100', '1.1 Ti-VCT 75'], 650],
    ['Ford', 'Fiesta', 'Mk7', ['1.25 Zetec 82', '1.6 TDCi 95'], 650],
    ['Ford', 'Kuga', 'Mk3', ['1.5 EcoBoost 150', '2.0 EcoBlue 190'], 700],
    ['Ford', 'Transit Custom', 'Mk1', ['2.0 EcoBlue 130'], 750],
    ['Volkswagen', 'Golf', 'Mk7', ['1.4 TSI 125', '2.0 TDI 150'], 650],
    ['Volkswagen', 'Golf', 'Mk8', ['1.5 eTSI 150', '2.0 TDI 150'], 650],
    ['Volkswagen', 'Polo', 'Mk6', ['1.0 TSI 95'], 600],
    ['Volkswagen', 'Passat', 'B8', ['2.0 TDI 150'], 650],
    ['Volkswagen', 'Tiguan', 'Mk2', ['2.0 TDI 150', '1.5 TSI 150'], 650],
    ['Vauxhall', 'Corsa', 'E', ['1.4 i 90', '1.3 CDTi 95'], 650],
    ['Vauxhall', 'Corsa', 'F', ['1.2 Turbo 100'], 650],
    ['Vauxhall', 'Astra', 'K', ['1.4 Turbo 150', '1.6 CDTi 136'], 700],
    ['Vauxhall', 'Mokka', 'B', ['1.2 Turbo 130'], 650],
    ['Nissan', 'Qashqai', 'J11', ['1.3 DIG-T 140', '1.5 dCi 110'], 650],
    ['Nissan', 'Juke', 'F15', ['1.6 117', '1.5 dCi 110'], 550],
    ['Nissan', 'Micra', 'K14', ['1.0 IG-T 100'], 650],
    ['Toyota', 'Corolla', 'E210', ['1.8 Hybrid 122', '2.0 Hybrid 184'], 650],
    ['Toyota', 'Yaris', 'XP130', ['1.5 Hybrid 100'], 650],
    ['Toyota', 'Aygo', 'AB40', ['1.0 VVT-i 72'], 525],
    ['BMW', '3 Series', 'G20', ['320d 190', '330e 292'], 600],
    ['BMW', '1 Series', 'F40', ['118i 140', '118d 150'], 650],
    ['Audi', 'A3', '8V', ['1.4 TFSI 150', '2.0 TDI 150'], 600],
    ['Audi', 'A4', 'B9', ['2.0 TDI 190'], 600],
    ['Mercedes-Benz', 'C-Class', 'W205', ['C 220 d 194'], 600],
    ['Mercedes-Benz', 'A-Class', 'W177', ['A 180 d 116', '1.5 dCi 110'], 650],
    ['Skoda', 'Octavia', 'Mk3', ['2.0 TDI 150', '1.0 TSI 115'], 600],
    ['Skoda', 'Fabia', 'Mk3', ['1.0 MPI 75', '1.0 TSI 95'], 650],
    ['Seat', 'Leon', 'Mk3', ['1.4 TSI 125', '2.0 TDI 150'], 650],
    ['Seat', 'Ibiza', 'Mk5', ['1.0 TSI 95'], 600],
    ['Renault', 'Clio', 'IV', ['0.9 TCe 90', '1.5 dCi 90'], 650],
    ['Renault', 'Megane', 'IV', ['1.3 TCe 140', '1.5 dCi 110'], 650],
    ['Renault', 'Captur', 'Mk1', ['0.9 TCe 90'], 650],
    ['Dacia', 'Sandero', 'Mk2', ['1.0 SCe 75', '0.9 TCe 90'], 550],
    ['Dacia', 'Duster', 'Mk2', ['1.5 dCi 110'], 550],
    ['Peugeot', '208', 'Mk2', ['1.2 PureTech 100'], 650],
    ['Peugeot', '308', 'T9', ['1.5 BlueHDi 130', '1.2 PureTech 130'], 700],
    ['Peugeot', '3008', 'Mk2', ['1.5 BlueHDi 130'], 700],
    ['Citroen', 'C3', 'Mk3', ['1.2 PureTech 82'], 650],
    ['Citroen', 'Berlingo', 'K9', ['1.5 BlueHDi 100'], 650],
    ['Kia', 'Sportage', 'NQ5', ['1.6 T-GDi HEV 230', '1.6 CRDi 136'], 650],
    ['Kia', 'Ceed', 'CD', ['1.0 T-GDi 120'], 650],
    ['Kia', 'Picanto', 'JA', ['1.0 67'], 550],
    ['Hyundai', 'Tucson', 'NX4', ['1.6 T-GDi 150', '1.6 CRDi 136'], 650],
    ['Hyundai', 'i30', 'PD', ['1.0 T-GDi 120'], 650],
    ['Hyundai', 'i10', 'AC3', ['1.0 MPi 67'], 550],
    ['Honda', 'Civic', 'Mk10', ['1.0 VTEC Turbo 126'], 650],
    ['Honda', 'Jazz', 'GK', ['1.3 i-VTEC 102'], 650],
    ['Mini', 'Hatch', 'F56', ['Cooper 1.5 136'], 475],
    ['Land Rover', 'Discovery Sport', 'L550', ['2.0 TD4 150'], 650],
    ['Land Rover', 'Range Rover Evoque', 'L551', ['2.0 D165'], 650],
    ['Volvo', 'XC60', 'Mk2', ['D4 190'], 650],
    ['Mazda', 'CX-5', 'KF', ['2.0 Skyactiv-G 165'], 600],
    ['Mazda', '2', 'DJ', ['1.5 Skyactiv-G 90'], 600],
    ['Fiat', '500', '312', ['1.2 69'], 550],
    ['Suzuki', 'Swift', 'Mk6', ['1.2 Dualjet 90'], 550],
  ] as [string, string, string, string[], number][]
).map(([make, model, generation, engines, wiper]) => ({ make, model, generation, engines, wiper }));

/** 'Ford Focus Mk4': how names and the fitted-model words print a car. */
const carName = (car: Model) => `${car.make} ${car.model} ${car.generation}`;
const isDiesel = (engine: string) => /TDI|dCi|CDTi|TDCi|HDi|CRDi|EcoBlue|TD4|D4\b|\d+d\b|D165| d /.test(engine);

/** Each maker's OE numbers in its own print ('2 208 125', '5Q0 698 151 B', '34 11 6 858 652'). */
const oeFormats: Record<string, string[]> = {
  Ford: ['# ### ###', '@@##-#@###-@@'],
  Volkswagen: ['#@# ### ### @', '#@# ### ###'],
  Audi: ['#@# ### ### @', '#@# ### ###'],
  Seat: ['#@# ### ### @'],
  Skoda: ['#@# ### ### @'],
  Vauxhall: ['## ### ###', '# ### ###'],
  Nissan: ['@####-#@@#@', '#####-##@#@'],
  Toyota: ['#####-#####'],
  BMW: ['## ## # ### ###'],
  Mini: ['## ## # ### ###'],
  'Mercedes-Benz': ['@ ### ### ## ##'],
  Renault: ['#########R'],
  Dacia: ['#########R'],
  Peugeot: ['#### ##', '##########'],
  Citroen: ['#### ##', '##########'],
  Kia: ['#####-@#@##'],
  Hyundai: ['#####-@#@##'],
  Honda: ['#####-@@#-@##'],
  'Land Rover': ['LR######'],
  Volvo: ['########'],
  Mazda: ['@###-##-##@'],
  Fiat: ['########'],
  Suzuki: ['#####-##@##'],
};

// ── The range: leaf categories, how their parts fit, and each brand's number format ───────────

type Fitment = 'axle' | 'model' | 'engine' | 'petrol' | 'diesel' | 'wiper' | 'universal';

interface Leaf {
  trail: string[];
  /** What the part is called in a name: 'Brake Pad Set'. */
  part: string;
  fitment: Fitment;
  /** How often the range holds one: its share of items. */
  weight: number;
  brands: [brand: string, formats: string[]][];
  /** Words a brand puts before the part for a second line for the same car ('Ceramic'). */
  lines: string[];
  attributes: (r: Random) => [code: string, label: string, value: string][];
  price: [number, number];
  oe: boolean;
}

const mm = (r: Random, min: number, max: number) => `${r.int(min, max)}.${r.int(0, 9)} mm`;

const leaves: Leaf[] = [
  {
    trail: ['Braking', 'Brake Pads'],
    part: 'Brake Pad Set',
    fitment: 'axle',
    weight: 12,
    brands: [
      ['Brembo', ['P ## ###']],
      ['TRW', ['GDB####']],
      ['Mintex', ['MDB####']],
      ['Pagid', ['T####']],
      ['Bosch', ['0 986 494 ###', '0 986 495 ###']],
      ['Ferodo', ['FDB####']],
      ['Textar', ['#######']],
      ['EBC', ['DP#####']],
    ],
    lines: ['Ceramic', 'Low Dust', 'Xtra', 'Premier', 'Sport', 'Eco-Friction'],
    attributes: (r) => [
      ['width', 'Width', mm(r, 99, 160)],
      ['thickness', 'Thickness', mm(r, 15, 20)],
      [
        'wear_indicator',
        'Wear indicator',
        r.pick(['Acoustic wear warning', 'Without wear warning', 'Electronic wear sensor']),
      ],
    ],
    price: [1495, 6995],
    oe: true,
  },
  {
    trail: ['Braking', 'Brake Discs'],
    part: 'Brake Disc Pair',
    fitment: 'axle',
    weight: 9,
    brands: [
      ['Brembo', ['09.@###.##', '08.@###.##']],
      ['TRW', ['DF####', 'DF####S']],
      ['Mintex', ['MDC####']],
      ['Pagid', ['5####']],
      ['Bosch', ['0 986 479 ###']],
      ['Ferodo', ['DDF####']],
      ['EBC', ['D####']],
    ],
    lines: ['Vented', 'Solid', 'Coated', 'Drilled', 'Grooved'],
    attributes: (r) => [
      ['diameter', 'Diameter', `${r.int(240, 345)} mm`],
      ['disc_type', 'Disc type', r.pick(['Internally vented', 'Solid'])],
    ],
    price: [2995, 14995],
    oe: true,
  },
  {
    trail: ['Braking', 'Brake Fitting Kits'],
    part: 'Brake Pad Fitting Kit',
    fitment: 'axle',
    weight: 2,
    brands: [
      ['Febi Bilstein', ['######']],
      ['Quick Brake', ['###-####']],
      ['TRW', ['PFK###']],
    ],
    lines: ['Accessory'],
    attributes: () => [],
    price: [495, 2495],
    oe: false,
  },
  {
    trail: ['Filters', 'Oil Filters'],
    part: 'Oil Filter',
    fitment: 'engine',
    weight: 8,
    brands: [
      ['Mann-Filter', ['HU ### z', 'HU #### x', 'W ###/##']],
      ['Bosch', ['F 026 407 ###', '1 457 429 ###']],
      ['Mahle', ['OX ### D', 'OC ###']],
      ['Febi Bilstein', ['#####']],
      ['Purflux', ['L###', 'LS###']],
      ['Blue Print', ['ADV#####', 'ADN#####']],
    ],
    lines: ['Cartridge', 'Spin-on'],
    attributes: (r) => [
      ['height', 'Height', `${r.int(60, 140)} mm`],
      ['filter_type', 'Filter type', r.pick(['Filter insert', 'Screw-on filter'])],
    ],
    price: [495, 1895],
    oe: true,
  },
  {
    trail: ['Filters', 'Air Filters'],
    part: 'Air Filter',
    fitment: 'engine',
    weight: 6,
    brands: [
      ['Mann-Filter', ['C ## ###', 'C #####']],
      ['Bosch', ['F 026 400 ###', '1 457 433 ###']],
      ['Mahle', ['LX ####', 'LX ####/#']],
      ['Febi Bilstein', ['######']],
      ['K&N', ['33-####']],
    ],
    lines: ['Panel', 'Performance'],
    attributes: (r) => [['length', 'Length', `${r.int(180, 340)} mm`]],
    price: [695, 5995],
    oe: true,
  },
  {
    trail: ['Filters', 'Cabin Filters'],
    part: 'Cabin Filter',
    fitment: 'model',
    weight: 5,
    brands: [
      ['Mann-Filter', ['CUK ####', 'CU ####']],
      ['Bosch', ['1 987 432 ###', '1 987 435 ###']],
      ['Valeo', ['715###', '698###']],
      ['Mahle', ['LAK ###', 'LA ###']],
    ],
    lines: ['Activated Carbon', 'Pollen', 'Antibacterial'],
    attributes: (r) => [['filter_type', 'Filter type', r.pick(['Activated carbon', 'Particle filter'])]],
    price: [695, 2995],
    oe: true,
  },
  {
    trail: ['Filters', 'Fuel Filters'],
    part: 'Fuel Filter',
    fitment: 'diesel',
    weight: 3,
    brands: [
      ['Mann-Filter', ['WK ###/#', 'WK ####']],
      ['Bosch', ['F 026 402 ###']],
      ['Delphi', ['HDF###']],
      ['Mahle', ['KL ###']],
    ],
    lines: ['Inline'],
    attributes: () => [],
    price: [995, 4995],
    oe: true,
  },
  {
    trail: ['Ignition', 'Spark Plugs'],
    part: 'Spark Plug',
    fitment: 'petrol',
    weight: 5,
    brands: [
      ['NGK', ['BKR#E', 'ILZKR#@##', 'LKR#@-##', 'PLZKAR#@-##']],
      ['Bosch', ['FR#DC+', '0 242 2## ###']],
      ['Denso', ['K##TT', 'IKH##']],
      ['Champion', ['OE###']],
    ],
    lines: ['Iridium', 'Platinum', 'Double Platinum', 'Laser Iridium'],
    attributes: (r) => [
      ['thread', 'Thread size', r.pick(['M14x1.25', 'M12x1.25'])],
      ['gap', 'Electrode gap', `0.${r.int(6, 9)} mm`],
    ],
    price: [395, 1995],
    oe: true,
  },
  {
    trail: ['Ignition', 'Glow Plugs'],
    part: 'Glow Plug',
    fitment: 'diesel',
    weight: 2,
    brands: [
      ['NGK', ['Y-####@', 'CZ###']],
      ['Bosch', ['0 250 2## ###', '0 250 4## ###']],
      ['Beru', ['GN ###', 'GE ###']],
    ],
    lines: ['Ceramic'],
    attributes: (r) => [['voltage', 'Voltage', r.pick(['4.4 V', '5 V', '11 V'])]],
    price: [895, 2995],
    oe: true,
  },
  {
    trail: ['Visibility', 'Wiper Blades'],
    part: 'Wiper Blade',
    fitment: 'wiper',
    weight: 4,
    brands: [
      ['Bosch', ['3 397 00# ###', 'A ### S', 'AP##U']],
      ['Valeo', ['5## ### ###', 'VF###']],
      ['Trico', ['EF###', 'TF###']],
      ['Michelin', ['MRW###']],
    ],
    lines: ['Aerotwin', 'Silencio', 'Flat', 'Hybrid', 'Rear'],
    attributes: () => [],
    price: [895, 3495],
    oe: false,
  },
  {
    trail: ['Visibility', 'Bulbs'],
    part: 'Bulb',
    fitment: 'universal',
    weight: 1,
    brands: [
      ['Osram', ['64210@@', '64193@@@', 'W5W-####']],
      ['Philips', ['12972@@@#', '12342@@#']],
      ['Ring', ['R###', 'RW###']],
    ],
    lines: ['H7 Night Breaker Laser', 'H4 X-tremeVision', 'H1 Standard', 'W5W Long Life', 'H7 Xenon Effect'],
    attributes: (r) => [['wattage', 'Wattage', r.pick(['55 W', '60/55 W', '5 W'])]],
    price: [295, 2495],
    oe: false,
  },
  {
    trail: ['Suspension', 'Shock Absorbers'],
    part: 'Shock Absorber',
    fitment: 'axle',
    weight: 6,
    brands: [
      ['Monroe', ['G####', 'E####', '742###']],
      ['KYB', ['33####', '34####']],
      ['Sachs', ['31# ###', '29# ###']],
      ['Bilstein', ['22-######', '19-######']],
    ],
    lines: ['Gas', 'Twin-tube', 'Excel-G', 'Reflex', 'B4'],
    attributes: (r) => [['shock_type', 'Shock absorber type', r.pick(['Gas pressure', 'Oil pressure', 'Twin-tube'])]],
    price: [2495, 12995],
    oe: true,
  },
  {
    trail: ['Suspension', 'Wheel Bearing Kits'],
    part: 'Wheel Bearing Kit',
    fitment: 'axle',
    weight: 4,
    brands: [
      ['SKF', ['VKBA ####']],
      ['FAG', ['713 6## ###']],
      ['SNR', ['R1##.##']],
      ['Febi Bilstein', ['#####']],
    ],
    lines: ['With ABS Sensor Ring'],
    attributes: (r) => [['inner_diameter', 'Inner diameter', `${r.int(25, 45)} mm`]],
    price: [1995, 9995],
    oe: true,
  },
  {
    trail: ['Transmission', 'Clutch Kits'],
    part: 'Clutch Kit',
    fitment: 'engine',
    weight: 4,
    brands: [
      ['Valeo', ['8#####', 'KIT3P ######']],
      ['LuK', ['6## #### ##']],
      ['Sachs', ['3000 9## ###']],
      ['Blue Print', ['ADV##3###']],
    ],
    lines: ['3-Piece', 'With Flywheel', 'With Release Bearing'],
    attributes: (r) => [['diameter', 'Diameter', `${r.int(200, 240)} mm`]],
    price: [7995, 39995],
    oe: true,
  },
  {
    trail: ['Engine', 'Timing Belt Kits'],
    part: 'Timing Belt Kit',
    fitment: 'engine',
    weight: 4,
    brands: [
      ['Gates', ['K0#####XS', 'KP#####XS-#']],
      ['Dayco', ['KTB###', 'KTBWP####']],
      ['Contitech', ['CT####K#', 'CT####WP#']],
      ['INA', ['530 0### ##']],
    ],
    lines: ['With Water Pump', 'PowerGrip'],
    attributes: (r) => [['teeth', 'Number of teeth', String(r.int(100, 160))]],
    price: [4995, 24995],
    oe: true,
  },
  {
    trail: ['Cooling', 'Water Pumps'],
    part: 'Water Pump',
    fitment: 'engine',
    weight: 3,
    brands: [
      ['SKF', ['VKPC #####']],
      ['Febi Bilstein', ['#####']],
      ['Gates', ['WP####']],
      ['Airtex', ['####']],
    ],
    lines: ['With Gasket'],
    attributes: () => [],
    price: [2495, 11995],
    oe: true,
  },
  {
    trail: ['Electrical', 'Batteries'],
    part: 'Car Battery',
    fitment: 'model',
    weight: 2,
    brands: [
      ['Bosch', ['S4 0##', 'S5 0##', '0 092 S4E ###']],
      ['Varta', ['E##', 'D##', '5## ### ###']],
      ['Yuasa', ['YBX####', 'YBX#0##']],
    ],
    lines: ['AGM', 'EFB Start-Stop', 'Silver'],
    attributes: (r) => [
      ['capacity', 'Capacity', `${r.int(44, 95)} Ah`],
      ['cca', 'Cold cranking', `${r.int(42, 85)}0 A`],
    ],
    price: [6995, 24995],
    oe: false,
  },
  {
    trail: ['Electrical', 'Alternators'],
    part: 'Alternator',
    fitment: 'engine',
    weight: 2,
    brands: [
      ['Bosch', ['0 986 0## ###', '0 124 ### ###']],
      ['Valeo', ['4## ###', 'TG##C###']],
    ],
    lines: ['Exchange', 'New'],
    attributes: (r) => [['output', 'Output', `${r.int(9, 18)}0 A`]],
    price: [12995, 39995],
    oe: true,
  },
  {
    trail: ['Oils & Fluids', 'Engine Oil'],
    part: 'Engine Oil',
    fitment: 'universal',
    weight: 1,
    brands: [
      ['Castrol', ['15####', '15###@']],
      ['Mobil', ['15####']],
      ['Comma', ['@@@#L', '@@@##L']],
      ['Shell', ['550######']],
    ],
    lines: [
      'EDGE 5W-30 5 litre',
      'Magnatec 5W-40 4 litre',
      'Ultra 0W-20 5 litre',
      'Syntech 10W-40 1 litre',
      'Helix 5W-30 5 litre',
    ],
    attributes: (r) => [['viscosity', 'Viscosity', r.pick(['5W-30', '5W-40', '0W-20', '10W-40'])]],
    price: [995, 5995],
    oe: false,
  },
  {
    trail: ['Exhaust', 'Exhaust Systems', 'Catalytic Converters'],
    part: 'Catalytic Converter',
    fitment: 'engine',
    weight: 2,
    brands: [
      ['BM Catalysts', ['BM#####H', 'BM#####']],
      ['Klarius', ['###-###']],
    ],
    lines: ['Type Approved'],
    attributes: () => [],
    price: [9995, 49995],
    oe: true,
  },
];

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

// ── Questions asked of a pack, with what counts as a right answer ──────────────────────────────

/** What a right answer to a query is: one of these skus, or an item of this leaf (brand, model). */
export interface Expected {
  skus?: string[];
  leaf?: string;
  brand?: string;
  model?: string;
}

export interface PackQuery {
  kind: 'sku' | 'oe' | 'typo';
  text: string;
  expected: Expected;
}

export function isRightAnswer(item: PackItem, expected: Expected): boolean {
  if (expected.skus) return expected.skus.includes(item.sku);
  if (expected.leaf && item.category.name !== expected.leaf) return false;
  if (expected.brand && item.brand.name !== expected.brand) return false;
  if (expected.model && !new RegExp(`\\b${expected.model}\\b`, 'i').test(item.words)) return false;
  return true;
}

/** One typing slip that keeps the first letter: a letter dropped, two swapped, or a neighbour key. */
export function misspell(r: Random, word: string): string {
  const neighbours: Record<string, string> = {
    a: 's',
    b: 'v',
    c: 'x',
    d: 's',
    e: 'r',
    f: 'g',
    g: 'h',
    h: 'j',
    i: 'o',
    j: 'k',
    k: 'l',
    l: 'k',
    m: 'n',
    n: 'm',
    o: 'p',
    p: 'o',
    q: 'w',
    r: 't',
    s: 'a',
    t: 'r',
    u: 'y',
    v: 'c',
    w: 'e',
    x: 'z',
    y: 'u',
    z: 'x',
  };
  const at = r.int(1, word.length - 2);
  const letter = word[at] ?? '';
  switch (r.int(0, 2)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + (word[at + 1] ?? '') + letter + word.slice(at + 2);
    default:
      return word.slice(0, at) + (neighbours[letter] ?? letter) + word.slice(at + 1);
  }
}

/** A leaf's name as people type it: 'brake pads' or 'brake pad', 'oil filter'. */
const typedLeaf = (r: Random, leaf: string) =>
  r.chance(0.5) ? leaf.toLowerCase() : leaf.toLowerCase().replace(/s$/, '');

/**
 * `count` queries of each kind over `items`: a sku; an OE number as printed; two or three words
 * with a typing slip, either a part and a model ('brake pads fosu') or a brand and a part
 * ('bosch wipr blade'). The first typo queries are the README's own examples.
 */
export function packQueries(items: PackItem[], count: number, seed = PACK_SEED): PackQuery[] {
  const r = createRandom(seed ^ 0x5eed);
  const queries: PackQuery[] = [];
  for (let i = 0; i < count; i++) {
    const item = r.pick(items);
    queries.push({ kind: 'sku', text: item.sku, expected: { skus: [item.sku] } });
  }
  const withOe = items.filter((item) => item.oe.length > 0);
  for (let i = 0; i < count && withOe.length; i++) {
    const item = r.pick(withOe);
    const oe = r.pick(item.oe);
    const sharing = withOe.filter((other) => other.oe.some((o) => o.number === oe.number)).map((other) => other.sku);
    queries.push({ kind: 'oe', text: oe.number, expected: { skus: sharing } });
  }
  const typo: PackQuery[] = [
    { kind: 'typo', text: 'brake pads fosu', expected: { leaf: 'Brake Pads', model: 'Focus' } },
    { kind: 'typo', text: 'bosch wipr blade', expected: { leaf: 'Wiper Blades', brand: 'Bosch' } },
  ];
  const fitted = items.filter((item) => item.tecdocIds.length > 0 && !item.name.includes(' mm'));
  while (typo.length < count && fitted.length) {
    const item = r.pick(fitted);
    const leaf = item.category.name;
    if (r.chance(0.5)) {
      const model = parc.find((car) => item.name.includes(` ${car.model} ${car.generation}`))?.model ?? '';
      // Five letters or more: a slip in a four-letter name can leave three, which nothing corrects.
      if (!/^[A-Za-z]{5,}$/.test(model)) continue;
      typo.push({
        kind: 'typo',
        text: `${typedLeaf(r, leaf)} ${misspell(r, model.toLowerCase())}`,
        expected: { leaf, model },
      });
    } else {
      const words = typedLeaf(r, leaf).split(' ');
      const slip = words.findIndex((word) => word.length >= 4);
      if (slip < 0) continue;
      words[slip] = misspell(r, words[slip] as string);
      typo.push({
        kind: 'typo',
        text: `${item.brand.name.toLowerCase()} ${words.join(' ')}`,
        expected: { leaf, brand: item.brand.name },
      });
    }
  }
  return [...queries, ...typo];
}
