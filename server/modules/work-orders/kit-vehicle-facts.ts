import type { KitVehicle } from './quick-kits.repository';

/**
 * What a quick kit needs to know of an engine that the catalogue does not hold: how much oil it
 * takes, which oil specification its maker asks for, and how many spark plugs it has. The
 * catalogue's variants carry make, engine name, size and fuel only, so these are read from them
 * as a workshop's data book would give them: the engines a trade counter sees most by their own
 * figures (a 1.0 EcoBoost takes 4.3 litres with the filter, a VW group 2.0 TDI 4.6), any other by
 * its size and fuel. Deterministic: the same variant, the same answer, on every machine.
 */

/** Engines by name, with their oil capacity in litres including the filter. */
const knownCapacities: [pattern: RegExp, litres: number][] = [
  [/^1\.0 EcoBoost/, 4.3],
  [/^1\.5 EcoBoost/, 4.1],
  [/^1\.25 Duratec/, 3.8],
  [/^1\.0 (TSI|MPI)/, 4.0],
  [/^1\.[45] T(F)?SI/, 4.0],
  [/^2\.0 T(F)?SI/, 5.7],
  [/^1\.6 TDI/, 4.3],
  [/^2\.0 TDI/, 4.6],
  [/^1\.2 PureTech/, 3.5],
  [/^1\.5 BlueHDi/, 4.3],
  [/^1\.8 Hybrid/, 4.4],
  [/^1\.5 dCi/, 4.5],
];

const dieselEngine = /CRDi|TDCi|CDTi|dCi|TDI|HDi|EcoBlue|CDI|i-DTEC|Skyactiv-D|\bD\d{3}\b|\b\d{3}d\b|\bde$|\bd$/;

export const isElectric = (vehicle: KitVehicle) => vehicle.fuel === 'electric' || vehicle.engineCc === null;
export const isDiesel = (vehicle: KitVehicle) =>
  !isElectric(vehicle) && (vehicle.fuel === 'diesel' || dieselEngine.test(vehicle.name));

/**
 * Engine oil with the filter, in litres to one decimal; null for an electric car. Unlisted
 * engines: about 1.45 L per litre of displacement over a 2.2 L base (petrol) or 1.25 L over 2.8 L
 * (diesel, larger sumps), and a litre more in a van, which is how the real figures run.
 */
export function engineOilCapacity(vehicle: KitVehicle): number | null {
  if (isElectric(vehicle)) return null;
  const known = knownCapacities.find(([pattern]) => pattern.test(vehicle.name));
  const van = vehicle.bodyType === 'Van' ? 1 : 0;
  if (known) return known[1] + van;
  const litres = (vehicle.engineCc ?? 0) / 1000;
  const capacity = isDiesel(vehicle) ? 2.8 + 1.25 * litres : 2.2 + 1.45 * litres;
  return Math.round((capacity + van) * 10) / 10;
}

/** The oil specification each maker approves, as the catalogue's oils name them; ACEA C3 otherwise. */
const oilSpecifications: [makes: string[], specification: string][] = [
  [['Ford'], 'Ford WSS-M2C913-D'],
  [['Volkswagen', 'Audi', 'SEAT', 'Skoda'], 'VW 504 00/507 00'],
  [['BMW', 'MINI'], 'BMW Longlife-04'],
  [['Renault', 'Dacia', 'Nissan'], 'Renault RN0720'],
  [['Mercedes-Benz'], 'MB 229.5'],
  [['Volvo'], 'Volvo VCC RBS0-2AE'],
  [['Toyota', 'Honda', 'Mazda', 'Kia', 'Hyundai'], 'ACEA C5'],
];
export const GENERAL_OIL_SPECIFICATION = 'ACEA C3';

export function oilSpecification(vehicle: KitVehicle): string {
  return oilSpecifications.find(([makes]) => makes.includes(vehicle.make))?.[1] ?? GENERAL_OIL_SPECIFICATION;
}

/** Cylinders, hence spark plugs, as the repair data counts them: three up to 1.25 litres, six above 2.6. */
export function cylinders(vehicle: KitVehicle): number {
  if (isElectric(vehicle)) return 0;
  const cc = vehicle.engineCc ?? 0;
  return cc <= 1250 ? 3 : cc <= 2600 ? 4 : 6;
}
