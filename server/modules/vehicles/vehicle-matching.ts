import { isoToDdmmyyyy } from '../../../contract/vehicles/vehicle-dates';
import { registrationKind } from '../../../contract/vehicles/registration';
import type { Vehicle, VehicleDetail } from '../../../contract/vehicles/schemas';
import { comparableName, modelFamily } from '../../providers/vehicles/model-family';
import type { VehicleRecord } from '../../providers/vehicles/vehicle-data-provider';
import type { ParcVariant } from './parc.repository';

/** Engine sizes as registered differ from the catalogue's by a few cc (1995 against 1997). */
const CC_TOLERANCE = 30;

export const fuelLabel = (fuel: string): string => fuel.charAt(0).toUpperCase() + fuel.slice(1);

/** The year a vehicle counts as: registration, else manufacture. */
export function vehicleYear(record: VehicleRecord): number | null {
  return record.registrationDate ? Number(record.registrationDate.slice(0, 4)) : record.manufactureYear;
}

/**
 * The catalogue variants a registered vehicle may be. Registration services give the make, the
 * model family (DVSA) or none (DVLA), the fuel, the engine size and the year; a car registered
 * in a changeover year (a 2018 Focus: Mk3 or Mk4) or known only by make (DVLA) matches several,
 * and refinement lets the person say which.
 */
export function candidatesFor(record: VehicleRecord, variants: readonly ParcVariant[]): ParcVariant[] {
  if (record.tecdocId !== null) return variants.filter((variant) => variant.tecdocId === record.tecdocId);
  const make = comparableName(record.make);
  const family = record.model ? comparableName(record.model) : null;
  const year = vehicleYear(record);
  return variants.filter((variant) => {
    if (comparableName(variant.make) !== make) return false;
    if (family && comparableName(modelFamily(variant.model)) !== family) return false;
    if (record.fuel !== 'other' && variant.fuel !== record.fuel) return false;
    if (
      record.engineCc !== null &&
      variant.engineCc !== null &&
      Math.abs(record.engineCc - variant.engineCc) > CC_TOLERANCE
    ) {
      return false;
    }
    if (year !== null && (year < variant.yearFrom || (variant.yearTo !== null && year > variant.yearTo))) return false;
    return true;
  });
}

/**
 * The best guess while more than one variant matches: the newest generation, then the most
 * common (lowest-powered) engine. Refinement replaces it with the person's choice.
 */
export function bestGuess(candidates: readonly ParcVariant[]): ParcVariant | null {
  return (
    [...candidates].sort((a, b) => b.yearFrom - a.yearFrom || a.powerKw - b.powerKw || a.tecdocId - b.tecdocId)[0] ??
    null
  );
}

const engineSizeOf = (cc: number | null) => (cc === null ? '' : `${(cc / 1000).toFixed(1)} litre`);

/**
 * The specification's name/value list (trade-features §3): the registration's own facts, with
 * the model and engine from the catalogue variant once it is known for sure.
 */
export function vehicleDetailsOf(record: VehicleRecord, variant: ParcVariant | null): VehicleDetail[] {
  const year = vehicleYear(record);
  return [
    { name: 'VRM', value: record.registration },
    { name: 'VIN', value: record.vin ?? '' },
    { name: 'Make', value: variant?.make ?? record.make },
    { name: 'Model', value: variant?.model ?? (record.model ? modelFamilyTitle(record.model) : '') },
    { name: 'VehicleYear', value: year === null ? '' : String(year) },
    { name: 'EngineSizeDescription', value: variant?.name ?? engineSizeOf(record.engineCc) },
    { name: 'Fuel', value: fuelLabel(variant?.fuel ?? record.fuel) },
    { name: 'DateOfRegistration', value: record.registrationDate ? isoToDdmmyyyy(record.registrationDate) : '' },
  ];
}

/** 'FOCUS' → 'Focus', '3 SERIES' → '3 Series' (DVSA writes model families in capitals). */
export function modelFamilyTitle(model: string): string {
  return model
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** The details of a variant chosen by make and model (no registration). */
export function variantDetails(variant: ParcVariant, year: number | null): VehicleDetail[] {
  return [
    { name: 'VRM', value: '' },
    { name: 'VIN', value: '' },
    { name: 'Make', value: variant.make },
    { name: 'Model', value: variant.model },
    { name: 'VehicleYear', value: year === null ? '' : String(year) },
    { name: 'EngineSizeDescription', value: variant.name },
    { name: 'Fuel', value: fuelLabel(variant.fuel) },
    { name: 'DateOfRegistration', value: '' },
  ];
}

export function describe(details: readonly VehicleDetail[]): string {
  const value = (name: string) => details.find((detail) => detail.name === name)?.value ?? '';
  return [value('Make'), value('Model'), value('EngineSizeDescription')].filter(Boolean).join(' ');
}

/** Irish cars (NCT) have no MOT history; GB and NI ones do, when they have a registration. */
export function hasMotHistory(registration: string): boolean {
  return registration !== '' && registrationKind(registration) !== 'irish';
}

export function toVehicle(
  details: VehicleDetail[],
  candidates: readonly ParcVariant[],
  chosen: ParcVariant | null,
): Vehicle {
  const registration = details.find((detail) => detail.name === 'VRM')?.value ?? '';
  return {
    vehicleDetails: details,
    tecdocId: chosen?.tecdocId ?? null,
    description: describe(details),
    candidates: candidates.length,
    hasMotHistory: hasMotHistory(registration),
  };
}
