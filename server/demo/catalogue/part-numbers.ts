import { normalisePartNumber } from '../../../contract/catalogue/part-number';
import { featuredProducts } from './featured';
import { stableHash, type Random } from '../../prng';

/**
 * Part numbers as the vehicle makers print them (OE numbers), and the helpers the brands'
 * formats in parts.ts use. Search compares numbers normalised (contract/catalogue/part-number.ts):
 * 'P 85 020', 'p85-020' and 'P85020' are one number.
 */
export const d = (r: Random, n: number) => r.digits(n);
/** A letter as part numbers use them: no I, O, Q or U, which read as digits. */
export const L = (r: Random) => r.pick('ABCDEFGHJKLMNPRSTVWXYZ'.split(''));

/** `count` digits fixed by a text: the same product spec always gets the same catalogue number. */
export const stableDigits = (text: string, count: number) =>
  String(stableHash(text) % 10 ** Math.min(count, 9)).padStart(Math.min(count, 9), '0');

/** One of `items`, fixed by a text (a model, an engine family): the same car always gets the same. */
export const stablePick = <T>(text: string, items: readonly T[]): T => items[stableHash(text) % items.length] as T;

/** OE part-number formats of the vehicle makers, as printed on their parts and in their catalogues. */
export const oeFormats: Record<string, (r: Random) => string> = {
  // Ford: a seven-digit finis code ('2 208 125') or an engineering number ('JX61-2K021-AA').
  Ford: (r) =>
    r.chance(0.5)
      ? `${r.int(1, 2)} ${d(r, 3)} ${d(r, 3)}`
      : `${L(r)}${L(r)}${d(r, 2)}-${d(r, 1)}${L(r)}${d(r, 3)}-${L(r)}${L(r)}`,
  Vauxhall: (r) => `${r.pick(['13', '39', '95', '55'])} ${d(r, 3)} ${d(r, 3)}`,
  // The VW group: '5Q0 698 151 B'.
  Volkswagen: (r) => `${d(r, 1)}${L(r)}0 ${d(r, 3)} ${d(r, 3)}${r.chance(0.6) ? ` ${L(r)}` : ''}`,
  Audi: (r) => `${r.pick(['8V', '8W', '4M', '8X'])}0 ${d(r, 3)} ${d(r, 3)}${r.chance(0.6) ? ` ${L(r)}` : ''}`,
  SEAT: (r) => `${r.pick(['5F', '6F', '5Q'])}0 ${d(r, 3)} ${d(r, 3)}${r.chance(0.6) ? ` ${L(r)}` : ''}`,
  Skoda: (r) => `${r.pick(['5E', '6V', '3V', '5Q'])}0 ${d(r, 3)} ${d(r, 3)}${r.chance(0.6) ? ` ${L(r)}` : ''}`,
  // BMW and MINI: '34 11 6 858 652'.
  BMW: (r) => `${r.pick(['11', '13', '31', '33', '34', '61'])} ${d(r, 2)} ${r.int(6, 8)} ${d(r, 3)} ${d(r, 3)}`,
  MINI: (r) => `${r.pick(['11', '13', '31', '33', '34', '61'])} ${d(r, 2)} ${r.int(6, 8)} ${d(r, 3)} ${d(r, 3)}`,
  Toyota: (r) => `${r.pick(['04465', '04466', '90915', '17801', '48510'])}-${d(r, 5)}`,
  Nissan: (r) =>
    `${r.pick(['D1060', '44060', '15208', '16546', 'E6210'])}-${d(r, 1)}${L(r)}${d(r, 1)}${L(r)}${d(r, 1)}`,
  // Peugeot and Citroën: '4254 C8'.
  Peugeot: (r) => `${d(r, 4)} ${L(r)}${d(r, 1)}`,
  Citroën: (r) => `${d(r, 4)} ${L(r)}${d(r, 1)}`,
  // Renault and Dacia: '41 06 012 34R'.
  Renault: (r) => `${d(r, 2)} ${d(r, 2)} ${d(r, 3)} ${d(r, 2)}R`,
  Dacia: (r) => `${d(r, 2)} ${d(r, 2)} ${d(r, 3)} ${d(r, 2)}R`,
  'Mercedes-Benz': (r) => `A ${d(r, 3)} ${d(r, 3)} ${d(r, 2)} ${d(r, 2)}`,
  Kia: (r) => `${r.pick(['58101', '58302', '26300', '28113', '97133'])}-${L(r)}${d(r, 1)}${L(r)}${d(r, 2)}`,
  Hyundai: (r) => `${r.pick(['58101', '58302', '26300', '28113', '97133'])}-${L(r)}${d(r, 1)}${L(r)}${d(r, 2)}`,
  Honda: (r) => `${r.pick(['45022', '43022', '15400', '17220', '80292'])}-${L(r)}${L(r)}${L(r)}-${L(r)}${d(r, 2)}`,
  'Land Rover': (r) => `LR${d(r, 6)}`,
  Volvo: (r) => `${r.pick(['3', '31'])}${d(r, 6)}`,
  Fiat: (r) => `${r.pick(['77', '55', '51', '46'])}${d(r, 6)}`,
  Mazda: (r) => `${L(r)}${L(r)}${d(r, 2)}-${d(r, 2)}-${d(r, 2)}${L(r)}`,
  Tesla: (r) => `${d(r, 7)}-00-${L(r)}`,
};

/**
 * Numbers the featured products use (their own, OE, competitors', superseded): generated parts
 * never print them, so a search for one answers exactly the featured products.
 */
export const reservedNumbers: ReadonlySet<string> = new Set(
  featuredProducts.flatMap((product) =>
    [
      product.mpn,
      ...[...(product.oe ?? []), ...(product.competitor ?? []), ...(product.superseded ?? [])].map(
        ([, number]) => number,
      ),
    ].map(normalisePartNumber),
  ),
);
