import { vinCheckDigit, vinModelYearCode } from '../../../contract/vehicles/vin';
import type { DemoVariant } from '../../providers/car-parc';
import { createRandom, stableHash, type Random } from '../../prng';

/** The makers' world manufacturer identifiers (the plants that build most of the UK's cars of each make). */
const wmiOf: Record<string, string> = {
  Ford: 'WF0',
  Volkswagen: 'WVW',
  Toyota: 'SB1',
  Kia: 'U5Y',
  BMW: 'WBA',
  Vauxhall: 'W0L',
  Nissan: 'SJN',
  Peugeot: 'VF3',
  Renault: 'VF1',
  Audi: 'WAU',
  'Mercedes-Benz': 'W1K',
  Hyundai: 'TMA',
  Skoda: 'TMB',
  Honda: 'SHH',
  Citroën: 'VF7',
  SEAT: 'VSS',
  MINI: 'WMW',
  'Land Rover': 'SAL',
  Volvo: 'YV1',
  Dacia: 'UU1',
  Fiat: 'ZFA',
  Mazda: 'JMZ',
  Tesla: 'LRW',
};
/** The VW group fills positions 4–6 with 'ZZZ' and puts a two-character model code in 7–8. */
const fillerMakes = new Set(['Volkswagen', 'Audi', 'SEAT', 'Skoda']);

const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const fixedChars = (name: string, length: number) => {
  const r = createRandom(stableHash(name));
  return Array.from({ length }, () => r.pick(VIN_CHARS)).join('');
};

/** WMI, a descriptor per variant, the check digit, the model year, the plant, a serial number. */
export function makeVin(r: Random, variant: DemoVariant, year: number): string {
  const descriptor = fillerMakes.has(variant.make)
    ? `ZZZ${fixedChars(`model|${variant.make}|${variant.model}`, 2)}`
    : fixedChars(`variant|${variant.make}|${variant.model}|${variant.name}`, 5);
  const plant = fixedChars(`plant|${variant.make}|${variant.model}`, 1);
  const draft = `${wmiOf[variant.make] ?? 'SAJ'}${descriptor}0${vinModelYearCode(year)}${plant}${r.digits(6)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
