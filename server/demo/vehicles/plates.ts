import { ageIdentifierFor } from '../../../contract/vehicles/registration';
import type { Random } from '../../prng';
import { pad2 } from './dates';
import type { RegisteredVehicleRow } from './rows';
import { pickWeighted, type Weighted } from './weighted';

/** DVLA regions (the memory tag's first letter), weighted by population: 'L' London, 'M' Manchester, 'Y' Yorkshire… */
const gbRegions: Weighted<string> = [
  ['A', 5],
  ['B', 9],
  ['C', 5],
  ['D', 3],
  ['E', 4],
  ['F', 6],
  ['G', 5],
  ['H', 4],
  ['K', 5],
  ['L', 14],
  ['M', 9],
  ['N', 5],
  ['O', 3],
  ['P', 4],
  ['R', 4],
  ['S', 8],
  ['V', 3],
  ['W', 6],
  ['Y', 9],
];
/** A memory tag never holds I, Q or Z; the three random letters never I or Q. */
const TAG_LETTERS = [...'ABCDEFGHJKLMNOPRSTUVWXY'];
const SERIAL_LETTERS = [...'ABCDEFGHJKLMNOPRSTUVWXYZ'];
/** Northern Ireland's two-letter codes, each holding I or Z. */
const niCodes = [
  'AZ',
  'BZ',
  'CZ',
  'DZ',
  'EZ',
  'FZ',
  'GZ',
  'HZ',
  'IA',
  'IB',
  'IG',
  'IJ',
  'IL',
  'IW',
  'JZ',
  'KZ',
  'LZ',
  'MZ',
  'NZ',
  'OI',
  'OZ',
  'PZ',
  'RZ',
  'SZ',
  'UI',
  'XI',
  'YZ',
];

/**
 * Irish registration offices by share of new cars, with the years each code was issued: in
 * 2014 L replaced LK (and Limerick city's L), T replaced TN and TS, W replaced WD.
 * The last number is the highest sequence a half-year or year reaches there.
 */
const irishCounties: readonly (readonly [code: string, weight: number, from: number, to: number, highest: number])[] = [
  ['D', 30, 0, 9999, 60_000],
  ['C', 10, 0, 9999, 20_000],
  ['G', 5, 0, 9999, 9_000],
  ['KE', 5, 0, 9999, 9_000],
  ['MH', 5, 0, 9999, 9_000],
  ['WW', 3, 0, 9999, 5_000],
  ['L', 4, 2014, 9999, 8_000],
  ['L', 1, 0, 2013, 3_000],
  ['LK', 3, 0, 2013, 5_000],
  ['T', 4, 2014, 9999, 6_000],
  ['TN', 2, 0, 2013, 3_000],
  ['TS', 2, 0, 2013, 3_000],
  ['W', 3, 2014, 9999, 5_000],
  ['W', 1, 0, 2013, 2_000],
  ['WD', 2, 0, 2013, 3_000],
  ['CE', 2, 0, 9999, 4_000],
  ['DL', 2, 0, 9999, 4_000],
  ['KK', 2, 0, 9999, 4_000],
  ['KY', 2, 0, 9999, 4_000],
  ['LH', 2, 0, 9999, 4_000],
  ['MO', 2, 0, 9999, 4_000],
  ['WX', 2, 0, 9999, 4_000],
  ['CN', 1, 0, 9999, 2_000],
  ['CW', 1, 0, 9999, 2_000],
  ['LD', 1, 0, 9999, 1_500],
  ['LM', 1, 0, 9999, 1_000],
  ['LS', 1, 0, 9999, 2_000],
  ['MN', 1, 0, 9999, 1_500],
  ['OY', 1, 0, 9999, 2_000],
  ['RN', 1, 0, 9999, 1_500],
  ['SO', 1, 0, 9999, 1_500],
  ['WH', 1, 0, 9999, 2_000],
];

/** A registration mark for a car first registered on that day in Great Britain, Northern Ireland or Ireland. */
export function makeVrm(r: Random, country: RegisteredVehicleRow['country'], registrationDate: string): string {
  if (country === 'GB') {
    const tag = `${pickWeighted(r, gbRegions)}${r.pick(TAG_LETTERS)}`;
    const serial = `${r.pick(SERIAL_LETTERS)}${r.pick(SERIAL_LETTERS)}${r.pick(SERIAL_LETTERS)}`;
    return `${tag}${ageIdentifierFor(registrationDate)}${serial}`;
  }
  if (country === 'NI') return `${r.pick(TAG_LETTERS)}${r.pick(niCodes)}${r.int(1, 9999)}`;
  const year = Number(registrationDate.slice(0, 4));
  const open = irishCounties.filter(([, , from, to]) => year >= from && year <= to);
  const [county, , , , highest] = pickWeighted(
    r,
    open.map((entry) => [entry, entry[1]] as const),
  );
  const half = Number(registrationDate.slice(5, 7)) <= 6 ? 1 : 2;
  const prefix = year >= 2013 ? `${pad2(year % 100)}${half}` : pad2(year % 100);
  return `${prefix}-${county}-${r.int(1, highest)}`;
}
