// Believable quotes for the quote benches (the device's list in Chromium, get-by-user through
// HTTP): a counter's or a workshop's six months of quotes, newest first, for customers in Great
// Britain and Ireland (one in five, in euros, with an Irish plate), each car quoted several
// times. Everything but the ids follows from the quote's number, so a bench knows what to search.
import { uuidv7 } from '../../contract/ids/uuid-v7';
import type { Quote, QuoteItem } from '../../contract/quotes/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the quotes go: about six months. */
export const QUOTE_SPAN_DAYS = 182;
/** Each customer's car is quoted about four times in 1,000 quotes. */
const CUSTOMERS = 250;

const ukSurnames = [
  'Patel',
  'Whitaker',
  'Sutcliffe',
  'Hughes',
  'Kaur',
  'Okafor',
  'Ahmed',
  'Nowak',
  'Thompson',
  'Evans',
];
const irishSurnames = ['Murphy', "O'Brien", 'Byrne', 'Kelly', 'Walsh', 'Brennan', 'Doyle', 'McCarthy', 'Nolan', 'Ryan'];
const firms = ['Holroyd Plumbing Ltd', 'Aire Valley Electrics', 'Pennine Couriers', 'Shannon Joinery', 'Dales Roofing'];
const titles = ['Mr', 'Mrs', 'Ms', 'Dr'];
const initials = 'ABCDEGHJKLMNPRST';
const plateLetters = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
/** DVLA memory tags (Leeds, York, Manchester, Bradford, Sheffield…) and Irish county marks. */
const ukAreas = ['LS', 'YK', 'MA', 'BD', 'SF', 'WR', 'GF', 'KN', 'BX', 'DE', 'NG', 'LB'];
const irishCounties = ['D', 'C', 'G', 'L', 'KY', 'MO', 'WX', 'KE', 'MH', 'LK', 'WW', 'DL'];

interface Model {
  description: string;
  /** What a person calls it in a quote's name. */
  short: string;
}
const cars: Model[] = [
  { description: 'Ford Focus 1.0 EcoBoost', short: 'Focus' },
  { description: 'Ford Fiesta 1.1 Ti-VCT', short: 'Fiesta' },
  { description: 'Vauxhall Corsa 1.2 Turbo', short: 'Corsa' },
  { description: 'Volkswagen Golf 2.0 TDI', short: 'Golf' },
  { description: 'Toyota Yaris 1.5 Hybrid', short: 'Yaris' },
  { description: 'Nissan Qashqai 1.5 dCi', short: 'Qashqai' },
  { description: 'Skoda Octavia 1.6 TDI', short: 'Octavia' },
  { description: 'BMW 320d 2.0 M Sport', short: 'BMW' },
  { description: 'Peugeot 208 1.2 PureTech', short: '208' },
  { description: 'Kia Sportage 1.6 CRDi', short: 'Sportage' },
  { description: 'Hyundai Tucson 1.6 T-GDi', short: 'Tucson' },
  { description: 'Audi A3 1.5 TFSI', short: 'A3' },
];
const vans: Model[] = [
  { description: 'Ford Transit Custom 2.0 EcoBlue', short: 'Transit' },
  { description: 'Mercedes-Benz Sprinter 2.1 CDI', short: 'Sprinter' },
  { description: 'Vauxhall Vivaro 1.6 CDTi', short: 'Vivaro' },
];

/** A job and its parts: sku, part name, unit price in pence excluding VAT, quantity. */
const jobs: { name: string; parts: [string, string, number, number][] }[] = [
  {
    name: 'Brake job',
    parts: [
      ['BP-2041', 'Front brake pads', 3295, 1],
      ['BD-1187', 'Front brake discs (pair)', 6450, 1],
    ],
  },
  {
    name: 'Service kit',
    parts: [
      ['OF-0312', 'Oil filter', 795, 1],
      ['EO-5W30-5', 'Engine oil 5W-30, 5 litres', 3199, 1],
      ['AF-2208', 'Air filter', 1250, 1],
    ],
  },
  {
    name: 'Clutch and flywheel',
    parts: [
      ['CK-7710', 'Clutch kit', 18950, 1],
      ['DMF-330', 'Dual-mass flywheel', 32400, 1],
    ],
  },
  { name: 'Cambelt and water pump', parts: [['TBK-455', 'Timing belt kit with water pump', 14275, 1]] },
  {
    name: 'Wipers and bulbs',
    parts: [
      ['WB-650', 'Wiper blade 650 mm', 1399, 2],
      ['H7-55', 'H7 bulb', 499, 2],
    ],
  },
  {
    name: 'Exhaust back box',
    parts: [
      ['EX-9021', 'Rear silencer', 8990, 1],
      ['EXC-45', 'Exhaust clamp', 650, 2],
    ],
  },
  { name: 'Battery', parts: [['BAT-096', 'Battery 096, 12V 70Ah', 9450, 1]] },
  {
    name: 'Front suspension arms',
    parts: [
      ['SA-3310', 'Lower arm, front left', 4725, 1],
      ['SA-3311', 'Lower arm, front right', 4725, 1],
    ],
  },
];

const pick = <T>(list: ArrayLike<T>, n: number): T => list[n % list.length] as T;
const letter = (n: number) => pick(plateLetters, n);

/** A number from `n` and a salt, spread (so that a customer's plate, car and name do not go together). */
const mix = (n: number, salt: number) => {
  let h = Math.imul(n ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** Customer `c` of an account: who, where (one in five Irish), a car or (for a firm) a van. */
function customer(c: number, account: number) {
  const irish = c % 5 === 4;
  const firm = c % 9 === 8;
  const at = (salt: number) => mix(c, account * 16 + salt);
  const title = pick(titles, at(1));
  const surname = pick(irish ? irishSurnames : ukSurnames, at(2));
  const person = `${title} ${pick(initials, at(3))}. ${surname}`;
  const year = 15 + (at(4) % 9);
  // Plates: 'LS19 ABC' (area, age mark: the year, or the year + 50 from September); '191-D-12345'.
  const registration = irish
    ? `${year}${1 + (at(5) % 2)}-${pick(irishCounties, at(6))}-${10_000 + (at(7) % 90_000)}`
    : `${pick(ukAreas, at(6))}${at(5) % 2 ? year : year + 50} ${letter(at(7))}${letter(at(8))}${letter(at(9))}`;
  const firmName = pick(firms, at(10));
  return {
    irish,
    customerName: firm ? firmName : person,
    // 'Brake job – Mrs Patel’s Focus LS19 ABC', 'Service kit – Holroyd Plumbing Transit LS69 KFD'.
    possessive: firm ? firmName.replace(/ Ltd$/, '') : `${title} ${surname}’s`,
    phone: irish ? `087 555 ${1000 + (at(11) % 9000)}` : `07700 900${String(at(11) % 1000).padStart(3, '0')}`,
    model: firm ? pick(vans, at(12)) : pick(cars, at(12)),
    registration,
  };
}

/** A customer for quote `n`: spread over the customers, so each car comes back now and then. */
export const customerOf = (n: number) => (Math.imul(n, 2654435761) >>> 0) % CUSTOMERS;

/** When quote `n` of `count` was made: the newest `now`, the oldest six months before. */
export const createdAtOf = (n: number, count: number, now: number) =>
  new Date(now - Math.floor((n * QUOTE_SPAN_DAYS * DAY_MS) / count));

/**
 * Quote `n` (0 the newest) of `count` of an account, as the server answers it: its header, lines
 * at their quoted prices (VAT 20% in pounds, 23% in euros) and totals.
 */
export function benchQuote(n: number, count: number, now: number, account = 0): Quote {
  const who = customer(customerOf(n), account);
  const job = pick(jobs, n * 3 + account);
  const created = createdAtOf(n, count, now);
  const currency = who.irish ? 'EUR' : 'GBP';
  const taxRate = who.irish ? 2300 : 2000;
  const items: QuoteItem[] = job.parts.map(([sku, productName, pence, quantity], index) => ({
    id: uuidv7(created.getTime()),
    position: `a${index}`,
    product: `/products/${sku}`,
    quantity,
    note: index === 0 && n % 4 === 0 ? 'Customer supplied the old part for comparison' : null,
    rev: 1,
    // Prices in euros are the pounds' at about 1.17.
    unitPrice: { excTax: who.irish ? Math.round(pence * 1.17) : pence },
    taxRate,
    productName,
  }));
  const totalExcTax = items.reduce((sum, item) => sum + item.unitPrice.excTax * item.quantity, 0);
  const totalTax = items.reduce(
    (sum, item) => sum + Math.round((item.unitPrice.excTax * item.quantity * item.taxRate) / 10_000),
    0,
  );
  const at = created.toISOString();
  return {
    id: uuidv7(created.getTime()),
    rev: 1 + (n % 3),
    name: `${job.name} – ${who.possessive} ${who.model.short} ${who.registration}`,
    vehicle: { registration: who.registration, description: who.model.description },
    customerName: who.customerName,
    customerPhone: n % 3 === 0 ? who.phone : null,
    validUntil: new Date(created.getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
    currency,
    items,
    totals: { totalExcTax, totalTax, totalIncTax: totalExcTax + totalTax },
    shared: false,
    createdAt: at,
    modifiedAt: at,
  };
}
