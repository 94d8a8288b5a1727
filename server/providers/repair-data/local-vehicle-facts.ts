import type { DemoVariant } from '../car-parc';
import { stableHash } from '../../prng';

/**
 * What the generated repair data needs to know about a catalogue variant, read from its make,
 * engine name, size and fuel as a workshop would: a 1.0 EcoBoost has three cylinders and a
 * timing belt, a Toyota hybrid has a chain and no clutch, an electric car has none of these.
 */
export interface VehicleFacts {
  variant: DemoVariant;
  /** Two letters in every task id, as the service's ids carry the maker ('WV' in 1M01822000WV0). */
  makeCode: string;
  electric: boolean;
  /** Runs on diesel (the diesel mild and plug-in hybrids too): glow plugs, a fuel filter, a DPF. */
  diesel: boolean;
  /** A car with a clutch pedal: petrol, diesel and mild hybrids; full and plug-in hybrids have none. */
  clutch: boolean;
  /** Full and plug-in hybrids start on their motor-generator: no starter motor or alternator. */
  starterAndAlternator: boolean;
  timing: 'belt' | 'chain' | null;
  cylinders: number;
  /** Engine oil with the filter, in litres. */
  oilLitres: number;
  /** Vans and SUVs: heavier suspension and brakes take longer. */
  heavy: boolean;
  /** A number fixed by the variant's id, so that times differ a little between cars, the same every time. */
  jitter: (salt: string, spread: number) => number;
}

const makeCodes: Record<string, string> = {
  Ford: 'FO',
  Vauxhall: 'OP',
  Volkswagen: 'WV',
  BMW: 'BM',
  Toyota: 'TO',
  Nissan: 'NI',
  Peugeot: 'PE',
  Renault: 'RE',
  Audi: 'AU',
  'Mercedes-Benz': 'MB',
  Kia: 'KI',
  Hyundai: 'HY',
  Skoda: 'SK',
  Honda: 'HO',
  Citroën: 'CI',
  SEAT: 'SE',
  MINI: 'MI',
  'Land Rover': 'LR',
  Volvo: 'VO',
  Dacia: 'DA',
  Fiat: 'FI',
  Mazda: 'MZ',
  Tesla: 'TE',
};

/** Makers whose engines run a timing chain; Nissan's petrol engines do, its Renault diesels have a belt. */
const chainMakes = new Set([
  'BMW',
  'MINI',
  'Mercedes-Benz',
  'Toyota',
  'Honda',
  'Hyundai',
  'Kia',
  'Mazda',
  'Land Rover',
]);
const dieselEngine =
  /CRDi|TDCi|CDTi|dCi|TDI|HDi|EcoBlue|CDI|i-DTEC|Skyactiv-D|\bTD4\b|\bD\d{3}\b|\bD\d\b|\b\d{3}d\b|\bde$|\bd$/;
const mildHybrid = /mHEV|MHEV|Mild Hybrid|48V|e-Skyactiv/;

export function vehicleFactsOf(variant: DemoVariant): VehicleFacts {
  const electric = variant.fuel === 'electric' || variant.engineCc === null;
  const diesel = !electric && (variant.fuel === 'diesel' || dieselEngine.test(variant.name));
  const fullHybrid = variant.fuel === 'hybrid' && !mildHybrid.test(variant.name);
  const cc = variant.engineCc ?? 0;
  const cylinders = electric ? 0 : cc <= 1250 ? 3 : cc <= 2600 ? 4 : 6;
  const heavy = variant.bodyType === 'Van' || variant.bodyType === 'SUV';
  const chain = chainMakes.has(variant.make) || (variant.make === 'Nissan' && !diesel);
  return {
    variant,
    makeCode:
      makeCodes[variant.make] ??
      variant.make
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 2)
        .toUpperCase(),
    electric,
    diesel,
    clutch: !electric && !fullHybrid,
    starterAndAlternator: !electric && !fullHybrid,
    timing: electric ? null : chain ? 'chain' : 'belt',
    cylinders,
    oilLitres: electric
      ? 0
      : Math.min(8, Math.round(2.5 + cc * 0.0015) + (diesel ? 1 : 0) + (variant.bodyType === 'Van' ? 1 : 0)),
    heavy,
    jitter: (salt, spread) => (stableHash(`${variant.tecdocId}|${salt}`) % (2 * spread + 1)) - spread,
  };
}

/** A time in hundredths of an hour, rounded to the nearest 5 as book times are, within [min, max]. */
export function bookTime(hundredths: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(hundredths / 5) * 5));
}
